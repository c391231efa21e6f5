// Reports of tournaments, festivals, photos and messages (issue 20), and the take-down marks of their targets.
import type { ReportStatus, ReportTargetKind } from "@kickoff/domain/report-contracts.ts";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { albumPhotos, albums, files, messages, reports, tournaments, users } from "../db/schema.ts";

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

export async function insertReport(db: Db, values: NewReportRow): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error("reports: insert returned no row");
  return row;
}

export async function findReport(db: Db, id: string): Promise<ReportRow | null> {
  const rows = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The report, locked for the rest of the transaction (two operators deciding it do not interleave). */
export async function lockReport(db: Db, id: string): Promise<ReportRow | null> {
  const rows = await db.select().from(reports).where(eq(reports.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

/** A page of reports in one state: most severe first, then oldest first. */
export async function listReports(db: Db, status: ReportStatus, page: number, size: number) {
  const where = eq(reports.status, status);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.severity), asc(reports.createdAt), asc(reports.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { items, total: Number(totals[0]?.n ?? 0) };
}

/** Per target id: how many reports it has, and how many of them are open. */
export async function countReportsOf(db: Db, targetIds: string[]) {
  if (targetIds.length === 0) return new Map<string, { all: number; open: number }>();
  const rows = await db
    .select({
      targetId: reports.targetId,
      all: count(),
      open: sql<number>`count(*) filter (where ${reports.status} = 'open')`.mapWith(Number),
    })
    .from(reports)
    .where(inArray(reports.targetId, [...new Set(targetIds)]))
    .groupBy(reports.targetId);
  return new Map(rows.map((r) => [r.targetId, { all: Number(r.all), open: r.open }]));
}

/** Closes the target's reports in one of `from` states with the decision; answers how many. */
export async function closeReportsOf(
  db: Db,
  target: { kind: ReportTargetKind; id: string },
  from: readonly ReportStatus[],
  decision: { status: ReportStatus; by: string; note: string; at: Date },
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status: decision.status, resolvedAt: decision.at, resolvedBy: decision.by, resolutionNote: decision.note })
    .where(
      and(eq(reports.targetKind, target.kind), eq(reports.targetId, target.id), inArray(reports.status, [...from])),
    )
    .returning({ id: reports.id });
  return rows.length;
}

type Decision = { status: ReportStatus; by: string; note: string; at: Date };

/** Records a decision on one report; answers 1 (or 0 when it is gone). */
export async function closeReport(db: Db, id: string, d: Decision): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status: d.status, resolvedAt: d.at, resolvedBy: d.by, resolutionNote: d.note })
    .where(eq(reports.id, id))
    .returning({ id: reports.id });
  return rows.length;
}

/** Whether an operator decided to hide the target (a report of it is in state "hidden"). */
export async function hasHiddenReport(db: Db, target: { kind: ReportTargetKind; id: string }): Promise<boolean> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetKind, target.kind), eq(reports.targetId, target.id), eq(reports.status, "hidden")))
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------- targets

const ownerColumns = { ownerId: users.id, ownerEmail: users.email, ownerName: users.displayName };

/** Tournaments and festivals with their owner, for the queue and for deciding. */
export async function findTournamentTargets(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      mode: tournaments.mode,
      takenDownAt: tournaments.takenDownAt,
      ownerLanguage: users.language,
      ...ownerColumns,
    })
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.ownerId))
    .where(inArray(tournaments.id, ids));
}

/** Photos with their owner and the title of an album showing them (the first one, by title). */
export async function findPhotoTargets(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: files.id,
      takenDownAt: files.takenDownAt,
      albumTitle: sql<
        string | null
      >`(select ${albums.title} from ${albumPhotos} join ${albums} on ${albums.id} = ${albumPhotos.albumId}
        where ${albumPhotos.fileId} = ${files.id} order by ${albums.title} limit 1)`,
      ownerLanguage: users.language,
      ...ownerColumns,
    })
    .from(files)
    .innerJoin(users, eq(users.id, files.ownerId))
    .where(and(inArray(files.id, ids), eq(files.purpose, "photo")));
}

/** Messages with their sender (the owner; null for system messages and deleted senders). */
export async function findMessageTargets(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messages.id,
      subject: messages.subject,
      body: messages.body,
      receiverId: messages.receiverId,
      receiverDeletedAt: messages.receiverDeletedAt,
      takenDownAt: messages.takenDownAt,
      ownerLanguage: users.language,
      ownerId: users.id,
      ownerEmail: users.email,
      ownerName: users.displayName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, ids));
}

/** Marks a photo taken down (`at`) or shown again (null); answers whether the photo exists. */
export async function setPhotoTakenDown(db: Db, id: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ takenDownAt: at })
    .where(and(eq(files.id, id), eq(files.purpose, "photo")))
    .returning({ id: files.id });
  return rows.length > 0;
}

export async function setMessageTakenDown(db: Db, id: string, at: Date | null): Promise<boolean> {
  const rows = await db.update(messages).set({ takenDownAt: at }).where(eq(messages.id, id)).returning({
    id: messages.id,
  });
  return rows.length > 0;
}

export async function deleteMessageRow(db: Db, id: string): Promise<void> {
  await db.delete(messages).where(eq(messages.id, id));
}
