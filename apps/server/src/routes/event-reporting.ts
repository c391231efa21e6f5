// Event reporter links and the event control centre (issue 19). The organiser's calls need a session
// (authenticated context); the reporter's session takes the link's token instead.
import {
  CreatedEventReporterLinkSchema,
  CreateEventReporterLinkSchema,
  EVENT_REPORTER_LINKS_MAX,
  EventControlSchema,
  EventReporterLinkListSchema,
  EventReporterLinkSchema,
  EventReporterSessionSchema,
} from "@kickoff/domain/event-reporting.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import {
  createEventReporterLink,
  eventControl,
  eventReporterSession,
  listEventReporterLinksOf,
  revokeEventReporterLink,
} from "../services/event-reporting.ts";

const tag = "events";
const security = [{ session: [] }];
const IdParams = z.object({ id: z.string().max(100) });

type Deps = { config: Config; database: Database };

const RULES =
  "An event's reporter link is bound to one event pitch and follows whatever division plays there: with header " +
  "`x-reporter-token` it enters results through tment/update (and funino/result) of a division whose window " +
  "includes that pitch, for that division's matches on the pitch only (403 PITCH_NOT_ALLOWED otherwise), with " +
  "the division's `planVersion` (409 PLAN_CHANGED when it changed). Only the event's owner creates, lists and " +
  "revokes them (event editors 403, everyone else 404 EVENT_NOT_FOUND; 401 without a session). The token is " +
  "shown once and stored hashed; revoking takes effect at once (401 REPORTER_TOKEN_INVALID afterwards).";

/** The organiser's calls: reporter links (owner) and the control centre (owner and event editors). */
export async function eventReportingRoutes(app: FastifyInstance, { database, config }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.post(
    "/api/v1/event/reporter",
    {
      schema: {
        tags: [tag],
        summary: "Create an event reporter link for one pitch",
        description: `${RULES} \`pitch\` is an event pitch id (400 UNKNOWN_PITCH naming \`pitch\` otherwise). The answer carries the raw token and a URL (token in the fragment, so it never reaches server logs) to show as QR code. At most ${EVENT_REPORTER_LINKS_MAX} links per event, revoked ones included (409 REPORTER_LINK_LIMIT).`,
        security,
        body: CreateEventReporterLinkSchema,
        response: { 201: CreatedEventReporterLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEventReporterLink(db, sessionUser(request), request.body, config.publicUrl)),
  );

  r.get(
    "/api/v1/event/reporter/list/:id",
    {
      schema: {
        tags: [tag],
        summary: "An event's reporter links",
        description: `${RULES} Newest first, revoked ones included.`,
        security,
        params: IdParams,
        response: { 200: EventReporterLinkListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listEventReporterLinksOf(db, sessionUser(request), request.params.id),
  );

  r.delete(
    "/api/v1/event/reporter/:id",
    {
      schema: {
        tags: [tag],
        summary: "Revoke an event reporter link",
        description: `${RULES} \`id\` is the link's id; an unknown link, or one of an event the caller does not own or edit, is 404 REPORTER_LINK_NOT_FOUND. Revoking twice keeps the first time.`,
        security,
        params: IdParams,
        response: { 200: EventReporterLinkSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => revokeEventReporterLink(db, sessionUser(request), request.params.id),
  );

  r.get(
    "/api/v1/event/control/:id",
    {
      schema: {
        tags: [tag],
        summary: "The event control centre",
        description:
          "Every event pitch with its matches across all planned tournament divisions (public or not) in kick-off " +
          "order, `now` (the first without a result) and `next`, each with its division, `planVersion` and result: " +
          "results are entered by session through tment/update (event editors edit every division). Festivals " +
          "are listed in `divisions`, and each pitch's game of a festival's current round in `festival` (with the " +
          "festival's own `pitchId`; outcomes through funino/result by session). Access: 401 without a session; the owner and event editors; anyone " +
          "else 404 EVENT_NOT_FOUND.",
        security,
        params: IdParams,
        response: { 200: EventControlSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => eventControl(db, sessionUser(request), request.params.id),
  );
}

/** The reporter's own call: no session, the link's token. */
export async function eventReporterSessionRoutes(app: FastifyInstance, { database }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  r.get(
    "/api/v1/event/reporter/session",
    {
      schema: {
        tags: [tag],
        summary: "What an event reporter link may see",
        description:
          "For the holder of an event reporter link (header `x-reporter-token`): the event's name, the link's " +
          "pitch, and every division whose window includes that pitch, by window start: its tournament id, " +
          "name, mode, `planVersion` (send it with every entry), its live `version` and whether it has a public " +
          "live stream (`live`: follow GET live/tment/{id}), its own id of the pitch (`pitchId`; a festival " +
          "numbers its pitches) and its public view with only the matches on that pitch, with results and card " +
          "records also of private divisions (the reporter enters them); festivals also `festival`. 401 " +
          "REPORTER_TOKEN_INVALID for a wrong or revoked token.",
        response: { 200: EventReporterSessionSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const header = request.headers["x-reporter-token"];
      return eventReporterSession(db, typeof header === "string" ? header : "");
    },
  );
}
