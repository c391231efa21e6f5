import { AccountSchema } from "@kickoff/domain/account-views.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { sessionStore } from "../../../lib/session-store.ts";
import { getClubProfileQueryOptions } from "./get-club-profile.ts";

/** POST /api/v1/user/uupdate with the club name only; answers the updated user. */
export const updateClubName = (clubName: string) =>
  apiRequestParsed("/api/v1/user/uupdate", AccountSchema, { method: "POST", body: { clubName }, silent: true });

export const useUpdateClubName = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClubName,
    onSuccess: (profile) => {
      queryClient.setQueryData(getClubProfileQueryOptions().queryKey, profile);
      sessionStore.set({ user: profile });
    },
  });
};

/** POST /api/v1/user/uupdate with the club's logo only (a file id from files/upload, or null to remove it). */
export const updateClubLogo = (clubLogoFileId: string | null) =>
  apiRequestParsed("/api/v1/user/uupdate", AccountSchema, { method: "POST", body: { clubLogoFileId }, silent: true });

export const useUpdateClubLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClubLogo,
    onSuccess: (profile) => {
      queryClient.setQueryData(getClubProfileQueryOptions().queryKey, profile);
      sessionStore.set({ user: profile });
    },
  });
};
