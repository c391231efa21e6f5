import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import {
  enqueueFestivalEntry,
  festivalQueue,
  flushFestivalQueue,
  keepTheirs,
  replaceWithMine,
} from "./festival-queue.ts";

const id = "00000000-0000-4000-8000-000000000001";
const entry = (key: string) => ({
  payload: { id, round: 1, game: 0, outcome: "first" as const, planVersion: 1, basedOn: null, idempotencyKey: key },
});
const answer = {} as never;

beforeEach(() => festivalQueue.set({ entries: [], failures: [], conflicts: [], offline: false, sending: false }));

describe("festival queue", () => {
  it("sends in order and empties", async () => {
    enqueueFestivalEntry(entry("key-aaaaaaaa"));
    enqueueFestivalEntry(entry("key-bbbbbbbb"));
    const sent: string[] = [];
    const answers = await flushFestivalQueue(async (e) => {
      sent.push(e.payload.idempotencyKey);
      return answer;
    });
    expect(sent).toEqual(["key-aaaaaaaa", "key-bbbbbbbb"]);
    expect(answers).toHaveLength(2);
    expect(festivalQueue.get().entries).toEqual([]);
  });
  it("keeps the entry without connection", async () => {
    enqueueFestivalEntry(entry("key-aaaaaaaa"));
    await flushFestivalQueue(async () => {
      throw new ApiError(0, "NETWORK_ERROR", "offline");
    });
    expect(festivalQueue.get().entries).toHaveLength(1);
    expect(festivalQueue.get().offline).toBe(true);
  });
  it("turns RESULT_CHANGED into a conflict; replace re-queues with a new key and the current outcome", async () => {
    enqueueFestivalEntry(entry("key-aaaaaaaa"));
    await flushFestivalQueue(async () => {
      throw new ApiError(409, "RESULT_CHANGED", "changed");
    });
    expect(festivalQueue.get().conflicts).toHaveLength(1);
    replaceWithMine("key-aaaaaaaa", "second");
    const [again] = festivalQueue.get().entries;
    expect(again?.payload.basedOn).toBe("second");
    expect(again?.payload.idempotencyKey).not.toBe("key-aaaaaaaa");
    expect(festivalQueue.get().conflicts).toHaveLength(0);
  });
  it("keep theirs forgets the entry; other refusals are failures", async () => {
    enqueueFestivalEntry(entry("key-aaaaaaaa"));
    await flushFestivalQueue(async () => {
      throw new ApiError(409, "RESULT_CHANGED", "changed");
    });
    keepTheirs("key-aaaaaaaa");
    expect(festivalQueue.get().conflicts).toHaveLength(0);
    enqueueFestivalEntry(entry("key-bbbbbbbb"));
    await flushFestivalQueue(async () => {
      throw new ApiError(409, "PLAN_CHANGED", "plan");
    });
    expect(festivalQueue.get().failures.map((f) => f.code)).toEqual(["PLAN_CHANGED"]);
    expect(festivalQueue.get().entries).toHaveLength(0);
  });
});
