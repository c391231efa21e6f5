import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "public tournaments";

/** Public tournament reads, served under /auth/tment for anonymous visitors (spec §7 Auth). */
export async function publicTournamentRoutes(app: FastifyInstance) {
  notImplemented(app, "GET", "/api/v1/auth/tment/alltment", tag, "Upcoming public tournaments");
  notImplemented(app, "POST", "/api/v1/auth/tment/getpublic", tag, "Search public tournaments");
  notImplemented(app, "GET", "/api/v1/auth/tment/getjahrgang", tag, "Age groups of the current season");
  notImplemented(app, "GET", "/api/v1/auth/tment/exist/:id", tag, "Whether a public tournament exists");
  notImplemented(app, "GET", "/api/v1/auth/tment/:id", tag, "A public tournament");
  notImplemented(app, "GET", "/api/v1/auth/tmentp/:id", tag, "A public tournament's plan");
}
