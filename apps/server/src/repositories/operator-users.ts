// Read models of the operator area: user search with their usage, one user's tournaments, platform counts.
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { files, operators, resultAudit, tournaments, users } from "../db/schema.ts";

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters (\ % _) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const summaryColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  clubName: users.clubName,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
  // Qualified by hand: in a select's column list Drizzle renders columns without their table, so `id` inside a
  // subquery would mean the subquery's own table.
  tournamentCount: sql<number>`(select count(*) from ${tournaments} t where t.owner_id = ${users}.id)`.mapWith(Number),
  storageBytes:
    sql<number>`(select coalesce(sum(f.size_bytes), 0) from ${files} f where f.owner_id = ${users}.id)`.mapWith(Number),
  granted: sql<boolean>`exists (select 1 from ${operators} o where o.user_id = ${users}.id)`.mapWith(Boolean),
};

export type UserSummaryRow = {
  id: string;
  email: string;
  displayName: string;
  clubName: string;
  createdAt: Date;
  emailVerifiedAt: Date | null;
  blockedAt: Date | null;
  blockedReason: string | null;
  tournamentCount: number;
  storageBytes: number;
  granted: boolean;
};

/** Users whose e-mail or display name contains `q` (any case), newest first; everybody for an empty `q`. */
export async function searchUsers(db: Db, q: string, page: number, size: number) {
  const where: SQL | undefined = q
    ? or(ilike(users.email, containsPattern(q)), ilike(users.displayName, containsPattern(q)))
    : undefined;
  const [items, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: items as UserSummaryRow[], total: Number(totals[0]?.n ?? 0) };
}

export async function findUserSummary(db: Db, id: string): Promise<UserSummaryRow | null> {
  const rows = await db.select(summaryColumns).from(users).where(eq(users.id, id)).limit(1);
  return (rows[0] as UserSummaryRow | undefined) ?? null;
}

export async function listTournamentsOwnedBy(db: Db, userId: string) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      visibility: tournaments.visibility,
      mode: tournaments.mode,
      startDate: tournaments.startDate,
    })
    .from(tournaments)
    .where(eq(tournaments.ownerId, userId))
    .orderBy(desc(tournaments.startDate), desc(tournaments.createdAt));
}

export async function countPhotosOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerId, userId), eq(files.purpose, "photo")));
  return Number(rows[0]?.n ?? 0);
}

/** The platform's counts for the operator's health page (one process's live viewers are added by the caller). */
export async function platformCounts(db: Db, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [userCounts, byStatus, matches, storage] = await Promise.all([
    db
      .select({
        total: count(),
        verified: count(users.emailVerifiedAt),
        blocked: count(users.blockedAt),
      })
      .from(users),
    db.select({ status: tournaments.status, n: count() }).from(tournaments).groupBy(tournaments.status),
    db
      .select({
        n: sql<number>`count(distinct ${resultAudit.tournamentId}::text || ':' || ${resultAudit.matchId})`.mapWith(
          Number,
        ),
      })
      .from(resultAudit)
      .where(and(eq(resultAudit.kind, "entry"), sql`${resultAudit.at} > ${weekAgo.toISOString()}::timestamptz`)),
    db
      .select({
        bytes: sql<number>`coalesce(sum(${files.sizeBytes}), 0)`.mapWith(Number),
        files: count(),
      })
      .from(files),
  ]);
  return {
    users: {
      total: Number(userCounts[0]?.total ?? 0),
      verified: Number(userCounts[0]?.verified ?? 0),
      blocked: Number(userCounts[0]?.blocked ?? 0),
    },
    byStatus: byStatus.map((r) => ({ status: r.status, count: Number(r.n) })),
    matchesThisWeek: matches[0]?.n ?? 0,
    storage: { bytes: storage[0]?.bytes ?? 0, files: Number(storage[0]?.files ?? 0) },
  };
}

/** The database's size in bytes; null where the engine cannot tell. */
export async function databaseSize(db: Db): Promise<number | null> {
  try {
    const result = await db.execute(sql`select pg_database_size(current_database()) as bytes`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ bytes: unknown }>;
    const bytes = Number(rows[0]?.bytes);
    return Number.isFinite(bytes) ? bytes : null;
  } catch {
    return null;
  }
}
