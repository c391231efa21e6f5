import type { DashboardPage } from "@kickoff/domain/tournament-views.ts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export type { DashboardItem } from "@kickoff/domain/tournament-views.ts";

export type DashboardList = "mine" | "past" | "editor";

export const DASHBOARD_PAGE_SIZE = 10;

/**
 * The three lists of the admin board: PUT dashboard/alltmentview (mine, newest first),
 * PUT dashboard/pasttournaments (past) and GET tment/otmuser/me (where I am editor).
 */
export function getDashboardList(list: DashboardList, page: number, signal?: AbortSignal) {
  if (list === "editor")
    return apiRequest<DashboardPage>(`/api/v1/tment/otmuser/me?page=${page}&size=${DASHBOARD_PAGE_SIZE}`, { signal });
  const path = list === "mine" ? "/api/v1/dashboard/alltmentview" : "/api/v1/dashboard/pasttournaments";
  return apiRequest<DashboardPage>(path, { method: "PUT", body: { page, size: DASHBOARD_PAGE_SIZE }, signal });
}

export const dashboardKeys = { all: ["dashboard"] as const };

export const dashboardListQueryOptions = (list: DashboardList, page: number) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, list, page],
    queryFn: ({ signal }) => getDashboardList(list, page, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboardList = (list: DashboardList, page: number) => useQuery(dashboardListQueryOptions(list, page));
