// Drizzle queries of the tournament area; each takes the database or a transaction.
import { normalizeShortCode } from "@kickoff/domain/short-code.ts";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  eventEditors,
  eventReporterLinks,
  idempotencyKeys,
  reporterLinks,
  resultAudit,
  tournamentEditors,
  tournamentNotifications,
  tournaments,
  users,
} from "../db/schema.ts";

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;
export type ReporterLinkRow = typeof reporterLinks.$inferSelect;
export type AuditRow = typeof resultAudit.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything that is not a uuid cannot exist (and must not reach a uuid column). */
export const isUuid = (id: string) => UUID.test(id);

export async function insertTournament(db: Db, values: NewTournamentRow): Promise<TournamentRow> {
  const [row] = await db.insert(tournaments).values(values).returning();
  return row as TournamentRow;
}

/** The tournament a short code names (any letter case, spaces and dashes ignored), or null. */
export async function findTournamentByShortCode(db: Db, input: string): Promise<TournamentRow | null> {
  const code = normalizeShortCode(input);
  if (!code) return null;
  const rows = await db.select().from(tournaments).where(eq(tournaments.shortCode, code)).limit(1);
  return rows[0] ?? null;
}

export async function findTournament(db: Db, id: string): Promise<TournamentRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The stored revision alone (bumped by every change the public sees), or null for an unknown tournament. */
export async function findRevision(db: Db, id: string): Promise<number | null> {
  if (!isUuid(id)) return null;
  const rows = await db
    .select({ revision: tournaments.revision })
    .from(tournaments)
    .where(eq(tournaments.id, id))
    .limit(1);
  return rows[0]?.revision ?? null;
}

/** The row locked for the rest of the transaction: concurrent writers wait, so no update is lost. */
export async function lockTournament(tx: Db, id: string): Promise<TournamentRow | null> {
  if (!isUuid(id)) return null;
  const rows = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update");
  return rows[0] ?? null;
}

/**
 * Writes the patch; with `bumpRevision` (a change the public sees) the revision goes up in the same UPDATE,
 * and the returned row carries the new one.
 */
export async function updateTournament(
  db: Db,
  id: string,
  patch: Partial<NewTournamentRow>,
  { bumpRevision = false }: { bumpRevision?: boolean } = {},
): Promise<TournamentRow> {
  const [row] = await db
    .update(tournaments)
    .set({
      ...patch,
      ...(bumpRevision ? { revision: sql`${tournaments.revision} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(tournaments.id, id))
    .returning();
  return row as TournamentRow;
}

export async function deleteTournament(db: Db, id: string): Promise<void> {
  await db.delete(tournaments).where(eq(tournaments.id, id));
}

/**
 * Whether the user is an editor who accepted the invitation (an open invitation gives no access): of this
 * tournament, or of the event it is a division of (an event editor edits every division, issue 19).
 */
export async function isEditor(db: Db, tournamentId: string, userId: string): Promise<boolean> {
  if (await isTournamentEditor(db, tournamentId, userId)) return true;
  const viaEvent = await db
    .select({ userId: eventEditors.userId })
    .from(tournaments)
    .innerJoin(
      eventEditors,
      and(
        eq(eventEditors.eventId, tournaments.eventId),
        eq(eventEditors.userId, userId),
        isNotNull(eventEditors.acceptedAt),
      ),
    )
    .where(eq(tournaments.id, tournamentId))
    .limit(1);
  return viaEvent.length > 0;
}

async function isTournamentEditor(db: Db, tournamentId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: tournamentEditors.userId })
    .from(tournamentEditors)
    .where(
      and(
        eq(tournamentEditors.tournamentId, tournamentId),
        eq(tournamentEditors.userId, userId),
        isNotNull(tournamentEditors.acceptedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function listEditors(db: Db, tournamentId: string) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      addedAt: tournamentEditors.addedAt,
      acceptedAt: tournamentEditors.acceptedAt,
    })
    .from(tournamentEditors)
    .innerJoin(users, eq(users.id, tournamentEditors.userId))
    .where(eq(tournamentEditors.tournamentId, tournamentId))
    .orderBy(asc(tournamentEditors.addedAt), asc(users.email));
}

/** The editor row of one user (accepted or invited), locked for the answer to an invitation. */
export async function findEditorInvitation(db: Db, tournamentId: string, userId: string) {
  const rows = await db
    .select({
      addedAt: tournamentEditors.addedAt,
      acceptedAt: tournamentEditors.acceptedAt,
      addedBy: tournamentEditors.addedBy,
    })
    .from(tournamentEditors)
    .where(and(eq(tournamentEditors.tournamentId, tournamentId), eq(tournamentEditors.userId, userId)))
    .for("update")
    .limit(1);
  return rows[0] ?? null;
}

export async function acceptEditorInvitation(db: Db, tournamentId: string, userId: string): Promise<void> {
  await db
    .update(tournamentEditors)
    .set({ acceptedAt: new Date() })
    .where(and(eq(tournamentEditors.tournamentId, tournamentId), eq(tournamentEditors.userId, userId)));
}

/** The user's open invitations with the tournament's name, newest first. */
export async function listOpenInvitations(db: Db, userId: string) {
  return db
    .select({
      tournamentId: tournaments.id,
      tournamentName: sql<string>`${tournaments.general}->>'name'`,
      mode: tournaments.mode,
      invitedAt: tournamentEditors.addedAt,
      invitedBy: users.displayName,
    })
    .from(tournamentEditors)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEditors.tournamentId))
    .leftJoin(users, eq(users.id, tournamentEditors.addedBy))
    .where(and(eq(tournamentEditors.userId, userId), isNull(tournamentEditors.acceptedAt)))
    .orderBy(desc(tournamentEditors.addedAt));
}

/** Adds the pair; answers when it was added, or null when it already existed. */
export async function addEditor(db: Db, tournamentId: string, userId: string, addedBy: string): Promise<Date | null> {
  const rows = await db
    .insert(tournamentEditors)
    .values({ tournamentId, userId, addedBy })
    .onConflictDoNothing()
    .returning({ addedAt: tournamentEditors.addedAt });
  return rows[0]?.addedAt ?? null;
}

export async function removeEditor(db: Db, tournamentId: string, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const rows = await db
    .delete(tournamentEditors)
    .where(and(eq(tournamentEditors.tournamentId, tournamentId), eq(tournamentEditors.userId, userId)))
    .returning({ userId: tournamentEditors.userId });
  return rows.length > 0;
}

/** A registered user whose e-mail is verified (editors must be able to log in). */
export async function findVerifiedUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName, language: users.language })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), sql`${users.emailVerifiedAt} is not null`))
    .limit(1);
  return rows[0] ?? null;
}

export type ListFilter = { ownerId?: string; editorId?: string; past?: boolean; today: string };

const PAST_STATUSES = ["finished", "archived"];

function listWhere(f: ListFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (f.ownerId) conditions.push(eq(tournaments.ownerId, f.ownerId));
  if (f.editorId)
    conditions.push(
      or(
        inArray(
          tournaments.id,
          sql`(select ${tournamentEditors.tournamentId} from ${tournamentEditors} where ${tournamentEditors.userId} = ${f.editorId} and ${tournamentEditors.acceptedAt} is not null)`,
        ),
        // An accepted event editor edits every division of the event (isEditor), so they are listed too.
        and(ne(tournaments.ownerId, f.editorId), viaEventOf(f.editorId)),
      ),
    );
  if (f.past === true)
    conditions.push(or(inArray(tournaments.status, PAST_STATUSES), lt(tournaments.endDate, f.today)));
  if (f.past === false)
    conditions.push(and(notInArray(tournaments.status, PAST_STATUSES), gte(tournaments.endDate, f.today)));
  return and(...conditions);
}

/** A boolean column as the driver answers it (PGlite and node-postgres: boolean; "t" as text, to be safe). */
const isTrue = (v: unknown) => v === true || v === "t";

/** The division of an event the user edits (accepted). */
const viaEventOf = (userId: string) =>
  inArray(
    tournaments.eventId,
    sql`(select ${eventEditors.eventId} from ${eventEditors} where ${eventEditors.userId} = ${userId} and ${eventEditors.acceptedAt} is not null)`,
  );

/** A page of tournaments with their team count; newest first (past: latest date first). */
export async function listTournaments(db: Db, f: ListFilter, page: number, size: number) {
  const where = listWhere(f);
  const order = f.past ? [desc(tournaments.startDate), desc(tournaments.createdAt)] : [desc(tournaments.createdAt)];
  const [items, totals] = await Promise.all([
    db
      .select({
        id: tournaments.id,
        ownerId: tournaments.ownerId,
        name: tournaments.name,
        mode: tournaments.mode,
        status: tournaments.status,
        visibility: tournaments.visibility,
        startDate: tournaments.startDate,
        endDate: tournaments.endDate,
        teamCount: sql<number>`jsonb_array_length(${tournaments.teams})`.mapWith(Number),
        createdAt: tournaments.createdAt,
        updatedAt: tournaments.updatedAt,
        eventId: tournaments.eventId,
        // Listed for an editor only through their event (not as the tournament's own editor).
        viaEvent: f.editorId
          ? sql<boolean>`(${viaEventOf(f.editorId)} and ${tournaments.id} not in (select ${tournamentEditors.tournamentId} from ${tournamentEditors} where ${tournamentEditors.userId} = ${f.editorId} and ${tournamentEditors.acceptedAt} is not null))`.mapWith(
              isTrue,
            )
          : sql<boolean>`false`.mapWith(isTrue),
      })
      .from(tournaments)
      .where(where)
      .orderBy(...order, asc(tournaments.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(tournaments).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function insertReporterLink(db: Db, values: typeof reporterLinks.$inferInsert): Promise<ReporterLinkRow> {
  const [row] = await db.insert(reporterLinks).values(values).returning();
  return row as ReporterLinkRow;
}

export async function findReporterLink(db: Db, id: string): Promise<ReporterLinkRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(reporterLinks).where(eq(reporterLinks.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A link that has not been revoked, by the hash of its token. */
export async function findActiveReporterLinkByHash(db: Db, tokenHash: string): Promise<ReporterLinkRow | null> {
  const rows = await db
    .select()
    .from(reporterLinks)
    .where(and(eq(reporterLinks.tokenHash, tokenHash), isNull(reporterLinks.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function countReporterLinks(db: Db, tournamentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reporterLinks).where(eq(reporterLinks.tournamentId, tournamentId));
  return row?.n ?? 0;
}

export async function listReporterLinks(db: Db, tournamentId: string): Promise<ReporterLinkRow[]> {
  return db
    .select()
    .from(reporterLinks)
    .where(eq(reporterLinks.tournamentId, tournamentId))
    .orderBy(desc(reporterLinks.createdAt));
}

export async function revokeReporterLink(db: Db, id: string): Promise<ReporterLinkRow> {
  const [row] = await db
    .update(reporterLinks)
    .set({ revokedAt: sql`coalesce(${reporterLinks.revokedAt}, now())` })
    .where(eq(reporterLinks.id, id))
    .returning();
  return row as ReporterLinkRow;
}

/** Revokes the active links of these referees (removed from the tournament's officials). */
export async function revokeRefereeLinks(db: Db, tournamentId: string, refereeIds: readonly string[]): Promise<void> {
  if (!refereeIds.length) return;
  await db
    .update(reporterLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(reporterLinks.tournamentId, tournamentId),
        inArray(reporterLinks.refereeId, [...refereeIds]),
        isNull(reporterLinks.revokedAt),
      ),
    );
}

export async function insertAudit(db: Db, rows: Array<typeof resultAudit.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(resultAudit).values(rows);
}

export async function listAudit(db: Db, tournamentId: string) {
  return db
    .select({
      id: resultAudit.id,
      matchId: resultAudit.matchId,
      kind: resultAudit.kind,
      userId: resultAudit.userId,
      userName: users.displayName,
      // Entries through an event's reporter link count as reporter entries too (issue 19).
      reporterLinkId: sql<string | null>`coalesce(${resultAudit.reporterLinkId}, ${resultAudit.eventReporterLinkId})`,
      reporterLabel: sql<string | null>`coalesce(${reporterLinks.label}, ${eventReporterLinks.label})`,
      oldValue: resultAudit.oldValue,
      newValue: resultAudit.newValue,
      at: resultAudit.at,
    })
    .from(resultAudit)
    .leftJoin(users, eq(users.id, resultAudit.userId))
    .leftJoin(reporterLinks, eq(reporterLinks.id, resultAudit.reporterLinkId))
    .leftJoin(eventReporterLinks, eq(eventReporterLinks.id, resultAudit.eventReporterLinkId))
    .where(eq(resultAudit.tournamentId, tournamentId))
    .orderBy(asc(resultAudit.at), asc(resultAudit.id));
}

/** The latest audited change of each of these matches (who and when), for a 409 RESULT_CHANGED. */
export async function lastResultChanges(db: Db, tournamentId: string, matchIds: readonly string[]) {
  if (!matchIds.length) return new Map<string, LastChange>();
  const rows = await db
    .select({
      matchId: resultAudit.matchId,
      userName: users.displayName,
      // Entries through an event's reporter link count as reporter entries too (issue 19).
      reporterLinkId: sql<string | null>`coalesce(${resultAudit.reporterLinkId}, ${resultAudit.eventReporterLinkId})`,
      reporterLabel: sql<string | null>`coalesce(${reporterLinks.label}, ${eventReporterLinks.label})`,
      at: resultAudit.at,
    })
    .from(resultAudit)
    .leftJoin(users, eq(users.id, resultAudit.userId))
    .leftJoin(reporterLinks, eq(reporterLinks.id, resultAudit.reporterLinkId))
    .leftJoin(eventReporterLinks, eq(eventReporterLinks.id, resultAudit.eventReporterLinkId))
    .where(
      and(
        eq(resultAudit.tournamentId, tournamentId),
        inArray(resultAudit.matchId, [...matchIds]),
        inArray(resultAudit.kind, RESULT_CHANGE_KINDS),
      ),
    )
    .orderBy(desc(resultAudit.at), desc(resultAudit.id));
  const latest = new Map<string, LastChange>();
  for (const row of rows) if (!latest.has(row.matchId)) latest.set(row.matchId, row);
  return latest;
}
/** Audit kinds that change a match's result (other kinds may note schedule changes). */
const RESULT_CHANGE_KINDS = ["entry", "correction", "regenerate"];
type LastChange = {
  matchId: string;
  userName: string | null;
  reporterLinkId: string | null;
  reporterLabel: string | null;
  at: Date;
};

export async function findIdempotencyKey(db: Db, tournamentId: string, key: string) {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tournamentId, tournamentId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertIdempotencyKey(db: Db, values: typeof idempotencyKeys.$inferInsert): Promise<void> {
  await db.insert(idempotencyKeys).values(values);
}

export async function insertNotification(db: Db, values: typeof tournamentNotifications.$inferInsert) {
  const [row] = await db.insert(tournamentNotifications).values(values).returning();
  return row as typeof tournamentNotifications.$inferSelect;
}

export async function markNotificationMailed(db: Db, id: string): Promise<void> {
  await db.update(tournamentNotifications).set({ mailedAt: new Date() }).where(eq(tournamentNotifications.id, id));
}
