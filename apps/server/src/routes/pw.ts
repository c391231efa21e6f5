import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "password";

/** Forgotten password and reset (spec §7 Password). */
export async function passwordRoutes(app: FastifyInstance) {
  notImplemented(app, "POST", "/api/v1/pw/pwzsetzen", tag, "Set a new password with a reset token");
  notImplemented(app, "POST", "/api/v1/pw/pwvergessen", tag, "Request a reset link");
  notImplemented(app, "GET", "/api/v1/pw/pw/:id", tag, "Whether a reset token is valid");
}
