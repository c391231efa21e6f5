import type { DashboardPage } from "@kickoff/domain/tournament-views.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";

export type { DashboardItem as TournamentListItem } from "@kickoff/domain/tournament-views.ts";

/** PUT /api/v1/dashboard/alltmentview `{page, size}` — the caller's current (not past) tournaments (club page, album form). */
export const getMyTournaments = (page: number, size: number, signal?: AbortSignal) =>
  apiRequest<DashboardPage>("/api/v1/dashboard/alltmentview", { method: "PUT", body: { page, size }, signal });

export const getMyTournamentsQueryOptions = (page = 0, size = 100) =>
  queryOptions({
    queryKey: ["dashboard", "alltmentview", page, size],
    queryFn: ({ signal }) => getMyTournaments(page, size, signal),
  });

export const useMyTournaments = (page = 0, size = 100) => useQuery(getMyTournamentsQueryOptions(page, size));
