// Zod contract of the contact form (`POST /api/v1/contact/contact`), shared by the server and the SPA form.
// Error messages are i18n keys of the "pages" namespace (`pages.contact.errors.*`), not prose: the SPA translates
// them, and the contact page loads only that namespace.
import { z } from "zod";
import { ACCOUNT_LANGUAGES } from "./account-contracts.ts";

/** The spec's rating length: 1 to 5 stars. */
export const CONTACT_RATING_MAX = 5;

/**
 * A form sent sooner than this after it was opened is taken for a bot: answered like a real message but neither
 * stored nor mailed (the same quiet treatment as a filled honeypot).
 */
export const CONTACT_MIN_FILL_MS = 3000;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

const required = "pages.contact.errors.required";
const tooLong = "pages.contact.errors.tooLong";

const text = (max: number) => z.string().trim().min(1, required).max(max, tooLong);

export const ContactSchema = z.object({
  name: text(CONTACT_NAME_MAX),
  email: z
    .string()
    .trim()
    .max(254, "pages.contact.errors.emailInvalid")
    .pipe(z.email("pages.contact.errors.emailInvalid")),
  subject: text(CONTACT_SUBJECT_MAX),
  message: text(CONTACT_MESSAGE_MAX),
  /** 1–5 stars for the product; absent or null when the sender gives none. */
  rating: z
    .number()
    .int("pages.contact.errors.rating")
    .min(1, "pages.contact.errors.rating")
    .max(CONTACT_RATING_MAX, "pages.contact.errors.rating")
    .nullish()
    .transform((v) => v ?? null),
  /** The sender's page language (which catalog they read); the operator sees it in the mail. */
  language: z.enum(ACCOUNT_LANGUAGES).optional(),
  /**
   * Honeypot: a field people never see and so leave empty. Anything in it marks a bot, whose message is answered
   * like a real one but not delivered.
   */
  website: z.string().max(500).optional(),
  /**
   * How long the form was open before it was sent, in milliseconds, measured by the browser (a duration, not a
   * time of day: a device's wrong clock must not drop real messages). Below CONTACT_MIN_FILL_MS, or absent, the
   * message is answered like a real one but not delivered.
   */
  fillMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;

/** The answer: the same for a delivered message and a quietly dropped one (honeypot, too fast). */
export const ContactSentSchema = z.object({ status: z.literal("sent") });
export type ContactSent = z.infer<typeof ContactSentSchema>;
