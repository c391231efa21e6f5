// Each wizard step checked before moving on, with the API's own schemas (the server answers the same rules
// with 400), and the server's field errors mapped back onto the step's fields.
import { FormatSchema, GeneralSchema, UpdateTimesSchema } from "@kickoff/domain/tournament-contracts.ts";
import { WIZARD_STEPS, type WizardDraft, type WizardStep } from "./wizard-model.ts";
import { toFormat, toGeneral, toTimes } from "./wizard-payloads.ts";
import { previewPlan } from "./wizard-plan.ts";

/** Field errors of one step: field name → i18n key under the `organiser` namespace. */
export type FieldErrors = Record<string, string>;

/** The general step's fields (dotted paths of the draft), each with the message that names it. */
export const GENERAL_FIELD_MESSAGES: Record<string, string> = {
  name: "general.errors.name",
  description: "general.errors.description",
  startDate: "general.errors.startDate",
  endDate: "general.errors.endDate",
  "venue.name": "general.errors.venueName",
  "venue.address": "general.errors.venueAddress",
  "venue.city": "general.errors.venueCity",
  "venue.country": "general.errors.venueCountry",
  "ageGroup.label": "general.errors.ageGroupLabel",
  "ageGroup.oldestBirthYear": "general.errors.oldestBirthYear",
  "ageGroup.youngestBirthYear": "general.errors.youngestBirthYear",
  "registration.deadline": "general.errors.deadline",
  "registration.maxTeams": "general.errors.maxTeams",
  "registration.feeNote": "general.errors.feeNote",
  "contact.name": "general.errors.contactName",
  "contact.email": "general.errors.contactEmail",
  "contact.phone": "general.errors.contactPhone",
  logoFileId: "general.errors.logo",
};

/** The officials' format fields (issue 18), each with the message that names it (whole keys). */
const FORMAT_FIELD_MESSAGES: Record<string, string> = {
  tieBreakOrder: "officials.settings.errors.tieBreakOrder",
  headToHead: "officials.settings.errors.headToHead",
  fairPlayScale: "officials.settings.errors.fairPlayScale",
  discipline: "officials.settings.errors.discipline",
};

/** The format step's field of a `FormatSchema` issue path (`fairPlayScale.red` keeps its category). */
function formatField(path: ReadonlyArray<PropertyKey>): string {
  const [head, sub] = path;
  if (head === "fairPlayScale" && typeof sub === "string") return `fairPlayScale.${sub}`;
  return typeof head === "string" ? head : "form";
}

/**
 * The server's field errors for the format (`format.tieBreakOrder`, `format.fairPlayScale.red`, or a rule of the
 * officials' settings it names) as the format step's field messages; other fields give none (the form's message).
 */
export function formatErrorsFromServer(fields: ReadonlyArray<{ field: string; message?: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field } of fields) {
    const name = formatField(field.replace(/^format\./, "").split("."));
    const message = FORMAT_FIELD_MESSAGES[name.split(".")[0] ?? ""];
    if (message) errors[name] ??= message;
  }
  return errors;
}

/** The draft field of a `GeneralSchema` issue path (the contract nests the birth years under `ageRange`). */
function generalField(path: ReadonlyArray<PropertyKey>): string {
  const parts = path.filter((p): p is string => typeof p === "string" && p !== "ageRange");
  for (let n = parts.length; n > 0; n--) {
    const field = parts.slice(0, n).join(".");
    if (field in GENERAL_FIELD_MESSAGES) return field;
  }
  return parts[0] === "venue" ? "venue.name" : (parts[0] ?? "form");
}

/**
 * The server's field errors for the general data (`venue.city`, `ageGroup.ageRange.oldest…`) as the
 * general step's field messages; fields the form does not show fall back to the form's message.
 */
export function generalErrorsFromServer(fields: ReadonlyArray<{ field: string; message?: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field } of fields) {
    // ueditallgemein nests the data under `general`; create sends it bare.
    const name = generalField(field.replace(/^general\./, "").split("."));
    if (name in GENERAL_FIELD_MESSAGES) errors[name] ??= GENERAL_FIELD_MESSAGES[name] ?? "errors.invalid";
  }
  return errors;
}

/** The general step checked with the API's own `GeneralSchema` (the server answers the same rules with 400). */
function validateGeneral(d: WizardDraft): FieldErrors {
  const errors: FieldErrors = {};
  const g = d.general;
  const add = (field: string) => {
    errors[field] ??=
      field === "name" && !g.name.trim() ? "errors.required" : (GENERAL_FIELD_MESSAGES[field] ?? "errors.invalid");
  };
  const parsed = GeneralSchema.safeParse(toGeneral(d));
  if (!parsed.success) for (const issue of parsed.error.issues) add(generalField(issue.path));
  // The form keeps a youngest year without an oldest one, which toGeneral cannot send as a range.
  if (g.ageGroup.oldestBirthYear === null && g.ageGroup.youngestBirthYear !== null) add("ageGroup.oldestBirthYear");
  return errors;
}

export function validateStep(d: WizardDraft, step: WizardStep): FieldErrors {
  const errors: FieldErrors = {};
  if (step === "general") return validateGeneral(d);
  if (step === "teams") {
    if (d.teams.length < 2) errors.teams = "errors.tooFewTeams";
    const seen = new Set<string>();
    d.teams.forEach((t, i) => {
      const name = t.name.trim().toLowerCase();
      if (!name) errors[`team${i}`] = "errors.required";
      else if (seen.has(name)) errors[`team${i}`] = "errors.duplicateTeam";
      else if (name.length > 80) errors[`team${i}`] = "errors.invalid";
      seen.add(name);
    });
  }
  if (step === "format") {
    const format = toFormat(d);
    const parsed = FormatSchema.safeParse(format);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = formatField(issue.path);
        errors[field] ??= FORMAT_FIELD_MESSAGES[field.split(".")[0] ?? ""] ?? "errors.invalid";
      }
    const order = format.tieBreakOrder;
    if (new Set(order).size !== order.length) errors.tieBreakOrder ??= "officials.settings.errors.duplicate";
    if (order.includes("fairPlay") && !format.discipline?.enabled)
      errors.tieBreakOrder ??= "officials.settings.errors.fairPlayNeedsCards";
    if (d.format.mode === "groupsKnockout" && d.format.groupCount * 2 > d.teams.length)
      errors.groupCount = "errors.tooManyGroups";
  }
  if (step === "times") {
    const parsed = UpdateTimesSchema.safeParse(toTimes(d, "00000000-0000-4000-8000-000000000000"));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const key = field === "pitches" && typeof index === "number" ? `pitch${index}` : String(field ?? "form");
        errors[key === "firstKickoff" ? "kickoff" : key] ??= "errors.invalid";
      }
    d.times.pitches.forEach((p, i) => {
      if (!p.name.trim()) errors[`pitch${i}`] = "errors.required";
    });
  }
  if (step === "preview" || step === "publish") {
    const outcome = previewPlan(d);
    if (!outcome.ok) errors.form = "errors.planImpossible";
  }
  return errors;
}

/** The first step with errors (everything before `upTo`), or null. */
export function firstInvalidStep(d: WizardDraft, upTo: number = WIZARD_STEPS.length): number | null {
  for (let i = 0; i < upTo; i++) if (Object.keys(validateStep(d, WIZARD_STEPS[i] as WizardStep)).length) return i;
  return null;
}
