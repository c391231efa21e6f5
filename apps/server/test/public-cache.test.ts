import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { encodedBody, PublicCache, pickCoding } from "../src/lib/public-cache.ts";
import { today } from "../src/services/public-tournament.ts";

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("public payload cache", () => {
  it("concurrent misses share one load", async () => {
    const cache = new PublicCache<null>();
    let loads = 0;
    const gate = deferred<void>();
    const load = async () => {
      loads++;
      await gate.promise;
      return { body: "{}", version: 1, meta: null };
    };
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get("t", "t:page", load)));
    gate.resolve();
    const entries = await all;
    expect(loads).toBe(1);
    expect(new Set(entries).size).toBe(1);
  });

  it("a change during a load is not served to later requests, and the stale result is not stored", async () => {
    const cache = new PublicCache<null>();
    const gate = deferred<void>();
    let version = 1;
    const load = async () => {
      const v = version;
      if (v === 1) await gate.promise;
      return { body: `{"v":${v}}`, version: v, meta: null };
    };
    const stale = cache.get("t", "t:page", load);
    version = 2;
    cache.invalidate("t");
    const fresh = await cache.get("t", "t:page", load);
    gate.resolve();
    expect((await stale)?.body).toBe('{"v":1}');
    expect(fresh?.body).toBe('{"v":2}');
    expect((await cache.get("t", "t:page", load))?.body).toBe('{"v":2}');
  });

  it("expires entries after the TTL and evicts the least recently used beyond the limit", async () => {
    let now = 0;
    const cache = new PublicCache<null>({ maxEntries: 2, ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => ({ body: String(++loads), version: 1, meta: null });
    await cache.get("a", "a", load);
    await cache.get("b", "b", load);
    await cache.get("a", "a", load); // a is now the most recent
    await cache.get("c", "c", load); // evicts b
    expect(cache.size).toBe(2);
    expect((await cache.get("a", "a", load))?.body).toBe("1");
    expect((await cache.get("b", "b", load))?.body).toBe("4");
    now = 2000;
    expect((await cache.get("a", "a", load))?.body).toBe("5");
  });

  it("peek answers a fresh hit at once (refreshing its LRU place) and nothing when missing, stale or invalidated", async () => {
    let now = 0;
    const cache = new PublicCache<null>({ maxEntries: 2, ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => ({ body: String(++loads), version: 1, meta: null });
    expect(cache.peek("a:page")).toBeUndefined();
    const a = await cache.get("a", "a:page", load);
    await cache.get("b", "b:page", load);
    expect(cache.peek("a:page")).toBe(a); // a is now the most recent
    await cache.get("c", "c:page", load); // evicts b, not a
    expect(cache.peek("b:page")).toBeUndefined();
    expect(cache.peek("a:page")).toBe(a);
    cache.invalidate("a");
    expect(cache.peek("a:page")).toBeUndefined();
    await cache.get("a", "a:page", load);
    now = 1000;
    expect(cache.peek("a:page")).toBeUndefined();
  });

  it("while this process writes a tournament, no copy is served or kept until its NOTIFY; a lost NOTIFY lapses", async () => {
    let now = 0;
    const cache = new PublicCache<null>({ ttlMs: 60_000, now: () => now });
    let loads = 0;
    const load = async () => ({ body: String(++loads), version: loads, meta: null });
    await cache.get("T1", "t1:page", load);
    await cache.get("t2", "t2:page", load);
    cache.markWriting("T1");
    // The write's answer goes out before its NOTIFY comes back: the next read loads, and keeps nothing.
    expect(cache.peek("t1:page")).toBeUndefined();
    expect((await cache.get("t1", "t1:page", load))?.body).toBe("3");
    expect(cache.peek("t1:page")).toBeUndefined();
    expect(cache.peek("t2:page")?.body).toBe("2"); // other tournaments keep their copies
    // The NOTIFY arrives: copies are kept again.
    cache.invalidate("t1");
    await cache.get("t1", "t1:page", load);
    expect(cache.peek("t1:page")?.body).toBe("4");
    // A rolled-back write sends no NOTIFY: its mark lapses.
    cache.markWriting("t1");
    expect(cache.peek("t1:page")).toBeUndefined();
    now = 5_000;
    await cache.get("t1", "t1:page", load);
    expect(cache.peek("t1:page")?.body).toBe("5");
  });

  it("evicts the least recently used entries beyond the byte budget, counting compressed copies", async () => {
    const cache = new PublicCache<null>({ maxEntries: 100, maxBytes: 2500, ttlMs: 60_000 });
    // Random base64 compresses to about 3/4, so a gzip copy of a 1,000-byte body weighs over 700 bytes.
    const body = (n: number) => randomBytes(n).toString("base64").slice(0, n);
    const load = (text: string) => async () => ({ body: text, version: 1, meta: null });
    const a = await cache.get("a", "a:page", load(body(1000)));
    await cache.get("b", "b:page", load(body(1000)));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(2000);
    // a's gzip copy pushes the total over the budget: b (least recently used) goes, a stays.
    cache.peek("a:page");
    if (!a) throw new Error("no entry");
    encodedBody(a, "gzip");
    expect(cache.bytes).toBeLessThanOrEqual(2500);
    expect(cache.peek("b:page")).toBeUndefined();
    expect(cache.peek("a:page")).toBe(a);
    expect(cache.bytes).toBe(a.bytes.length + (a.compressed.gzip?.length ?? 0));
    // An entry larger than the whole budget is answered but not kept.
    const huge = await cache.get("c", "c:page", load(body(3000)));
    expect(huge?.body.length).toBe(3000);
    expect(cache.peek("c:page")).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(2500);
    // Invalidation gives the bytes back (and finds the entry whatever the id's letter case).
    cache.invalidate("A");
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("the default budget is 64 MB and 500 entries", async () => {
    const cache = new PublicCache<null>();
    const mb = "x".repeat(1024 * 1024);
    for (let i = 0; i < 70; i++)
      await cache.get(`t${i}`, `t${i}:page`, async () => ({ body: mb, version: 1, meta: null }));
    expect(cache.size).toBe(64);
    expect(cache.bytes).toBe(64 * 1024 * 1024);
  });

  it("keeps the body as bytes only and decodes it on demand", async () => {
    const cache = new PublicCache<null>();
    const entry = await cache.get("t", "t:page", async () => ({
      body: '{"name":"Fußball-Cup ğ"}',
      version: 3,
      meta: null,
    }));
    expect(entry?.body).toBe('{"name":"Fußball-Cup ğ"}');
    expect(entry?.bytes.toString("utf8")).toBe(entry?.body);
  });

  it("picks brotli, then gzip, honouring q=0, the same on every call for the same header", () => {
    for (let i = 0; i < 2; i++) {
      expect(pickCoding("gzip, deflate, br")).toBe("br");
      expect(pickCoding("gzip, br;q=0")).toBe("gzip");
      expect(pickCoding("*")).toBe("gzip");
      expect(pickCoding("identity")).toBeNull();
      expect(pickCoding("br;q=0.0, gzip;q=0")).toBeNull();
      expect(pickCoding(undefined)).toBeNull();
    }
  });
});

describe("today", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the UTC date and turns over at midnight (and back when the clock goes back)", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-05-04T23:59:59.999Z"));
    expect(today()).toBe("2030-05-04");
    vi.setSystemTime(new Date("2030-05-05T00:00:00.000Z"));
    expect(today()).toBe("2030-05-05");
    vi.setSystemTime(new Date("2030-05-03T12:00:00.000Z"));
    expect(today()).toBe("2030-05-03");
  });
});
