// Drizzle queries of event reporter links (issue 19); each takes the database or a transaction.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { eventReporterLinks } from "../db/schema.ts";
import { isUuid } from "./tournaments.ts";

export type EventReporterLinkRow = typeof eventReporterLinks.$inferSelect;

export async function insertEventReporterLink(
  db: Db,
  values: typeof eventReporterLinks.$inferInsert,
): Promise<EventReporterLinkRow> {
  const [row] = await db.insert(eventReporterLinks).values(values).returning();
  return row as EventReporterLinkRow;
}

export async function findEventReporterLink(db: Db, id: string): Promise<EventReporterLinkRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(eventReporterLinks).where(eq(eventReporterLinks.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findActiveEventReporterLinkByHash(db: Db, tokenHash: string) {
  const rows = await db
    .select()
    .from(eventReporterLinks)
    .where(and(eq(eventReporterLinks.tokenHash, tokenHash), isNull(eventReporterLinks.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function countEventReporterLinks(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventReporterLinks).where(eq(eventReporterLinks.eventId, eventId));
  return row?.n ?? 0;
}

export async function listEventReporterLinks(db: Db, eventId: string) {
  return db
    .select()
    .from(eventReporterLinks)
    .where(eq(eventReporterLinks.eventId, eventId))
    .orderBy(desc(eventReporterLinks.createdAt));
}

/** Revokes once: revoking twice keeps the first time. */
export async function revokeEventReporterLinkRow(db: Db, id: string): Promise<EventReporterLinkRow> {
  const [row] = await db
    .update(eventReporterLinks)
    .set({ revokedAt: sql`coalesce(${eventReporterLinks.revokedAt}, now())` })
    .where(eq(eventReporterLinks.id, id))
    .returning();
  return row as EventReporterLinkRow;
}
