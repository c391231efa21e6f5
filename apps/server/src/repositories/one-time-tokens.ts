import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { oneTimeTokens } from "../db/schema.ts";

export type TokenPurpose = "verify-email" | "reset-password" | "change-email";
export type TokenRow = typeof oneTimeTokens.$inferSelect;
export type NewToken = typeof oneTimeTokens.$inferInsert;

export async function insertToken(db: Db, token: NewToken): Promise<void> {
  await db.insert(oneTimeTokens).values(token);
}

/** A new mail replaces the codes and links sent before for the same purpose. */
export async function deleteTokensOfUser(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
}

export async function findTokenByHash(db: Db, tokenHash: string, purposes: TokenPurpose[]): Promise<TokenRow | null> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), inArray(oneTimeTokens.purpose, purposes)))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest unused token of a user for a purpose (expired ones too: the caller tells them apart). */
export async function findOpenTokenOfUser(db: Db, userId: string, purpose: TokenPurpose): Promise<TokenRow | null> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)))
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest unused e-mail change towards `newEmail`. */
export async function findOpenEmailChange(db: Db, newEmail: string): Promise<TokenRow | null> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.newEmail, newEmail),
        eq(oneTimeTokens.purpose, "change-email"),
        isNull(oneTimeTokens.usedAt),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function countWrongAttempt(db: Db, id: string, attempts: number): Promise<void> {
  await db.update(oneTimeTokens).set({ attempts }).where(eq(oneTimeTokens.id, id));
}

/** Marks a token used; false when another request used it first (single use under concurrency). */
export async function consumeToken(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}
