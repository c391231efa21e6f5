import { ApiError } from "./api-client.ts";

/**
 * Why an e-mail address cannot be added as editor (of a tournament or an event); each is a key under
 * `<catalog>.errors`, e.g. `organiser.editors.errors` or `events.editors.errors`.
 */
export type EditorEmailError =
  | "required"
  | "invalid"
  | "self"
  | "already"
  | "userNotFound"
  | "forbidden"
  | "tooMany"
  | "notFound"
  | "failed";

// The shape the server's z.email() accepts in practice: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same comparison the server makes: addresses are stored trimmed and in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Checks an address before it is sent: present, well-formed, not the caller's own (the owner is no editor)
 * and not already on the list. Null when it may be sent.
 */
export function checkEditorEmail(
  input: string,
  context: { ownEmail: string | null | undefined; editorEmails: readonly string[] },
): EditorEmailError | null {
  const email = normaliseEmail(input);
  if (!email) return "required";
  if (email.length > 254 || !EMAIL.test(email)) return "invalid";
  if (context.ownEmail && normaliseEmail(context.ownEmail) === email) return "self";
  if (context.editorEmails.some((e) => normaliseEmail(e) === email)) return "already";
  return null;
}

/** The server's refusal of an invitation (tournament or event) as the message to show next to the field. */
export function editorErrorFromApi(error: unknown): EditorEmailError {
  if (!(error instanceof ApiError)) return "failed";
  switch (error.code) {
    case "USER_NOT_FOUND":
      return "userNotFound";
    case "ALREADY_EDITOR":
      return "already";
    case "ALREADY_OWNER":
      return "self";
    case "VALIDATION_FAILED":
      return "invalid";
    case "TOURNAMENT_NOT_FOUND":
    case "EVENT_NOT_FOUND":
      return "notFound";
  }
  if (error.status === 403) return "forbidden";
  if (error.status === 429) return "tooMany";
  return "failed";
}
