import type { PublicListPage, PublicSearch } from "@kickoff/domain/public-contracts.ts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/auth/tment/getpublic — search all public tournaments (a read: retried like a GET). */
export const searchPublicTournaments = (search: PublicSearch, signal?: AbortSignal) =>
  apiRequest<PublicListPage>("/api/v1/auth/tment/getpublic", {
    method: "POST",
    body: search,
    signal,
    retryWrites: true,
  });

export const searchPublicTournamentsQueryOptions = (search: PublicSearch) =>
  queryOptions({
    queryKey: ["public", "search", search],
    queryFn: ({ signal }) => searchPublicTournaments(search, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchPublicTournaments = (search: PublicSearch) =>
  useQuery(searchPublicTournamentsQueryOptions(search));
