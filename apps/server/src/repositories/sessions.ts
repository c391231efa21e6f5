import { and, eq, getTableColumns, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** The user of a live (unexpired) session. */
export async function findUserBySessionHash(db: Db, idHash: string, now: Date): Promise<UserRow | null> {
  const rows = await db
    .select(getTableColumns(users))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}
