import { CHUNK_RELOAD_GUARD_MS, STORAGE_KEYS } from "./constants.ts";
import { session } from "./storage.ts";

/** Errors a browser raises when a lazily loaded module (e.g. of an old deploy) cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i.test(
    message,
  );
}

/** A reload is allowed when none happened within the guard window (stored value: last reload in ms). */
export function mayReload(now: number, lastReloadAt: string | null, windowMs = CHUNK_RELOAD_GUARD_MS): boolean {
  const last = Number(lastReloadAt);
  if (!lastReloadAt || !Number.isFinite(last)) return true;
  return now - last >= windowMs || now < last;
}

/** Reload once per guard window after a chunk-load error; returns whether a reload was started. */
export function reloadAfterChunkError(now = Date.now()): boolean {
  if (!mayReload(now, session.get(STORAGE_KEYS.chunkReloadAt))) return false;
  session.set(STORAGE_KEYS.chunkReloadAt, String(now));
  window.location.reload();
  return true;
}
