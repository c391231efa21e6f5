// The operator's mail of a contact form message: plain text only (what a visitor typed is never rendered as
// HTML), Reply-To the sender so answering is one click. In English: it goes to the operator, not to users.
import { CONTACT_RATING_MAX } from "@kickoff/domain/contact-contracts.ts";
import type { Mail } from "../mail.ts";

export type ContactMailInput = {
  to: string;
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  rating: number | null;
  language: string | null;
  /** The logged-in sender's account, if any. */
  userId: string | null;
  receivedAt: Date;
  appName: string;
};

/** One line for a header or a labelled line: control characters (CR, LF, tabs …) become spaces. */
export const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

export function ratingText(rating: number | null): string {
  if (rating === null) return "none given";
  return `${"★".repeat(rating)}${"☆".repeat(CONTACT_RATING_MAX - rating)} (${rating} of ${CONTACT_RATING_MAX})`;
}

export function renderContactMail(input: ContactMailInput): Mail {
  const subject = `[${oneLine(input.appName)} contact] ${oneLine(input.subject)}`;
  const text = [
    `A message from the contact form of ${input.appName}.`,
    "",
    `From:     ${oneLine(input.name)} <${input.email}>`,
    `Subject:  ${oneLine(input.subject)}`,
    `Rating:   ${ratingText(input.rating)}`,
    `Language: ${input.language ?? "unknown"}`,
    `Account:  ${input.userId ?? "not logged in"}`,
    `Received: ${input.receivedAt.toISOString()}`,
    "",
    "----------------------------------------------------------------------",
    input.message.replace(/\r\n?/g, "\n"),
    "----------------------------------------------------------------------",
    "",
    `Answering this mail writes to ${input.email} (Reply-To). Stored as contact message ${input.id}.`,
    "",
  ].join("\n");
  return { to: input.to, replyTo: input.email, subject, text };
}
