import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores one message of the contact form. */
export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<ContactMessageRow> {
  const rows = await db.insert(contactMessages).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("contact message insert returned nothing");
  return row;
}
