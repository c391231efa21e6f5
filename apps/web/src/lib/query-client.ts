import { onlineManager, QueryClient } from "@tanstack/react-query";

// TanStack's online flag starts as "online" and only flips on the window's online/offline events: a page loaded
// without network would never see a change, and nothing would refetch when the connection returns.
if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);

/**
 * Retries live in the API client (spec policy); the query layer must not add its own. Queries run even when the
 * browser says it is offline ("offlineFirst"): the service worker or a kept copy may answer, and a failed one is
 * fetched again as soon as the connection is back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: "offlineFirst" },
    mutations: { retry: false },
  },
});
