import { AddEditorSchema } from "@kickoff/domain/tournament-contracts.ts";
import {
  AnswerInvitationSchema,
  EditorInvitationsSchema,
  EditorSchema,
  InvitationAnsweredSchema,
} from "@kickoff/domain/tournament-views.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { presentEditor, presentInvitation } from "../presenters/tournament.ts";
import { listEditors, listOpenInvitations } from "../repositories/tournaments.ts";
import { addEditor, answerInvitation, type MailSender, removeEditor } from "../services/tournament-access.ts";
import { loadAuthorized } from "../services/tournament-service.ts";
import { describe, IdParams, security, type TournamentRouteDeps, tag } from "./tournament-route.ts";

/** Who else works on a tournament: its editors (reporter links are in reporter-links.ts). */
export async function tournamentAccessRoutes(app: FastifyInstance, { database, config, mailer }: TournamentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  // The Accounts area's background mail queue: an answer never waits for (or reveals) the mail.
  const editorMail: MailSender | undefined =
    mailer ?? (app.hasDecorator("accounts") ? { send: async (mail) => app.accounts.mail.enqueue(mail) } : undefined);

  r.post(
    "/api/v1/tment/getBearbeiter",
    {
      schema: {
        tags: [tag],
        summary: "Invite an editor by e-mail",
        description: describe(
          "Invites a registered user with a verified e-mail address as editor (owner only); they have no access " +
            "until they accept (tment/invitation/{id}). 404 USER_NOT_FOUND when " +
            "there is none; 409 ALREADY_EDITOR / ALREADY_OWNER. Against probing which addresses have accounts, the " +
            "lookups share one budget per user with user/euser: at most 30 an hour (429 RATE_LIMITED with " +
            "Retry-After). " +
            "The invited user gets a system message and a mail in their language.",
        ),
        security,
        body: AddEditorSchema,
        response: { 201: EditorSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const editor = await addEditor(
        {
          db,
          publicUrl: config.publicUrl,
          mailer: editorMail,
          onMailError: (err) => request.log.error({ err }, "editor notification mail failed"),
        },
        { user: sessionUser(request) },
        request.body,
      );
      return reply.code(201).send(presentEditor(editor));
    },
  );

  r.get(
    "/api/v1/tment/getBearbeiter/:id",
    {
      schema: {
        tags: [tag],
        summary: "A tournament's editors",
        description: describe(
          "The editors with name and e-mail (owner and editors); `acceptedAt` is null while an invitation is open.",
        ),
        security,
        params: IdParams,
        response: { 200: z.object({ editors: z.array(EditorSchema) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { state } = await loadAuthorized(db, { user: sessionUser(request) }, request.params.id, "viewInternal");
      return { editors: (await listEditors(db, state.id)).map(presentEditor) };
    },
  );

  r.delete(
    "/api/v1/tment/editor/:id/:userId",
    {
      schema: {
        tags: [tag],
        summary: "Remove an editor",
        description: describe(
          "Removes an editor or withdraws an open invitation (owner only); 404 EDITOR_NOT_FOUND when the user is " +
            "neither.",
        ),
        security,
        params: z.object({ id: z.string().max(100), userId: z.string().max(100) }),
        response: { 200: z.object({ removed: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeEditor(db, { user: sessionUser(request) }, request.params.id, request.params.userId);
      return { removed: true as const };
    },
  );

  r.get(
    "/api/v1/tment/invitations",
    {
      schema: {
        tags: [tag],
        summary: "My open editor invitations",
        description: describe("The caller's invitations to edit a tournament that they have not answered yet."),
        security,
        response: { 200: EditorInvitationsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const invitations = await listOpenInvitations(db, sessionUser(request).id);
      return { invitations: invitations.map(presentInvitation) };
    },
  );

  r.post(
    "/api/v1/tment/invitation/:id",
    {
      schema: {
        tags: [tag],
        summary: "Accept or decline an editor invitation",
        description: describe(
          "The invited user answers their open invitation to the tournament `id`: accepted, they are an editor " +
            "from now on; declined, the invitation is removed. The inviter hears the answer by message and mail. " +
            "404 INVITATION_NOT_FOUND when the caller has no open invitation there.",
        ),
        security,
        params: IdParams,
        body: AnswerInvitationSchema,
        response: { 200: InvitationAnsweredSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      answerInvitation(
        {
          db,
          publicUrl: config.publicUrl,
          mailer: editorMail,
          onMailError: (err) => request.log.error({ err }, "invitation answer mail failed"),
        },
        sessionUser(request),
        request.params.id,
        request.body.accept,
      ),
  );
}
