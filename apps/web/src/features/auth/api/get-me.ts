import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { SessionUser } from "../../../lib/session-store.ts";

/** GET /api/v1/auth/me — the logged-in user; 401 when there is none. Errors are the caller's to handle. */
export const getMe = (signal?: AbortSignal) =>
  apiRequest<SessionUser | null>("/api/v1/auth/me", { signal, silent: true });

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "me"], queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(getMeQueryOptions());
