// Galleries: albums of a user's photos. Who sees what: the owner everything; others only published albums
// (public ones, or link-only ones with their key) without the photos a tournament organiser hid; organisers of the
// linked tournament see published albums with the hidden photos marked, and may hide or show them again.
import { randomBytes } from "node:crypto";
import type {
  Album,
  AlbumPhoto,
  AlbumVisibility,
  SaveAlbum,
  TournamentGalleries,
} from "@kickoff/domain/gallery-contracts.ts";
import { MAX_ALBUMS_PER_USER } from "@kickoff/domain/gallery-contracts.ts";
import type { TournamentStatus, Visibility } from "@kickoff/domain/tournament-contracts.ts";
import type { Db } from "../db/client.ts";
import { AppError, conflict, forbidden, notFound } from "../lib/errors.ts";
import { isPubliclyVisible } from "../policies/tournament-policy.ts";
import {
  type AlbumRow,
  countAlbumsOf,
  deleteAlbumRow,
  findAlbum,
  insertAlbum,
  listAlbumsOf,
  listPublicAlbumsOfTournament,
  ownPhotoIds,
  type PhotoRow,
  photosOf,
  replacePhotos,
  setPhotoHidden,
  updateAlbum,
} from "../repositories/galleries.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { findTournament, isEditor, isUuid } from "../repositories/tournaments.ts";
import { photoUrl } from "./files.ts";

/** How the caller sees an album: what is shown and which addresses its photos get. */
type Viewer = "owner" | "organiser" | "public" | "link";

const albumNotFound = () => notFound("ALBUM_NOT_FOUND", "Album not found");
const tournamentNotFound = () => notFound("TOURNAMENT_NOT_FOUND", "Tournament not found");
const fieldError = (field: string, message: string) =>
  new AppError(400, "VALIDATION_FAILED", `${field}: ${message}`, { fields: [{ field, message }] });

/** 128 random bits: a link-only album cannot be found by guessing. */
const newLinkKey = () => randomBytes(16).toString("base64url");

const isPublished = (a: AlbumRow) => a.visibility !== "private" && a.consentConfirmedAt !== null;

function present(album: AlbumRow, rows: PhotoRow[], viewer: Viewer): Album {
  const full = viewer === "owner" || viewer === "organiser";
  const key = viewer === "link" ? album.linkKey : undefined;
  const photos: AlbumPhoto[] = rows
    .filter(
      (p) => p.albumId === album.id && (full || p.hiddenAt === null) && (viewer === "owner" || p.takenDownAt === null),
    )
    .map((p) => ({
      fileId: p.fileId,
      caption: p.caption,
      width: p.width,
      height: p.height,
      url: photoUrl(p.fileId, "display", key),
      thumbUrl: photoUrl(p.fileId, "thumb", key),
      ...(full ? { hidden: p.hiddenAt !== null } : {}),
    }));
  const cover = photos.find((p) => p.fileId === album.coverFileId && !p.hidden) ?? photos.find((p) => !p.hidden);
  return {
    id: album.id,
    ownerId: album.ownerId,
    title: album.title,
    description: album.description,
    tournamentId: album.tournamentId,
    season: album.season,
    visibility: album.visibility as AlbumVisibility,
    ...(viewer === "owner"
      ? {
          linkKey: album.linkKey,
          consent: album.consentConfirmedAt
            ? { confirmedAt: album.consentConfirmedAt.toISOString(), confirmedBy: album.consentConfirmedBy }
            : null,
        }
      : {}),
    coverFileId: cover?.fileId ?? null,
    photos,
    createdAt: album.createdAt.toISOString(),
    updatedAt: album.updatedAt.toISOString(),
  };
}

/** Whether the user organises (owns or edits) the album's linked tournament. */
async function organises(db: Db, album: AlbumRow, user: UserRow | null): Promise<boolean> {
  if (!user || !album.tournamentId) return false;
  const t = await findTournament(db, album.tournamentId);
  if (!t) return false;
  return t.ownerId === user.id || (await isEditor(db, t.id, user.id));
}

/** g/galauser: the owner gets all their albums; anybody else the user's public albums only. */
export async function userGalleries(db: Db, userId: string, viewer: UserRow | null): Promise<{ albums: Album[] }> {
  if (!isUuid(userId)) return { albums: [] };
  const own = viewer?.id === userId;
  const rows = await listAlbumsOf(db, userId, !own);
  const photos = await photosOf(
    db,
    rows.map((a) => a.id),
    !own,
  );
  return { albums: rows.map((a) => present(a, photos, own ? "owner" : "public")) };
}

/** g/galbum: one album as the caller may see it; 404 ALBUM_NOT_FOUND for anything else, like an unknown id. */
export async function getAlbum(db: Db, id: string, key: string | undefined, viewer: UserRow | null): Promise<Album> {
  const album = await findAlbum(db, id);
  if (!album) throw albumNotFound();
  let as: Viewer | null = null;
  if (viewer?.id === album.ownerId) as = "owner";
  else if (isPublished(album) && (await organises(db, album, viewer))) as = "organiser";
  else if (isPublished(album) && album.visibility === "public") as = "public";
  else if (isPublished(album) && album.visibility === "link" && key === album.linkKey) as = "link";
  if (!as) throw albumNotFound();
  return present(album, await photosOf(db, [album.id], as !== "owner" && as !== "organiser"), as);
}

/**
 * g/gsave: creates or replaces one of the caller's albums. Publishing (visibility other than private), widening
 * link-only to public and adding photos to a published album need the owner's consent confirmation (409 CONSENT_REQUIRED without), stored with
 * the date and the confirming user. Making the album private or leaving a photo out takes it down at once.
 */
export async function saveAlbum(db: Db, user: UserRow, input: SaveAlbum): Promise<Album> {
  const existing = input.id ? await findAlbum(db, input.id) : null;
  if (input.id && (!existing || existing.ownerId !== user.id)) throw albumNotFound();
  if (!existing && (await countAlbumsOf(db, user.id)) >= MAX_ALBUMS_PER_USER)
    throw conflict("ALBUM_QUOTA_EXCEEDED", `an account may keep at most ${MAX_ALBUMS_PER_USER} albums`);

  const ids = input.photos.map((p) => p.fileId);
  const own = await ownPhotoIds(db, user.id, ids);
  const seen = new Set<string>();
  input.photos.forEach((p, i) => {
    if (!own.has(p.fileId)) throw fieldError(`photos.${i}.fileId`, "is not one of your uploaded photos");
    if (seen.has(p.fileId)) throw fieldError(`photos.${i}.fileId`, "is in the album twice");
    seen.add(p.fileId);
  });
  if (input.coverFileId && !seen.has(input.coverFileId))
    throw fieldError("coverFileId", "must be one of the album's photos");

  if (input.tournamentId && input.tournamentId !== existing?.tournamentId) {
    const t = await findTournament(db, input.tournamentId);
    const visible =
      t &&
      (isPubliclyVisible({
        status: t.status as TournamentStatus,
        visibility: t.visibility as Visibility,
        takenDown: t.takenDownAt !== null,
      }) ||
        t.ownerId === user.id ||
        (await isEditor(db, t.id, user.id)));
    if (!visible) throw tournamentNotFound();
  }

  const publish = input.visibility !== "private";
  if (publish && !input.consentConfirmed) {
    const before = existing
      ? new Set((await photosOf(db, [existing.id], false)).map((p) => p.fileId))
      : new Set<string>();
    const added = ids.some((id) => !before.has(id));
    // Link-only to public widens the audience: that asks again too.
    const widened = existing?.visibility === "link" && input.visibility === "public";
    if (!existing || !isPublished(existing) || added || widened)
      throw conflict(
        "CONSENT_REQUIRED",
        "consentConfirmed: confirm that you hold the consent of the people shown (for minors: their parents) " +
          "before publishing these photos",
      );
  }

  const values = {
    title: input.title,
    description: input.description,
    tournamentId: input.tournamentId,
    season: input.season,
    visibility: input.visibility,
    coverFileId: input.coverFileId,
    ...(input.consentConfirmed ? { consentConfirmedAt: new Date(), consentConfirmedBy: user.id } : {}),
    ...(input.renewLinkKey ? { linkKey: newLinkKey() } : {}),
  };
  const albumId = await db.transaction(async (tx) => {
    const id = existing
      ? existing.id
      : (await insertAlbum(tx, { ownerId: user.id, linkKey: newLinkKey(), ...values })).id;
    if (existing) await updateAlbum(tx, id, values);
    await replacePhotos(tx, id, input.photos);
    return id;
  });
  const saved = await findAlbum(db, albumId);
  if (!saved) throw albumNotFound();
  return present(saved, await photosOf(db, [albumId], false), "owner");
}

/** g/gdelete: the owner deletes an album (the photos stay among their files; files/delete removes them). */
export async function deleteAlbum(db: Db, user: UserRow, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteAlbumRow(db, id, user.id))) throw albumNotFound();
}

/**
 * g/ghide: an organiser (owner or editor) of the tournament a published album is linked to hides a photo from the
 * tournament's page (and from everybody but the album's owner and the organisers), or shows it again.
 */
export async function hidePhoto(
  db: Db,
  user: UserRow,
  input: { albumId: string; fileId: string; hidden: boolean },
): Promise<Album> {
  const album = await findAlbum(db, input.albumId);
  if (!album || !isPublished(album)) throw albumNotFound();
  if (!(await organises(db, album, user))) {
    if (album.visibility === "public")
      throw forbidden("Only the organisers of the album's tournament may hide its photos");
    throw albumNotFound();
  }
  if (!(await setPhotoHidden(db, album.id, input.fileId, input.hidden ? user.id : null)))
    throw notFound("PHOTO_NOT_IN_ALBUM", "fileId: the photo is not in this album");
  return present(album, await photosOf(db, [album.id], false), "organiser");
}

/** auth/tment/galleries/{id}: the public albums of a publicly visible tournament, for a link from its page. */
export async function tournamentGalleries(db: Db, tournamentId: string): Promise<TournamentGalleries> {
  const t = isUuid(tournamentId) ? await findTournament(db, tournamentId.toLowerCase()) : null;
  if (
    !t ||
    !isPubliclyVisible({
      status: t.status as TournamentStatus,
      visibility: t.visibility as Visibility,
      takenDown: t.takenDownAt !== null,
    })
  )
    throw tournamentNotFound();
  const rows = await listPublicAlbumsOfTournament(db, t.id);
  const photos = await photosOf(
    db,
    rows.map((a) => a.id),
    true,
  );
  return {
    albums: rows.map((a) => {
      const view = present(a, photos, "public");
      const cover = view.photos.find((p) => p.fileId === view.coverFileId);
      return { id: a.id, title: a.title, photoCount: view.photos.length, coverThumbUrl: cover?.thumbUrl ?? null };
    }),
  };
}
