import { VenueListSchema } from "@kickoff/domain/account-views.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../api-client.ts";

/** GET /api/v1/user/uspielstaette — the user's venues (settings edit them, the club page shows them). */
export const getVenues = (signal?: AbortSignal) =>
  apiRequestParsed("/api/v1/user/uspielstaette", VenueListSchema, { signal });

export const getVenuesQueryOptions = () =>
  queryOptions({ queryKey: ["user", "venues"], queryFn: ({ signal }) => getVenues(signal) });

export const useVenues = () => useQuery(getVenuesQueryOptions());
