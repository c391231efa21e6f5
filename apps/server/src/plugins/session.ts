import { createHash } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
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
    /** The logged-in user, or null; looked up at most once per request, on first use. */
    currentUser(): Promise<UserRow | null>;
    /** The logged-in user inside the authenticated context (set by its hook); null anywhere else. */
    user: UserRow | null;
  }
}

/** Resolves the `token` cookie to a user; `requireUser` answers 401 without one. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
    await app.register(cookie, { secret: config.sessionSecret });
    // One lookup per request however many hooks and handlers ask (public reads ask lazily, many never do).
    const lookups = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
    const lookUp = async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return null;
      return findUserBySessionHash(database.db, hashSessionId(token), new Date());
    };
    app.decorateRequest("user", null);
    app.decorateRequest("currentUser", function currentUser(this: FastifyRequest) {
      let lookup = lookups.get(this);
      if (!lookup) {
        lookup = lookUp(this);
        lookups.set(this, lookup);
      }
      return lookup;
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

/**
 * The hook of the authenticated context: 401 before validation, so an anonymous caller learns nothing
 * about the body's shape; the user is then `request.user` for every later hook and the handler.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  request.user = await requireUser(request);
}

/** The user the authenticated context's hook resolved (routes registered in that context only). */
export function sessionUser(request: FastifyRequest): UserRow {
  // Only a route registered outside the context gets here without a user: refuse rather than trust.
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The calls that need a session, registered in one encapsulated context whose single hook authenticates
 * every request once (fastify/demo's autohooks pattern); handlers read `sessionUser(request)`.
 */
export function authenticatedContext<Options extends object>(
  routes: ReadonlyArray<FastifyPluginAsync<Options>>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.addHook("preValidation", authenticate);
    for (const plugin of routes) await app.register(plugin, options);
  };
}
