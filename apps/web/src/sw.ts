// Service worker (/sw.js, scope /): precaches the app shell and, without network, answers a page
// navigation with /{lang}/offline. API answers are never cached here.
export {};

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
const LANGUAGES = ["de", "en", "es", "fr", "it", "nl", "pt", "tr"];
const PREFIX = "kickoff-shell-";

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
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

const languageOf = (pathname: string) => {
  const first = pathname.split("/")[1] ?? "";
  return LANGUAGES.includes(first) ? first : "en";
};

async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const { pathname } = new URL(request.url);
    const offline = `/${languageOf(pathname)}/offline`;
    if (pathname !== offline) return Response.redirect(offline, 302);
    const shell = await caches.match("/index.html", { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function fromCache(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(navigate(request));
  else if (urls.includes(url.pathname)) event.respondWith(fromCache(request));
});
