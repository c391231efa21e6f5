import type { PublicListPage } from "@kickoff/domain/public-contracts.ts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";

/** GET /api/v1/auth/tment/alltment?page&size — upcoming public tournaments, soonest first. */
export const listUpcomingTournaments = (page: number, size: number, signal?: AbortSignal) =>
  apiRequest<PublicListPage>(
    `/api/v1/auth/tment/alltment?${new URLSearchParams({ page: String(page), size: String(size) })}`,
    {
      signal,
    },
  );

export const listUpcomingTournamentsQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: ["public", "upcoming", page, size],
    queryFn: ({ signal }) => listUpcomingTournaments(page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useUpcomingTournaments = (page: number, size: number) =>
  useQuery(listUpcomingTournamentsQueryOptions(page, size));
