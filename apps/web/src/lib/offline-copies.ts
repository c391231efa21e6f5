// Private answers (the organiser's view of a tournament) kept on this device for the logged-in user, so a page they
// opened shows its data again without network — a reload at the pitch. The public page has its copy in the service
// worker instead; private data stays out of it because the worker cannot tell whose it is. Copies belong to one user
// and are dropped when that user logs out or the session ends; only the few most recently used are kept.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { useStore } from "./external-store.ts";
import { sessionStore } from "./session-store.ts";
import { local } from "./storage.ts";
import { createStore } from "./store.ts";

export const OFFLINE_COPIES_KEY = "ft-offline-copies";
/** localStorage holds a few MB: a handful of tournaments is what one organiser works on during a day. */
const MAX_COPIES = 5;

type Copy = { storedAt: string; data: unknown };
type Stored = { userId: string; copies: Record<string, Copy> };

const nameOf = (key: QueryKey) => JSON.stringify(key);
const currentUserId = () => sessionStore.get().user?.id ?? null;

function read(): Stored | null {
  try {
    const parsed = JSON.parse(local.get(OFFLINE_COPIES_KEY) ?? "null") as Partial<Stored> | null;
    if (!parsed || typeof parsed.userId !== "string" || typeof parsed.copies !== "object" || !parsed.copies)
      return null;
    return { userId: parsed.userId, copies: parsed.copies };
  } catch {
    return null;
  }
}

/** Queries that show a copy right now, with the time it was stored. */
const shown = createStore<{ byKey: Record<string, string> }>({ byKey: {} });

function mark(key: QueryKey, storedAt: string | null) {
  const name = nameOf(key);
  if ((shown.get().byKey[name] ?? null) === storedAt) return;
  const byKey = { ...shown.get().byKey };
  if (storedAt) byKey[name] = storedAt;
  else delete byKey[name];
  shown.set({ byKey });
}

/** Keep `data` as the current user's copy of the query (nothing without a logged-in user). */
export function saveOfflineCopy(key: QueryKey, data: unknown, at: Date = new Date()) {
  const userId = currentUserId();
  if (!userId || data === undefined) return;
  const stored = read();
  const copies = stored?.userId === userId ? { ...stored.copies } : {};
  const name = nameOf(key);
  // Insertion order is recency: the re-saved copy moves to the end, the oldest ones go first.
  delete copies[name];
  copies[name] = { storedAt: at.toISOString(), data };
  const names = Object.keys(copies);
  for (const old of names.slice(0, Math.max(0, names.length - MAX_COPIES))) delete copies[old];
  local.set(OFFLINE_COPIES_KEY, JSON.stringify({ userId, copies } satisfies Stored));
}

/** The current user's copy of the query, or null (none, or it belongs to someone else). */
export function readOfflineCopy<T>(key: QueryKey): { data: T; storedAt: string } | null {
  const stored = read();
  const copy = stored && stored.userId === currentUserId() ? stored.copies[nameOf(key)] : undefined;
  return copy ? { data: copy.data as T, storedAt: copy.storedAt } : null;
}

function dropOfflineCopy(key: QueryKey) {
  const stored = read();
  if (!stored?.copies[nameOf(key)]) return;
  const copies = { ...stored.copies };
  delete copies[nameOf(key)];
  local.set(OFFLINE_COPIES_KEY, JSON.stringify({ userId: stored.userId, copies } satisfies Stored));
}

/** Forget every copy (logout, session ended, another user). */
export function clearOfflineCopies() {
  local.remove(OFFLINE_COPIES_KEY);
  shown.set({ byKey: {} });
}

/**
 * A query's fetch with the copy as the answer when the network fails (status 0), marked as shown so the page can say
 * so. A 403 or 404 drops the copy: the tournament is gone or no longer this user's.
 */
export async function withOfflineCopy<T>(key: QueryKey, fetch: () => Promise<T>): Promise<T> {
  try {
    const data = await fetch();
    mark(key, null);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const copy = readOfflineCopy<T>(key);
      if (copy) {
        mark(key, copy.storedAt);
        return copy.data;
      }
    }
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) dropOfflineCopy(key);
    throw error;
  }
}

/** Whether the query shows the copy instead of a fresh answer right now. */
export const showsOfflineCopy = (key: QueryKey): boolean => nameOf(key) in shown.get().byKey;

/** When the query shows the copy instead of a fresh answer: the time it was stored (ISO), else null. */
export const useOfflineCopyTime = (key: QueryKey): string | null =>
  useStore(shown, (s) => s.byKey[nameOf(key)] ?? null);

/**
 * Keep every fresh answer of queries marked `meta: { offlineCopy: true }`: fetched ones and those a write put into
 * the cache. Copies are dropped whenever the logged-in user changes away from their owner.
 */
export function keepOfflineCopies(client: QueryClient): () => void {
  let userId = currentUserId();
  if (!userId) clearOfflineCopies();
  const stopSession = sessionStore.subscribe(() => {
    const next = currentUserId();
    if (next === userId) return;
    userId = next;
    clearOfflineCopies();
  });
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !event.query.meta?.offlineCopy) return;
    const { queryKey } = event.query;
    const manual = event.action.manual === true;
    // The copy itself coming back through withOfflineCopy is not a new answer.
    if (!manual && shown.get().byKey[nameOf(queryKey)]) return;
    if (manual) mark(queryKey, null);
    saveOfflineCopy(queryKey, event.action.data);
  });
  return () => {
    stopSession();
    stopCache();
  };
}
