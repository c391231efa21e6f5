// Festival entries typed at the pitch are kept on the device until the server has answered them, like the
// tournaments' result queue (lib/result-queue.ts), which cannot carry them: it sends match scores to tment/update.
// An entry keeps its idempotency key, so a resend after a lost answer is applied once (the server says `replayed`).
import type { FuninoResult, FuninoResultResponse } from "@kickoff/domain/funino-contracts.ts";
import { sendFestivalResult } from "../../lib/api/send-festival-result.ts";
import { ApiError, type ApiErrorCode } from "../../lib/api-client.ts";
import { local } from "../../lib/storage.ts";
import { createStore } from "../../lib/store.ts";
import type { Outcome } from "./entry.ts";

export const FESTIVAL_QUEUE_KEY = "ft-festival-queue";

/** A fresh idempotency key (the result queue's own helper would bring the tournament queue into the public page). */
export const newEntryKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export type FestivalEntry = { payload: FuninoResult; reporterToken?: string };
export type FestivalFailure = { entry: FestivalEntry; code: ApiErrorCode };

type State = {
  entries: FestivalEntry[];
  sending: boolean;
  offline: boolean;
  failures: FestivalFailure[];
  /** Refused with 409 RESULT_CHANGED: someone changed the game meanwhile; keep theirs or replace it. */
  conflicts: FestivalEntry[];
};

function readPersisted(): FestivalEntry[] {
  try {
    const parsed = JSON.parse(local.get(FESTIVAL_QUEUE_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is FestivalEntry =>
            typeof e === "object" &&
            e !== null &&
            typeof (e as FestivalEntry).payload?.id === "string" &&
            typeof (e as FestivalEntry).payload?.idempotencyKey === "string",
        )
      : [];
  } catch {
    return [];
  }
}

export const festivalQueue = createStore<State>(
  { entries: readPersisted(), sending: false, offline: false, failures: [], conflicts: [] },
  (state) => local.set(FESTIVAL_QUEUE_KEY, JSON.stringify(state.entries)),
);

export const enqueueFestivalEntry = (entry: FestivalEntry) =>
  festivalQueue.set({ entries: [...festivalQueue.get().entries, entry] });

export type SendFestivalEntry = (entry: FestivalEntry) => Promise<FuninoResultResponse>;
const send: SendFestivalEntry = (entry) => sendFestivalResult(entry.payload, entry.reporterToken);

let running: Promise<FuninoResultResponse[]> | null = null;

/**
 * Sends the queued entries in order. No connection or a server that is down (5xx) stops the run and keeps the
 * entry; a refusal drops it into `failures` (or `conflicts` for RESULT_CHANGED). Answers the server's answers.
 */
export function flushFestivalQueue(sender: SendFestivalEntry = send): Promise<FuninoResultResponse[]> {
  if (running) return running;
  running = (async () => {
    await Promise.resolve();
    festivalQueue.set({ sending: true });
    const answers: FuninoResultResponse[] = [];
    try {
      for (;;) {
        const next = festivalQueue.get().entries[0];
        if (!next) {
          festivalQueue.set({ offline: false });
          return answers;
        }
        try {
          answers.push(await sender(next));
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 0 || status >= 500) {
            festivalQueue.set({ offline: true });
            return answers;
          }
          const code = error instanceof ApiError ? error.code : "HTTP_ERROR";
          const s = festivalQueue.get();
          if (code === "RESULT_CHANGED") festivalQueue.set({ conflicts: [...s.conflicts, next] });
          else festivalQueue.set({ failures: [...s.failures, { entry: next, code }] });
        }
        const key = next.payload.idempotencyKey;
        festivalQueue.set({
          entries: festivalQueue.get().entries.filter((e) => e.payload.idempotencyKey !== key),
          offline: false,
        });
      }
    } finally {
      festivalQueue.set({ sending: false });
      running = null;
    }
  })();
  return running;
}

const withoutConflict = (key: string) => festivalQueue.get().conflicts.filter((c) => c.payload.idempotencyKey !== key);

/** "Keep it": the other device's outcome stands. */
export const keepTheirs = (key: string) => festivalQueue.set({ conflicts: withoutConflict(key) });

/** "Replace it": queued again with a new key, based on the outcome now stored (refused again if it changes once more). */
export function replaceWithMine(key: string, current: Outcome | null) {
  const conflict = festivalQueue.get().conflicts.find((c) => c.payload.idempotencyKey === key);
  if (!conflict) return;
  festivalQueue.set({
    conflicts: withoutConflict(key),
    entries: [
      ...festivalQueue.get().entries,
      { ...conflict, payload: { ...conflict.payload, basedOn: current, idempotencyKey: newEntryKey() } },
    ],
  });
}

export const clearFestivalFailures = () => festivalQueue.set({ failures: [] });
