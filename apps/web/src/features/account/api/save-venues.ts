import type { VenuesUpdate } from "@kickoff/domain/account-contracts.ts";
import { VenueListSchema } from "@kickoff/domain/account-views.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getVenuesQueryOptions } from "../../../lib/api/get-venues.ts";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** POST /api/v1/user/uspielstaette — the whole list; venues left out are deleted. */
export const saveVenues = (body: VenuesUpdate) =>
  apiRequestParsed("/api/v1/user/uspielstaette", VenueListSchema, { method: "POST", body, silent: true });

export const useSaveVenues = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVenues,
    onSuccess: (saved) => queryClient.setQueryData(getVenuesQueryOptions().queryKey, saved),
  });
};
