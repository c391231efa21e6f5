import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { withOfflineCopy } from "../../../lib/offline-copies.ts";

/** GET /api/v1/funino/{id} — the organiser's (internal) view of a festival (owner and editors). */
export const getFestival = (id: string, signal?: AbortSignal) =>
  apiRequest<FuninoInternal>(`/api/v1/funino/${encodeURIComponent(id)}`, { signal, silent: true });

/**
 * Kept on the device for the logged-in user (`meta.offlineCopy`, like the tournament's control centre): without
 * network the control centre opens with the last view it had and fetches again once the connection is back.
 */
export const festivalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: festivalKeys.managed(id),
    queryFn: ({ signal, queryKey }) => withOfflineCopy(queryKey, () => getFestival(id, signal)),
    retry: false,
    meta: { offlineCopy: true },
    refetchOnReconnect: "always",
  });

export const useFestival = (id: string, enabled = true) => useQuery({ ...festivalQueryOptions(id), enabled });
