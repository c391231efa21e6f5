import multipart from "@fastify/multipart";
import {
  DeleteFileSchema,
  type FilePurpose,
  FilePurposeSchema,
  FileReadQuerySchema,
  LOGO_MAX_DIMENSION,
  MAX_PHOTO_UPLOAD_BYTES,
  MAX_PHOTOS_PER_USER,
  MAX_STORED_BYTES_PER_USER,
  MAX_UPLOAD_BYTES,
  PHOTO_DISPLAY_MAX,
  PHOTO_THUMB_MAX,
  StoredFileSchema,
  UploadQuerySchema,
} from "@kickoff/domain/file-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { matchesEtag } from "../lib/public-cache.ts";
import { authenticate, sessionUser } from "../plugins/session.ts";
import {
  assertUploadAllowed,
  authorizeFileRead,
  deleteFile,
  MAX_FILES_PER_USER,
  PHOTO_UPLOADS_PER_HOUR,
  presentFile,
  UPLOADS_PER_HOUR,
  uploadFile,
  uploadPhoto,
} from "../services/files.ts";

const tag = "files";
const MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const PHOTO_MB = MAX_PHOTO_UPLOAD_BYTES / (1024 * 1024);

const READ_RULES =
  "Access: a logo shown by a public or unlisted tournament (not a draft) is public, served with " +
  "`Cache-Control: public, max-age=31536000, immutable`. Otherwise only the file's owner and whoever may see a " +
  "tournament showing it (its owner and editors) may read it (`private, no-cache`: revalidated with the ETag on " +
  "every use, so access ends with logout or removal); everybody else gets 404 FILE_NOT_FOUND, exactly like an " +
  "unknown id. Only tournaments set up by the file's owner (as owner or editor) count, and a tournament takes as a " +
  "new logo only the caller's own upload, so nobody can publish someone else's file. Files never change (a new " +
  "logo is a new file), hence `immutable` for public ones and the id as ETag.\n\n" +
  "Photos (`size` = display, the default, or thumb): public when a public album shows them (its owner confirmed " +
  "consent, no organiser hid them), served `public, max-age=300` so a take-down reaches every cache within five " +
  "minutes (the API answers 404 at once). Otherwise `private, no-cache` for the owner, for callers sending the " +
  "`key` of a link-only album showing them, and for the organisers of a tournament such an album is linked to; " +
  "everybody else 404 FILE_NOT_FOUND.";

const tooLarge = (mb = MB) =>
  new AppError(413, "FILE_TOO_LARGE", `file: the image must not be larger than ${mb} MB`, {
    fields: [{ field: "file", message: `must not be larger than ${mb} MB` }],
  });

// One file per request, capped while streaming (the file size per purpose).
const LIMITS = { files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 };

const badPurpose = () =>
  new AppError(400, "VALIDATION_FAILED", "purpose: must be logo or photo", {
    fields: [{ field: "purpose", message: "must be logo or photo" }],
  });

const fileMissing = () =>
  new AppError(400, "FILE_MISSING", "file: send the image as multipart/form-data in a field named file", {
    fields: [{ field: "file", message: "is required (multipart/form-data)" }],
  });

const multipartInvalid = () =>
  new AppError(400, "MULTIPART_INVALID", "file: the body is no complete multipart/form-data message", {
    fields: [{ field: "file", message: "is no complete multipart/form-data message" }],
  });

/** Uploaded files: logos and gallery photos (spec §7 Files). */
export async function fileRoutes(app: FastifyInstance, { config, database }: { config: Config; database: Database }) {
  // Multipart parsing only for this plugin's routes; one file per request, capped while streaming.
  await app.register(multipart, {
    limits: { ...LIMITS, fileSize: MAX_PHOTO_UPLOAD_BYTES },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const store = fileStoreFor(config);
  const security = [{ session: [] }];

  r.post(
    "/api/v1/files/upload",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Upload an image (multipart)",
        description:
          "Logged-in users only (401). `multipart/form-data` with one file in the field `file` (400 FILE_MISSING " +
          `without). At most ${MB} MB (413 FILE_TOO_LARGE). The type is decided by the file's first bytes, never ` +
          "by its name or declared type: JPEG, PNG and WebP are accepted, anything else answers 415 " +
          "UNSUPPORTED_FILE_TYPE (415 UNREADABLE_IMAGE when the bytes do not decode); a body that is no complete " +
          "multipart message (cut off, without boundary) answers 400 MULTIPART_INVALID. The image is re-encoded: " +
          `turned upright by its EXIF orientation, scaled to fit ${LOGO_MAX_DIMENSION}×${LOGO_MAX_DIMENSION} ` +
          "pixels, all metadata (EXIF, GPS, comments) removed; transparent images are stored as PNG, others as " +
          `JPEG. At most ${UPLOADS_PER_HOUR} uploads per user and hour (429 RATE_LIMITED with Retry-After) and ` +
          `${MAX_FILES_PER_USER} logos per account (409 FILE_QUOTA_EXCEEDED). Answers 201 with the stored file; ` +
          "use its id as `logoFileId` of a tournament.\n\n" +
          "`purpose` (query, or a multipart field sent before the file) is `logo` (default) or `photo`. Photos: at " +
          `most ${PHOTO_MB} MB (413 FILE_TOO_LARGE); JPEG, PNG, WebP and HEIC/HEIF/AVIF (HEIC only where the ` +
          "server's image library decodes it, otherwise 400 UNREADABLE_IMAGE naming `file`); a photo cut off answers " +
          "400 IMAGE_TRUNCATED, undecodable bytes 400 UNREADABLE_IMAGE, nothing is stored. Stored as WebP in a " +
          `display size (longest side ${PHOTO_DISPLAY_MAX} px) and a thumbnail (${PHOTO_THUMB_MAX} px), upright, ` +
          "without any metadata. The same bytes uploaded again by the same user answer 200 with the file stored " +
          `before (\`duplicate: true\`). Quotas: ${MAX_PHOTOS_PER_USER} photos (413 PHOTO_QUOTA_EXCEEDED) and ` +
          `${MAX_STORED_BYTES_PER_USER / 1024 / 1024} MB of stored files per account (413 STORAGE_QUOTA_EXCEEDED), ` +
          `${PHOTO_UPLOADS_PER_HOUR} photo uploads per hour (429 RATE_LIMITED).`,
        security,
        querystring: UploadQuerySchema,
        response: { 200: StoredFileSchema, 201: StoredFileSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      // An explicit logo upload is cut off at the logo limit while streaming; otherwise at the photo limit.
      const limit = request.query.purpose === "logo" ? MAX_UPLOAD_BYTES : MAX_PHOTO_UPLOAD_BYTES;
      let input: Buffer;
      let purpose: FilePurpose = request.query.purpose ?? "logo";
      try {
        const part = await request.file({ limits: { ...LIMITS, fileSize: limit } });
        if (!part) throw fileMissing();
        const field = part.fields.purpose;
        if (field && !Array.isArray(field) && field.type === "field") {
          const parsed = FilePurposeSchema.safeParse(field.value);
          if (!parsed.success) throw badPurpose();
          purpose = parsed.data;
        }
        input = await part.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof app.multipartErrors.RequestFileTooLargeError)
          throw tooLarge(limit === MAX_UPLOAD_BYTES ? MB : PHOTO_MB);
        if (err instanceof app.multipartErrors.InvalidMultipartContentTypeError) throw fileMissing();
        if (err instanceof app.multipartErrors.FilesLimitError)
          throw new AppError(400, "TOO_MANY_FILES", "file: send exactly one file", {
            fields: [{ field: "file", message: "send exactly one file" }],
          });
        // Everything else the parser raises is a body that is no valid multipart (cut off, no boundary, a part
        // without headers, over the part limits): the client's fault, whichever parser layer noticed it.
        throw multipartInvalid();
      }
      if (input.length === 0) throw fileMissing();
      if (purpose === "logo" && input.length > MAX_UPLOAD_BYTES) throw tooLarge();
      await assertUploadAllowed(db, store, user, purpose);
      if (purpose === "photo") {
        const { row, duplicate } = await uploadPhoto(db, store, user, input);
        return reply.code(duplicate ? 200 : 201).send(presentFile(row, duplicate));
      }
      const row = await uploadFile(db, store, user, purpose, input);
      return reply.code(201).send(presentFile(row));
    },
  );

  r.get(
    "/api/v1/files/:id",
    {
      config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
      schema: {
        tags: [tag],
        summary: "Download a file",
        description: `The stored image with its content type (image/png, image/jpeg or image/webp), \`X-Content-Type-Options: nosniff\` and the id (with the size) as ETag (304 for If-None-Match).\n\n${READ_RULES}`,
        params: z.object({ id: z.string().max(100) }),
        querystring: FileReadQuerySchema,
        response: {
          200: z.unknown().describe("The image bytes (image/png, image/jpeg or image/webp)"),
          304: z.null(),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const { size, key } = request.query;
      const { file, access } = await authorizeFileRead(db, request.params.id, () => request.currentUser(), key);
      const photo = file.purpose === "photo";
      const thumb = photo && size === "thumb" && file.thumbKey !== null;
      const etag = thumb ? `"${file.id}-thumb"` : `"${file.id}"`;
      reply
        .header("etag", etag)
        // A private file is revalidated on every use (a 304 after the access check), so logging out or losing
        // access to its tournament takes it away; a public logo never changes. A public photo can be taken down
        // (album made private, photo removed or hidden): caches may keep it five minutes, not a year.
        .header(
          "cache-control",
          access === "private"
            ? "private, no-cache"
            : photo
              ? "public, max-age=300"
              : "public, max-age=31536000, immutable",
        )
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", `inline; filename="${file.purpose}.${file.contentType.split("/")[1]}"`);
      // Private answers depend on the cookie: a shared cache must not hand them to someone else.
      if (access === "private") reply.header("vary", "cookie");
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send(null);
      const opened = await store.open(thumb && file.thumbKey ? file.thumbKey : file.storageKey);
      if (!opened) {
        request.log.error({ fileId: file.id }, "stored bytes of a file are missing");
        throw new AppError(404, "FILE_NOT_FOUND", "File not found");
      }
      return reply.type(file.contentType).header("content-length", opened.size).send(opened.stream);
    },
  );

  r.post(
    "/api/v1/files/delete",
    {
      preValidation: authenticate,
      schema: {
        tags: [tag],
        summary: "Delete a file",
        description:
          "Only the file's owner (401 without a session). Someone else's file and unknown ids both answer 404 " +
          "FILE_NOT_FOUND, so file ids do not leak. A tournament still showing the file as its logo then shows none.",
        security,
        body: DeleteFileSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      await deleteFile(db, store, user, request.body.id);
      return { ok: true as const };
    },
  );
}
