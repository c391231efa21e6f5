import i18next from "i18next";
import { ApiError, type ApiFieldError } from "./api-client.ts";
import { showSnackbar } from "./snackbar.ts";

/** Field path (`email`, `venues.0.name`) → translated message. */
export type FieldErrors = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message: string; code?: string };

/** A 400's `{ field, message }` list as issues, to read like the contract's own issues in the browser. */
export const issuesOfFields = (fields: readonly ApiFieldError[]): Issue[] =>
  fields.map((f) => ({ path: f.field.split("."), message: f.message }));

/**
 * Zod issues of a shared contract → translated field messages. Contract messages are catalog keys
 * (`account.errors.*`); a rule without its own key (a bare `.max()`) gets a generic message.
 */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (path in errors) continue;
    errors[path] = translateIssue(issue);
  }
  return errors;
}

function translateIssue(issue: Issue): string {
  if (issue.message.startsWith("account.") && i18next.exists(issue.message)) return i18next.t(issue.message);
  if (issue.code === "too_big") return i18next.t("account.errors.tooLong");
  if (issue.code === "too_small") return i18next.t("account.errors.required");
  return i18next.t("account.errors.invalid");
}

/** The translated text of an account error code, when the catalog has one. */
export function accountErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const key = `account.errors.${error.code}`;
  if (error.code === "HTTP_ERROR" || !i18next.exists(key)) {
    return error.status === 429 ? i18next.t("account.errors.RATE_LIMITED") : null;
  }
  return i18next.t(key);
}

/** The message the API client would show for an error without a specific text. */
export function genericErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return i18next.t("shell.errors.network");
  if (error.status === 501) return i18next.t("shell.errors.notAvailable");
  return i18next.t("shell.errors.request", { status: error.status });
}

/**
 * For forms that call the API with `silent`: a known account error comes back as text to show in
 * the form; anything else goes to the snackbar, as the API client would have done.
 */
export function formErrorOrSnackbar(error: unknown): string | null {
  const known = accountErrorMessage(error);
  if (known) return known;
  showSnackbar(genericErrorMessage(error), "error");
  return null;
}
