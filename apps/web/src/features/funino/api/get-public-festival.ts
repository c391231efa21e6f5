import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { embeddedPayload } from "../../../lib/first-paint.ts";
import { fetchPublicPayload } from "../../../lib/public-payload.ts";

export type PublicFestivalAnswer = {
  festival: FuninoPublic;
  /** When the service worker answered from its copy because the network failed: the time it stored it. */
  offlineCopyFrom: string | null;
  /** The device's clock (epoch ms) when the answer arrived: with `festival.serverNow` it corrects the round clock. */
  receivedAt: number;
};

/**
 * GET /api/v1/auth/funino/{id} — the public festival, with the service worker's offline-copy time; a failure (404
 * for a normal tournament or a private festival) is shown on the page, without a snackbar.
 */
export async function getPublicFestival(id: string, signal?: AbortSignal): Promise<PublicFestivalAnswer> {
  const { data, offlineCopyFrom } = await fetchPublicPayload<FuninoPublic>(
    `/api/v1/auth/funino/${encodeURIComponent(id)}`,
    signal,
  );
  return { festival: data, offlineCopyFrom, receivedAt: Date.now() };
}

/** The festival the server embedded in the page (its first paint), as an answer received now. */
function embeddedAnswer(id: string): PublicFestivalAnswer | undefined {
  const festival = embeddedPayload<FuninoPublic>(id);
  return festival ? { festival, offlineCopyFrom: null, receivedAt: Date.now() } : undefined;
}

export const getPublicFestivalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...festivalKeys.public(id), "page"],
    queryFn: ({ signal }) => getPublicFestival(id, signal),
    // The first paint's payload shows the page at once. Stale at once too, so the page still fetches it once (the
    // service worker keeps that answer as the offline copy) and goes live.
    initialData: () => embeddedAnswer(id),
    initialDataUpdatedAt: 0,
    staleTime: 0,
    // A 404 is an answer (a normal tournament, a private festival), not a failure worth retrying.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

export const usePublicFestival = (id: string) => useQuery(getPublicFestivalQueryOptions(id));
