import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "funino";

/** Funino festivals for organisers (spec §7 Funino). */
export async function funinoRoutes(app: FastifyInstance) {
  notImplemented(app, "POST", "/api/v1/funino/create", tag, "Create a funino festival");
  notImplemented(app, "GET", "/api/v1/funino/regen/:id", tag, "Regenerate the festival plan");
  notImplemented(app, "POST", "/api/v1/funino/update", tag, "Update a festival");
  notImplemented(app, "POST", "/api/v1/funino/updateteams", tag, "Update a festival's teams");
  notImplemented(app, "DELETE", "/api/v1/funino/delete/:id", tag, "Delete a festival");
}
