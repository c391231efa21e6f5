import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { venues } from "../db/schema.ts";

export type VenueRow = typeof venues.$inferSelect;
export type VenueValues = Omit<typeof venues.$inferInsert, "userId" | "createdAt" | "updatedAt">;

export async function listVenuesOfUser(db: Db, userId: string): Promise<VenueRow[]> {
  return db.select().from(venues).where(eq(venues.userId, userId)).orderBy(asc(venues.position), asc(venues.createdAt));
}

/**
 * Makes the user's venues exactly `list`: entries with the id of one of the user's venues update it,
 * the others are created, venues left out are deleted. Ids of other users' venues are treated as new.
 */
export async function replaceVenuesOfUser(db: Db, userId: string, list: VenueValues[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = new Set(
      (await tx.select({ id: venues.id }).from(venues).where(eq(venues.userId, userId))).map((r) => r.id),
    );
    const kept = list.map((v) => v.id).filter((id): id is string => id !== undefined && existing.has(id));
    await tx
      .delete(venues)
      .where(kept.length ? and(eq(venues.userId, userId), notInArray(venues.id, kept)) : eq(venues.userId, userId));
    for (const [position, v] of list.entries()) {
      const { id, ...values } = v;
      if (id && existing.has(id)) {
        await tx
          .update(venues)
          .set({ ...values, position, updatedAt: now })
          .where(and(eq(venues.id, id), eq(venues.userId, userId)));
      } else {
        await tx.insert(venues).values({ ...values, userId, position, createdAt: now, updatedAt: now });
      }
    }
  });
}
