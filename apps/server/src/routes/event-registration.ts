// An event's one registration (issue 19 item 4): a club's teams for several divisions in one request, no account
// needed, like the tournament's wlist/register.
import {
  EventRegistrationInfoSchema,
  EventRegistrationReceivedSchema,
  RegisterEventTeamSchema,
} from "@kickoff/domain/event-registration.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { eventRegistrationInfo, registerEventTeam } from "../services/event-registration.ts";
import { ipLimit } from "../services/ip-limits.ts";
import { REGISTRATIONS_PER_EMAIL_PER_HOUR } from "../services/registrations.ts";
import { REGISTRATIONS_PER_IP_PER_HOUR } from "./waiting-list.ts";

const tag = "events";
/** Form loads per client IP and hour: a club's laptop may reload often, a venue's Wi-Fi shares one address. */
const INFO_PER_IP_PER_HOUR = 600;

export async function eventRegistrationRoutes(app: FastifyInstance, deps: { config: Config; database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  r.get(
    "/api/v1/event/registration/:id",
    {
      config: ipLimit(INFO_PER_IP_PER_HOUR, "1 hour"),
      schema: {
        tags: [tag],
        summary: "An event's registration form data",
        description:
          "No account needed. For a public or unlisted event (private and unknown: 404 EVENT_NOT_FOUND): its name " +
          "and days and every division the public may see (public or unlisted, not a draft, not taken down — the " +
          "tournament page's rule) with whether registration is open now (else `closedReason`: `notOpen` or " +
          "`deadline`), the deadline, the birth-year range, the maximum, places left and — while open — the public " +
          "counts (places taken, waiting, pending; never who applied). " +
          `429 RATE_LIMITED after ${INFO_PER_IP_PER_HOUR} calls per IP and hour.`,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: EventRegistrationInfoSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return eventRegistrationInfo(db, request.params.id);
    },
  );

  r.post(
    "/api/v1/event/register",
    {
      config: ipLimit(REGISTRATIONS_PER_IP_PER_HOUR, "1 hour"),
      schema: {
        tags: [tag],
        summary: "Register a team for one or more divisions of an event",
        description:
          "Anonymous or logged in (the account is noted). The club's contact data once (`club`, `contactName`, " +
          "`email`, `phone`, `message`, `privacyConsent`, `language`, `website`, `fillMs`, as in POST " +
          "/api/v1/wlist/register) plus `eventId` and `divisions`: " +
          "1 … 12 entries `{ id, teamName, players?, strength?, oldestBirthYear?, youngestBirthYear? }`, one per " +
          "chosen division with the team the club enters there (its U9 team in U9, its U13 team in U13), each id " +
          "once. Only on a public or unlisted event (else 404 EVENT_NOT_FOUND). All or nothing: every chosen " +
          "division is checked first — a publicly visible division of this event (else 404 DIVISION_NOT_FOUND), " +
          "registration open (else 409 REGISTRATION_CLOSED), that team's birth years in the division's age group " +
          "(else 400 REGISTRATION_BIRTH_YEAR naming `divisions[i].oldestBirthYear` or `divisions[i].youngestBirthYear`), " +
          "no live entry there with the same e-mail and that team's name (else 409 REGISTRATION_DUPLICATE); a " +
          "division's refusal names `divisions[i].id` (or the birth-year field) in `fields` and the division in the " +
          "message, and nothing is stored. Then one entry per division with its own team on that division's own " +
          "list: pending, or at the end of its waiting list when the division already has its maximum of teams; " +
          "each with its own " +
          "private link mailed to the applicant, and a message to the division's organisers. A bot (honeypot " +
          "`website` filled, or `fillMs` under 3 s or absent) gets the same 201 and nothing is stored. " +
          `429 RATE_LIMITED after ${REGISTRATIONS_PER_IP_PER_HOUR} requests per IP and hour or ` +
          `${REGISTRATIONS_PER_EMAIL_PER_HOUR} per e-mail address and hour (one request counts once, however ` +
          "many divisions it names; the budgets are shared with tournament registrations per e-mail).",
        body: RegisterEventTeamSchema,
        response: { 201: EventRegistrationReceivedSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const divisions = await registerEventTeam(
        {
          db,
          publicUrl: deps.config.publicUrl,
          enqueue: (mail) => app.accounts.mail.enqueue(mail),
          log: request.log,
        },
        request.body,
        { userId: user?.id ?? null },
      );
      return reply.code(201).send({ status: "received" as const, divisions });
    },
  );
}
