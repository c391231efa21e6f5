import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { publicPayloadPath } from "@kickoff/domain/public-tournament-html.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPublicPayload } from "../../../lib/public-payload.ts";
import { embeddedTournament } from "../lib/first-paint.ts";

export type PublicTournamentAnswer = {
  tournament: PublicTournament;
  /** When the service worker answered from its copy because the network failed: the time it stored it. */
  offlineCopyFrom: string | null;
};

/**
 * GET /api/v1/auth/tment/{id} — the public page payload, with the service worker's offline-copy time; a failure is
 * shown on the page (no snackbar). The browser revalidates with the server's ETag by itself (cache-control:
 * max-age=0, must-revalidate → 304).
 */
export async function getPublicTournament(id: string, signal?: AbortSignal): Promise<PublicTournamentAnswer> {
  const { data, offlineCopyFrom } = await fetchPublicPayload<PublicTournament>(publicPayloadPath(id), signal);
  return { tournament: data, offlineCopyFrom };
}

/** Every query of one tournament starts with this key, so a live event refreshes them all at once. */
export const publicTournamentKey = (id: string) => ["public", "tournament", id] as const;

export const getPublicTournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...publicTournamentKey(id), "page"],
    queryFn: ({ signal }) => getPublicTournament(id, signal),
    staleTime: 0,
    // The payload the server embedded with its first paint: the page shows at once. Stale at once too, so the
    // page still fetches it once (the service worker keeps that answer as the offline copy) and goes live.
    initialData: () => {
      const tournament = embeddedTournament(id);
      return tournament ? { tournament, offlineCopyFrom: null } : undefined;
    },
    initialDataUpdatedAt: 0,
  });

export const usePublicTournament = (id: string) => useQuery(getPublicTournamentQueryOptions(id));
