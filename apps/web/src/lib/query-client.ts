import { QueryClient } from "@tanstack/react-query";

/** Retries live in the API client (spec policy); the query layer must not add its own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
