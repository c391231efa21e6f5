// Drizzle queries of events (issue 19); each takes the database or a transaction. Divisions are tournament rows.
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { eventEditors, events, tournaments, users } from "../db/schema.ts";
import { isUuid, type TournamentRow } from "./tournaments.ts";

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

export async function insertEvent(db: Db, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row as EventRow;
}

export async function findEvent(db: Db, id: string): Promise<EventRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The event row locked for the rest of the transaction: writers of one event are serialised. */
export async function lockEvent(tx: Db, id: string): Promise<EventRow | null> {
  if (!isUuid(id)) return null;
  const rows = await tx.select().from(events).where(eq(events.id, id)).for("update");
  return rows[0] ?? null;
}

/** Writes the patch and bumps the revision. */
export async function updateEvent(db: Db, id: string, patch: Partial<NewEventRow>): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ ...patch, revision: sql`${events.revision} + 1`, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row as EventRow;
}

export async function deleteEvent(db: Db, id: string): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/** The event's divisions (tournament rows), oldest first; `lock` locks them for the transaction. */
export async function listDivisionRows(db: Db, eventId: string, { lock = false } = {}): Promise<TournamentRow[]> {
  const query = db
    .select()
    .from(tournaments)
    .where(eq(tournaments.eventId, eventId))
    .orderBy(asc(tournaments.createdAt), asc(tournaments.id));
  return lock ? query.for("update") : query;
}

/** Joins a tournament to an event (or leaves it with null); the window goes with it. */
export async function setTournamentEvent(db: Db, tournamentId: string, eventId: string | null): Promise<void> {
  await db
    .update(tournaments)
    .set({ eventId, eventWindow: null, updatedAt: new Date() })
    .where(eq(tournaments.id, tournamentId));
}

/** Whether the user is an event editor who accepted the invitation. */
export async function isEventEditor(db: Db, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: eventEditors.userId })
    .from(eventEditors)
    .where(and(eq(eventEditors.eventId, eventId), eq(eventEditors.userId, userId), isNotNull(eventEditors.acceptedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Adds the pair; answers when it was added, or null when it already existed. */
export async function addEventEditor(db: Db, eventId: string, userId: string, addedBy: string): Promise<Date | null> {
  const rows = await db
    .insert(eventEditors)
    .values({ eventId, userId, addedBy })
    .onConflictDoNothing()
    .returning({ addedAt: eventEditors.addedAt });
  return rows[0]?.addedAt ?? null;
}

export async function removeEventEditor(db: Db, eventId: string, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const rows = await db
    .delete(eventEditors)
    .where(and(eq(eventEditors.eventId, eventId), eq(eventEditors.userId, userId)))
    .returning({ userId: eventEditors.userId });
  return rows.length > 0;
}

export async function listEventEditors(db: Db, eventId: string) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      addedAt: eventEditors.addedAt,
      acceptedAt: eventEditors.acceptedAt,
    })
    .from(eventEditors)
    .innerJoin(users, eq(users.id, eventEditors.userId))
    .where(eq(eventEditors.eventId, eventId))
    .orderBy(asc(eventEditors.addedAt), asc(users.email));
}

/** The open invitation of one user, locked for the answer; null when there is none. */
export async function findOpenEventInvitation(db: Db, eventId: string, userId: string) {
  if (!isUuid(eventId)) return null;
  const rows = await db
    .select({ acceptedAt: eventEditors.acceptedAt, addedBy: eventEditors.addedBy })
    .from(eventEditors)
    .where(and(eq(eventEditors.eventId, eventId), eq(eventEditors.userId, userId), isNull(eventEditors.acceptedAt)))
    .for("update")
    .limit(1);
  return rows[0] ?? null;
}

export async function acceptEventInvitation(db: Db, eventId: string, userId: string): Promise<void> {
  await db
    .update(eventEditors)
    .set({ acceptedAt: new Date() })
    .where(and(eq(eventEditors.eventId, eventId), eq(eventEditors.userId, userId)));
}

/** The user's open event invitations, newest first. */
export async function listOpenEventInvitations(db: Db, userId: string) {
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      invitedAt: eventEditors.addedAt,
      invitedBy: users.displayName,
    })
    .from(eventEditors)
    .innerJoin(events, eq(events.id, eventEditors.eventId))
    .leftJoin(users, eq(users.id, eventEditors.addedBy))
    .where(and(eq(eventEditors.userId, userId), isNull(eventEditors.acceptedAt)))
    .orderBy(desc(eventEditors.addedAt));
}

/** The events the user owns or edits (accepted), with their division count; latest first day first. */
export async function listEventsOf(db: Db, userId: string) {
  const editing = sql`${events.id} in (select ${eventEditors.eventId} from ${eventEditors} where ${eventEditors.userId} = ${userId} and ${eventEditors.acceptedAt} is not null)`;
  return db
    .select({
      id: events.id,
      ownerId: events.ownerId,
      name: events.name,
      startDate: events.startDate,
      endDate: events.endDate,
      updatedAt: events.updatedAt,
      divisionCount: count(tournaments.id),
    })
    .from(events)
    .leftJoin(tournaments, eq(tournaments.eventId, events.id))
    .where(or(eq(events.ownerId, userId), editing))
    .groupBy(events.id)
    .orderBy(desc(events.startDate), desc(events.createdAt), asc(events.id))
    .limit(200);
}
