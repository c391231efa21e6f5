import type { VENUE_SURFACES } from "@kickoff/domain/account-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";

export type SavedVenue = {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  pitches: string[];
  pitchCount: number;
  surface: (typeof VENUE_SURFACES)[number];
  indoor: boolean;
  latitude: number | null;
  longitude: number | null;
};

/** GET /api/v1/user/uspielstaette — the user's venues (settings edit them, the club page shows them). */
export const getVenues = (signal?: AbortSignal) =>
  apiRequest<{ venues: SavedVenue[] }>("/api/v1/user/uspielstaette", { signal });

export const getVenuesQueryOptions = () =>
  queryOptions({ queryKey: ["user", "venues"], queryFn: ({ signal }) => getVenues(signal) });

export const useVenues = () => useQuery(getVenuesQueryOptions());
