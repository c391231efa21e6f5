import type { UserCount } from "@kickoff/domain/account-views.ts";
import type { PlatformStats } from "@kickoff/domain/platform-stats.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export type HomeCounts = { users: number } & PlatformStats;

/**
 * GET /api/v1/user/getusercount and /api/v1/auth/platformstats, together: the home page's three numbers. Silent:
 * the numbers are decoration, a failure leaves their placeholders and never shows a snackbar.
 */
export const getHomeCounts = async (signal?: AbortSignal): Promise<HomeCounts> => {
  const [users, stats] = await Promise.all([
    apiRequest<UserCount>("/api/v1/user/getusercount", { signal, silent: true }),
    apiRequest<PlatformStats>("/api/v1/auth/platformstats", { signal, silent: true }),
  ]);
  return { users: users.count, ...stats };
};

export const getHomeCountsQueryOptions = () =>
  // The server caches both for a minute; asking more often would only repeat the same numbers.
  queryOptions({ queryKey: ["home", "counts"], queryFn: ({ signal }) => getHomeCounts(signal), staleTime: 60_000 });

export const useHomeCounts = () => useQuery(getHomeCountsQueryOptions());
