import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { SessionUser } from "../../../lib/session-store.ts";

export type ClubProfile = SessionUser & { clubName: string };

/** GET /api/v1/auth/me — the club name lives on the user (same cache entry as the session load's). */
export const getClubProfile = (signal?: AbortSignal) => apiRequest<ClubProfile>("/api/v1/auth/me", { signal });

export const getClubProfileQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "me"], queryFn: ({ signal }) => getClubProfile(signal) });

export const useClubProfile = () => useQuery(getClubProfileQueryOptions());
