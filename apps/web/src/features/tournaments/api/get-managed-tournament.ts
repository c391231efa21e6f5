import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useOfflineCopyTime, withOfflineCopy } from "../../../lib/offline-copies.ts";
import { type ManagedTournament, tournamentKeys } from "./types.ts";

/** GET /api/v1/tment/tmuser/{id}?view=internal — the organiser's view (owner and editors). */
export const getManagedTournament = (id: string, signal?: AbortSignal) =>
  apiRequest<ManagedTournament>(`/api/v1/tment/tmuser/${encodeURIComponent(id)}?view=internal`, {
    signal,
    silent: true,
  });

/**
 * Kept on the device for the logged-in user (`meta.offlineCopy`): without network the control centre opens with
 * the last view it had, and fetches again as soon as the connection is back (even if the copy looks fresh).
 */
export const managedTournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.managed(id),
    queryFn: ({ signal, queryKey }) => withOfflineCopy(queryKey, () => getManagedTournament(id, signal)),
    retry: false,
    meta: { offlineCopy: true },
    refetchOnReconnect: "always",
  });

export const useManagedTournament = (id: string, enabled = true) =>
  useQuery({ ...managedTournamentQueryOptions(id), enabled });

/** The time the shown view was stored on this device while it stands in for the server's answer, else null. */
export const useManagedTournamentCopyTime = (id: string) => useOfflineCopyTime(tournamentKeys.managed(id));
