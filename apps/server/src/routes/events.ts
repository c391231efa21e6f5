// Events with several age groups (issue 19): the event, its divisions and their windows on the shared pitches,
// and the event's editors. Registered in the authenticated context (401 before validation).
import {
  AttachDivisionSchema,
  CreateDivisionSchema,
  CreateEventSchema,
  UpdateEventSchema,
  UpdateWindowsSchema,
} from "@kickoff/domain/event-contracts.ts";
import {
  AddEventEditorSchema,
  DetachDivisionSchema,
  EventEditorSchema,
  EventInternalSchema,
  EventInvitationAnsweredSchema,
  EventInvitationsSchema,
  EventListSchema,
  EventProposalSchema,
  ProposeWindowsSchema,
  RemoveEventEditorSchema,
} from "@kickoff/domain/event-views.ts";
import { AnswerInvitationSchema } from "@kickoff/domain/tournament-views.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { fileStoreFor } from "../lib/files.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { listEventsOf } from "../repositories/events.ts";
import type { UserRow } from "../repositories/sessions.ts";
import {
  answerEventInvitation,
  inviteEventEditor,
  listEditorsOf,
  openEventInvitations,
  removeEventEditorOf,
} from "../services/event-editors.ts";
import {
  attachDivision,
  createDivision,
  createEvent,
  detachDivision,
  type EventMutation,
  loadEvent,
  presentEvent,
  proposeEventWindows,
  removeEvent,
  updateEventGeneral,
  updateWindows,
} from "../services/events.ts";
import { releaseLogo } from "../services/files.ts";
import type { MailSender } from "../services/tournament-access.ts";
import { perUser } from "./tournament-route.ts";

const tag = "events";
const security = [{ session: [] }];
const IdParams = z.object({ id: z.string().max(100) });

const ACCESS =
  "Access: 401 without a session. The owner may do everything; event editors (invited by e-mail, after " +
  "accepting) everything except attaching tournaments, deleting the event and managing its editors (403), and " +
  "they edit every division like its own editors; anyone else gets 404 EVENT_NOT_FOUND (the public view of " +
  "public and unlisted events is GET /api/v1/event/public/{id}; a private event's existence never leaks).";
const describe = (what: string) => `${what}\n\n${ACCESS}`;

type Write<Body extends z.ZodType> = {
  method: "POST" | "PUT";
  url: string;
  summary: string;
  description: string;
  body: Body;
  created?: boolean;
  errors: number[];
  write: (user: UserRow, body: z.output<Body>) => Promise<EventMutation>;
};

/** Event routes (spec-style OpenAPI, tag "events"). */
export async function eventRoutes(
  app: FastifyInstance,
  { database, config, mailer }: { database: Database; config: Config; mailer?: MailSender },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const store = fileStoreFor(config);
  // Invitations and answers go by the Accounts area's background mail queue, as a tournament editor's do.
  const mail: MailSender | undefined =
    mailer ?? (app.hasDecorator("accounts") ? { send: async (m) => app.accounts.mail.enqueue(m) } : undefined);
  const mailDeps = (log: { error: (obj: object, msg: string) => void }) => ({
    publicUrl: config.publicUrl,
    mailer: mail,
    onMailError: (err: unknown) => log.error({ err }, "event invitation mail failed"),
  });

  /** A write that answers the event's internal view. */
  const write = <Body extends z.ZodType>(spec: Write<Body>) =>
    r.route({
      method: spec.method,
      url: spec.url,
      // The division and window calls create tournaments or re-flow plans: the tournament budgets apply.
      ...(spec.url.endsWith("/division") ? { preHandler: perUser(db, "create") } : {}),
      ...(spec.url.endsWith("/windows") ? { preHandler: perUser(db, "planEdit") } : {}),
      schema: {
        tags: [tag],
        summary: spec.summary,
        description: describe(spec.description),
        security,
        body: spec.body,
        response: { [spec.created ? 201 : 200]: EventInternalSchema, ...errorResponses(...spec.errors) },
      },
      handler: async (request, reply) => {
        const done = await spec.write(sessionUser(request), request.body as z.output<Body>);
        return reply.code(spec.created ? 201 : 200).send(await presentEvent(db, done));
      },
    });

  write({
    method: "POST",
    url: "/api/v1/event/create",
    summary: "Create an event",
    description:
      "Creates an event owned by the caller: name, days, venue, contact, logo, visibility, its pitches (with their " +
      "hours per day) and the changeover between divisions on a pitch. Divisions are added with event/division " +
      "or event/attach.",
    body: CreateEventSchema,
    created: true,
    errors: [400, 401],
    write: (user, body) => createEvent(db, user, body),
  });

  r.get(
    "/api/v1/event/:id",
    {
      schema: {
        tags: [tag],
        summary: "An event with its divisions",
        description: describe(
          "The event's data, its divisions (tournaments and festivals with their age group, status, team count, " +
            "window and the minutes they need on one pitch) and the problems of the shared plan: pitches booked " +
            "twice, changeovers too short, matches outside their window or a pitch's hours (errors), divisions " +
            "without a window and one club's teams playing at the same time in two divisions (warnings).",
        ),
        security,
        params: IdParams,
        response: { 200: EventInternalSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => presentEvent(db, await loadEvent(db, sessionUser(request), request.params.id, "view")),
  );

  write({
    method: "PUT",
    url: "/api/v1/event/update",
    summary: "Edit the event",
    description:
      "Replaces the event's data. A pitch a division's window uses cannot be removed (409 PITCH_IN_USE naming it); " +
      "the days must still hold every window (409 EVENT_DATES_MISMATCH) and the windows must still fit the " +
      "pitches' hours (409 WINDOW_CONFLICT with `issues`). A changed venue, contact or pitch name carries over to " +
      "every division that has not started (started ones keep theirs). A replaced or removed logo file is deleted " +
      "unless a tournament or another event shows it.",
    body: UpdateEventSchema,
    errors: [400, 401, 403, 404, 409],
    write: async (user, body) => {
      const saved = await updateEventGeneral(db, user, body);
      // After the commit, as tment/ueditallgemein does: the file goes unless a tournament or event still shows it.
      await releaseLogo(db, store, user, saved.replacedLogo);
      return saved;
    },
  });

  write({
    method: "POST",
    url: "/api/v1/event/division",
    summary: "Add a new division",
    description:
      "Creates a draft tournament (mode normal) or funino festival (mode funino) owned by the event's owner, with " +
      "the event's dates, venue, contact and visibility and the age group's label, and the same defaults as " +
      "tment/create and funino/create; it has no window yet. 409 DIVISION_LIMIT beyond 12 divisions. Counts " +
      "against the caller's budget of new tournaments.",
    body: CreateDivisionSchema,
    created: true,
    errors: [400, 401, 403, 404, 409, 429],
    write: (user, body) => createDivision(db, user, body),
  });

  write({
    method: "POST",
    url: "/api/v1/event/attach",
    summary: "Attach an existing tournament as a division",
    description:
      "The caller's own tournament (or festival) joins the event (owner of both only; 404 TOURNAMENT_NOT_FOUND " +
      "for a tournament the caller cannot see, 403 for one they only edit). Its days must lie within the event's " +
      "(409 EVENT_DATES_MISMATCH); a division of an event is 409 ALREADY_IN_EVENT.",
    body: AttachDivisionSchema,
    errors: [400, 401, 403, 404, 409],
    write: (user, body) => attachDivision(db, user, body),
  });

  write({
    method: "POST",
    url: "/api/v1/event/detach",
    summary: "Detach a division",
    description:
      "The division becomes a standalone tournament again: its window is cleared, its plan and data stay. " +
      "404 DIVISION_NOT_FOUND for a tournament that is not a division of the event.",
    body: DetachDivisionSchema,
    errors: [400, 401, 403, 404],
    write: (user, body) => detachDivision(db, user, body),
  });

  write({
    method: "PUT",
    url: "/api/v1/event/windows",
    summary: "Set divisions' windows",
    description:
      "Stores the windows of some divisions (others keep theirs), checked against the others' windows, the " +
      "event's days, the pitches' hours and the changeover (409 WINDOW_CONFLICT with `issues`). Each division " +
      "whose window changed gets the window's start as first kick-off and its pitches (in the event's order), and " +
      "its plan is re-flowed as tment/updateTime does: pairings and slots stay, the i-th pitch of its old list " +
      "becomes the i-th of the window (409 PITCH_IN_USE when a match is on a pitch beyond the window's count; a " +
      "changed count marks the plan `planOutdated`). A festival's round 1 moves to the start, its pitch count to " +
      "the window's. Divisions whose window did not change are not touched. A division that has started " +
      "(running, results, a started festival) cannot move: 409 DIVISION_STARTED. Counts against the caller's " +
      "budget of plan edits.",
    body: UpdateWindowsSchema,
    errors: [400, 401, 403, 404, 409, 429],
    write: (user, body) => updateWindows(db, user, body),
  });

  r.post(
    "/api/v1/event/propose",
    {
      schema: {
        tags: [tag],
        summary: "Propose windows",
        description: describe(
          "Proposes a window for every division from what it needs (its plan's length on 1, 2, … pitches, a " +
            "festival's rounds), youngest age group first, packed onto the event's pitches and hours with the " +
            "changeover kept. Nothing is stored (event/windows stores them); divisions that do not fit are listed " +
            "in `unplaced`.",
        ),
        security,
        body: ProposeWindowsSchema,
        response: { 200: EventProposalSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => proposeEventWindows(db, sessionUser(request), request.body.id),
  );

  r.delete(
    "/api/v1/event/:id",
    {
      schema: {
        tags: [tag],
        summary: "Delete an event",
        description: describe("Deletes the event (owner only); its divisions stay as standalone tournaments."),
        security,
        params: IdParams,
        response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      await releaseLogo(db, store, user, await removeEvent(db, user, request.params.id));
      return { id: request.params.id, deleted: true as const };
    },
  );

  r.get(
    "/api/v1/event/editors/:id",
    {
      schema: {
        tags: [tag],
        summary: "The event's editors",
        description: describe("Accepted editors and open invitations (`acceptedAt` null)."),
        security,
        params: IdParams,
        response: { 200: z.object({ editors: z.array(EventEditorSchema) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => listEditorsOf(db, sessionUser(request), request.params.id),
  );

  r.post(
    "/api/v1/event/editor",
    {
      schema: {
        tags: [tag],
        summary: "Invite an event editor",
        description: describe(
          "Invites a registered, verified user by e-mail (owner only; 404 USER_NOT_FOUND, 409 ALREADY_OWNER / " +
            "ALREADY_EDITOR). They have no access until they accept (event/invitation/{id}). Shares the budget of " +
            "tment/getBearbeiter's account lookups. The invited user gets a system message and a mail in their " +
            "language; the inviter hears the answer the same way.",
        ),
        security,
        body: AddEventEditorSchema,
        response: { 201: EventEditorSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteEventEditor(db, sessionUser(request), request.body, mailDeps(request.log))),
  );

  r.delete(
    "/api/v1/event/editor",
    {
      schema: {
        tags: [tag],
        summary: "Remove an event editor",
        description: describe("Removes an editor or an open invitation (owner only; 404 EDITOR_NOT_FOUND)."),
        security,
        body: RemoveEventEditorSchema,
        response: {
          200: z.object({ id: z.string(), userId: z.string(), removed: z.literal(true) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => removeEventEditorOf(db, sessionUser(request), request.body),
  );

  r.get(
    "/api/v1/event/invitations",
    {
      schema: {
        tags: [tag],
        summary: "My open event invitations",
        description: "The caller's open invitations to edit an event, newest first. 401 without a session.",
        security,
        response: { 200: EventInvitationsSchema, ...errorResponses(401) },
      },
    },
    async (request) => openEventInvitations(db, sessionUser(request)),
  );

  r.post(
    "/api/v1/event/invitation/:id",
    {
      schema: {
        tags: [tag],
        summary: "Answer an event invitation",
        description:
          "Accepts (the caller becomes an editor of the event and all its divisions) or declines (the invitation " +
          "goes) the caller's open invitation to the event `{id}`; 404 INVITATION_NOT_FOUND without one. 401 " +
          "without a session.",
        security,
        params: IdParams,
        body: AnswerInvitationSchema,
        response: { 200: EventInvitationAnsweredSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      answerEventInvitation(db, sessionUser(request), request.params.id, request.body.accept, mailDeps(request.log)),
  );

  r.get(
    "/api/v1/dashboard/events",
    {
      schema: {
        tags: ["dashboard"],
        summary: "My events",
        description:
          "The events the caller owns or edits (accepted), latest first day first, with their division count and " +
          "the caller's role. 401 without a session.",
        security,
        response: { 200: EventListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const rows = await listEventsOf(db, user.id);
      return {
        items: rows.map((e) => ({
          id: e.id,
          name: e.name,
          startDate: e.startDate,
          endDate: e.endDate,
          role: e.ownerId === user.id ? ("owner" as const) : ("editor" as const),
          divisionCount: Number(e.divisionCount),
          updatedAt: e.updatedAt.toISOString(),
        })),
      };
    },
  );
}
