import { AccountSchema } from "@kickoff/domain/account-views.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** GET /api/v1/auth/me — the club name lives on the user (same cache entry as the session load's). */
export const getClubProfile = (signal?: AbortSignal) => apiRequestParsed("/api/v1/auth/me", AccountSchema, { signal });

export const getClubProfileQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "me"], queryFn: ({ signal }) => getClubProfile(signal) });

export const useClubProfile = () => useQuery(getClubProfileQueryOptions());
