// The home page's numbers, cached for a minute per database: asked by the API (routes/user.ts getusercount,
// routes/platform-stats.ts) and by the home page the server draws (services/home-page.ts). Home is the hottest page:
// one count a minute per process is plenty. A cache, not state.
import type { Db } from "../db/client.ts";
import { countPublicActivity } from "../repositories/platform-stats.ts";
import { countVerifiedUsers } from "../repositories/users.ts";

const TTL_MS = 60_000;

function cachedPerMinute<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const cache = new WeakMap<Db, { at: number; value: Promise<T> }>();
  return (db) => {
    const now = Date.now();
    const cached = cache.get(db);
    if (cached && now - cached.at <= TTL_MS) return cached.value;
    const value = load(db);
    cache.set(db, { at: now, value });
    // A failed count is not kept: the next caller tries again.
    value.catch(() => {
      if (cache.get(db)?.value === value) cache.delete(db);
    });
    return value;
  };
}

/** Verified users. */
export const verifiedUserCount = cachedPerMinute(countVerifiedUsers);
/** Public tournaments and festivals that are published, running or finished, and their played matches. */
export const publicActivityCounts = cachedPerMinute(countPublicActivity);
