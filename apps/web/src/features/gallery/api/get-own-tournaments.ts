import type { DashboardPage } from "@kickoff/domain/tournament-views.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** PUT /api/v1/dashboard/alltmentview: the caller's tournaments an album can be linked to. */
export const getOwnTournaments = (signal?: AbortSignal) =>
  apiRequest<DashboardPage>("/api/v1/dashboard/alltmentview", { method: "PUT", body: { page: 0, size: 100 }, signal });

export const useOwnTournaments = () =>
  useQuery(
    queryOptions({
      queryKey: ["dashboard", "alltmentview", 0, 100],
      queryFn: ({ signal }) => getOwnTournaments(signal),
    }),
  );
