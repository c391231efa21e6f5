// The in-process cache of public tournament payloads. Invalidated by the same NOTIFY events as the live
// stream, so a write on any server process drops the stale copy on every process (ARCHITECTURE: the only
// memory state allowed is a cache that NOTIFY invalidates). A short TTL bounds staleness of data outside
// the tournament row (the organiser's club contact), which has no events of its own.
// Bounded twice: by entries and by bytes (the encoded body plus its compressed copies), because one large
// tournament is megabytes of JSON. Keys use the canonical lower-case id (services/public-tournament.ts), so
// the letter case of a URL can neither multiply an entry nor dodge an invalidation.
import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { Database } from "../db/client.ts";
import { LIVE_CHANNEL, parseLiveEvent } from "./live.ts";

export type CacheEntry<M> = {
  /** The serialized JSON body (decoded from `bytes` on each read: only exports parse it, the page sends bytes). */
  readonly body: string;
  /** The body encoded once, so a hit writes bytes instead of re-encoding a 100 KB string per request. */
  bytes: Buffer;
  /** Compressed copies, made on the first request that accepts them: one compression per version, not per hit. */
  compressed: Partial<Record<ContentCoding, Buffer>>;
  etag: string;
  /** Facts about the entry the handler needs without parsing the body (visibility, version …). */
  meta: M;
  expiresAt: number;
  /** Set by the cache: counts bytes added later (the compressed copies) against its byte budget. */
  grow?: (bytes: number) => void;
};

export type ContentCoding = "br" | "gzip";

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once (bounded, in case of junk).
const codingOf = new Map<string, ContentCoding | null>();

/** The coding to answer with for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  let coding = codingOf.get(acceptEncoding);
  if (coding === undefined) {
    coding = parseCoding(acceptEncoding);
    if (codingOf.size >= 100) codingOf.clear();
    codingOf.set(acceptEncoding, coding);
  }
  return coding;
}

function parseCoding(acceptEncoding: string): ContentCoding | null {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(";")[0]),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/**
 * The entry's body in the coding the client accepts, compressed once per entry. The compression
 * plugin leaves answers alone that already carry a Content-Encoding.
 */
export function encodedBody(
  entry: Pick<CacheEntry<unknown>, "bytes" | "compressed" | "grow">,
  acceptEncoding: string | undefined,
) {
  const coding = pickCoding(acceptEncoding);
  if (!coding) return { bytes: entry.bytes, coding: null };
  let bytes = entry.compressed[coding];
  if (!bytes) {
    bytes =
      coding === "br"
        ? brotliCompressSync(entry.bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(entry.bytes, { level: 6 });
    entry.compressed[coding] = bytes;
    entry.grow?.(bytes.length);
  }
  return { bytes, coding };
}

/** A weak ETag from the version and the body's hash (the body also depends on data without a version). */
export function etagFor(version: number, body: string): string {
  return `W/"${version}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
}

/** Whether an If-None-Match header matches the entry's ETag (weak comparison, lists and `*` allowed). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/** Default bounds: 500 entries and 64 MB (a typical page is 20–100 KB; the largest allowed plans are ~7 MB). */
export const PUBLIC_CACHE_LIMITS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };
/** How long a write's mark holds without its NOTIFY (a rolled-back write sends none). */
const PENDING_WRITE_MS = 5_000;

type Stored<M> = { entry: CacheEntry<M>; bytes: number };

export class PublicCache<M> {
  private readonly entries = new Map<string, Stored<M>>();
  /** Sum of `bytes` over `entries`. */
  private totalBytes = 0;
  /** Loads in progress per key: concurrent misses share one load instead of each building the payload. */
  private readonly inflight = new Map<string, Promise<CacheEntry<M> | null>>();
  /** Per tournament id: bumped on every invalidation, so a load that raced a write is not stored. */
  private readonly generations = new Map<string, number>();
  private generationClock = 0;
  /**
   * Tournaments this process is writing whose NOTIFY has not come back yet (id → until when): no copy is served or
   * stored for them meanwhile. On PostgreSQL the NOTIFY arrives a moment after the commit, so without this a read
   * right after the write's answer could still get the copy from before it. A rolled-back write sends no NOTIFY:
   * the mark lapses after PENDING_WRITE_MS.
   */
  private readonly writing = new Map<string, number>();
  private stop: (() => Promise<void>) | null = null;

  private readonly options: { maxEntries: number; maxBytes: number; ttlMs: number; now?: () => number };

  constructor(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number; now?: () => number } = {}) {
    this.options = { ...PUBLIC_CACHE_LIMITS, ...options };
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Listen for change events on the database (every process does, so every copy is dropped). */
  async listen(database: Database) {
    this.stop = await database.listen(LIVE_CHANNEL, (payload) => {
      const event = parseLiveEvent(payload);
      if (event?.scope === "tournament") this.invalidate(event.id);
    });
  }

  async close() {
    await this.stop?.();
    this.stop = null;
    this.entries.clear();
    this.writing.clear();
    this.totalBytes = 0;
    live.delete(this);
  }

  /** A write of this tournament is under way here: drop its copies and keep none until its NOTIFY arrives. */
  markWriting(anyCaseId: string) {
    this.invalidate(anyCaseId);
    this.writing.set(anyCaseId.toLowerCase(), this.now() + PENDING_WRITE_MS);
  }

  /** Whether the tournament of a key (`<id>` or `<id>:<variant>`) is being written by this process. */
  private isWriting(key: string): boolean {
    if (this.writing.size === 0) return false;
    const id = key.split(":", 1)[0] as string;
    const until = this.writing.get(id);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.writing.delete(id);
    return false;
  }

  /** Drops every entry of a tournament (keys are `<id>` or `<id>:<variant>`, ids in lower case). */
  invalidate(anyCaseId: string) {
    const id = anyCaseId.toLowerCase();
    this.writing.delete(id);
    this.generations.set(id, ++this.generationClock);
    // A load that started before the change must not be handed to requests arriving after it.
    for (const key of this.inflight.keys()) if (key === id || key.startsWith(`${id}:`)) this.inflight.delete(key);
    for (const key of this.entries.keys()) if (key === id || key.startsWith(`${id}:`)) this.remove(key);
  }

  get size() {
    return this.entries.size;
  }

  /** The cached keys (least recently used first): what a test or a debugging session can inspect. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** The bytes the cached entries hold (encoded bodies and compressed copies). */
  get bytes() {
    return this.totalBytes;
  }

  /** The fresh cached entry under `key`, without waiting: the hot path of a hit (no promise). */
  peek(key: string): CacheEntry<M> | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.entry.expiresAt <= this.now() || this.isWriting(key)) return undefined;
    // Refresh the LRU order: Map iterates in insertion order, the first key is the least recent.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.entry;
  }

  private remove(key: string) {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    this.totalBytes -= stored.bytes;
    // A request still holding the entry may compress it; that no longer counts here.
    stored.entry.grow = undefined;
  }

  /** Evicts the least recently used entries until both bounds hold. */
  private evict() {
    while (this.entries.size > this.options.maxEntries || this.totalBytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /**
   * The cached entry, or `load()`'s result stored under `key` unless the tournament changed while it loaded.
   * `load` returns null for "not there" (not cached either: a private tournament may become public).
   */
  async get(
    id: string,
    key: string,
    load: () => Promise<{ body: string; version: number; meta: M } | null>,
  ): Promise<CacheEntry<M> | null> {
    const hit = this.peek(key);
    if (hit) return hit;
    const running = this.inflight.get(key);
    if (running) return running;
    const loading: Promise<CacheEntry<M> | null> = this.load(id, key, load).finally(() => {
      if (this.inflight.get(key) === loading) this.inflight.delete(key);
    });
    this.inflight.set(key, loading);
    return loading;
  }

  private async load(
    id: string,
    key: string,
    load: () => Promise<{ body: string; version: number; meta: M } | null>,
  ): Promise<CacheEntry<M> | null> {
    const generationKey = id.toLowerCase();
    const generation = this.generations.get(generationKey) ?? 0;
    const loaded = await load();
    if (!loaded) return null;
    // Only the bytes are kept (the string would double the memory); `body` decodes them when asked.
    const entry: CacheEntry<M> = {
      get body() {
        return this.bytes.toString("utf8");
      },
      bytes: Buffer.from(loaded.body, "utf8"),
      compressed: {},
      etag: etagFor(loaded.version, loaded.body),
      meta: loaded.meta,
      expiresAt: this.now() + this.options.ttlMs,
    };
    if ((this.generations.get(generationKey) ?? 0) === generation && !this.isWriting(key)) {
      this.remove(key);
      const stored: Stored<M> = { entry, bytes: entry.bytes.length };
      entry.grow = (bytes) => {
        stored.bytes += bytes;
        this.totalBytes += bytes;
        this.evict();
      };
      this.entries.set(key, stored);
      this.totalBytes += stored.bytes;
      this.evict();
    }
    return entry;
  }
}

const caches = new WeakMap<Database, PublicCache<unknown>>();
/** Every cache of this process (one per database; tests make several), for marks made inside a write. */
const live = new Set<PublicCache<unknown>>();

/** Marks a tournament as being written in every cache of this process (called inside the writing transaction). */
export function markWriting(id: string) {
  for (const cache of live) cache.markWriting(id);
}

/** The database's cache if it exists already (synchronous; the hot path of public reads). */
export function existingPublicCache<M>(database: Database): PublicCache<M> | undefined {
  return caches.get(database) as PublicCache<M> | undefined;
}

/** The one cache per database (routes and the SPA's SEO tags share it); listening starts on first use. */
export async function publicCacheFor<M>(database: Database): Promise<PublicCache<M>> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new PublicCache<unknown>();
    caches.set(database, cache);
    live.add(cache);
    await cache.listen(database);
  }
  return cache as PublicCache<M>;
}
