// The public tournaments and festivals this device keeps for offline use: the service worker (src/sw.ts) stores each
// page's payload when it is opened online; the offline page lists them from the same cache.

/** The worker's cache of public payloads; it survives new builds. */
export const TOURNAMENT_CACHE = "kickoff-tournaments-v1";
/** The time the worker stored a payload (ISO), on the stored answer. */
export const STORED_AT_HEADER = "x-kickoff-stored-at";

export type SavedTournament = {
  id: string;
  kind: "tournament" | "festival";
  name: string;
  startDate: string | null;
  storedAt: string | null;
};

const PAYLOAD_PATH = /^\/api\/v1\/auth\/(tment|funino)\/([A-Za-z0-9_-]{1,64})$/;

/** What a stored payload's URL and body say; null for anything that is not one (or cannot be read). */
export function savedTournamentOf(url: string, body: unknown, storedAt: string | null): SavedTournament | null {
  const m = PAYLOAD_PATH.exec(new URL(url, "http://x").pathname);
  const general = (body as { general?: { name?: unknown; startDate?: unknown } } | null)?.general;
  if (!m || typeof general?.name !== "string") return null;
  return {
    id: m[2] as string,
    kind: m[1] === "funino" ? "festival" : "tournament",
    name: general.name,
    startDate: typeof general.startDate === "string" ? general.startDate : null,
    storedAt,
  };
}

/** Every tournament and festival kept on this device, the most recently stored first (none without the worker). */
export async function listSavedTournaments(): Promise<SavedTournament[]> {
  if (typeof caches === "undefined" || !(await caches.has(TOURNAMENT_CACHE))) return [];
  const cache = await caches.open(TOURNAMENT_CACHE);
  const saved: SavedTournament[] = [];
  for (const request of await cache.keys()) {
    // The stored answers vary by cookie (owners' previews): any stored copy of the URL is this device's.
    const response = await cache.match(request, { ignoreVary: true });
    const body: unknown = await response?.json().catch(() => null);
    const item = savedTournamentOf(request.url, body, response?.headers.get(STORED_AT_HEADER) ?? null);
    if (item) saved.push(item);
  }
  return saved.sort((a, b) => (b.storedAt ?? "").localeCompare(a.storedAt ?? ""));
}
