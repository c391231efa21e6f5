import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { SessionUser } from "../../../lib/session-store.ts";

/** The presented user of `auth/me`, with the fields the account pages show. */
export type Account = SessionUser & {
  clubName: string;
  language: string;
  emailVerified: boolean;
  createdAt: string;
};

/** GET /api/v1/auth/me — the account's own data (the same cache entry as the session load's). */
export const getAccount = (signal?: AbortSignal) => apiRequest<Account>("/api/v1/auth/me", { signal });

export const getAccountQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "me"], queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(getAccountQueryOptions());
