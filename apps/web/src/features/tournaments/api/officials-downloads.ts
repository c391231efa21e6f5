import type { Language } from "@kickoff/locales/languages.ts";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiErrorOf, handleApiFailure } from "../../../lib/api-client.ts";
import { fileNameOf, saveBlob } from "../../../lib/download.ts";

/** GETs an API call that answers a PDF and saves it; failures are ApiErrors without a snackbar (the caller says). */
async function downloadGet(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "include", headers: { accept: "application/pdf, application/json" } });
  } catch (cause) {
    const error = new ApiError(0, "NETWORK_ERROR", cause instanceof Error ? cause.message : "Network error");
    handleApiFailure(error, true);
    throw error;
  }
  if (!response.ok) {
    const error = apiErrorOf(response.status, await response.text(), response.statusText);
    handleApiFailure(error, true);
    throw error;
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get("content-disposition"), fallbackName));
}

export type MatchCardsOptions = { pitch: string | null; perPage: "2" | "4"; lang: Language };

/** GET /api/v1/tment/matchcards/{id} — one card per match (one pitch in order of play, or all), 2 or 4 a page. */
export const downloadMatchCards = (id: string, { pitch, perPage, lang }: MatchCardsOptions) => {
  const query = new URLSearchParams({ perPage, lang });
  if (pitch) query.set("pitch", pitch);
  return downloadGet(`/api/v1/tment/matchcards/${encodeURIComponent(id)}?${query}`, "match-cards.pdf");
};

export const useDownloadMatchCards = (id: string) =>
  useMutation({ mutationFn: (options: MatchCardsOptions) => downloadMatchCards(id, options) });

/** GET /api/v1/tment/refschedule/{id} — one referee's matches on one page. */
export const downloadRefereeSchedule = (id: string, referee: string, lang: Language) =>
  downloadGet(
    `/api/v1/tment/refschedule/${encodeURIComponent(id)}?${new URLSearchParams({ referee, lang })}`,
    "referee-schedule.pdf",
  );

export const useDownloadRefereeSchedule = (id: string) =>
  useMutation({
    mutationFn: ({ referee, lang }: { referee: string; lang: Language }) => downloadRefereeSchedule(id, referee, lang),
  });
