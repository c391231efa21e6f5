import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "tournament";

/** Tournament management for owners and editors (spec §7 Tournament). */
export async function tournamentRoutes(app: FastifyInstance) {
  notImplemented(app, "POST", "/api/v1/tment/create", tag, "Create a tournament");
  notImplemented(app, "PUT", "/api/v1/tment/updateo", tag, "Manual order: swap or move matches");
  notImplemented(app, "PUT", "/api/v1/tment/update3", tag, "Format: groups, knockout, points, tie-breaks");
  notImplemented(app, "PUT", "/api/v1/tment/update", tag, "Enter results");
  notImplemented(app, "PUT", "/api/v1/tment/ueditteams", tag, "Edit the team list");
  notImplemented(app, "PUT", "/api/v1/tment/updateTime", tag, "Times and pitches");
  notImplemented(app, "PUT", "/api/v1/tment/ueditallgemein", tag, "General data");
  notImplemented(app, "PUT", "/api/v1/tment/plangen", tag, "Generate the match plan");
  notImplemented(app, "GET", "/api/v1/tment/tmuser/:id", tag, "A tournament (view=internal|public)");
  notImplemented(app, "GET", "/api/v1/tment/otmuser/:id", tag, "Tournaments where the user is editor");
  notImplemented(app, "DELETE", "/api/v1/tment/del/:id", tag, "Delete a tournament");
  notImplemented(app, "GET", "/api/v1/tment/waiting/:id", tag, "A tournament's waiting list");
  notImplemented(app, "POST", "/api/v1/tment/getBearbeiter", tag, "Add an editor by e-mail");
  notImplemented(app, "GET", "/api/v1/tment/getBearbeiter/:id", tag, "A tournament's editors");
}
