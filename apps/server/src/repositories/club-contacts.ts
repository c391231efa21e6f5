import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { clubContacts } from "../db/schema.ts";

export type ClubContactRow = typeof clubContacts.$inferSelect;
export type ClubContactValues = Omit<typeof clubContacts.$inferInsert, "userId" | "updatedAt">;

export async function findClubContact(db: Db, userId: string): Promise<ClubContactRow | null> {
  const rows = await db.select().from(clubContacts).where(eq(clubContacts.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function upsertClubContact(
  db: Db,
  userId: string,
  values: ClubContactValues,
  now: Date,
): Promise<ClubContactRow> {
  const rows = await db
    .insert(clubContacts)
    .values({ ...values, userId, updatedAt: now })
    .onConflictDoUpdate({ target: clubContacts.userId, set: { ...values, updatedAt: now } })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("club contact upsert returned nothing");
  return row;
}
