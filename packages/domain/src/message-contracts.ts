// Zod contracts of the messages calls (`/api/v1/message/*`), shared by the server and the SPA's messages page.
// Bodies are plain text: stored and answered verbatim, shown as text, never rendered as HTML (page or mail).
// Error messages are i18n keys of the "account" namespace (`account.messages.errors.*`).
import { z } from "zod";

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;
/** Ids per marklistasread / marklistasunread / deletelist call. */
export const MESSAGE_IDS_MAX = 100;
export const MESSAGE_PAGE_SIZE_MAX = 100;
export const MESSAGE_PAGE_SIZE_DEFAULT = 20;
/** Sends per user and hour (each call counts once, however many organisers it reaches). */
export const MESSAGE_SENDS_PER_HOUR = 30;
/** At most one "you have new messages" mail per user in this time. */
export const MESSAGE_MAIL_INTERVAL_MS = 15 * 60 * 1000;

const required = "account.messages.errors.required";
const tooLong = "account.messages.errors.tooLong";
const text = (max: number) => z.string().trim().min(1, required).max(max, tooLong);

/**
 * A message to one user (`receiverId`, e.g. a reply) or to a tournament's organisers (`tournamentId`: its owner
 * and editors), exactly one of both.
 */
export const SendMessageSchema = z
  .object({
    receiverId: z.uuid().optional(),
    tournamentId: z.uuid().optional(),
    subject: text(MESSAGE_SUBJECT_MAX),
    body: text(MESSAGE_BODY_MAX),
  })
  .refine((v) => (v.receiverId === undefined) !== (v.tournamentId === undefined), {
    message: "exactly one of receiverId and tournamentId",
    path: ["receiverId"],
  });
export type SendMessageInput = z.input<typeof SendMessageSchema>;
export type SendMessage = z.output<typeof SendMessageSchema>;

export const MessageSentSchema = z.object({ status: z.literal("sent") });
export type MessageSent = z.infer<typeof MessageSentSchema>;

/** The caller's inbox, newest first; `id` narrows the page to that one message (when it is the caller's). */
export const InboxQuerySchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(MESSAGE_PAGE_SIZE_MAX).default(MESSAGE_PAGE_SIZE_DEFAULT),
  id: z.uuid().optional(),
});
export type InboxQueryInput = z.input<typeof InboxQuerySchema>;

export const MESSAGE_KINDS = ["user", "system"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MessageViewSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** The writing user; null for system messages and for senders whose account is gone. */
  sender: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  tournament: z.object({ id: z.string(), name: z.string() }).nullable(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

export const InboxSchema = z.object({
  items: z.array(MessageViewSchema),
  /** Messages in the inbox (not deleted), over all pages. */
  total: z.number().int(),
  /** Unread messages in the inbox. */
  unread: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Whether the caller gets a mail about new messages (at most one per 15 minutes); default on. */
  mailOnNew: z.boolean(),
});
export type Inbox = z.infer<typeof InboxSchema>;

/** Ids of the caller's messages; ids of other users' messages (or unknown ones) are ignored. */
export const MessageIdsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(MESSAGE_IDS_MAX) });
export type MessageIds = z.infer<typeof MessageIdsSchema>;

/** How many of the given ids were the caller's and changed; the unread count afterwards. */
export const MessagesChangedSchema = z.object({ changed: z.number().int(), unread: z.number().int() });
export type MessagesChanged = z.infer<typeof MessagesChangedSchema>;

/** The caller's "mail me about new messages" setting (`POST /api/v1/message/mailsetting`), body and answer. */
export const MessageMailSettingSchema = z.object({ mailOnNew: z.boolean() });
export type MessageMailSetting = z.infer<typeof MessageMailSettingSchema>;
