import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../lib/http-schemas.ts";
import { requireUser } from "../plugins/session.ts";
import { PresentedUserSchema, presentUser } from "../presenters/user.ts";
import { notImplemented } from "./not-implemented.ts";

const tag = "auth";

/** Accounts: login, session, registration and e-mail verification (spec §7 Auth). */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/v1/auth/me",
    {
      schema: {
        tags: [tag],
        summary: "The logged-in user",
        security: [{ session: [] }],
        response: { 200: PresentedUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => presentUser(await requireUser(request)),
  );

  notImplemented(app, "POST", "/api/v1/auth/authenticate", tag, "Log in with e-mail and password");
  notImplemented(app, "POST", "/api/v1/auth/logout", tag, "End the current session");
  notImplemented(app, "GET", "/api/v1/auth/validateuser/:code", tag, "Verify an e-mail address");
  notImplemented(app, "POST", "/api/v1/auth/registration", tag, "Create an account");
  notImplemented(app, "GET", "/api/v1/auth/sendverify", tag, "Resend the verification code");
}
