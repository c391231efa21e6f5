// When the connection returns, TanStack Query refetches at once; those first requests can still fail (the network,
// or the service worker's view of it, is not quite back yet), and a page would then stay on its error until
// reloaded. Queries that failed for want of network, or that show a kept copy, get a few more tries shortly after.
import { onlineManager, type Query, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { showsOfflineCopy } from "./offline-copies.ts";

/** After the `online` event: when the queries still waiting for the network are tried again. */
export const SETTLE_DELAYS_MS = [1_000, 3_000, 10_000] as const;

const waitsForNetwork = (query: Query) =>
  (query.state.status === "error" && query.state.error instanceof ApiError && query.state.error.status === 0) ||
  showsOfflineCopy(query.queryKey);

/** Start watching the connection; answers a function that stops. */
export function refetchAfterReconnect(client: QueryClient): () => void {
  let timers: ReturnType<typeof setTimeout>[] = [];
  const cancel = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const stop = onlineManager.subscribe((online) => {
    cancel();
    if (!online) return;
    timers = SETTLE_DELAYS_MS.map((ms) =>
      setTimeout(() => void client.refetchQueries({ type: "active", predicate: waitsForNetwork }), ms),
    );
  });
  return () => {
    cancel();
    stop();
  };
}
