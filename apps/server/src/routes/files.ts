import multipart from "@fastify/multipart";
import {
  DeleteFileSchema,
  LOGO_MAX_DIMENSION,
  MAX_UPLOAD_BYTES,
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
  presentFile,
  UPLOADS_PER_HOUR,
  uploadFile,
} from "../services/files.ts";

const tag = "files";
const MB = MAX_UPLOAD_BYTES / (1024 * 1024);

const READ_RULES =
  "Access: a logo shown by a public or unlisted tournament (not a draft) is public, served with " +
  "`Cache-Control: public, max-age=31536000, immutable`. Otherwise only the file's owner and whoever may see a " +
  "tournament showing it (its owner and editors) may read it (`private, no-cache`: revalidated with the ETag on " +
  "every use, so access ends with logout or removal); everybody else gets 404 FILE_NOT_FOUND, exactly like an " +
  "unknown id. Only tournaments set up by the file's owner (as owner or editor) count, and a tournament takes as a " +
  "new logo only the caller's own upload, so nobody can publish someone else's file. Files never change (a new " +
  "logo is a new file), hence `immutable` for public ones and the id as ETag.";

const tooLarge = () =>
  new AppError(413, "FILE_TOO_LARGE", `file: the image must not be larger than ${MB} MB`, {
    fields: [{ field: "file", message: `must not be larger than ${MB} MB` }],
  });

const fileMissing = () =>
  new AppError(400, "FILE_MISSING", "file: send the image as multipart/form-data in a field named file", {
    fields: [{ field: "file", message: "is required (multipart/form-data)" }],
  });

const multipartInvalid = () =>
  new AppError(400, "MULTIPART_INVALID", "file: the body is no complete multipart/form-data message", {
    fields: [{ field: "file", message: "is no complete multipart/form-data message" }],
  });

/** Uploaded files: logos (spec §7 Files). */
export async function fileRoutes(app: FastifyInstance, { config, database }: { config: Config; database: Database }) {
  // Multipart parsing only for this plugin's routes; one file per request, capped while streaming.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 },
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
          `${MAX_FILES_PER_USER} files per account (409 FILE_QUOTA_EXCEEDED). \`purpose\` (query) is \`logo\`. ` +
          "Answers 201 with the stored file; use its id as `logoFileId` of a tournament.",
        security,
        querystring: UploadQuerySchema,
        response: { 201: StoredFileSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      await assertUploadAllowed(db, store, user);
      let input: Buffer;
      try {
        const part = await request.file();
        if (!part) throw fileMissing();
        input = await part.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
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
      const row = await uploadFile(db, store, user, request.query.purpose, input);
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
        description: `The stored image with its content type (image/png or image/jpeg), \`X-Content-Type-Options: nosniff\` and the id as ETag (304 for If-None-Match).\n\n${READ_RULES}`,
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: z.unknown().describe("The image bytes (image/png or image/jpeg)"),
          304: z.null(),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const { file, access } = await authorizeFileRead(db, request.params.id, () => request.currentUser());
      const etag = `"${file.id}"`;
      reply
        .header("etag", etag)
        // A private file is revalidated on every use (a 304 after the access check), so logging out or losing
        // access to its tournament takes it away; a public one never changes.
        .header("cache-control", access === "public" ? "public, max-age=31536000, immutable" : "private, no-cache")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", `inline; filename="${file.purpose}.${file.contentType.split("/")[1]}"`);
      // Private answers depend on the cookie: a shared cache must not hand them to someone else.
      if (access === "private") reply.header("vary", "cookie");
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send(null);
      const opened = await store.open(file.storageKey);
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
