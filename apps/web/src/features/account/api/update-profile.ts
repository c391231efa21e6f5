import type { ProfileUpdate } from "@kickoff/domain/account-contracts.ts";
import { AccountSchema } from "@kickoff/domain/account-views.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { sessionStore } from "../../../lib/session-store.ts";
import { getAccountQueryOptions } from "./get-account.ts";

/** POST /api/v1/user/uupdate — display name, club name, language; answers the updated user. */
export const updateProfile = (body: ProfileUpdate) =>
  apiRequestParsed("/api/v1/user/uupdate", AccountSchema, { method: "POST", body, silent: true });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (account) => {
      queryClient.setQueryData(getAccountQueryOptions().queryKey, account);
      // The header shows the name from the session store.
      sessionStore.set({ user: account });
    },
  });
};
