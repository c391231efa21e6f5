import { useEffect } from "react";
import type { LiveStatus } from "./live-connection.ts";

/**
 * Back online after showing the service worker's offline copy: the live stream only announces newer versions, so
 * fetch once to replace the copy (and its "last updated" note) with the server's answer.
 */
export function useRefetchWhenBackOnline(live: LiveStatus, showingCopy: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (live === "connected" && showingCopy) void refetch();
  }, [live, showingCopy, refetch]);
}
