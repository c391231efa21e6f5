import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import {
  enqueueResults,
  flushQueue,
  keepTheirs,
  type QueuedEntry,
  RESULT_QUEUE_KEY,
  reloadQueue,
  replaceWithMine,
  resultQueue,
} from "./result-queue.ts";
import { sessionStore } from "./session-store.ts";

const entry = (key: string, home = 1): QueuedEntry => ({
  tournamentId: "00000000-0000-4000-8000-000000000001",
  idempotencyKey: key,
  results: [{ matchId: "A1", home, away: 0 }],
});

describe("offline result queue", () => {
  beforeEach(() => {
    localStorage.clear();
    resultQueue.set({ entries: [], sending: false, offline: false, failures: [], conflicts: [] });
    sessionStore.set({ user: null, isAuthenticated: false });
  });

  const logIn = (id: string) =>
    sessionStore.set({ user: { id, email: `${id}@example.test`, displayName: id }, isAuthenticated: true });

  it("persists queued entries in localStorage and reloads them", () => {
    enqueueResults(entry("key-00001"));
    const stored = localStorage.getItem(RESULT_QUEUE_KEY) ?? "[]";
    expect(JSON.parse(stored)).toHaveLength(1);
    resultQueue.set({ entries: [] });
    localStorage.setItem(RESULT_QUEUE_KEY, stored);
    reloadQueue();
    expect(resultQueue.get().entries.map((e) => e.idempotencyKey)).toEqual(["key-00001"]);
  });

  it("keeps entries while offline and sends each exactly once, in order, when back online", async () => {
    enqueueResults(entry("key-00001", 1));
    enqueueResults(entry("key-00002", 2));
    const offline = vi.fn().mockRejectedValue(new ApiError(0, "NETWORK_ERROR", "offline"));
    await flushQueue(offline);
    expect(offline).toHaveBeenCalledTimes(1);
    expect(resultQueue.get().offline).toBe(true);
    expect(resultQueue.get().entries).toHaveLength(2);

    const sent: string[] = [];
    await flushQueue(async (e) => {
      sent.push(e.idempotencyKey);
    });
    expect(sent).toEqual(["key-00001", "key-00002"]);
    expect(resultQueue.get().entries).toEqual([]);
    expect(resultQueue.get().offline).toBe(false);
    expect(JSON.parse(localStorage.getItem(RESULT_QUEUE_KEY) ?? "[]")).toEqual([]);
  });

  it("a second flush while one runs does not send twice", async () => {
    enqueueResults(entry("key-00001"));
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const a = flushQueue(send);
    const b = flushQueue(send);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    release();
    await Promise.all([a, b]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("a flush of an empty queue does not block later flushes", async () => {
    const send = vi.fn().mockResolvedValue({});
    await flushQueue(send);
    enqueueResults(entry("key-00001"));
    await flushQueue(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(resultQueue.get().entries).toEqual([]);
  });

  it("drops a refused entry and reports it, then continues", async () => {
    enqueueResults(entry("key-00001"));
    enqueueResults(entry("key-00002"));
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, "PLAN_CHANGED", "changed"))
      .mockResolvedValueOnce({});
    await flushQueue(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(resultQueue.get().entries).toEqual([]);
    expect(resultQueue.get().failures.map((f) => f.code)).toEqual(["PLAN_CHANGED"]);
  });

  it("on a shared phone a user's entries wait for that user: never sent under another login", async () => {
    logIn("user-a");
    enqueueResults(entry("key-a"));
    expect(resultQueue.get().entries[0]?.userId).toBe("user-a");
    logIn("user-b");
    enqueueResults(entry("key-b"));
    const sent: string[] = [];
    const send = async (e: QueuedEntry) => {
      sent.push(e.idempotencyKey);
    };
    await flushQueue(send);
    expect(sent).toEqual(["key-b"]);
    expect(resultQueue.get().entries.map((e) => e.idempotencyKey)).toEqual(["key-a"]);
    logIn("user-a");
    await flushQueue(send);
    expect(sent).toEqual(["key-b", "key-a"]);
  });

  it("an ended session keeps the entry for the next login; a revoked reporter link drops its entry", async () => {
    logIn("user-a");
    enqueueResults(entry("key-a"));
    enqueueResults({ ...entry("key-r"), reporterToken: "token-1" });
    expect(resultQueue.get().entries[1]?.userId).toBeUndefined();
    const send = vi.fn().mockRejectedValue(new ApiError(401, "UNAUTHORIZED", "login"));
    await flushQueue(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(resultQueue.get().entries).toHaveLength(2);
    expect(resultQueue.get().failures).toEqual([]);

    sessionStore.set({ user: null, isAuthenticated: false });
    const revoked = vi.fn().mockRejectedValue(new ApiError(401, "REPORTER_TOKEN_INVALID", "revoked"));
    await flushQueue(revoked);
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(revoked.mock.calls[0]?.[0].reporterToken).toBe("token-1");
    expect(resultQueue.get().entries.map((e) => e.idempotencyKey)).toEqual(["key-a"]);
    expect(resultQueue.get().failures.map((f) => f.code)).toEqual(["REPORTER_TOKEN_INVALID"]);
  });

  it("an entry refused as stale (409 RESULT_CHANGED) waits for a decision: keep theirs, or replace based on theirs", async () => {
    const changed = () =>
      new ApiError(409, "RESULT_CHANGED", "changed", [], {
        conflicts: [
          {
            matchId: "A1",
            current: { home: 2, away: 0 },
            changedBy: { kind: "reporter", name: "Referee" },
            changedAt: "2030-05-04T09:12:00.000Z",
          },
        ],
      });
    enqueueResults({ ...entry("key-00001", 0), results: [{ matchId: "A1", home: 0, away: 5, basedOn: null }] });
    enqueueResults({ ...entry("key-00002"), results: [{ matchId: "A2", home: 1, away: 1, basedOn: null }] });
    const sent: QueuedEntry[] = [];
    const send = vi.fn(async (e: QueuedEntry) => {
      if (e.results[0]?.matchId === "A1" && e.results[0].basedOn === null) throw changed();
      sent.push(e);
    });
    await flushQueue(send);
    // The other entry still went out; the stale one is neither sent again nor reported as a plain failure.
    expect(sent.map((e) => e.idempotencyKey)).toEqual(["key-00002"]);
    expect(resultQueue.get().failures).toEqual([]);
    expect(resultQueue.get().conflicts.map((c) => c.conflicts[0]?.current)).toEqual([{ home: 2, away: 0 }]);

    replaceWithMine("key-00001");
    expect(resultQueue.get().conflicts).toEqual([]);
    await flushQueue(send);
    const replaced = sent[1];
    expect(replaced?.results).toEqual([{ matchId: "A1", home: 0, away: 5, basedOn: { home: 2, away: 0 } }]);
    expect(replaced?.idempotencyKey).not.toBe("key-00001");

    enqueueResults({ ...entry("key-00003", 0), results: [{ matchId: "A1", home: 0, away: 5, basedOn: null }] });
    await flushQueue(send);
    expect(resultQueue.get().conflicts).toHaveLength(1);
    keepTheirs("key-00003");
    expect(resultQueue.get().conflicts).toEqual([]);
    expect(resultQueue.get().entries).toEqual([]);
    expect(send).toHaveBeenCalledTimes(4);
  });
});
