// Service worker (/sw.js, scope /): precaches the app shell and, without network, answers every page
// navigation with it, so a reload keeps its address and the app shows what it has (a kept copy, or a note that
// the page loads once the connection is back). Of the API, only the public tournament payload (GET
// /api/v1/auth/tment/{id}) is kept here, network-first, so a tournament opened once opens offline too; private
// data is kept by the app itself, per logged-in user (lib/offline-copies.ts).
// Tournament payloads live in their own cache: it survives new builds (the shell caches do not). The offline page
// lists them from there.
import { STORED_AT_HEADER, TOURNAMENT_CACHE } from "./lib/saved-tournaments.ts";

type PrecacheEntry = string | { url: string; revision: string | null };
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

declare global {
  interface Window {
    __WB_MANIFEST: PrecacheEntry[];
  }
}

const worker = self as unknown as WorkerScope;
// vite-plugin-pwa replaces this with the list of built files.
const manifest = self.__WB_MANIFEST;
const PREFIX = "kickoff-shell-";
/** Answers from the copy carry this header with the time it was stored (read by features/public). */
const OFFLINE_COPY_HEADER = "x-kickoff-offline-copy";
/** The public page payloads only (tournament, funino festival): not tmentp, exist, alltment, getjahrgang, nor the rest. */
const TOURNAMENT_PAYLOAD =
  /^\/api\/v1\/auth\/(?:tment\/(?!alltment$|getjahrgang$|getpublic$)|funino\/)(?!exist\/)[A-Za-z0-9_-]{1,64}$/;

const entries = manifest.map((entry) => (typeof entry === "string" ? { url: entry, revision: null } : entry));
// One cache per build: its name changes whenever any file or revision changes.
let hash = 0;
for (const char of JSON.stringify(entries)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
const CACHE = `${PREFIX}${(hash >>> 0).toString(36)}`;
const urls = entries.map((entry) => new URL(entry.url, worker.location.href).pathname);

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(urls.map((url) => new Request(url, { cache: "reload" })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(PREFIX) && name !== CACHE && name !== TOURNAMENT_CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** Network first; without network the precached app shell, whatever the address: the app decides what it can show. */
async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match("/index.html", { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function fromCache(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}

/**
 * Network first: a fresh answer (200) is stored with the time; a 304 revalidation is the browser's own
 * HTTP cache at work and passes through. Without network the stored copy answers, marked with the time.
 * A 404 (deleted, turned private) drops the copy, so it is not shown offline afterwards.
 */
async function tournamentPayload(request: Request): Promise<Response> {
  const cache = await caches.open(TOURNAMENT_CACHE);
  try {
    const response = await fetch(request);
    // Only public answers: an owner's preview of a private tournament (cache-control: private) is not kept.
    if (response.status === 200 && /\bpublic\b/.test(response.headers.get("cache-control") ?? "")) {
      const body = await response.clone().arrayBuffer();
      const headers = new Headers(response.headers);
      headers.set(STORED_AT_HEADER, new Date().toISOString());
      await cache.put(request.url, new Response(body, { status: 200, headers }));
    } else if (response.status === 404) {
      await cache.delete(request.url);
    }
    return response;
  } catch (error) {
    const copy = await cache.match(request.url);
    if (!copy) throw error;
    const headers = new Headers(copy.headers);
    headers.set(OFFLINE_COPY_HEADER, copy.headers.get(STORED_AT_HEADER) ?? new Date(0).toISOString());
    return new Response(await copy.arrayBuffer(), { status: 200, headers });
  }
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (TOURNAMENT_PAYLOAD.test(url.pathname) && !url.search) {
    event.respondWith(tournamentPayload(request));
    return;
  }
  if (url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(navigate(request));
  else if (urls.includes(url.pathname)) event.respondWith(fromCache(request));
});
