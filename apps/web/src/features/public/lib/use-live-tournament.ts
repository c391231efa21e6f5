import { useQueryClient } from "@tanstack/react-query";
import type { LiveStatus } from "../../../lib/live-connection.ts";
import { useLiveUpdates } from "../../../lib/use-live-updates.ts";
import { publicTournamentKey } from "../api/get-public-tournament.ts";

/**
 * Keeps every query of one tournament fresh from the live stream: each change invalidates them
 * (the refetch is cheap: the server answers 304 while nothing changed). Returns the connection state.
 */
export function useLiveTournament(id: string, version: number | null, enabled = true): LiveStatus {
  const queryClient = useQueryClient();
  return useLiveUpdates(
    id,
    version,
    () => void queryClient.invalidateQueries({ queryKey: publicTournamentKey(id) }),
    enabled,
  );
}
