import { CONTACT_MIN_FILL_MS, type Contact } from "@kickoff/domain/contact-contracts.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { renderContactMail } from "../lib/mail/contact.ts";
import type { Mail } from "../lib/mail.ts";
import { insertContactMessage } from "../repositories/contact-messages.ts";

export type ContactDeps = {
  db: Db;
  /** The operator's address (CONTACT_TO); undefined: the message is stored only. */
  contactTo: string | undefined;
  /** Queues a mail in the background (the answer never waits for SMTP). */
  enqueue: (mail: Mail) => void;
  log: FastifyBaseLogger;
  appName?: string;
  now?: Date;
};

/**
 * What became of a message: mailed to the operator and stored, stored only (no CONTACT_TO), or dropped as a bot
 * (honeypot filled, or sent sooner than CONTACT_MIN_FILL_MS after the form opened). The caller answers all alike.
 */
export type ContactOutcome = "mailed" | "stored" | "dropped";

/** Why a submission looks like a bot's, or null when it looks like a person's. */
export function botReason(input: Pick<Contact, "website" | "fillMs">): "honeypot" | "too-fast" | null {
  if (input.website && input.website.trim() !== "") return "honeypot";
  if (input.fillMs === undefined || input.fillMs < CONTACT_MIN_FILL_MS) return "too-fast";
  return null;
}

/** Stores a contact message and mails it to the operator (reply-to the sender); bots are dropped quietly. */
export async function receiveContact(
  deps: ContactDeps,
  input: Contact,
  sender: { userId: string | null },
): Promise<ContactOutcome> {
  const reason = botReason(input);
  if (reason) {
    // Not the content: it is a bot's, and may be anything.
    deps.log.info({ reason }, "contact form submission dropped as a bot");
    return "dropped";
  }
  const receivedAt = deps.now ?? new Date();
  const row = await insertContactMessage(deps.db, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    rating: input.rating,
    language: input.language ?? null,
    userId: sender.userId,
    mailedTo: deps.contactTo ?? null,
    createdAt: receivedAt,
  });
  if (!deps.contactTo) {
    deps.log.info({ contactMessage: row.id }, "contact message stored; not mailed because CONTACT_TO is unset");
    return "stored";
  }
  deps.enqueue(
    renderContactMail({
      to: deps.contactTo,
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      rating: row.rating,
      language: row.language,
      userId: row.userId,
      receivedAt,
      appName: deps.appName ?? "Kickoff",
    }),
  );
  return "mailed";
}
