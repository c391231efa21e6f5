// Zod contracts of the operator's contact inbox (`/api/v1/op/contact*`, issue 20): the contact form's messages with
// their ratings, answered by mail from the operator area. Error messages are i18n keys of the "account" namespace
// (`account.errors.*`), like the rest of the operator area.
import { z } from "zod";
import { OPERATOR_PAGE_SIZE_DEFAULT, OPERATOR_PAGE_SIZE_MAX, OPERATOR_REASON_MAX } from "./operator-contracts.ts";

/** The answer's length, like the contact form's message. */
export const CONTACT_ANSWER_MAX = 5000;

export const CONTACT_INBOX_STATUSES = ["open", "answered"] as const;
export type ContactInboxStatus = (typeof CONTACT_INBOX_STATUSES)[number];

/** `status` absent: every message; `open`: not answered yet; `answered`. Newest first. */
export const ContactInboxQuerySchema = z.object({
  status: z.enum(CONTACT_INBOX_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(OPERATOR_PAGE_SIZE_MAX).default(OPERATOR_PAGE_SIZE_DEFAULT),
});
export type ContactInboxQuery = z.infer<typeof ContactInboxQuerySchema>;

export const ContactMessageIdSchema = z.object({ id: z.uuid() });

export const ContactInboxItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** 1–5 stars, null when the sender gave none. */
  rating: z.number().int().nullable(),
  /** The sender's page language, null when the form did not say. */
  language: z.string().nullable(),
  /** The sender's account when they were logged in (null when not, or once the account is gone). */
  userId: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The answering operator; null while open and once that account is gone. */
  answeredBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  answer: z.string().nullable(),
});
export type ContactInboxItem = z.infer<typeof ContactInboxItemSchema>;

export const ContactInboxPageSchema = z.object({
  items: z.array(ContactInboxItemSchema),
  total: z.number().int(),
  /** Messages not answered yet (whatever `status` filters), for the inbox's badge. */
  open: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ContactInboxPage = z.infer<typeof ContactInboxPageSchema>;

/** The operator's answer, mailed to the sender; `reason` (optional) goes into the operator audit log. */
export const ContactAnswerSchema = z.object({
  text: z.string().trim().min(1, "account.errors.required").max(CONTACT_ANSWER_MAX, "account.errors.tooLong"),
  reason: z.string().trim().max(OPERATOR_REASON_MAX, "account.errors.tooLong").optional(),
});
export type ContactAnswer = z.infer<typeof ContactAnswerSchema>;
