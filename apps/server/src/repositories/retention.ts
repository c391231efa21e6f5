// Queries of the retention clean-up (services/retention.ts). Each "due" query states in SQL exactly what may go, and
// the deleting statement repeats the condition, so a row that changed since it was selected (an account verified, a
// draft edited, a file put to use) stays.
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  albumPhotos,
  albums,
  events,
  files,
  idempotencyKeys,
  oneTimeTokens,
  registrations,
  reports,
  retentionRuns,
  sessions,
  tournamentEditors,
  tournaments,
  users,
} from "../db/schema.ts";

export type RetentionRunRow = typeof retentionRuns.$inferSelect;
export type NewRetentionRun = typeof retentionRuns.$inferInsert;

/** Our key of the PostgreSQL advisory lock that lets one process at a time clean up ("kickoff retention"). */
const RETENTION_LOCK_KEY = 0x6b69_636b_7265_74n;

/**
 * Takes the clean-up's advisory lock for the rest of the transaction, or answers false at once when another
 * session holds it (released by commit or rollback, also when the process dies: no lease to expire).
 */
export async function tryRetentionLock(tx: Db): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY.toString()}::bigint) as locked`,
  );
  // node-postgres and PGlite both answer { rows }; the driver-neutral type does not say so.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ locked: unknown }>;
  return rows[0]?.locked === true;
}

// ---------------------------------------------------------------- unverified accounts

/** No verification mail since the cutoff (a resend is somebody still trying), never verified, not blocked. */
const unverifiedDue = (cutoff: Date) =>
  and(
    isNull(users.emailVerifiedAt),
    // A block is an operator's decision: removing the account would let the address register afresh.
    isNull(users.blockedAt),
    lt(users.createdAt, cutoff),
    sql`not exists (select 1 from ${oneTimeTokens} where ${oneTimeTokens.userId} = ${users.id} and ${oneTimeTokens.createdAt} >= ${cutoff.toISOString()}::timestamptz)`,
  );

/** Unverified accounts due for removal, locked (rows another transaction holds are left for the next run). */
export async function lockDueUnverifiedUsers(tx: Db, cutoff: Date, limit: number) {
  return tx
    .select()
    .from(users)
    .where(unverifiedDue(cutoff))
    .orderBy(users.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
}

// ---------------------------------------------------------------- draft tournaments

/**
 * Drafts (tournaments and festivals) nobody touched since the cutoff: the row unchanged, and no registration or
 * editor invitation or acceptance since.
 */
const draftDue = (cutoff: Date) => {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  return and(
    eq(tournaments.status, "draft"),
    lt(tournaments.updatedAt, cutoff),
    sql`not exists (select 1 from ${registrations} where ${registrations.tournamentId} = ${tournaments.id} and (${registrations.updatedAt} >= ${at} or ${registrations.createdAt} >= ${at}))`,
    sql`not exists (select 1 from ${tournamentEditors} where ${tournamentEditors.tournamentId} = ${tournaments.id} and (${tournamentEditors.addedAt} >= ${at} or ${tournamentEditors.acceptedAt} >= ${at}))`,
  );
};

export async function lockDueDrafts(tx: Db, cutoff: Date, limit: number) {
  return tx
    .select({
      id: tournaments.id,
      name: tournaments.name,
      ownerId: tournaments.ownerId,
      revision: tournaments.revision,
    })
    .from(tournaments)
    .where(draftDue(cutoff))
    .orderBy(tournaments.updatedAt)
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Deletes the drafts among `ids` that are still due; answers the deleted ones. */
export async function deleteDueDrafts(tx: Db, ids: string[], cutoff: Date) {
  if (ids.length === 0) return [];
  return tx
    .delete(tournaments)
    .where(and(inArray(tournaments.id, ids), draftDue(cutoff)))
    .returning({ id: tournaments.id, name: tournaments.name, ownerId: tournaments.ownerId });
}

// ---------------------------------------------------------------- orphaned files

/**
 * A file nothing shows or keeps: no tournament or festival logo, no album photo or cover, no club logo, and no
 * report still open or hidden pending review (the operator needs the evidence); uploaded before the cutoff.
 */
const orphanDue = (cutoff: Date) =>
  and(
    lt(files.createdAt, cutoff),
    // Any letter case: the API takes a logo's uuid as sent (services/files.ts assertOwnLogo finds it in any case).
    // One hashed list of the shown logos per statement, not a scan of the tournaments per file.
    sql`${files.id}::text not in (select lower(${tournaments.general}->>'logoFileId') from ${tournaments} where (${tournaments.general}->>'logoFileId') is not null)`,
    sql`${files.id}::text not in (select lower(${events.general}->>'logoFileId') from ${events} where (${events.general}->>'logoFileId') is not null)`,
    sql`not exists (select 1 from ${albumPhotos} where ${albumPhotos.fileId} = ${files.id})`,
    sql`not exists (select 1 from ${albums} where ${albums.coverFileId} = ${files.id})`,
    sql`not exists (select 1 from ${users} where ${users.clubLogoFileId} = ${files.id})`,
    sql`not exists (select 1 from ${reports} where ${reports.targetId} = ${files.id} and ${reports.status} in ('open', 'hidden'))`,
  );

/** Deletes up to `limit` orphaned files' rows; answers them with their storage keys (the bytes go after commit). */
export async function deleteOrphanedFiles(tx: Db, cutoff: Date, limit: number) {
  const due = await tx
    .select({ id: files.id })
    .from(files)
    .where(orphanDue(cutoff))
    .orderBy(files.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .delete(files)
    .where(
      and(
        inArray(
          files.id,
          due.map((f) => f.id),
        ),
        orphanDue(cutoff),
      ),
    )
    .returning({
      id: files.id,
      ownerId: files.ownerId,
      purpose: files.purpose,
      sizeBytes: files.sizeBytes,
      storageKey: files.storageKey,
      thumbKey: files.thumbKey,
    });
}

// ---------------------------------------------------------------- tokens, keys, sessions, the log itself

/**
 * Tokens used or expired before `before` (until then a late code is still told "expired", not "invalid"). Those of
 * unverified accounts stay with the account: the latest verification mail is what tells a recent resend (somebody
 * still trying) from an abandoned sign-up, and each new mail replaces the one before, so they do not pile up.
 */
export async function deleteDeadTokens(tx: Db, before: Date): Promise<number> {
  const rows = await tx
    .delete(oneTimeTokens)
    .where(
      and(
        or(and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, before)), lt(oneTimeTokens.expiresAt, before)),
        sql`exists (select 1 from ${users} where ${users.id} = ${oneTimeTokens.userId} and ${users.emailVerifiedAt} is not null)`,
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}

export async function deleteOldIdempotencyKeys(tx: Db, before: Date): Promise<number> {
  const rows = await tx
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/** Sessions past their expiry: they already count as logged out (repositories/sessions.ts). */
export async function deleteExpiredSessions(tx: Db, now: Date): Promise<number> {
  const rows = await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ idHash: sessions.idHash });
  return rows.length;
}

export async function deleteOldRuns(tx: Db, before: Date): Promise<number> {
  const rows = await tx
    .delete(retentionRuns)
    .where(lt(retentionRuns.startedAt, before))
    .returning({ id: retentionRuns.id });
  return rows.length;
}

export async function insertRun(tx: Db, run: NewRetentionRun): Promise<RetentionRunRow> {
  const [row] = await tx.insert(retentionRuns).values(run).returning();
  if (!row) throw new Error("retention: run insert returned no row");
  return row;
}

/** The runs, newest first. */
export async function listRuns(db: Db, page: number, size: number) {
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(retentionRuns)
      .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(retentionRuns),
  ]);
  return { items, total: Number(totals[0]?.n ?? 0) };
}
