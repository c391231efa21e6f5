import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "dashboard";

/** The organiser's tournament lists (spec §7 Dashboard). */
export async function dashboardRoutes(app: FastifyInstance) {
  notImplemented(app, "PUT", "/api/v1/dashboard/alltmentview", tag, "My tournaments, paged");
  notImplemented(app, "PUT", "/api/v1/dashboard/pasttournaments", tag, "My past tournaments, paged");
}
