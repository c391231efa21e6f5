import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "gallery";

/** Club photo galleries (spec §7 Gallery). */
export async function galleryRoutes(app: FastifyInstance) {
  notImplemented(app, "POST", "/api/v1/g/galauser", tag, "A user's galleries");
  notImplemented(app, "POST", "/api/v1/g/gsave", tag, "Save a gallery");
}
