// The contact form's pure parts: the draft, the body it sends, and field messages from the contract's issues or
// the server's 400 (both carry `pages.contact.errors.*` keys; anything else gets a generic text).
import type { ContactInput } from "@kickoff/domain/contact-contracts.ts";
import type { FieldErrors } from "../../../lib/form-errors.ts";

export type ContactDraft = {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** 0: no stars chosen. */
  rating: number;
  /** The honeypot: stays empty unless a bot fills every field it finds. */
  website: string;
};

export const emptyDraft = (prefill: { name?: string; email?: string } = {}): ContactDraft => ({
  name: prefill.name ?? "",
  email: prefill.email ?? "",
  subject: "",
  message: "",
  rating: 0,
  website: "",
});

/** The request body: the draft, the page language and how long the form was open (whole milliseconds). */
export function contactBody(draft: ContactDraft, language: string, fillMs: number): ContactInput {
  return {
    name: draft.name,
    email: draft.email,
    subject: draft.subject,
    message: draft.message,
    rating: draft.rating >= 1 ? draft.rating : null,
    language: language as ContactInput["language"],
    website: draft.website,
    fillMs: Math.max(0, Math.round(fillMs)),
  };
}

type Issue = { path: readonly PropertyKey[]; message: string; code?: string };

/** Which catalog key explains an issue: the contract's own key, else by the kind of rule. */
export function issueKey(issue: Issue, known: (key: string) => boolean): string {
  if (issue.message.startsWith("pages.contact.errors.") && known(issue.message)) return issue.message;
  if (issue.code === "too_big") return "pages.contact.errors.tooLong";
  if (issue.code === "too_small") return "pages.contact.errors.required";
  return "pages.contact.errors.invalid";
}

/** Field path → translated message, the first issue of each field. */
export function contactFieldErrors(
  issues: readonly Issue[],
  t: (key: string) => string,
  known: (key: string) => boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "form";
    if (!(path in errors)) errors[path] = t(issueKey(issue, known));
  }
  return errors;
}
