import { useEffect, useRef, useState } from "react";
import { followTournament, type LiveStatus } from "./live-connection.ts";

/**
 * Follows one tournament's live stream while `version` (the version on screen) is known and calls `onChange` for
 * every newer change, whoever made it (a referee's link, an editor, another device). Returns the connection state.
 * Used by the public page, the venue display and the organiser's control centre.
 */
export function useLiveUpdates(
  id: string,
  version: number | null,
  onChange: (version: number, data: unknown) => void,
  enabled = true,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const versionRef = useRef(version);
  versionRef.current = version;
  // The latest callback without reconnecting (callers pass a new function each render).
  const changed = useRef(onChange);
  changed.current = onChange;
  const ready = enabled && version !== null;

  useEffect(() => {
    if (!ready || typeof EventSource === "undefined") return;
    return followTournament({
      id,
      version: () => versionRef.current,
      onChange: (next, data) => changed.current(next, data),
      onStatus: setStatus,
    });
  }, [id, ready]);

  return status;
}
