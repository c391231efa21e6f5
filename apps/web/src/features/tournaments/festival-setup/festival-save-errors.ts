import { ApiError, handleApiFailure } from "../../../lib/api-client.ts";
import { type FestivalErrors, festivalErrorsFromServer } from "./festival-form-model.ts";

/** Refusals the festival forms explain themselves (festivalOrganiser.errors.<code>). */
const KNOWN_CODES = ["FESTIVAL_STARTED", "TOURNAMENT_READ_ONLY", "UNKNOWN_TEAM"];

/**
 * A failed festival write as the form's errors: the server's field errors next to their fields, a known refusal
 * as the form's message; anything else through the API client's usual handling (401 → logged out, snackbar).
 */
export function saveErrorsOf(failure: unknown): FestivalErrors {
  if (failure instanceof ApiError) {
    if (failure.code === "VALIDATION_FAILED" && failure.fields.length) return festivalErrorsFromServer(failure.fields);
    if (failure.code === "VALIDATION_FAILED") return { form: "festivalOrganiser.form.errors.invalid" };
    if (KNOWN_CODES.includes(failure.code)) return { form: `festivalOrganiser.form.errors.${failure.code}` };
    handleApiFailure(failure);
  }
  return { form: "festivalOrganiser.form.errors.saveFailed" };
}
