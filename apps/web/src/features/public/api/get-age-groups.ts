import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export type AgeGroupList = {
  season: string;
  seasonStartYear: number;
  ageGroups: Array<{ label: string; under: number; youthClass: string; birthYear: number }>;
};

/** GET /api/v1/auth/tment/getjahrgang — the age groups of the running season (filter choices). */
export const getAgeGroups = (signal?: AbortSignal) =>
  apiRequest<AgeGroupList>("/api/v1/auth/tment/getjahrgang", { signal, silent: true });

export const getAgeGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ["public", "age-groups"],
    queryFn: ({ signal }) => getAgeGroups(signal),
    staleTime: 3600_000,
  });

export const useAgeGroups = () => useQuery(getAgeGroupsQueryOptions());
