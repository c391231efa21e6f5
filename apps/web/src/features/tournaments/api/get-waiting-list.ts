import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { tournamentKeys } from "./types.ts";

/** GET /api/v1/tment/waiting/{id} — the waiting list (the server answers 501 until it is built). */
export const getWaitingList = (id: string, signal?: AbortSignal) =>
  apiRequest<unknown>(`/api/v1/tment/waiting/${encodeURIComponent(id)}`, { signal, silent: true });

export const waitingListQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.waiting(id),
    queryFn: ({ signal }) => getWaitingList(id, signal),
    retry: false,
  });

export const useWaitingList = (id: string, enabled: boolean) => useQuery({ ...waitingListQueryOptions(id), enabled });
