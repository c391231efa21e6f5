import {
  InboxQuerySchema,
  InboxSchema,
  MESSAGE_SENDS_PER_HOUR,
  MessageIdsSchema,
  MessageMailSettingSchema,
  MessageSentSchema,
  MessagesChangedSchema,
  SendMessageSchema,
} from "@kickoff/domain/message-contracts.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { errorResponses } from "../lib/http-schemas.ts";
import { sessionUser } from "../plugins/session.ts";
import {
  deleteMessages,
  inbox,
  type MessageDeps,
  markMessages,
  sendMessage,
  setMessageMailSetting,
} from "../services/messages.ts";

const tag = "messages";
const security = [{ session: [] }];

const OWN_ONLY =
  "Access: 401 without a session. Acts only on the caller's own messages: ids of other users' messages, and " +
  "unknown ids, are silently ignored (not changed, not counted), so the answer never tells whether they exist. " +
  "At most 100 ids; a malformed id is 400.";

/** Messages between users (spec §7 Messages); registered inside the authenticated context (app.ts). */
export async function messageRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: MessageDeps = {
    db: database.db,
    publicUrl: config.publicUrl,
    ...(app.hasDecorator("accounts") ? { enqueue: (mail) => app.accounts.mail.enqueue(mail) } : {}),
  };

  r.post(
    "/api/v1/message/send",
    {
      schema: {
        tags: [tag],
        summary: "Send a message",
        description:
          "Sends a plain-text message to one user (`receiverId`, e.g. a reply) or to a tournament's organisers " +
          "(`tournamentId`: owner and editors, the sender left out), exactly one of both. The sender keeps the " +
          "same row as sent copy. 404 USER_NOT_FOUND for an unknown receiver, 404 TOURNAMENT_NOT_FOUND for a " +
          "tournament the sender may not see, 400 MESSAGE_TO_SELF when nobody else would receive it. Receivers " +
          "get at most one mail about new messages per 15 minutes (in their language, without the text). " +
          `At most ${MESSAGE_SENDS_PER_HOUR} sends per user and hour, refused ones included (429 RATE_LIMITED ` +
          "with Retry-After). Access: 401 without a session.",
        security,
        body: SendMessageSchema,
        response: { 201: MessageSentSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await sendMessage(deps, sessionUser(request), request.body);
      return reply.code(201).send({ status: "sent" as const });
    },
  );

  r.post(
    "/api/v1/message/getallmessagesbyreceiverid",
    {
      schema: {
        tags: [tag],
        summary: "My received messages",
        description:
          "The caller's own inbox (user and system messages), newest first, paged (`page` from 1, `size` up to " +
          "100), with the total and the unread count over all pages. With `id`, the page holds just that message " +
          "when it is in the caller's inbox (otherwise none). Nobody reads another user's inbox: the receiver is " +
          "always the caller. Access: 401 without a session.",
        security,
        body: InboxQuerySchema,
        response: { 200: InboxSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => inbox(database.db, sessionUser(request).id, request.body),
  );

  r.post(
    "/api/v1/message/marklistasread",
    {
      schema: {
        tags: [tag],
        summary: "Mark messages as read",
        description: `Marks the given messages of the caller's inbox as read; answers how many changed and the unread count. ${OWN_ONLY}`,
        security,
        body: MessageIdsSchema,
        response: { 200: MessagesChangedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => markMessages(deps, sessionUser(request).id, request.body.ids, true),
  );

  r.post(
    "/api/v1/message/marklistasunread",
    {
      schema: {
        tags: [tag],
        summary: "Mark messages as unread",
        description: `Marks the given messages of the caller's inbox as unread; answers how many changed and the unread count. ${OWN_ONLY}`,
        security,
        body: MessageIdsSchema,
        response: { 200: MessagesChangedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => markMessages(deps, sessionUser(request).id, request.body.ids, false),
  );

  r.post(
    "/api/v1/message/deletelist",
    {
      schema: {
        tags: [tag],
        summary: "Delete messages",
        description:
          "Deletes the caller's side of the given messages (received or sent); the other side keeps its copy. " +
          `Answers how many changed and the unread count. ${OWN_ONLY}`,
        security,
        body: MessageIdsSchema,
        response: { 200: MessagesChangedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => deleteMessages(deps, sessionUser(request).id, request.body.ids),
  );

  r.post(
    "/api/v1/message/mailsetting",
    {
      schema: {
        tags: [tag],
        summary: "Mails about new messages on or off",
        description:
          "The caller's own setting whether new messages are told by mail (at most one mail per 15 minutes, in " +
          "the caller's language, without the messages' text); on by default. The inbox answer carries it as " +
          "`mailOnNew`. Access: 401 without a session.",
        security,
        body: MessageMailSettingSchema,
        response: { 200: MessageMailSettingSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => setMessageMailSetting(database.db, sessionUser(request).id, request.body.mailOnNew),
  );
}
