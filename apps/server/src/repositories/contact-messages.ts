import { and, count, desc, eq, getTableColumns, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { contactMessages, users } from "../db/schema.ts";

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores one message of the contact form. */
export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<ContactMessageRow> {
  const rows = await db.insert(contactMessages).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("contact message insert returned nothing");
  return row;
}

const answerer = alias(users, "answerer");

const inboxWhere = (status: "open" | "answered" | undefined) =>
  status === "open"
    ? isNull(contactMessages.answeredAt)
    : status === "answered"
      ? isNotNull(contactMessages.answeredAt)
      : undefined;

/** The inbox, newest first, with the answering operator's address; `open` counts the unanswered ones. */
export async function listContactMessages(db: Db, status: "open" | "answered" | undefined, page: number, size: number) {
  const [items, totals, open] = await Promise.all([
    db
      .select({ ...getTableColumns(contactMessages), answeredByEmail: answerer.email })
      .from(contactMessages)
      .leftJoin(answerer, eq(answerer.id, contactMessages.answeredBy))
      .where(inboxWhere(status))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(contactMessages).where(inboxWhere(status)),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.answeredAt)),
  ]);
  return { items, total: Number(totals[0]?.n ?? 0), open: Number(open[0]?.n ?? 0) };
}

export type ContactInboxRow = Awaited<ReturnType<typeof listContactMessages>>["items"][number];

export async function findContactMessage(db: Db, id: string): Promise<ContactMessageRow | null> {
  const rows = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Marks the message answered unless it already is (two operators answering at once: one wins); the row or null. */
export async function markContactAnswered(
  db: Db,
  id: string,
  answer: { text: string; by: string; at: Date },
): Promise<ContactMessageRow | null> {
  const rows = await db
    .update(contactMessages)
    .set({ answeredAt: answer.at, answeredBy: answer.by, answer: answer.text })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.answeredAt)))
    .returning();
  return rows[0] ?? null;
}
