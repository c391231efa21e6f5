// The operator role's rows: operators granted by another operator, the operator audit log, and blocking users.
import { and, count, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { operatorAudit, operators, sessions, users } from "../db/schema.ts";

export type OperatorGrantRow = typeof operators.$inferSelect;
export type OperatorAuditRow = typeof operatorAudit.$inferSelect;
export type NewOperatorAudit = typeof operatorAudit.$inferInsert;

export async function findOperatorGrant(db: Db, userId: string): Promise<OperatorGrantRow | null> {
  const rows = await db.select().from(operators).where(eq(operators.userId, userId)).limit(1);
  return rows[0] ?? null;
}

const granter = alias(users, "granter");

/** Granted operators with their account and who granted them (null once that account is gone). */
export async function listOperatorGrants(db: Db) {
  return db
    .select({
      ...getTableColumns(operators),
      email: users.email,
      displayName: users.displayName,
      granterEmail: granter.email,
    })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .leftJoin(granter, eq(granter.id, operators.grantedBy))
    .orderBy(operators.grantedAt);
}

/** Verified accounts with one of these (lower-cased) addresses: the operators named by configuration. */
export async function findVerifiedUsersByEmails(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(and(inArray(users.email, [...emails]), isNotNull(users.emailVerifiedAt)));
}

/** Grants the role; false when the user already had a grant (a concurrent grant). */
export async function insertOperatorGrant(db: Db, userId: string, grantedBy: string): Promise<boolean> {
  const rows = await db
    .insert(operators)
    .values({ userId, grantedBy })
    .onConflictDoNothing({ target: operators.userId })
    .returning({ userId: operators.userId });
  return rows.length > 0;
}

export async function deleteOperatorGrant(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(operators).where(eq(operators.userId, userId)).returning({ userId: operators.userId });
  return rows.length > 0;
}

export async function insertAuditEntry(db: Db, entry: NewOperatorAudit): Promise<OperatorAuditRow> {
  const [row] = await db.insert(operatorAudit).values(entry).returning();
  if (!row) throw new Error("operator audit: insert returned no row");
  return row;
}

/** The audit log, newest first. */
export async function listAuditEntries(db: Db, page: number, size: number) {
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(operatorAudit),
  ]);
  return { items, total: Number(totals[0]?.n ?? 0) };
}

/** The user row locked for the rest of the transaction (a block and a login or grant do not interleave). */
export async function lockUser(db: Db, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

/** Blocks (keeping the first block's time when blocked again) or, with `reason` null, unblocks. */
export async function setUserBlocked(db: Db, id: string, reason: string | null, now: Date): Promise<void> {
  await db
    .update(users)
    .set(
      reason === null
        ? { blockedAt: null, blockedReason: null, updatedAt: now }
        : {
            blockedAt: sql`coalesce(${users.blockedAt}, ${now.toISOString()}::timestamptz)`,
            blockedReason: reason,
            updatedAt: now,
          },
    )
    .where(eq(users.id, id));
}

/** Live sessions of a user. */
export async function countActiveSessions(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), isNull(users.blockedAt)));
  return Number(rows[0]?.n ?? 0);
}
