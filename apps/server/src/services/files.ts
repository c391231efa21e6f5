// Files: upload (re-encode and store), read (authorized by the file's owner and the tournaments showing it),
// delete by the owner, and removal of everything a deleted account stored.
import { createHash, randomUUID } from "node:crypto";
import {
  type FilePurpose,
  MAX_PHOTOS_PER_USER,
  MAX_STORED_BYTES_PER_USER,
  PHOTO_DISPLAY_MAX,
  PHOTO_THUMB_MAX,
  type PhotoSize,
  type StoredFile,
} from "@kickoff/domain/file-contracts.ts";
import type { TournamentStatus, Visibility } from "@kickoff/domain/tournament-contracts.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { type FileStore, processLogo, processPhoto } from "../lib/files.ts";
import {
  canDeleteFile,
  type EventLogoUse,
  fileReadAccess,
  type LogoUse,
  photoReadAccess,
} from "../policies/file-policy.ts";
import { isEventEditor } from "../repositories/events.ts";
import {
  countFilesOf,
  deleteOwnedFile,
  deleteOwnedFileIfUnused,
  deleteUnusedLogosOf,
  type FileRow,
  findFile,
  findLogoEvents,
  findLogoTournaments,
  findPhotoByHash,
  findPhotoUses,
  insertFile,
  listStorageKeysOf,
  storedBytesOf,
} from "../repositories/files.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { isEditor } from "../repositories/tournaments.ts";
import { RateLimiter } from "./rate-limiter.ts";

/** Uploads per user and hour (kept in PostgreSQL, so it holds across server processes). */
export const UPLOADS_PER_HOUR = 30;
/** Photo uploads per user and hour (a gallery takes many at once; counted apart from logos). */
export const PHOTO_UPLOADS_PER_HOUR = 150;
/** Logos one account may keep; deleting old ones makes room. */
export const MAX_FILES_PER_USER = 200;
/**
 * An uploaded logo no tournament shows is kept this long (a wizard draft may hold it unsaved for days),
 * then removed at the owner's next upload.
 */
export const UNUSED_LOGO_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export const fileNotFound = () => new AppError(404, "FILE_NOT_FOUND", "File not found");

export const fileUrl = (id: string) => `/api/v1/files/${id}`;

/** A photo's address in one size, with the key of a link-only album where the reader needs it. */
export const photoUrl = (id: string, size: PhotoSize, key?: string) =>
  `${fileUrl(id)}?size=${size}${key ? `&key=${encodeURIComponent(key)}` : ""}`;

export function presentFile(row: FileRow, duplicate?: boolean): StoredFile {
  const photo = row.purpose === "photo";
  return {
    id: row.id,
    url: photo ? photoUrl(row.id, "display") : fileUrl(row.id),
    width: row.width,
    height: row.height,
    contentType: row.contentType as StoredFile["contentType"],
    purpose: row.purpose as FilePurpose,
    ...(photo ? { thumbUrl: photoUrl(row.id, "thumb"), duplicate: duplicate === true } : {}),
  };
}

const quotaError = (code: "PHOTO_QUOTA_EXCEEDED" | "STORAGE_QUOTA_EXCEEDED", message: string) =>
  new AppError(413, code, `file: ${message}`, { fields: [{ field: "file", message }] });

const photoCountFull = () =>
  quotaError("PHOTO_QUOTA_EXCEEDED", `an account may keep at most ${MAX_PHOTOS_PER_USER} photos; delete some first`);
const storageFull = () =>
  quotaError(
    "STORAGE_QUOTA_EXCEEDED",
    `an account may store at most ${MAX_STORED_BYTES_PER_USER / 1024 / 1024} MB of files; delete some first`,
  );

/**
 * Throws 429 once the user uploaded more than UPLOADS_PER_HOUR files in the current hour, 409 at the file
 * quota, after removing the user's logos that no tournament has shown for the grace period.
 */
export async function assertUploadAllowed(
  db: Db,
  store: FileStore,
  user: UserRow,
  purpose: FilePurpose = "logo",
  now = new Date(),
): Promise<void> {
  if (purpose === "photo") {
    await new RateLimiter(db).consume(`upload-photo:${user.id}`, PHOTO_UPLOADS_PER_HOUR, 60 * 60 * 1000);
    if ((await countFilesOf(db, user.id, "photo")) >= MAX_PHOTOS_PER_USER) throw photoCountFull();
    if ((await storedBytesOf(db, user.id)) >= MAX_STORED_BYTES_PER_USER) throw storageFull();
    return;
  }
  await new RateLimiter(db).consume(`upload:${user.id}`, UPLOADS_PER_HOUR, 60 * 60 * 1000);
  const stale = await deleteUnusedLogosOf(db, user.id, new Date(now.getTime() - UNUSED_LOGO_GRACE_MS));
  for (const file of stale) await store.remove(file.storageKey);
  if ((await countFilesOf(db, user.id)) >= MAX_FILES_PER_USER)
    throw new AppError(
      409,
      "FILE_QUOTA_EXCEEDED",
      `file: an account may keep at most ${MAX_FILES_PER_USER} files; delete some first`,
    );
}

/**
 * A photo: the same bytes uploaded before by this user answer that file (nothing stored again); otherwise it is
 * re-encoded into two sizes, checked against the storage quota, stored, then recorded (the bytes go again if
 * recording fails, also when a parallel upload of the same bytes won).
 */
export async function uploadPhoto(
  db: Db,
  store: FileStore,
  user: UserRow,
  input: Buffer,
): Promise<{ row: FileRow; duplicate: boolean }> {
  const contentHash = createHash("sha256").update(input).digest("hex");
  const known = await findPhotoByHash(db, user.id, contentHash);
  if (known) return { row: known, duplicate: true };
  const photo = await processPhoto(input, PHOTO_DISPLAY_MAX, PHOTO_THUMB_MAX);
  const size = photo.display.data.length + photo.thumb.data.length;
  if ((await storedBytesOf(db, user.id)) + size > MAX_STORED_BYTES_PER_USER) throw storageFull();
  const id = randomUUID();
  const thumbKey = randomUUID();
  await store.put(id, photo.display.data);
  await store.put(thumbKey, photo.thumb.data);
  try {
    const row = await insertFile(db, {
      id,
      ownerId: user.id,
      purpose: "photo",
      contentType: "image/webp",
      width: photo.display.width,
      height: photo.display.height,
      sizeBytes: size,
      storageKey: id,
      contentHash,
      thumbKey,
      thumbWidth: photo.thumb.width,
      thumbHeight: photo.thumb.height,
    });
    return { row, duplicate: false };
  } catch (err) {
    await store.remove(id);
    await store.remove(thumbKey);
    const winner = await findPhotoByHash(db, user.id, contentHash);
    if (winner) return { row: winner, duplicate: true };
    throw err;
  }
}

/** Re-encodes the upload, stores its bytes, then records it; the bytes go again if recording fails. */
export async function uploadFile(
  db: Db,
  store: FileStore,
  user: UserRow,
  purpose: FilePurpose,
  input: Buffer,
): Promise<FileRow> {
  const image = await processLogo(input);
  const id = randomUUID();
  await store.put(id, image.data);
  try {
    return await insertFile(db, {
      id,
      ownerId: user.id,
      purpose,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      sizeBytes: image.data.length,
      storageKey: id,
    });
  } catch (err) {
    await store.remove(id);
    throw err;
  }
}

async function logoUses(db: Db, file: FileRow, user: UserRow | null): Promise<LogoUse[]> {
  if (file.purpose !== "logo") return [];
  const rows = await findLogoTournaments(db, file.id, file.ownerId);
  return Promise.all(
    rows.map(async (t) => ({
      tournament: {
        id: t.id,
        ownerId: t.ownerId,
        status: t.status as TournamentStatus,
        visibility: t.visibility as Visibility,
        takenDown: t.takenDownAt !== null,
      },
      actor: { user, isEditor: user ? await isEditor(db, t.id, user.id) : false },
    })),
  );
}

/** Events showing the logo (set up by its owner), with whether the caller runs each one. */
async function eventLogoUses(db: Db, file: FileRow, user: UserRow | null): Promise<EventLogoUse[]> {
  if (file.purpose !== "logo") return [];
  const rows = await findLogoEvents(db, file.id, file.ownerId);
  return Promise.all(
    rows.map(async (e) => ({
      visibility: e.visibility,
      organiser: user ? e.ownerId === user.id || (await isEventEditor(db, e.id, user.id)) : false,
    })),
  );
}

/** The file's row with how it may be served, or 404 FILE_NOT_FOUND for unknown ids and files the caller may not see. */
export async function authorizeFileRead(db: Db, id: string, currentUser: () => Promise<UserRow | null>, key?: string) {
  const file = await findFile(db, id);
  if (!file) throw fileNotFound();
  const user = await currentUser();
  const access =
    file.purpose === "photo"
      ? photoReadAccess(file, user?.id ?? null, await findPhotoUses(db, file.id), key)
      : fileReadAccess(file, user?.id ?? null, await logoUses(db, file, user), await eventLogoUses(db, file, user));
  if (!access) throw fileNotFound();
  return { file, access };
}

/** Deletes the owner's file (row, then bytes); 404 for unknown ids and others' files alike. */
export async function deleteFile(db: Db, store: FileStore, user: UserRow, id: string): Promise<void> {
  const file = await findFile(db, id);
  if (!file || !canDeleteFile(file, user.id)) throw fileNotFound();
  // Album entries go with the row (ON DELETE CASCADE): a deleted photo leaves every album at once.
  const deleted = await deleteOwnedFile(db, id, user.id);
  if (!deleted) throw fileNotFound();
  await store.remove(deleted.storageKey);
  if (deleted.thumbKey) await store.remove(deleted.thumbKey);
}

/**
 * A tournament may show as its logo only the caller's own upload (or keep the logo it already shows): anyone
 * could otherwise put a known file id into their tournament and, with its owner added as an editor, publish
 * someone else's file. 400 VALIDATION_FAILED naming the field (`field`: its path in the request body).
 */
export async function assertOwnLogo(db: Db, user: UserRow | null, fileId: string, field: string): Promise<void> {
  const file = await findFile(db, fileId);
  if (file && user && file.ownerId === user.id && file.purpose === "logo") return;
  const problem = "is not one of your uploaded logos (upload it again)";
  throw new AppError(400, "VALIDATION_FAILED", `${field}: ${problem}`, { fields: [{ field, message: problem }] });
}

/**
 * Called after the user made a tournament stop showing a logo (replaced, removed, tournament deleted): the
 * file goes (row, then bytes) if it is the user's own upload and no other tournament shows it. Someone
 * else's file stays (anyone can put a known file id into their tournament; that must not delete it);
 * the upload sweep removes it later.
 */
export async function releaseLogo(
  db: Db,
  store: FileStore,
  user: UserRow,
  fileId: string | null | undefined,
): Promise<void> {
  if (!fileId) return;
  const deleted = await deleteOwnedFileIfUnused(db, fileId, user.id);
  if (deleted) await store.remove(deleted.storageKey);
}

/** Removes the bytes of every file of an account that is being deleted (its rows go with the user row). */
export async function removeStoredFilesOf(db: Db, store: FileStore, userId: string): Promise<void> {
  for (const key of await listStorageKeysOf(db, userId)) await store.remove(key);
}
