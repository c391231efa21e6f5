import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "user";

/** Profile, club, venues, contact and account deletion (spec §7 User). */
export async function userRoutes(app: FastifyInstance) {
  notImplemented(app, "GET", "/api/v1/user/getusercount", tag, "Number of verified users");
  notImplemented(app, "POST", "/api/v1/user/uupdate", tag, "Update profile and club");
  notImplemented(app, "POST", "/api/v1/user/uspielstaette", tag, "Save the user's venues");
  notImplemented(app, "POST", "/api/v1/user/euser", tag, "Whether a verified account has this e-mail");
  notImplemented(app, "POST", "/api/v1/user/uuemail", tag, "Change e-mail address");
  notImplemented(app, "POST", "/api/v1/user/updateuser", tag, "Change password");
  notImplemented(app, "POST", "/api/v1/user/kontakt", tag, "Save public contact details");
  notImplemented(app, "DELETE", "/api/v1/user/deleteuser/:id", tag, "Delete one's own account");
}
