import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

export type RateLimitRow = typeof rateLimits.$inferSelect;

/**
 * Counts one event for `key` in a fixed window of `windowMs` (a new window starts when the old one
 * is over) and returns the count and the window's start. One atomic statement: safe across processes.
 */
export async function countEvent(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; windowStartedAt: Date }> {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
        blockedUntil: sql`case when ${expired} then null else ${rateLimits.blockedUntil} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  const row = rows[0];
  if (!row) throw new Error(`rate limit upsert for ${key} returned nothing`);
  return row;
}

export async function findRateLimit(db: Db, key: string): Promise<RateLimitRow | null> {
  const rows = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function setBlockedUntil(db: Db, key: string, until: Date): Promise<void> {
  await db.update(rateLimits).set({ blockedUntil: until }).where(eq(rateLimits.key, key));
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
