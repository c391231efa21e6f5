import type { VenuesUpdate } from "@kickoff/domain/account-contracts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getVenuesQueryOptions, type SavedVenue } from "../../../lib/api/get-venues.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/user/uspielstaette — the whole list; venues left out are deleted. */
export const saveVenues = (body: VenuesUpdate) =>
  apiRequest<{ venues: SavedVenue[] }>("/api/v1/user/uspielstaette", { method: "POST", body, silent: true });

export const useSaveVenues = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVenues,
    onSuccess: (saved) => queryClient.setQueryData(getVenuesQueryOptions().queryKey, saved),
  });
};
