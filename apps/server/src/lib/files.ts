// Stored files: one storage interface (local directory by default, an object store can replace it) and the
// image pipeline that turns an untrusted upload into a clean, re-encoded image.
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { LOGO_MAX_DIMENSION } from "@kickoff/domain/file-contracts.ts";
import sharp from "sharp";
import type { Config } from "../config.ts";
import { AppError } from "./errors.ts";

/** Where file bytes live. Keys are opaque ids chosen by the caller; values never change once written. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes as a stream with their size, or null when nothing is stored under the key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The bytes at once (for embedding in PDFs), or null. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the bytes; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}$/;

/** Files in a directory, two hex characters of fan-out so no directory grows too large. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are uuids: nothing a client sends can walk out of the directory.
    if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file, even if the process dies mid-write.
    const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temp, data, { mode: 0o640 });
    await rename(temp, target);
  }

  async open(key: string) {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

const stores = new Map<string, FileStore>();

/** The configured store: DATA_DIR/files (one instance per directory). */
export function fileStoreFor(config: Pick<Config, "dataDir">): FileStore {
  const root = path.join(config.dataDir, "files");
  let store = stores.get(root);
  if (!store) {
    store = new LocalFileStore(root);
    stores.set(root, store);
  }
  return store;
}

export type SniffedType = "image/jpeg" | "image/png" | "image/webp";

/** The image type from the file's first bytes (magic numbers); null for anything else. */
export function sniffImageType(head: Buffer): SniffedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (head.length >= 12 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  return null;
}

export type ProcessedImage = { data: Buffer; contentType: "image/png" | "image/jpeg"; width: number; height: number };

// A decompression bomb (a tiny file that decodes to gigapixels) is refused before it is decoded.
const MAX_INPUT_PIXELS = 40_000_000;

export const unsupportedType = () =>
  new AppError(415, "UNSUPPORTED_FILE_TYPE", "file: only JPEG, PNG and WebP images are accepted", {
    fields: [{ field: "file", message: "only JPEG, PNG and WebP images are accepted" }],
  });

/**
 * Re-encodes an uploaded logo: the type is checked by its bytes, the image is turned upright by its EXIF
 * orientation, scaled to fit LOGO_MAX_DIMENSION, and written fresh, so no metadata (EXIF, GPS, ICC
 * comments) and nothing hidden after the image data survives. Transparent images become PNG, others JPEG.
 */
export async function processLogo(input: Buffer): Promise<ProcessedImage> {
  if (!sniffImageType(input)) throw unsupportedType();
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    const pipeline = image
      .rotate()
      .resize(LOGO_MAX_DIMENSION, LOGO_MAX_DIMENSION, { fit: "inside", withoutEnlargement: true });
    const transparent = meta.hasAlpha === true;
    const { data, info } = transparent
      ? await pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer({ resolveWithObject: true })
      : await pipeline
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
    return { data, contentType: transparent ? "image/png" : "image/jpeg", width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The bytes claimed to be an image but do not decode as one (truncated, corrupt, too many pixels).
    throw new AppError(415, "UNREADABLE_IMAGE", "file: the image could not be read", {
      fields: [{ field: "file", message: "the image could not be read" }],
    });
  }
}

export type SniffedPhotoType = SniffedType | "image/heic" | "image/avif";

// ISO base media brands of HEIF stills: HEVC-coded (iPhone HEIC), generic HEIF and AV1-coded (AVIF).
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** A photo's type from its first bytes: JPEG, PNG, WebP, HEIC/HEIF or AVIF; null for anything else. */
export function sniffPhotoType(head: Buffer): SniffedPhotoType | null {
  const plain = sniffImageType(head);
  if (plain) return plain;
  if (head.length < 12 || head.toString("latin1", 4, 8) !== "ftyp") return null;
  const brand = head.toString("latin1", 8, 12);
  if (AVIF_BRANDS.has(brand)) return "image/avif";
  if (HEIF_BRANDS.has(brand)) return "image/heic";
  return null;
}

export type ProcessedPhoto = {
  display: { data: Buffer; width: number; height: number };
  thumb: { data: Buffer; width: number; height: number };
};

// Photos may be larger than logos (a 50-megapixel phone camera), still far below a decompression bomb.
const MAX_PHOTO_PIXELS = 60_000_000;

export const unsupportedPhotoType = () =>
  new AppError(415, "UNSUPPORTED_FILE_TYPE", "file: only JPEG, PNG, WebP and HEIC/AVIF photos are accepted", {
    fields: [{ field: "file", message: "only JPEG, PNG, WebP and HEIC/AVIF photos are accepted" }],
  });

/**
 * Re-encodes an uploaded photo into the display size and the thumbnail, both WebP (every browser the product
 * supports shows WebP, so no JPEG copy is kept). The type is checked by the bytes; the photo is turned upright by
 * its EXIF orientation and written fresh, so no metadata (EXIF, GPS, XMP, comments) survives. The thumbnail is
 * made from the display size, so the large original is decoded once. A photo cut off in the middle answers 400
 * IMAGE_TRUNCATED, other undecodable bytes 400 UNREADABLE_IMAGE (both name the field; nothing is stored).
 */
export async function processPhoto(input: Buffer, displayMax: number, thumbMax: number): Promise<ProcessedPhoto> {
  const type = sniffPhotoType(input);
  if (!type) throw unsupportedPhotoType();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "truncated" })
      .rotate()
      .resize(displayMax, displayMax, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82, effort: 1 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data)
      .resize(thumbMax, thumbMax, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    return {
      display: { data, width: info.width, height: info.height },
      thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
    };
  } catch (err) {
    const message = String((err as Error)?.message ?? "");
    const truncated = /premature end|truncated|unexpected end|out of data|short read/i.test(message);
    const text =
      type === "image/heic" && !truncated
        ? "this HEIC photo could not be read (export it as JPEG)"
        : truncated
          ? "the photo is incomplete (cut off during the upload)"
          : "the photo could not be read";
    throw new AppError(400, truncated ? "IMAGE_TRUNCATED" : "UNREADABLE_IMAGE", `file: ${text}`, {
      fields: [{ field: "file", message: text }],
    });
  }
}
