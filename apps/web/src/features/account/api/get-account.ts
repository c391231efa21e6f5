import { AccountSchema } from "@kickoff/domain/account-views.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** GET /api/v1/auth/me — the account's own data (the same cache entry as the session load's). */
export const getAccount = (signal?: AbortSignal) => apiRequestParsed("/api/v1/auth/me", AccountSchema, { signal });

export const getAccountQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "me"], queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(getAccountQueryOptions());
