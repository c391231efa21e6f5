// Results typed at the pitch are queued in localStorage first and sent from there, so an entry made
// without connection survives a reload and is sent when the connection returns. Each entry keeps the
// idempotency key it got when it was typed: a resend after a lost answer is applied only once.
// An entry belongs to whoever typed it: the logged-in user (sent only while that user is logged in, so on a
// shared phone nobody's entries go out under another login) or a reporter link (it carries its token).
import type { ResultConflict, ResultEntry } from "@kickoff/domain/tournament-contracts.ts";
import { ApiError, type ApiErrorCode, apiRequest } from "./api-client.ts";
import { sessionStore } from "./session-store.ts";
import { local } from "./storage.ts";
import { createStore } from "./store.ts";

export const RESULT_QUEUE_KEY = "ft-result-queue";

export type QueuedEntry = {
  tournamentId: string;
  idempotencyKey: string;
  planVersion?: number;
  results: ResultEntry[];
  /** Typed through a reporter link: sent with its token, whoever is logged in. */
  reporterToken?: string;
  /** Typed by this logged-in user (set by enqueueResults). */
  userId?: string;
};

export type QueueFailure = { entry: QueuedEntry; code: ApiErrorCode; status: number };

/** An entry refused because someone changed its match meanwhile (409 RESULT_CHANGED): keep theirs or replace. */
export type QueueConflict = { entry: QueuedEntry; conflicts: ResultConflict[] };

type QueueState = {
  entries: QueuedEntry[];
  sending: boolean;
  offline: boolean;
  failures: QueueFailure[];
  conflicts: QueueConflict[];
};

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
  { entries: readPersisted(), sending: false, offline: false, failures: [], conflicts: [] },
  (state) => local.set(RESULT_QUEUE_KEY, JSON.stringify(state.entries)),
);

/** Reload the queue from storage (another tab, or a test that seeded it). */
export const reloadQueue = () => resultQueue.set({ entries: readPersisted() });

export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const currentUserId = () => sessionStore.get().user?.id ?? null;

/** Whether an entry may be sent (and shown) now: a reporter link's always, a user's only while they are logged in. */
export function belongsToCurrent(entry: QueuedEntry, userId = currentUserId()): boolean {
  return entry.reporterToken !== undefined || entry.userId === undefined || entry.userId === userId;
}

/** Queue one entry (it keeps its key until the server has answered it), marked with who typed it. */
export function enqueueResults(entry: Omit<QueuedEntry, "userId">) {
  const owner = entry.reporterToken === undefined ? currentUserId() : null;
  const marked: QueuedEntry = owner ? { ...entry, userId: owner } : entry;
  resultQueue.set({ entries: [...resultQueue.get().entries, marked] });
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
      ...(entry.reporterToken !== undefined ? { reporterToken: entry.reporterToken } : {}),
      results: entry.results,
    },
    // A reporter link's 401 means the link was revoked, not that the session ended.
    ownCredentials: entry.reporterToken !== undefined,
  });

let running: Promise<number> | null = null;

/**
 * Send the current user's (and reporter links') queued entries in order. A network failure (status 0), a server
 * that is down (5xx) or an ended session (401, the entry waits for the next login) stops the run and keeps the
 * entry for later; a refusal (other 4xx, or 401 of a revoked reporter link) drops it and is reported in `failures`.
 * Answers how many entries the server answered (so callers refetch only when something changed).
 */
export function flushQueue(send: SendEntry = sendEntry): Promise<number> {
  if (running) return running;
  running = (async () => {
    // Yield first, so `running` is assigned before the run can end (an empty queue ends at once).
    await Promise.resolve();
    resultQueue.set({ sending: true });
    let answered = 0;
    try {
      for (;;) {
        const next = resultQueue.get().entries.find((e) => belongsToCurrent(e));
        if (!next) {
          resultQueue.set({ offline: false });
          return answered;
        }
        try {
          await send(next);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 0 || status >= 500) {
            resultQueue.set({ offline: true });
            return answered;
          }
          if (status === 401 && next.reporterToken === undefined) return answered;
          const code = error instanceof ApiError ? error.code : "HTTP_ERROR";
          const conflicts = error instanceof ApiError ? await conflictsOf(error) : null;
          if (conflicts) resultQueue.set({ conflicts: [...resultQueue.get().conflicts, { entry: next, conflicts }] });
          else resultQueue.set({ failures: [...resultQueue.get().failures, { entry: next, code, status }] });
        }
        answered++;
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

/**
 * The matches of a 409 RESULT_CHANGED (null for any other error). The schemas load only for such an answer: the
 * results entry of a reporter link is on the public page, whose script should not carry zod for a rare case.
 */
async function conflictsOf(error: ApiError): Promise<ResultConflict[] | null> {
  if (error.status !== 409 || error.code !== "RESULT_CHANGED") return null;
  const { ResultConflictListSchema } = await import("@kickoff/domain/tournament-contracts.ts");
  const parsed = ResultConflictListSchema.safeParse(error.body.conflicts);
  return parsed.success ? parsed.data : null;
}

const withoutConflict = (key: string) => resultQueue.get().conflicts.filter((c) => c.entry.idempotencyKey !== key);

/** "Keep it": the other device's result stands; this device's refused entry is forgotten. */
export function keepTheirs(key: string) {
  resultQueue.set({ conflicts: withoutConflict(key) });
}

/**
 * "Replace it": the refused entry is queued again (a new key: it is a new decision), now based on the result the
 * server answered, so it replaces exactly that one, and is refused again if it changed once more.
 */
export function replaceWithMine(key: string) {
  const conflict = resultQueue.get().conflicts.find((c) => c.entry.idempotencyKey === key);
  if (!conflict) return;
  const current = new Map(conflict.conflicts.map((c) => [c.matchId, c.current]));
  const results = conflict.entry.results.map((r) =>
    current.has(r.matchId) ? { ...r, basedOn: current.get(r.matchId) ?? null } : r,
  );
  resultQueue.set({
    conflicts: withoutConflict(key),
    entries: [...resultQueue.get().entries, { ...conflict.entry, idempotencyKey: newIdempotencyKey(), results }],
  });
}
