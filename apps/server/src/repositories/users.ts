import { count, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { UserRow } from "./sessions.ts";

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<
  Pick<
    UserRow,
    | "email"
    | "passwordHash"
    | "displayName"
    | "clubName"
    | "clubLogoFileId"
    | "language"
    | "emailVerifiedAt"
    | "termsVersion"
    | "privacyVersion"
  >
>;

/** Looks up by the lower-cased address (the column is stored lower-cased). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Inserts a user; null when the address is already taken (a concurrent registration). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const rows = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return rows[0] ?? null;
}

export async function updateUser(db: Db, id: string, patch: UserPatch, now = new Date()): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function countVerifiedUsers(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(users).where(isNotNull(users.emailVerifiedAt));
  return Number(rows[0]?.n ?? 0);
}

/** Deletes the user row; every table referencing users cascades (see services/account-deletion.ts). */
export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
