import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { keepOfflineCopies, OFFLINE_COPIES_KEY, readOfflineCopy, withOfflineCopy } from "./offline-copies.ts";
import { sessionStore } from "./session-store.ts";

const KEY = ["tournaments", "managed", "t-1"] as const;
const logIn = (id: string) =>
  sessionStore.set({ user: { id, email: `${id}@example.test`, displayName: id }, isAuthenticated: true });
const offline = () => new ApiError(0, "NETWORK_ERROR", "Failed to fetch");

describe("private offline copies", () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    logIn("u-1");
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: "always" } } });
    stop = keepOfflineCopies(client);
  });
  afterEach(() => {
    stop();
    client.clear();
    sessionStore.set({ user: null, isAuthenticated: false });
  });

  /** One fetch of a query marked like the control centre's, with `answer` as the network's answer. */
  const fetchWith = (answer: () => Promise<unknown>, meta = { offlineCopy: true }) =>
    client.fetchQuery({
      queryKey: KEY,
      queryFn: ({ queryKey }) => withOfflineCopy(queryKey, answer),
      meta,
      staleTime: 0,
    });

  it("keeps a fresh answer and answers it without network, marked with the time it was stored", async () => {
    await fetchWith(async () => ({ name: "Spring Cup", version: 3 }));
    expect(readOfflineCopy(KEY)?.data).toEqual({ name: "Spring Cup", version: 3 });

    const observer = new QueryObserver(client, { queryKey: KEY, enabled: false });
    expect(await fetchWith(() => Promise.reject(offline()))).toEqual({ name: "Spring Cup", version: 3 });
    expect(observer.getCurrentResult().data).toEqual({ name: "Spring Cup", version: 3 });
    // The copy coming back is not stored again as a new answer.
    const storedAt = readOfflineCopy(KEY)?.storedAt;
    await fetchWith(() => Promise.reject(offline()));
    expect(readOfflineCopy(KEY)?.storedAt).toBe(storedAt);
  });

  it("keeps what a write puts into the cache, and nothing of queries without the mark", async () => {
    client.setQueryData(KEY, { name: "from a write" });
    // setQueryData alone does not know the query's meta: a query built with it does.
    await fetchWith(async () => ({ name: "fetched" }));
    client.setQueryData(KEY, { name: "from a write" });
    expect(readOfflineCopy(KEY)?.data).toEqual({ name: "from a write" });

    localStorage.clear();
    await client.fetchQuery({ queryKey: ["other"], queryFn: async () => ({ secret: 1 }) });
    expect(localStorage.getItem(OFFLINE_COPIES_KEY)).toBeNull();
  });

  it("without a copy, or with another server answer, the error stands; 404 drops the copy", async () => {
    await expect(fetchWith(() => Promise.reject(offline()))).rejects.toMatchObject({ status: 0 });
    await fetchWith(async () => ({ name: "Spring Cup" }));
    await expect(fetchWith(() => Promise.reject(new ApiError(500, "INTERNAL", "boom")))).rejects.toMatchObject({
      status: 500,
    });
    expect(readOfflineCopy(KEY)).not.toBeNull();
    await expect(fetchWith(() => Promise.reject(new ApiError(404, "TOURNAMENT_NOT_FOUND", "gone")))).rejects.toThrow();
    expect(readOfflineCopy(KEY)).toBeNull();
  });

  it("belongs to the logged-in user: logging out (or the session ending) deletes it; nothing is kept logged out", async () => {
    await fetchWith(async () => ({ name: "Spring Cup" }));
    expect(localStorage.getItem(OFFLINE_COPIES_KEY)).toContain("Spring Cup");
    sessionStore.set({ user: null, isAuthenticated: false });
    expect(localStorage.getItem(OFFLINE_COPIES_KEY)).toBeNull();
    await fetchWith(async () => ({ name: "Spring Cup" }));
    expect(localStorage.getItem(OFFLINE_COPIES_KEY)).toBeNull();
  });

  it("is never shown to another user, even if it was left in storage", async () => {
    await fetchWith(async () => ({ name: "Spring Cup" }));
    const left = localStorage.getItem(OFFLINE_COPIES_KEY) ?? "";
    logIn("u-2");
    localStorage.setItem(OFFLINE_COPIES_KEY, left);
    expect(readOfflineCopy(KEY)).toBeNull();
    await expect(fetchWith(() => Promise.reject(offline()))).rejects.toMatchObject({ status: 0 });
  });

  it("keeps the five most recently used tournaments only", async () => {
    for (let i = 1; i <= 7; i++) {
      await client.fetchQuery({
        queryKey: ["tournaments", "managed", `t-${i}`],
        queryFn: ({ queryKey }) => withOfflineCopy(queryKey, async () => ({ n: i })),
        meta: { offlineCopy: true },
      });
    }
    const kept = Object.keys(JSON.parse(localStorage.getItem(OFFLINE_COPIES_KEY) ?? "{}").copies);
    expect(kept.map((k) => JSON.parse(k)[2])).toEqual(["t-3", "t-4", "t-5", "t-6", "t-7"]);
  });
});
