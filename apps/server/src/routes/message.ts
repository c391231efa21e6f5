import type { FastifyInstance } from "fastify";
import { notImplemented } from "./not-implemented.ts";

const tag = "messages";

/** Messages between users (spec §7 Messages). */
export async function messageRoutes(app: FastifyInstance) {
  notImplemented(app, "POST", "/api/v1/message/send", tag, "Send a message");
  notImplemented(app, "POST", "/api/v1/message/getallmessagesbyreceiverid", tag, "My received messages");
  notImplemented(app, "POST", "/api/v1/message/marklistasread", tag, "Mark messages as read");
  notImplemented(app, "POST", "/api/v1/message/marklistasunread", tag, "Mark messages as unread");
  notImplemented(app, "POST", "/api/v1/message/deletelist", tag, "Delete messages");
}
