// The photo upload queue and the album's photo order as plain functions over arrays, so the rules (what is
// refused before sending, what a server answer means, where a moved photo lands) are tested without a browser.
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_UPLOAD_BYTES, type StoredFile } from "@kickoff/domain/file-contracts.ts";
import { ApiError } from "../../../lib/api-client.ts";

export type UploadStatus = "queued" | "uploading" | "done" | "failed" | "cancelled";

export type UploadItem = {
  /** Unique per queued file. */
  key: string;
  name: string;
  size: number;
  /** name, size and date: the same file chosen twice is recognised before it is sent. */
  signature: string;
  status: UploadStatus;
  /** 0…100 while uploading. */
  progress: number;
  /** `gallery.upload.errors.*` key for failed files; `gallery.upload.duplicate` notes for done ones. */
  messageKey?: string;
  fileId?: string;
};

/** A photo of the album being edited (what the editor keeps and g/gsave sends). */
export type DraftPhoto = { fileId: string; caption: string; thumbUrl: string; width: number; height: number };

export const MAX_PHOTO_MB = MAX_PHOTO_UPLOAD_BYTES / (1024 * 1024);
export const PHOTO_ACCEPT = [...ACCEPTED_PHOTO_TYPES, "image/heif", ".heic", ".heif"].join(",");
/** Two at a time: a phone on a weak uplink finishes photos one by one instead of all of them at the end. */
export const PARALLEL_UPLOADS = 2;

export const signatureOf = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

/** Refused before sending (the server checks again by the bytes): too large, or plainly not an image. */
export function precheckKey(file: Pick<File, "size" | "type" | "name">): string | null {
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return "gallery.upload.errors.tooLarge";
  if (file.size === 0) return "gallery.upload.errors.unreadable";
  const heic = /\.(heic|heif)$/i.test(file.name);
  if (file.type && !file.type.startsWith("image/") && !heic) return "gallery.upload.errors.unsupported";
  return null;
}

let counter = 0;

/**
 * Adds chosen files to the queue: each gets its own row; a file already queued (and not failed or cancelled) is
 * not queued again; files refused by the pre-check are shown as failed at once.
 */
export function enqueue(queue: readonly UploadItem[], files: readonly File[]): UploadItem[] {
  const next = [...queue];
  for (const file of files) {
    const signature = signatureOf(file);
    const again = next.find((i) => i.signature === signature && i.status !== "failed" && i.status !== "cancelled");
    if (again) continue;
    counter += 1;
    const refused = precheckKey(file);
    next.push({
      key: `u${counter}`,
      name: file.name,
      size: file.size,
      signature,
      status: refused ? "failed" : "queued",
      progress: 0,
      ...(refused ? { messageKey: refused } : {}),
    });
  }
  return next;
}

export const updateItem = (queue: readonly UploadItem[], key: string, change: Partial<UploadItem>): UploadItem[] =>
  queue.map((i) => (i.key === key ? { ...i, ...change } : i));

/** The queued files to start now, keeping at most PARALLEL_UPLOADS running. */
export function nextToStart(queue: readonly UploadItem[], parallel = PARALLEL_UPLOADS): UploadItem[] {
  const running = queue.filter((i) => i.status === "uploading").length;
  return queue.filter((i) => i.status === "queued").slice(0, Math.max(0, parallel - running));
}

/** The message key for a failed photo upload (the server's codes; see POST files/upload). */
export function photoErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return "gallery.upload.errors.failed";
  if (error.status === 401) return "gallery.upload.errors.loginRequired";
  switch (error.code) {
    case "FILE_TOO_LARGE":
      return "gallery.upload.errors.tooLarge";
    case "PHOTO_QUOTA_EXCEEDED":
    case "STORAGE_QUOTA_EXCEEDED":
    case "FILE_QUOTA_EXCEEDED":
      return "gallery.upload.errors.quota";
    case "UNREADABLE_IMAGE":
    case "IMAGE_TRUNCATED":
      return "gallery.upload.errors.unreadable";
    case "UNSUPPORTED_FILE_TYPE":
      return "gallery.upload.errors.unsupported";
    case "RATE_LIMITED":
      return "gallery.upload.errors.rateLimited";
    case "NETWORK_ERROR":
      return "gallery.upload.errors.network";
    default:
      return error.status === 413 ? "gallery.upload.errors.tooLarge" : "gallery.upload.errors.failed";
  }
}

/**
 * A finished upload joins the album's photos at the end, unless the album already has it (the server answers the
 * stored file for the same bytes uploaded again). Answers the photos and whether it was a duplicate.
 */
export function addUploaded(
  photos: readonly DraftPhoto[],
  stored: StoredFile,
): { photos: DraftPhoto[]; known: boolean } {
  if (photos.some((p) => p.fileId === stored.id)) return { photos: [...photos], known: true };
  const photo: DraftPhoto = {
    fileId: stored.id,
    caption: "",
    thumbUrl: stored.thumbUrl ?? `${stored.url}?size=thumb`,
    width: stored.width,
    height: stored.height,
  };
  return { photos: [...photos, photo], known: false };
}

/** Moves one entry from `from` to `to` (both clamped to the list); the others keep their order. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The cover after a photo left the album: kept if it is still there, else none (the server then uses the first). */
export const coverAfter = (photos: readonly DraftPhoto[], cover: string | null) =>
  cover && photos.some((p) => p.fileId === cover) ? cover : null;
