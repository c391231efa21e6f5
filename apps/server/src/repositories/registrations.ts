// Team registrations of tournaments (spec §7 Waiting list). Writes run inside the caller's transaction, after the
// tournament row is locked, so counts and positions are decided one change at a time per tournament.
import { and, asc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { registrations, tournamentEditors, users } from "../db/schema.ts";
import { isUuid } from "./tournaments.ts";

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistration = typeof registrations.$inferInsert;

export async function insertRegistration(db: Db, values: NewRegistration): Promise<RegistrationRow> {
  const rows = await db.insert(registrations).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("registration insert returned nothing");
  return row;
}

export async function findRegistration(db: Db, id: string): Promise<RegistrationRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findRegistrationByTokenHash(db: Db, tokenHash: string): Promise<RegistrationRow | null> {
  const rows = await db.select().from(registrations).where(eq(registrations.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** A live entry (neither withdrawn nor declined) with the same e-mail and team name, ignoring case. */
export async function findDuplicate(
  db: Db,
  tournamentId: string,
  email: string,
  teamName: string,
): Promise<RegistrationRow | null> {
  const rows = await db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.tournamentId, tournamentId),
        eq(registrations.email, email),
        sql`lower(${registrations.teamName}) = lower(${teamName})`,
        inArray(registrations.state, ["pending", "accepted", "waitlisted"]),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** All entries: waitlisted by position first, then the others oldest first. */
export async function listRegistrations(db: Db, tournamentId: string): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(registrations)
    .where(eq(registrations.tournamentId, tournamentId))
    .orderBy(sql`${registrations.position} asc nulls last`, asc(registrations.createdAt), asc(registrations.id));
}

/** The waiting list in order (position 1 first). */
export async function listWaitlisted(db: Db, tournamentId: string): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(registrations)
    .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.state, "waitlisted")))
    .orderBy(asc(registrations.position), asc(registrations.createdAt));
}

export async function lastPosition(db: Db, tournamentId: string): Promise<number> {
  const rows = await db
    .select({ last: max(registrations.position) })
    .from(registrations)
    .where(and(eq(registrations.tournamentId, tournamentId), isNotNull(registrations.position)));
  return rows[0]?.last ?? 0;
}

/** Entries per state. */
export async function countByState(db: Db, tournamentId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: registrations.state, n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(eq(registrations.tournamentId, tournamentId))
    .groupBy(registrations.state);
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

export async function updateRegistration(
  db: Db,
  id: string,
  patch: Partial<NewRegistration>,
): Promise<RegistrationRow> {
  const rows = await db
    .update(registrations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(registrations.id, id))
    .returning();
  const row = rows[0];
  if (!row) throw new Error("registration vanished");
  return row;
}

/** Who organises a tournament (its owner and editors), with the language their messages are written in. */
export async function listOrganisers(
  db: Db,
  tournamentId: string,
  ownerId: string,
): Promise<Array<{ userId: string; language: string }>> {
  const editors = await db
    .select({ userId: users.id, language: users.language })
    .from(tournamentEditors)
    .innerJoin(users, eq(users.id, tournamentEditors.userId))
    .where(and(eq(tournamentEditors.tournamentId, tournamentId), isNotNull(tournamentEditors.acceptedAt)));
  const owner = await db
    .select({ userId: users.id, language: users.language })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return [...owner, ...editors.filter((e) => e.userId !== ownerId)];
}
