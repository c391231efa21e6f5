import { useEffect } from "react";
import type { LiveStatus } from "./live-connection.ts";

/** How often, and how many times, the page asks again while it still shows the copy after reconnecting. */
const RETRY_MS = 3000;
const RETRIES = 5;

/**
 * Back online after showing the service worker's offline copy: the live stream only announces newer versions, so
 * fetch to replace the copy (and its "last updated" note) with the server's answer. The first fetch can race the
 * network coming back (the worker then answers from its copy again), so it is repeated a few times until the
 * server's answer is on screen.
 */
export function useRefetchWhenBackOnline(live: LiveStatus, showingCopy: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (live !== "connected" || !showingCopy) return;
    void refetch();
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > RETRIES) clearInterval(timer);
      else void refetch();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [live, showingCopy, refetch]);
}
