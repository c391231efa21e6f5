// The operators' contact inbox (issue 20): the contact form's messages, answered by mail from the operator area.
// Marking the message answered and the operator audit row are one transaction; the mail is queued after it commits,
// like every other mail (it never holds a transaction open on SMTP), and a concurrent second answer is refused.
import type { ContactAnswer } from "@kickoff/domain/operator-contact-contracts.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { conflict, notFound } from "../lib/errors.ts";
import { renderContactAnswerMail } from "../lib/mail/contact-answer.ts";
import type { Mail } from "../lib/mail.ts";
import { findContactMessage, markContactAnswered } from "../repositories/contact-messages.ts";
import { insertAuditEntry } from "../repositories/operator.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { findUserById } from "../repositories/users.ts";

export type ContactInboxDeps = {
  db: Db;
  config: Pick<Config, "contactTo" | "publicUrl">;
  /** Queues a mail in the background. */
  enqueue: (mail: Mail) => void;
};

const messageNotFound = () => notFound("CONTACT_MESSAGE_NOT_FOUND", "No contact message with this id");

/**
 * Mails the answer to the sender (Reply-To CONTACT_TO when set) and marks the message answered by `operator`;
 * 404 for an unknown message, 409 CONTACT_ALREADY_ANSWERED when it was answered (also by a concurrent answer).
 */
export async function answerContactMessage(
  deps: ContactInboxDeps,
  operator: UserRow,
  id: string,
  input: ContactAnswer,
  now = new Date(),
): Promise<void> {
  const answered = await deps.db.transaction(async (tx) => {
    const existing = await findContactMessage(tx, id);
    if (!existing) throw messageNotFound();
    const row = await markContactAnswered(tx, id, { text: input.text, by: operator.id, at: now });
    if (!row) throw conflict("CONTACT_ALREADY_ANSWERED", "This message has been answered already");
    await insertAuditEntry(tx, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: "contactanswer",
      targetKind: "contact",
      targetId: row.id,
      reason: input.reason ?? "",
      details: { email: row.email, subject: row.subject },
    });
    return row;
  });
  // The form's page language first; a logged-in sender's account language otherwise; English as the last resort.
  const account = answered.language || !answered.userId ? null : await findUserById(deps.db, answered.userId);
  deps.enqueue(
    await renderContactAnswerMail({
      to: answered.email,
      language: answered.language ?? account?.language ?? null,
      name: answered.name,
      subject: answered.subject,
      original: answered.message,
      receivedAt: answered.createdAt,
      answer: input.text,
      replyTo: deps.config.contactTo,
      publicUrl: deps.config.publicUrl,
    }),
  );
}
