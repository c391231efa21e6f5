import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export type ClubVenue = {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  pitches: string[];
  pitchCount: number;
  surface: "grass" | "artificial" | "hall" | "other";
  indoor: boolean;
};

/** GET /api/v1/user/uspielstaette — the club's venues (edited in the settings). */
export const getClubVenues = (signal?: AbortSignal) =>
  apiRequest<{ venues: ClubVenue[] }>("/api/v1/user/uspielstaette", { signal });

export const getClubVenuesQueryOptions = () =>
  queryOptions({ queryKey: ["user", "venues"], queryFn: ({ signal }) => getClubVenues(signal) });

export const useClubVenues = () => useQuery(getClubVenuesQueryOptions());
