import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "files";

/** Uploaded files: logos and photos (spec §7 Files). */
export async function fileRoutes(app: FastifyInstance) {
  notImplemented(app, "GET", "/api/v1/files/:id", tag, "Download a file");
  notImplemented(app, "POST", "/api/v1/files/upload", tag, "Upload a file (multipart)");
  notImplemented(app, "POST", "/api/v1/files/delete", tag, "Delete a file");
}
