import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import {
  enqueueResults,
  flushQueue,
  type QueuedEntry,
  RESULT_QUEUE_KEY,
  reloadQueue,
  resultQueue,
} from "./result-queue.ts";

const entry = (key: string, home = 1): QueuedEntry => ({
  tournamentId: "00000000-0000-4000-8000-000000000001",
  idempotencyKey: key,
  results: [{ matchId: "A1", home, away: 0 }],
});

describe("offline result queue", () => {
  beforeEach(() => {
    localStorage.clear();
    resultQueue.set({ entries: [], sending: false, offline: false, failures: [] });
  });

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
});
