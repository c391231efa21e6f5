import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { publicTournamentKey } from "../api/get-public-tournament.ts";
import { followTournament, type LiveStatus } from "./live-connection.ts";

/**
 * Keeps every query of one tournament fresh from the live stream: each change invalidates them
 * (the refetch is cheap: the server answers 304 while nothing changed). Returns the connection state.
 */
export function useLiveTournament(id: string, version: number | null, enabled = true): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const versionRef = useRef(version);
  versionRef.current = version;
  const ready = enabled && version !== null;

  useEffect(() => {
    if (!ready || typeof EventSource === "undefined") return;
    return followTournament({
      id,
      version: () => versionRef.current,
      onChange: () => void queryClient.invalidateQueries({ queryKey: publicTournamentKey(id) }),
      onStatus: setStatus,
    });
  }, [id, ready, queryClient]);

  return status;
}
