// Results typed at the pitch are queued in localStorage first and sent from there, so an entry made
// without connection survives a reload and is sent when the connection returns. Each entry keeps the
// idempotency key it got when it was typed: a resend after a lost answer is applied only once.
import type { ResultEntry } from "@kickoff/domain/tournament-contracts.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { createStore } from "../../../lib/external-store.ts";
import { local } from "../../../lib/storage.ts";

export const RESULT_QUEUE_KEY = "ft-result-queue";

export type QueuedEntry = {
  tournamentId: string;
  idempotencyKey: string;
  planVersion?: number;
  results: ResultEntry[];
};

export type QueueFailure = { entry: QueuedEntry; code: string; status: number };

type QueueState = { entries: QueuedEntry[]; sending: boolean; offline: boolean; failures: QueueFailure[] };

function readPersisted(): QueuedEntry[] {
  try {
    const parsed = JSON.parse(local.get(RESULT_QUEUE_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is QueuedEntry =>
            typeof e === "object" &&
            e !== null &&
            typeof (e as QueuedEntry).tournamentId === "string" &&
            typeof (e as QueuedEntry).idempotencyKey === "string" &&
            Array.isArray((e as QueuedEntry).results),
        )
      : [];
  } catch {
    return [];
  }
}

export const resultQueue = createStore<QueueState>(
  { entries: readPersisted(), sending: false, offline: false, failures: [] },
  (state) => local.set(RESULT_QUEUE_KEY, JSON.stringify(state.entries)),
);

/** Reload the queue from storage (another tab, or a test that seeded it). */
export const reloadQueue = () => resultQueue.set({ entries: readPersisted() });

export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Queue one entry (it keeps its key until the server has answered it). */
export function enqueueResults(entry: QueuedEntry) {
  resultQueue.set({ entries: [...resultQueue.get().entries, entry] });
}

export type SendEntry = (entry: QueuedEntry) => Promise<unknown>;

export const sendEntry: SendEntry = (entry) =>
  apiRequest("/api/v1/tment/update", {
    method: "PUT",
    silent: true,
    body: {
      id: entry.tournamentId,
      idempotencyKey: entry.idempotencyKey,
      ...(entry.planVersion !== undefined ? { planVersion: entry.planVersion } : {}),
      results: entry.results,
    },
  });

let running: Promise<void> | null = null;

/**
 * Send the queued entries in order. A network failure (status 0) or a server that is down (5xx) stops the
 * run and keeps the entry for later; a refusal (4xx) drops it and is reported in `failures`.
 */
export function flushQueue(send: SendEntry = sendEntry): Promise<void> {
  if (running) return running;
  running = (async () => {
    // Yield first, so `running` is assigned before the run can end (an empty queue ends at once).
    await Promise.resolve();
    resultQueue.set({ sending: true });
    try {
      for (;;) {
        const next = resultQueue.get().entries[0];
        if (!next) {
          resultQueue.set({ offline: false });
          return;
        }
        try {
          await send(next);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 0 || status >= 500) {
            resultQueue.set({ offline: true });
            return;
          }
          const code = error instanceof ApiError ? error.code : "HTTP_ERROR";
          resultQueue.set({ failures: [...resultQueue.get().failures, { entry: next, code, status }] });
        }
        // Drop exactly the entry just answered (a concurrent enqueue only appends).
        resultQueue.set({
          entries: resultQueue.get().entries.filter((e) => e.idempotencyKey !== next.idempotencyKey),
          offline: false,
        });
      }
    } finally {
      resultQueue.set({ sending: false });
      running = null;
    }
  })();
  return running;
}

/** Forget reported refusals once shown. */
export const clearFailures = () => resultQueue.set({ failures: [] });
