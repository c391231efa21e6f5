import type { PublicPlan } from "@kickoff/domain/public-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { publicTournamentKey } from "./get-public-tournament.ts";

/** GET /api/v1/auth/tmentp/{id} — the plan by pitch (display mode). Failures are shown on the screen. */
export const getPublicPlan = (id: string, signal?: AbortSignal) =>
  apiRequest<PublicPlan>(`/api/v1/auth/tmentp/${encodeURIComponent(id)}`, { signal, silent: true });

export const getPublicPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...publicTournamentKey(id), "plan"],
    queryFn: ({ signal }) => getPublicPlan(id, signal),
    staleTime: 0,
  });

export const usePublicPlan = (id: string) => useQuery(getPublicPlanQueryOptions(id));
