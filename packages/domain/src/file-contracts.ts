// Zod contracts of the files calls (files/*) and the schedule exports (spielplan/*), shared by the server and
// the SPA. Uploads are multipart; their limits live here so the form can refuse a file before sending it.
import { z } from "zod";
import { ACCOUNT_LANGUAGES } from "./account-contracts.ts";

/** What an upload is for; the purpose decides its size on disk and who may read it. */
export const FILE_PURPOSES = ["logo", "photo"] as const;
export const FilePurposeSchema = z.enum(FILE_PURPOSES);
export type FilePurpose = z.infer<typeof FilePurposeSchema>;

/** Largest accepted logo upload (bytes): bigger files are refused with 413 FILE_TOO_LARGE. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Largest accepted photo upload (bytes): phone photos are larger than logos (413 FILE_TOO_LARGE). */
export const MAX_PHOTO_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Photos are stored in two sizes (never scaled up): longest side of the display size and of the thumbnail. */
export const PHOTO_DISPLAY_MAX = 2048;
export const PHOTO_THUMB_MAX = 480;

/** Per-account photo quota: how many photos and how many stored bytes (all files) one account may keep. */
export const MAX_PHOTOS_PER_USER = 1000;
export const MAX_STORED_BYTES_PER_USER = 1024 * 1024 * 1024;

/** Which stored size of a photo GET files/{id} answers (logos have one size and ignore it). */
export const PhotoSizeSchema = z.enum(["display", "thumb"]);
export type PhotoSize = z.infer<typeof PhotoSizeSchema>;

/** Logos are scaled down to fit this many pixels in width and height (never up). */
export const LOGO_MAX_DIMENSION = 1024;

/** Image formats an upload may have (decided from the file's first bytes, never its name). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Photos may also be HEIC/HEIF or AVIF (where the server's image library decodes them). */
export const ACCEPTED_PHOTO_TYPES = [...ACCEPTED_IMAGE_TYPES, "image/heic", "image/avif"] as const;

/** Formats the server stores after re-encoding: logos PNG (transparent) or JPEG, photos WebP. */
export const StoredContentTypeSchema = z.enum(["image/png", "image/jpeg", "image/webp"]);

/** Query of POST files/upload: `logo` when neither it nor a multipart field `purpose` (sent before the file) says. */
export const UploadQuerySchema = z.object({ purpose: FilePurposeSchema.optional() });

/** Query of GET files/{id}: the photo size, and the key of a link-only album that shows the photo. */
export const FileReadQuerySchema = z.object({
  size: PhotoSizeSchema.default("display"),
  key: z.string().max(100).optional(),
});

/** Answer of POST files/upload: the stored file. */
export const StoredFileSchema = z
  .object({
    id: z.uuid(),
    /** Where to fetch it: GET files/{id}. */
    url: z.string(),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    contentType: StoredContentTypeSchema,
    purpose: FilePurposeSchema.optional(),
    /** Photos: the thumbnail's URL (GET files/{id}?size=thumb). */
    thumbUrl: z.string().optional(),
    /** Photos: true when the same bytes were uploaded before and that file is answered (nothing stored again). */
    duplicate: z.boolean().optional(),
  })
  .meta({ id: "StoredFile" });
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** POST files/delete. */
export const DeleteFileSchema = z.object({ id: z.string().trim().min(1).max(100) });
export type DeleteFile = z.infer<typeof DeleteFileSchema>;

/** The languages a PDF can be printed in. */
export const ExportLanguageSchema = z.enum(ACCOUNT_LANGUAGES);

/** POST spielplan/spielplan and spielplan/pdfqrcode: which tournament, in which language. */
export const ScheduleExportSchema = z.object({
  tmentid: z.string().trim().min(1).max(100),
  lang: ExportLanguageSchema.default("en"),
});
export type ScheduleExport = z.infer<typeof ScheduleExportSchema>;
