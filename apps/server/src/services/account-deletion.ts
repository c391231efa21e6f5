import type { Db } from "../db/client.ts";
import type { FileStore } from "../lib/files.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { deleteUserRow } from "../repositories/users.ts";
import { removeStoredFilesOf } from "./files.ts";

/**
 * Deletes an account and, as the privacy page promises, everything it owns. The user row is the
 * root: sessions, one-time tokens, venues and club contact reference it with ON DELETE CASCADE,
 * and so must every later table holding a user's data (tournaments, galleries, files, messages):
 * give its user foreign key `onDelete: "cascade"` and this deletion covers it with no change here.
 * Data that must outlive the user (e.g. a message in someone else's inbox) should instead use
 * `onDelete: "set null"` and show the author as "deleted user". Stored files on disk are not rows:
 * the files area must remove them here (its own hook) before the row goes, both sizes of a photo included;
 * albums and their photo entries then cascade with the user (and with the files).
 */
export async function deleteAccount(db: Db, user: UserRow, files?: FileStore): Promise<void> {
  if (files) await removeStoredFilesOf(db, files, user.id);
  await deleteUserRow(db, user.id);
}
