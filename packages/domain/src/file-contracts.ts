// Zod contracts of the files calls (files/*) and the schedule exports (spielplan/*), shared by the server and
// the SPA. Uploads are multipart; their limits live here so the form can refuse a file before sending it.
import { z } from "zod";
import { ACCOUNT_LANGUAGES } from "./account-contracts.ts";

/** What an upload is for; the purpose decides its size on disk and who may read it. */
export const FILE_PURPOSES = ["logo"] as const;
export const FilePurposeSchema = z.enum(FILE_PURPOSES);
export type FilePurpose = z.infer<typeof FilePurposeSchema>;

/** Largest accepted upload (bytes): bigger files are refused with 413 FILE_TOO_LARGE. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Logos are scaled down to fit this many pixels in width and height (never up). */
export const LOGO_MAX_DIMENSION = 1024;

/** Image formats an upload may have (decided from the file's first bytes, never its name). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Formats the server stores after re-encoding: PNG keeps transparency, JPEG everything else. */
export const StoredContentTypeSchema = z.enum(["image/png", "image/jpeg"]);

/** Query of POST files/upload. */
export const UploadQuerySchema = z.object({ purpose: FilePurposeSchema.default("logo") });

/** Answer of POST files/upload: the stored file. */
export const StoredFileSchema = z
  .object({
    id: z.uuid(),
    /** Where to fetch it: GET files/{id}. */
    url: z.string(),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    contentType: StoredContentTypeSchema,
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
