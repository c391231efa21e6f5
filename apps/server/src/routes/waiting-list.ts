import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "waiting list";

/** Team registrations onto a tournament's waiting list (spec §7 Waiting list). */
export async function waitingListRoutes(app: FastifyInstance) {
  notImplemented(app, "GET", "/api/v1/wlist/waitinglist/:id", tag, "A tournament's waiting list");
  notImplemented(app, "POST", "/api/v1/wlist/changetype", tag, "Change a waiting-list team's state");
  notImplemented(app, "POST", "/api/v1/wlist/update", tag, "Update a waiting-list entry");
  // Listed under the tournament calls in the spec; it answers 501 to everybody, so it needs no session yet.
  notImplemented(app, "GET", "/api/v1/tment/waiting/:id", "tournament", "A tournament's waiting list");
}
