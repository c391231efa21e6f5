// Drizzle queries of the files area; each takes the database or a transaction.
import { and, count, eq, lt, sql, sum } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  albumPhotos,
  albums,
  eventEditors,
  events,
  files,
  tournamentEditors,
  tournaments,
  users,
} from "../db/schema.ts";
import { isUuid } from "./tournaments.ts";

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Db, values: NewFileRow): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row as FileRow;
}

export async function findFile(db: Db, id: string): Promise<FileRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Deletes the row only if `ownerId` owns it; answers the deleted row (null: unknown or someone else's). */
export async function deleteOwnedFile(db: Db, id: string, ownerId: string): Promise<FileRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

export async function countFilesOf(db: Db, ownerId: string, purpose = "logo"): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose)));
  return row?.n ?? 0;
}

/** Stored bytes of all the owner's files (photos count both sizes). */
export async function storedBytesOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(files.sizeBytes) })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return Number(row?.n ?? 0);
}

/** The owner's photo with these uploaded bytes (SHA-256), if any. */
export async function findPhotoByHash(db: Db, ownerId: string, contentHash: string): Promise<FileRow | null> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.contentHash, contentHash)))
    .limit(1);
  return rows[0] ?? null;
}

/** Every storage key of the owner's files (photos have two: display size and thumbnail). */
export async function listStorageKeysOf(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ key: files.storageKey, thumb: files.thumbKey })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return rows.flatMap((r) => (r.thumb ? [r.key, r.thumb] : [r.key]));
}

/**
 * The albums showing a photo, with what decides who may see it there: visibility, link key, consent, whether an
 * organiser hid it, and the linked tournament's owner and accepted editors.
 */
export async function findPhotoUses(db: Db, fileId: string) {
  return db
    .select({
      visibility: albums.visibility,
      linkKey: albums.linkKey,
      consentConfirmedAt: albums.consentConfirmedAt,
      hiddenAt: albumPhotos.hiddenAt,
      tournamentOwnerId: tournaments.ownerId,
      editorIds: sql<
        string[] | null
      >`(select array_agg(${tournamentEditors.userId}::text) from ${tournamentEditors} where ${tournamentEditors.tournamentId} = ${albums.tournamentId} and ${tournamentEditors.acceptedAt} is not null)`,
    })
    .from(albumPhotos)
    .innerJoin(albums, eq(albums.id, albumPhotos.albumId))
    .leftJoin(tournaments, eq(tournaments.id, albums.tournamentId))
    .where(eq(albumPhotos.fileId, fileId))
    .limit(50);
}

/**
 * Tournaments that show the file as their logo and were set up by the file's owner (as the tournament's
 * owner or one of its editors): only those may make a file readable beyond its owner, so nobody can
 * publish someone else's upload by putting its id into their own tournament.
 */
export async function findLogoTournaments(db: Db, fileId: string, fileOwnerId: string) {
  return db
    .select({
      id: tournaments.id,
      ownerId: tournaments.ownerId,
      status: tournaments.status,
      visibility: tournaments.visibility,
      takenDownAt: tournaments.takenDownAt,
    })
    .from(tournaments)
    .where(
      and(
        sql`(${tournaments.general}->>'logoFileId') = ${fileId}`,
        sql`(${tournaments.ownerId} = ${fileOwnerId} or exists (select 1 from ${tournamentEditors} where ${tournamentEditors.tournamentId} = ${tournaments.id} and ${tournamentEditors.userId} = ${fileOwnerId} and ${tournamentEditors.acceptedAt} is not null))`,
      ),
    )
    .limit(20);
}

/**
 * Events that show the file as their logo and were set up by the file's owner (the event's owner or an accepted
 * editor), like findLogoTournaments: someone else's upload cannot be published through one's own event.
 */
export async function findLogoEvents(db: Db, fileId: string, fileOwnerId: string) {
  return db
    .select({ id: events.id, ownerId: events.ownerId, visibility: sql<string>`${events.general}->>'visibility'` })
    .from(events)
    .where(
      and(
        sql`lower(${events.general}->>'logoFileId') = ${fileId.toLowerCase()}`,
        sql`(${events.ownerId} = ${fileOwnerId} or exists (select 1 from ${eventEditors} where ${eventEditors.eventId} = ${events.id} and ${eventEditors.userId} = ${fileOwnerId} and ${eventEditors.acceptedAt} is not null))`,
      ),
    )
    .limit(20);
}

/**
 * Deletes the owner's file row unless a tournament (or a club) shows it (checked in the same statement); answers the
 * deleted row (null: shown somewhere, unknown, or someone else's).
 */
export async function deleteOwnedFileIfUnused(db: Db, fileId: string, ownerId: string): Promise<FileRow | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .delete(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerId, ownerId),
        sql`not exists (select 1 from ${tournaments} where (${tournaments.general}->>'logoFileId') = ${fileId})`,
        sql`not exists (select 1 from ${events} where lower(${events.general}->>'logoFileId') = ${fileId.toLowerCase()})`,
        sql`not exists (select 1 from ${users} where ${users.clubLogoFileId} = ${fileId})`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes the owner's logos that no tournament or club shows and that were uploaded before `before`; answers them. */
export async function deleteUnusedLogosOf(db: Db, ownerId: string, before: Date): Promise<FileRow[]> {
  return db
    .delete(files)
    .where(
      and(
        eq(files.ownerId, ownerId),
        eq(files.purpose, "logo"),
        lt(files.createdAt, before),
        sql`not exists (select 1 from ${tournaments} where (${tournaments.general}->>'logoFileId') = ${files.id}::text)`,
        // An event's logo (issue 19) is in use as long as the event shows it.
        sql`not exists (select 1 from ${events} where lower(${events.general}->>'logoFileId') = ${files.id}::text)`,
        // A club logo is in use too, however old.
        sql`not exists (select 1 from ${users} where ${users.clubLogoFileId} = ${files.id})`,
      ),
    )
    .returning();
}
