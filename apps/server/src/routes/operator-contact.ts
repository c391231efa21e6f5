import {
  ContactAnswerSchema,
  ContactInboxPageSchema,
  ContactInboxQuerySchema,
  ContactMessageIdSchema,
} from "@kickoff/domain/operator-contact-contracts.ts";
import { OperatorDoneSchema } from "@kickoff/domain/operator-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import { presentContactMessage } from "../presenters/contact-inbox.ts";
import { listContactMessages } from "../repositories/contact-messages.ts";
import { answerContactMessage } from "../services/contact-inbox.ts";
import { OPERATOR_ACCESS, OPERATOR_TAG, operatorOnly as operatorHook, operatorSecurity } from "./operator-route.ts";

/**
 * The contact inbox of the operator area (issue 20): the contact form's messages and their answers by mail.
 * Registered inside the authenticated context (app.ts); the operator role is checked before validation.
 */
export async function operatorContactRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const operatorOnly = operatorHook(db, config);

  r.get(
    "/api/v1/op/contact",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Contact inbox",
        description:
          "The contact form's messages, newest first: sender's name and e-mail, subject, text, rating (1–5 or null), " +
          "page language, the sender's account if they were logged in, and the answer once given. `status` open " +
          "(not answered) or answered; absent: all. Paged (`page` from 1, `size` up to 100); `open` counts the " +
          `unanswered messages whatever the filter. ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        querystring: ContactInboxQuerySchema,
        response: { 200: ContactInboxPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, page, size } = request.query;
      const { items, total, open } = await listContactMessages(db, status, page, size);
      return { items: items.map(presentContactMessage), total, open, page, size };
    },
  );

  r.post(
    "/api/v1/op/contact/:id/answer",
    {
      preValidation: operatorOnly,
      schema: {
        tags: [OPERATOR_TAG],
        summary: "Answer a contact message",
        description:
          'Mails `text` (1–5000 characters) to the sender with the subject "Re: <their subject>" in their language ' +
          "(the form's page language, else their account's, else English), plain text and HTML, their message " +
          "quoted, Reply-To CONTACT_TO when set; marks the message answered (when, by whom, the text). `reason` " +
          "(optional, up to 500 characters) goes into the operator audit log with the action `contactanswer`. 404 " +
          `CONTACT_MESSAGE_NOT_FOUND; 409 CONTACT_ALREADY_ANSWERED (also when another operator answered first). ${OPERATOR_ACCESS}`,
        security: operatorSecurity,
        params: ContactMessageIdSchema,
        body: ContactAnswerSchema,
        response: { 200: OperatorDoneSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await answerContactMessage(
        { db, config, enqueue: (mail) => app.accounts.mail.enqueue(mail) },
        sessionUser(request),
        request.params.id,
        request.body,
      );
      return { ok: true as const };
    },
  );
}
