import type { AgeGroupEntry } from "@kickoff/domain/age-groups.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";

export type AgeGroupList = { season: string; seasonStartYear: number; ageGroups: AgeGroupEntry[] };

/** GET /api/v1/auth/tment/getjahrgang — the engine's age groups of the running season (search filter, wizard). */
export const getAgeGroups = (signal?: AbortSignal) =>
  apiRequest<AgeGroupList>("/api/v1/auth/tment/getjahrgang", { signal, silent: true });

export const getAgeGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ["public", "age-groups"],
    queryFn: ({ signal }) => getAgeGroups(signal),
    staleTime: 3600_000,
  });

export const useAgeGroups = () => useQuery(getAgeGroupsQueryOptions());
