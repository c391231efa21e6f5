import {
  LoginSchema,
  RegistrationSchema,
  SendVerifyQuerySchema,
  ValidateUserQuerySchema,
} from "@kickoff/domain/account-contracts.ts";
import { AccountSchema, MailSentSchema, OkSchema, VerifiedSchema } from "@kickoff/domain/account-views.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../lib/errors.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { requireUser, SESSION_COOKIE } from "../plugins/session.ts";
import { presentUser } from "../presenters/user.ts";
import { SESSION_TTL_MS } from "../repositories/sessions.ts";
import type { KnownDevice } from "../services/accounts.ts";
import { ipLimit } from "../services/ip-limits.ts";
import { emailKey, newLinkToken } from "../services/secrets.ts";

const tag = "auth";

/**
 * Marks the browser that sent a registration, so that verifying the address there signs it in.
 *
 * Why only that browser and not anyone holding a valid code or link: a code proves the mailbox, but
 * not that its owner chose the password. Someone may register a stranger's address (pre-registering
 * the account to read it later) or send their own fresh link to a victim (login CSRF: the victim
 * would work inside the attacker's account). Signing in only where the registration was sent closes
 * both; elsewhere the address is still verified and the login asks for the password, as before
 * (docs/decisions/0010-sign-in-after-verification.md).
 * The value is the hashed address, signed with the session secret; set for every registration
 * (new or existing address alike, so the answer does not tell them apart), sent only to auth calls.
 */
export const REGISTRATION_COOKIE = "registered";
/** Cookies only the auth calls need (`registered`, `device`) go to these calls only. */
const AUTH_COOKIE_PATH = "/api/v1/auth";
const REGISTRATION_COOKIE_MAX_AGE_S = 24 * 60 * 60;

function setRegistrationCookie(reply: FastifyReply, email: string, secure: boolean) {
  reply.setCookie(REGISTRATION_COOKIE, emailKey(email), {
    signed: true,
    httpOnly: true,
    // Strict: only the SPA's own calls carry it, never a navigation or request started by another site.
    sameSite: "strict",
    secure,
    path: AUTH_COOKIE_PATH,
    maxAge: REGISTRATION_COOKIE_MAX_AGE_S,
  });
}

function registeredHere(request: FastifyRequest, email: string): boolean {
  const raw = request.cookies[REGISTRATION_COOKIE];
  if (!raw || raw.length > 200) return false;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value === emailKey(email);
}

/**
 * Marks a browser that logged into an account, so that strangers' wrong passwords for that address do not slow
 * its owner down there: a login carrying it is throttled per device instead of per address
 * (docs/decisions/0012-login-throttling.md). The value is the user id and a random nonce, signed with the session
 * secret; it opens nothing by itself (the password is still checked). Kept across logouts, renewed at every login;
 * one account per browser (the last one logged in).
 */
export const DEVICE_COOKIE = "device";
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function setDeviceCookie(reply: FastifyReply, userId: string, secure: boolean) {
  reply.setCookie(DEVICE_COOKIE, `${userId}.${newLinkToken()}`, {
    signed: true,
    httpOnly: true,
    // Strict like `registered`: only the SPA's own calls to auth need it.
    sameSite: "strict",
    secure,
    path: AUTH_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/** The device cookie's content when its signature holds; anything else counts as an unknown device. */
function knownDevice(request: FastifyRequest): KnownDevice | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw || raw.length > 300) return null;
  const { valid, value } = request.unsignCookie(raw);
  const [userId, nonce, ...rest] = valid && value ? value.split(".") : [];
  return userId && nonce && rest.length === 0 ? { userId, nonce } : null;
}

/** The session cookie: httpOnly, SameSite=Lax, Secure behind https, renewed with the sliding expiry. */
export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure, path: "/" });
}

/** Accounts: login, session, registration and e-mail verification (spec §7 Auth). */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, config } = app.accounts;

  r.get(
    "/api/v1/auth/me",
    {
      schema: {
        tags: [tag],
        summary: "The logged-in user",
        description: "401 UNAUTHORIZED without a live session. Renews the cookie (sliding 30-day expiry).",
        security: [{ session: [] }],
        response: { 200: AccountSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const token = request.cookies[SESSION_COOKIE];
      if (token) setSessionCookie(reply, token, config.secureCookies);
      return presentUser(user);
    },
  );

  r.post(
    "/api/v1/auth/authenticate",
    {
      config: ipLimit(20, "1 minute"),
      schema: {
        tags: [tag],
        summary: "Log in with e-mail and password",
        description:
          "Sets the httpOnly cookie `token` (a new session id at every login). 401 INVALID_CREDENTIALS for an unknown " +
          "address and a wrong password alike; 403 ACCOUNT_BLOCKED for an account an operator blocked (only with the " +
          "right password); 403 EMAIL_NOT_VERIFIED (offer GET auth/sendverify); 429 RATE_LIMITED " +
          "per IP and, after 5 failures, with a delay that doubles up to 5 minutes (Retry-After): per address, or per " +
          "browser when it carries the cookie `device` of an earlier login to this account (set at every login).",
        body: LoginSchema,
        response: { 200: AccountSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await service.login(request.body.email, request.body.password, knownDevice(request));
      setSessionCookie(reply, sessionId, config.secureCookies);
      setDeviceCookie(reply, user.id, config.secureCookies);
      return presentUser(user);
    },
  );

  r.post(
    "/api/v1/auth/logout",
    {
      schema: {
        tags: [tag],
        summary: "End the current session",
        description: "Deletes the session and clears the cookie; answers 200 with or without a session.",
        response: { 200: OkSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await service.logout(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, config.secureCookies);
      return { ok: true as const };
    },
  );

  r.get(
    "/api/v1/auth/validateuser/:code",
    {
      config: ipLimit(30, "1 minute"),
      schema: {
        tags: [tag],
        summary: "Verify an e-mail address",
        description:
          "`code` is either the link token from the mail (`/{lang}/validateEmail/{token}`) or the 6-digit code, " +
          "which needs `?email=` (the address the code was sent to: the account's, or the new address of an " +
          "e-mail change). Also applies a pending e-mail change. 400 CODE_INVALID (wrong code, unknown or used " +
          "link) / 400 CODE_EXPIRED / 429 TOO_MANY_ATTEMPTS after 5 wrong codes / 409 EMAIL_TAKEN " +
          "when the new address was taken meanwhile. Verifying a new account in the browser that registered it " +
          "(cookie `registered`) signs in like a login: the cookies `token` and `device` are set and `signedIn` is true.",
        params: z.object({ code: z.string().max(200) }),
        querystring: ValidateUserQuerySchema,
        response: { 200: VerifiedSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { purpose, email, userId } = await service.verify(request.params.code, request.query.email);
      // The code stays single-use and attempt-limited (service.verify); it is used up by now.
      const signIn = purpose === "verify-email" && registeredHere(request, email);
      if (signIn) {
        setSessionCookie(reply, await service.startSession(userId), config.secureCookies);
        // The browser that chose the password and proved the mailbox: as known as one that logged in.
        setDeviceCookie(reply, userId, config.secureCookies);
        reply.clearCookie(REGISTRATION_COOKIE, { path: AUTH_COOKIE_PATH });
      }
      return { purpose, email, signedIn: signIn };
    },
  );

  r.post(
    "/api/v1/auth/registration",
    {
      config: ipLimit(20, "1 hour"),
      schema: {
        tags: [tag],
        summary: "Create an account",
        description:
          "Creates an unverified account and mails a 6-digit code and a link. An address that already has an " +
          "account gets the same 202 answer (its owner is notified by mail). 400 WEAK_PASSWORD / VALIDATION_FAILED.",
        body: RegistrationSchema,
        response: { 202: MailSentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await service.register(request.body);
      setRegistrationCookie(reply, request.body.email, config.secureCookies);
      return reply.code(202).send({ status: "sent" as const });
    },
  );

  r.get(
    "/api/v1/auth/sendverify",
    {
      config: ipLimit(10, "15 minutes"),
      schema: {
        tags: [tag],
        summary: "Resend the verification code",
        description:
          "`?email=` (or the session's user). The same 202 answer for any address; 429 RATE_LIMITED after 3 " +
          "resends per address in 15 minutes.",
        querystring: SendVerifyQuerySchema,
        response: { 202: MailSentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const email = request.query.email ?? (await request.currentUser())?.email;
      if (!email) {
        throw new AppError(400, "VALIDATION_FAILED", "email: required without a session", {
          fields: [{ field: "email", message: "account.errors.required" }],
        });
      }
      await service.resendVerification(email);
      return reply.code(202).send({ status: "sent" as const });
    },
  );
}
