import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiErrorOf } from "../../../lib/api-client.ts";
import { OFFLINE_COPY_HEADER } from "../../../lib/public-payload.ts";
import type { PublicTournamentAnswer } from "./get-public-tournament.ts";
import { publicTournamentKey } from "./get-public-tournament.ts";

/**
 * GET /api/v1/auth/tment/{id} for an embed, without cookies: the server then answers as to anybody, so a private or
 * draft tournament is a 404 even in its owner's browser (an owner's preview never shows on a club's website).
 */
export async function getEmbedTournament(id: string, signal?: AbortSignal): Promise<PublicTournamentAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/auth/tment/${encodeURIComponent(id)}`, {
      credentials: "omit",
      headers: { accept: "application/json" },
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, "NETWORK_ERROR", cause instanceof Error ? cause.message : "Network error");
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.text().catch(() => ""));
  const tournament = (await response.json()) as PublicTournament;
  return { tournament, offlineCopyFrom: response.headers.get(OFFLINE_COPY_HEADER) };
}

/** Under the tournament's key: the live stream refreshes the embed with the rest. */
export const getEmbedTournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...publicTournamentKey(id), "embed"],
    queryFn: ({ signal }) => getEmbedTournament(id, signal),
    staleTime: 0,
  });

export const useEmbedTournament = (id: string) => useQuery(getEmbedTournamentQueryOptions(id));
