import {
  ChangeRegistrationStateSchema,
  PrivateRegistrationSchema,
  RegisterTeamSchema,
  RegistrationChangeSchema,
  RegistrationListSchema,
  RegistrationReceivedSchema,
  RegistrationTokenParams,
  RegistrationUpdatedSchema,
  UpdateRegistrationSchema,
  WaitingSummarySchema,
  WithdrawRegistrationSchema,
} from "@kickoff/domain/registration-contracts.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { ipLimit } from "../services/ip-limits.ts";
import {
  changeEntryState,
  listEntries,
  privateEntry,
  REGISTRATIONS_PER_EMAIL_PER_HOUR,
  type RegistrationDeps,
  registerTeam,
  updateEntries,
  waitingSummary,
  withdrawByToken,
} from "../services/registrations.ts";
import { describe, IdParams, security } from "./tournament-route.ts";

const tag = "waiting list";

/** Registrations per client IP and hour; bots' dropped submissions count too. */
export const REGISTRATIONS_PER_IP_PER_HOUR = 10;
/** Private-link reads and withdrawals per client IP and hour (against guessing tokens, which is hopeless anyway). */
export const PRIVATE_LINK_PER_IP_PER_HOUR = 120;

type Deps = { config: Config; database: Database };

function depsOf(app: FastifyInstance, { config, database }: Deps, request: FastifyRequest): RegistrationDeps {
  return {
    db: database.db,
    publicUrl: config.publicUrl,
    enqueue: (mail) => app.accounts.mail.enqueue(mail),
    log: request.log,
  };
}

const ORGANISERS_ONLY =
  "Owner and editors only: nobody else reads applicants' e-mail and phone or changes the list (another user 403 " +
  "on a tournament they can see publicly, else 404 TOURNAMENT_NOT_FOUND; an unknown entry 404 " +
  "REGISTRATION_NOT_FOUND).";

/**
 * A team's registration and the applicant's private link: anonymous (or logged in) calls, registered outside the
 * authenticated context; the private link's token stands in for a session.
 */
export async function registrationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/v1/wlist/register",
    {
      config: ipLimit(REGISTRATIONS_PER_IP_PER_HOUR, "1 hour"),
      schema: {
        tags: [tag],
        summary: "Register a team for a tournament",
        description:
          "Anonymous or logged in (the account is noted). Only on a public or unlisted tournament that left the " +
          "draft state (else 404 TOURNAMENT_NOT_FOUND) whose registration is open and whose deadline has not passed " +
          "(else 409 REGISTRATION_CLOSED); festivals too. The squad's oldest and youngest birth year must lie in " +
          "the tournament's age group (400 REGISTRATION_BIRTH_YEAR naming the field). The same e-mail and team " +
          "name on a live entry of the tournament is 409 REGISTRATION_DUPLICATE. The entry starts pending; the " +
          "applicant gets a mail in `language` with a private link (`{PUBLIC_URL}/{lang}/tournament/{id}" +
          "#registration={token}`) to see and withdraw it. A filled honeypot (`website`) or a form sent less than " +
          "3 s after it opened (`fillMs`, absent counts as too fast) answers the same 202 but stores nothing. " +
          `429 RATE_LIMITED after ${REGISTRATIONS_PER_IP_PER_HOUR} registrations per IP and hour or ` +
          `${REGISTRATIONS_PER_EMAIL_PER_HOUR} per e-mail address and hour.`,
        body: RegisterTeamSchema,
        response: { 202: RegistrationReceivedSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      await registerTeam(depsOf(app, deps, request), request.body, { userId: user?.id ?? null });
      return reply.code(202).send({ status: "received" as const });
    },
  );

  r.get(
    "/api/v1/wlist/entry/:token",
    {
      config: ipLimit(PRIVATE_LINK_PER_IP_PER_HOUR, "1 hour"),
      schema: {
        tags: [tag],
        summary: "The applicant's view of their entry",
        description:
          "With the private link's token: this entry's team, state and waiting-list position (no contact data, no " +
          "other entries). An unknown token is 404 REGISTRATION_NOT_FOUND.",
        params: RegistrationTokenParams,
        response: { 200: PrivateRegistrationSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return privateEntry(deps.database.db, request.params.token);
    },
  );

  r.post(
    "/api/v1/wlist/withdraw",
    {
      config: ipLimit(PRIVATE_LINK_PER_IP_PER_HOUR, "1 hour"),
      schema: {
        tags: [tag],
        summary: "The applicant withdraws their entry",
        description:
          "With the private link's token. An accepted team leaves the tournament's teams and frees its place (the " +
          "organisers' auto-promotion then accepts the first waitlisted entry); a team that already plays in the " +
          "generated plan is 409 TEAM_IN_PLAN (the organisers must withdraw it). A declined or withdrawn entry is " +
          "409 REGISTRATION_STATE_INVALID; an unknown token 404 REGISTRATION_NOT_FOUND. Mails the applicant.",
        body: WithdrawRegistrationSchema,
        response: { 200: PrivateRegistrationSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => withdrawByToken(depsOf(app, deps, request), request.body.token),
  );
}

/** Team registrations onto a tournament's waiting list (spec §7 Waiting list): the organisers' calls (session). */
export async function waitingListRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  r.get(
    "/api/v1/tment/waiting/:id",
    {
      schema: {
        tags: ["tournament"],
        summary: "A tournament's registration summary",
        description: describe(
          "Whether registration is open, the deadline, maximum and free places, auto-promotion, and how many " +
            `entries are in each state. ${ORGANISERS_ONLY}`,
        ),
        security,
        params: IdParams,
        response: { 200: WaitingSummarySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => waitingSummary(db, { user: sessionUser(request) }, request.params.id),
  );

  r.get(
    "/api/v1/wlist/waitinglist/:id",
    {
      schema: {
        tags: [tag],
        summary: "A tournament's registrations",
        description: describe(
          "Every entry with the applicant's contact data: waitlisted entries by position first, then the others " +
            `oldest first. ${ORGANISERS_ONLY}`,
        ),
        security,
        params: IdParams,
        response: { 200: RegistrationListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listEntries(db, { user: sessionUser(request) }, request.params.id),
  );

  r.post(
    "/api/v1/wlist/changetype",
    {
      schema: {
        tags: [tag],
        summary: "Move an entry to another state",
        description: describe(
          "pending, accepted, waitlisted (at `position`, default last), declined or withdrawn. Accepting adds the " +
            "team to the tournament's teams (a festival's with its strength); when the tournament has " +
            "registration.maxTeams teams it is 409 TOURNAMENT_FULL (offer the waiting list instead), after the " +
            "deadline 409 REGISTRATION_CLOSED. An accepted team that leaves is removed from the teams — unless the " +
            "generated plan uses it: 409 TEAM_IN_PLAN — and frees a place: `promotable` is the first waitlisted " +
            "entry, or, with registration.autoPromote, `promoted` is that entry, accepted. Every state change " +
            `mails the applicant in their language. ${ORGANISERS_ONLY}`,
        ),
        security,
        body: ChangeRegistrationStateSchema,
        response: { 200: RegistrationChangeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeEntryState(depsOf(app, deps, request), { user: sessionUser(request) }, request.body),
  );

  r.post(
    "/api/v1/wlist/update",
    {
      schema: {
        tags: [tag],
        summary: "Edit an entry or reorder the waiting list",
        description: describe(
          '`op: "edit"` corrects an entry\'s data (an accepted team is renamed in the tournament too); ' +
            '`op: "reorder"` sets the waiting list\'s order, listing every waitlisted entry exactly once (else 400 ' +
            `REGISTRATION_ORDER_INVALID). Answers the changed entries. ${ORGANISERS_ONLY}`,
        ),
        security,
        body: UpdateRegistrationSchema,
        response: { 200: RegistrationUpdatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateEntries(depsOf(app, deps, request), { user: sessionUser(request) }, request.body),
  );
}
