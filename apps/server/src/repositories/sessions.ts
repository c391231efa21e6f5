import { and, eq, getTableColumns, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** Sessions live 30 days after their last use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The sliding expiry is written at most once per this interval, not on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

/**
 * The user of a live (unexpired) session; pushes the expiry forward when it is over an hour old. A blocked
 * user counts as logged out (blocking also deletes the sessions; this covers any started since).
 */
export async function findUserBySessionHash(db: Db, idHash: string, now: Date): Promise<UserRow | null> {
  const rows = await db
    .select({ user: getTableColumns(users), expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), isNull(users.blockedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const fresh = new Date(now.getTime() + SESSION_TTL_MS);
  if (fresh.getTime() - row.expiresAt.getTime() > REFRESH_AFTER_MS) {
    await db.update(sessions).set({ expiresAt: fresh }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

export async function insertSession(db: Db, idHash: string, userId: string, now: Date): Promise<void> {
  await db
    .insert(sessions)
    .values({ idHash, userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user, except `keepHash` when given (the one making the change). */
export async function deleteSessionsOfUser(db: Db, userId: string, keepHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepHash)) : eq(sessions.userId, userId));
}
