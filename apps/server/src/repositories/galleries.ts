// Drizzle queries of the galleries area (albums and their photos); each takes the database or a transaction.
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { albumPhotos, albums, files } from "../db/schema.ts";
import { isUuid } from "./tournaments.ts";

export type AlbumRow = typeof albums.$inferSelect;
export type NewAlbumRow = typeof albums.$inferInsert;

export async function findAlbum(db: Db, id: string): Promise<AlbumRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(albums).where(eq(albums.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The owner's albums, newest first; `publicOnly` leaves out private and link-only ones. */
export async function listAlbumsOf(db: Db, ownerId: string, publicOnly: boolean): Promise<AlbumRow[]> {
  const where = publicOnly
    ? and(eq(albums.ownerId, ownerId), eq(albums.visibility, "public"), sql`${albums.consentConfirmedAt} is not null`)
    : eq(albums.ownerId, ownerId);
  return db.select().from(albums).where(where).orderBy(desc(albums.createdAt)).limit(500);
}

export async function countAlbumsOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(albums).where(eq(albums.ownerId, ownerId));
  return row?.n ?? 0;
}

/** Public albums linked to a tournament (link-only ones are never listed). */
export async function listPublicAlbumsOfTournament(db: Db, tournamentId: string): Promise<AlbumRow[]> {
  return db
    .select()
    .from(albums)
    .where(
      and(
        eq(albums.tournamentId, tournamentId),
        eq(albums.visibility, "public"),
        sql`${albums.consentConfirmedAt} is not null`,
      ),
    )
    .orderBy(desc(albums.createdAt))
    .limit(200);
}

export type PhotoRow = {
  albumId: string;
  fileId: string;
  position: number;
  caption: string;
  hiddenAt: Date | null;
  /** Taken down by an operator (services/reports.ts): shown to the album's owner only. */
  takenDownAt: Date | null;
  width: number;
  height: number;
};

/** The photos of these albums in order; `visibleOnly` leaves out the ones an organiser hid. */
export async function photosOf(db: Db, albumIds: string[], visibleOnly: boolean): Promise<PhotoRow[]> {
  if (albumIds.length === 0) return [];
  const where = visibleOnly
    ? and(inArray(albumPhotos.albumId, albumIds), isNull(albumPhotos.hiddenAt), isNull(files.takenDownAt))
    : inArray(albumPhotos.albumId, albumIds);
  return db
    .select({
      albumId: albumPhotos.albumId,
      fileId: albumPhotos.fileId,
      position: albumPhotos.position,
      caption: albumPhotos.caption,
      hiddenAt: albumPhotos.hiddenAt,
      takenDownAt: files.takenDownAt,
      width: files.width,
      height: files.height,
    })
    .from(albumPhotos)
    .innerJoin(files, eq(files.id, albumPhotos.fileId))
    .where(where)
    .orderBy(asc(albumPhotos.albumId), asc(albumPhotos.position));
}

/** Which of these file ids are the owner's photos. */
export async function ownPhotoIds(db: Db, ownerId: string, fileIds: string[]): Promise<Set<string>> {
  const ids = fileIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.purpose, "photo"), inArray(files.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertAlbum(db: Db, values: NewAlbumRow): Promise<AlbumRow> {
  const [row] = await db.insert(albums).values(values).returning();
  return row as AlbumRow;
}

export async function updateAlbum(db: Db, id: string, values: Partial<NewAlbumRow>): Promise<void> {
  await db
    .update(albums)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(albums.id, id));
}

/**
 * Replaces the album's photo list (order = array order), keeping an organiser's hide mark of photos that stay.
 */
export async function replacePhotos(
  db: Db,
  albumId: string,
  photos: ReadonlyArray<{ fileId: string; caption: string }>,
): Promise<void> {
  const before = await db
    .select({ fileId: albumPhotos.fileId, hiddenAt: albumPhotos.hiddenAt, hiddenBy: albumPhotos.hiddenBy })
    .from(albumPhotos)
    .where(eq(albumPhotos.albumId, albumId));
  const hidden = new Map(before.map((p) => [p.fileId, p]));
  await db.delete(albumPhotos).where(eq(albumPhotos.albumId, albumId));
  if (photos.length === 0) return;
  await db.insert(albumPhotos).values(
    photos.map((p, position) => ({
      albumId,
      fileId: p.fileId,
      position,
      caption: p.caption,
      hiddenAt: hidden.get(p.fileId)?.hiddenAt ?? null,
      hiddenBy: hidden.get(p.fileId)?.hiddenBy ?? null,
    })),
  );
}

export async function deleteAlbumRow(db: Db, id: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .delete(albums)
    .where(and(eq(albums.id, id), eq(albums.ownerId, ownerId)))
    .returning({ id: albums.id });
  return rows.length > 0;
}

/** Sets or clears an organiser's hide mark; false when the photo is not in the album. */
export async function setPhotoHidden(
  db: Db,
  albumId: string,
  fileId: string,
  hiddenBy: string | null,
): Promise<boolean> {
  if (!isUuid(fileId)) return false;
  const rows = await db
    .update(albumPhotos)
    .set(hiddenBy ? { hiddenAt: new Date(), hiddenBy } : { hiddenAt: null, hiddenBy: null })
    .where(and(eq(albumPhotos.albumId, albumId), eq(albumPhotos.fileId, fileId)))
    .returning({ id: albumPhotos.fileId });
  return rows.length > 0;
}
