import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "public funino";

/** Public funino festival reads (spec §7 Auth). */
export async function publicFuninoRoutes(app: FastifyInstance) {
  notImplemented(app, "GET", "/api/v1/auth/funino/exist/:id", tag, "Whether a public festival exists");
  notImplemented(app, "GET", "/api/v1/auth/funino/:id", tag, "A public funino festival");
  notImplemented(app, "GET", "/api/v1/auth/funinop/:id", tag, "A public funino festival's plan");
}
