// Drizzle queries of the messages area; each takes the database or a transaction. Every query of a user's
// messages carries the user's id in its WHERE clause: no query reads or changes another user's rows.
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { messageMailState, messages, tournaments, users } from "../db/schema.ts";

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

export async function insertMessages(db: Db, rows: NewMessageRow[]): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  return db.insert(messages).values(rows).returning();
}

/** The receiver's inbox condition: their rows they have not deleted. */
// A message taken down by an operator after a report (services/reports.ts) leaves the receiver's inbox.
const inboxOf = (userId: string) =>
  and(eq(messages.receiverId, userId), isNull(messages.receiverDeletedAt), isNull(messages.takenDownAt));

export async function listInbox(db: Db, userId: string, page: number, size: number, id?: string) {
  const where = id ? and(inboxOf(userId), eq(messages.id, id)) : inboxOf(userId);
  return db
    .select({
      id: messages.id,
      kind: messages.kind,
      senderId: messages.senderId,
      senderName: users.displayName,
      tournamentId: messages.tournamentId,
      tournamentName: tournaments.name,
      subject: messages.subject,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(tournaments, eq(tournaments.id, messages.tournamentId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(size)
    .offset((page - 1) * size);
}

export async function countInbox(db: Db, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${messages.readAt} is null)`.mapWith(Number),
    })
    .from(messages)
    .where(inboxOf(userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Sets or clears readAt on those of `ids` that are in the user's inbox; answers how many changed. */
export async function setRead(db: Db, userId: string, ids: string[], read: boolean, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: read ? now : null })
    .where(and(inboxOf(userId), inArray(messages.id, ids), read ? isNull(messages.readAt) : isNotNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * Deletes the user's side of those of `ids` the user received or sent; the other side keeps its copy.
 * Answers how many messages changed.
 */
export async function deleteForUser(db: Db, userId: string, ids: string[], now: Date): Promise<number> {
  const received = await db
    .update(messages)
    .set({ receiverDeletedAt: now })
    .where(and(inboxOf(userId), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  const sent = await db
    .update(messages)
    .set({ senderDeletedAt: now })
    .where(and(eq(messages.senderId, userId), isNull(messages.senderDeletedAt), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  return new Set([...received, ...sent].map((r) => r.id)).size;
}

export async function findUserForMessage(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName, language: users.language })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUsersForMail(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      language: users.language,
      verified: isNotNull(users.emailVerifiedAt),
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * Claims the user's "new messages" mail slot: true (and lastMailedAt = now) when mails are on and none went out
 * within `intervalMs`; false otherwise. One statement, so two parallel sends cannot both claim it.
 */
export async function claimMessageMail(db: Db, userId: string, now: Date, intervalMs: number): Promise<boolean> {
  const cutoff = new Date(now.getTime() - intervalMs);
  const rows = await db
    .insert(messageMailState)
    .values({ userId, lastMailedAt: now })
    .onConflictDoUpdate({
      target: messageMailState.userId,
      set: { lastMailedAt: now },
      setWhere: and(
        eq(messageMailState.mailOnNew, true),
        or(isNull(messageMailState.lastMailedAt), lt(messageMailState.lastMailedAt, cutoff)),
      ),
    })
    .returning({ userId: messageMailState.userId });
  return rows.length > 0;
}

/** Turns the user's "new messages" mails on or off. */
export async function setMessageMail(db: Db, userId: string, mailOnNew: boolean): Promise<void> {
  await db
    .insert(messageMailState)
    .values({ userId, mailOnNew })
    .onConflictDoUpdate({ target: messageMailState.userId, set: { mailOnNew } });
}

/** Whether the user gets "new messages" mails (on unless turned off). */
export async function getMessageMail(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ mailOnNew: messageMailState.mailOnNew })
    .from(messageMailState)
    .where(eq(messageMailState.userId, userId))
    .limit(1);
  return row?.mailOnNew ?? true;
}
