import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type ManagedTournament, tournamentKeys } from "./types.ts";

/** GET /api/v1/tment/tmuser/{id}?view=internal — the organiser's view (owner and editors). */
export const getManagedTournament = (id: string, signal?: AbortSignal) =>
  apiRequest<ManagedTournament>(`/api/v1/tment/tmuser/${encodeURIComponent(id)}?view=internal`, {
    signal,
    silent: true,
  });

export const managedTournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.managed(id),
    queryFn: ({ signal }) => getManagedTournament(id, signal),
    retry: false,
  });

export const useManagedTournament = (id: string, enabled = true) =>
  useQuery({ ...managedTournamentQueryOptions(id), enabled });
