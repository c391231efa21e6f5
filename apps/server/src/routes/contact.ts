import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

/** The public contact form (spec §7 Contact). */
export async function contactRoutes(app: FastifyInstance) {
  notImplemented(app, "POST", "/api/v1/contact/contact", "contact", "Send the contact form");
}
