// The registration form's pure parts: the draft, the body it sends, field messages from the contract's issues or
// the server's 400, the age range shown, and the private link's token (`#registration=<token>`), kept per
// tournament on this device and removed from the address like a reporter link's.
import type { RegisterTeamInput } from "@kickoff/domain/registration-contracts.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { registrationToken } from "../../lib/hash-token.ts";

export type RegistrationDraft = {
  teamName: string;
  club: string;
  contactName: string;
  email: string;
  phone: string;
  /** Digits as typed ("" = not given). */
  players: string;
  /** "1"…"6" or "" (festivals only). */
  strength: string;
  oldestBirthYear: string;
  youngestBirthYear: string;
  message: string;
  privacyConsent: boolean;
  /** The honeypot: stays empty unless a bot fills every field it finds. */
  website: string;
};

export const emptyRegistrationDraft = (prefill: { contactName?: string; email?: string } = {}): RegistrationDraft => ({
  teamName: "",
  club: "",
  contactName: prefill.contactName ?? "",
  email: prefill.email ?? "",
  phone: "",
  players: "",
  strength: "",
  oldestBirthYear: "",
  youngestBirthYear: "",
  message: "",
  privacyConsent: false,
  website: "",
});

/** A number field's text: undefined when empty; NaN-free (a non-number goes through as NaN for the contract to refuse). */
const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(trimmed);
};

/** The request body: the fields this tournament asks for, the page language and how long the form was open. */
export function registrationBody(
  draft: RegistrationDraft,
  options: { tournamentId: string; language: string; fillMs: number; festival: boolean; ageRange: boolean },
): RegisterTeamInput {
  const players = numberOf(draft.players);
  const strength = options.festival ? numberOf(draft.strength) : undefined;
  const oldest = options.ageRange ? numberOf(draft.oldestBirthYear) : undefined;
  const youngest = options.ageRange ? numberOf(draft.youngestBirthYear) : undefined;
  return {
    tournamentId: options.tournamentId,
    teamName: draft.teamName,
    club: draft.club,
    contactName: draft.contactName,
    email: draft.email,
    phone: draft.phone,
    ...(players !== undefined ? { players } : {}),
    ...(strength !== undefined ? { strength } : {}),
    ...(oldest !== undefined ? { oldestBirthYear: oldest } : {}),
    ...(youngest !== undefined ? { youngestBirthYear: youngest } : {}),
    message: draft.message,
    privacyConsent: draft.privacyConsent as true,
    language: options.language as RegisterTeamInput["language"],
    website: draft.website,
    fillMs: Math.max(0, Math.round(options.fillMs)),
  };
}

type Issue = { path: readonly PropertyKey[]; message: string; code?: string };

/** Which catalog key explains an issue of a field. */
export function registrationIssueKey(field: string, issue: Issue): string {
  if (field === "privacyConsent") return "public.registration.errors.consent";
  if (field === "email") return "public.registration.errors.email";
  if (field === "phone") return "public.registration.errors.phone";
  if (field === "oldestBirthYear" || field === "youngestBirthYear") return "public.registration.errors.birthYear";
  if (issue.code === "too_big") return "public.registration.errors.tooLong";
  if (issue.code === "too_small") return "public.registration.errors.required";
  return "public.registration.errors.invalid";
}

/** Field → translated message, the first issue of each field (a bare-form issue under "form"). */
export function registrationFieldErrors(issues: readonly Issue[], t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "form";
    if (!(path in errors)) errors[path] = t(registrationIssueKey(path, issue));
  }
  return errors;
}

/** The allowed birth years as shown: "2016–2017", or "2016 or later" (null: younger open). */
export const birthYearRange = (range: { oldestBirthYear: number; youngestBirthYear?: number | null }) =>
  range.youngestBirthYear == null
    ? { key: "public.registration.birthYears.from", oldest: range.oldestBirthYear, youngest: null }
    : { key: "public.registration.birthYears.range", oldest: range.oldestBirthYear, youngest: range.youngestBirthYear };

// ─── The private link ─────────────────────────────────────────────────────────────────────────────

export const registrationTokenInHash = registrationToken.inHash;
export const hashWithoutRegistration = registrationToken.without;
export const rememberRegistrationToken = registrationToken.remember;
export const storedRegistrationToken = registrationToken.stored;
export const forgetRegistrationToken = registrationToken.forget;

/** Today's date on this device (YYYY-MM-DD), for the festival page's "registration open". */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
