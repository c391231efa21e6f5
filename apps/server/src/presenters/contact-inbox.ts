import type { ContactInboxItem } from "@kickoff/domain/operator-contact-contracts.ts";
import type { ContactInboxRow } from "../repositories/contact-messages.ts";

/** A contact form message as the operators' inbox lists it (the internal `mailedTo` stays on the server). */
export function presentContactMessage(row: ContactInboxRow): ContactInboxItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    rating: row.rating,
    language: row.language,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy && row.answeredByEmail ? { id: row.answeredBy, email: row.answeredByEmail } : null,
    answer: row.answer,
  };
}
