import { createHash } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { unauthorized } from "../lib/errors.ts";
import { findUserBySessionHash, type UserRow } from "../repositories/sessions.ts";

export const SESSION_COOKIE = "token";

/** Sessions are looked up by a hash so a leaked database does not leak usable cookies. */
export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in user, or null; resolved lazily once per request. */
    currentUser(): Promise<UserRow | null>;
  }
}

/** Resolves the `token` cookie to a user; `requireUser` answers 401 without one. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
    await app.register(cookie, { secret: config.sessionSecret });
    app.decorateRequest("currentUser", async function currentUser(this: FastifyRequest) {
      const token = this.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return null;
      return findUserBySessionHash(database.db, hashSessionId(token), new Date());
    });
  },
  { name: "session", dependencies: [] },
);

/** Load the logged-in user or throw 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}
