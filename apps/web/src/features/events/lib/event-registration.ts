// The event registration form's pure parts (issue 19 item 4): what each division offers (open with places, full
// with a waiting list, closed), the body it sends (the tournament form's fields plus the event and its divisions),
// the birth-year check against every chosen division, and the server's division refusals as one field message.
import type { EventRegistrationDivision, RegisterEventTeamInput } from "@kickoff/domain/event-registration.ts";
import { type RegistrationDraft, registrationBody } from "../../../components/registration/registration-model.ts";

export type DivisionOffer =
  | { kind: "open"; placesLeft: number | null }
  | { kind: "waitlist"; waiting: number }
  | { kind: "closed"; reason: "notOpen" | "deadline"; deadline: string | null };

/** What a division's checkbox says: open (places left, null without a maximum), full (a waiting list) or closed. */
export function divisionOffer(d: EventRegistrationDivision): DivisionOffer {
  if (!d.registrationOpen) return { kind: "closed", reason: d.closedReason ?? "notOpen", deadline: d.deadline };
  if (d.placesLeft === 0) return { kind: "waitlist", waiting: d.summary?.waitlisted ?? 0 };
  return { kind: "open", placesLeft: d.placesLeft };
}

/** The request body: the team's fields, the event and the chosen divisions in the page's order. */
export function eventRegistrationBody(
  draft: RegistrationDraft,
  options: {
    eventId: string;
    divisions: readonly EventRegistrationDivision[];
    chosen: ReadonlySet<string>;
    language: string;
    fillMs: number;
  },
): RegisterEventTeamInput {
  const chosen = options.divisions.filter((d) => options.chosen.has(d.id));
  const { tournamentId: _unused, ...team } = registrationBody(draft, {
    tournamentId: options.eventId,
    language: options.language,
    fillMs: options.fillMs,
    festival: chosen.some((d) => d.mode === "funino"),
    ageRange: chosen.some((d) => d.ageRange !== null),
  });
  return { eventId: options.eventId, divisions: chosen.map((d) => d.id), ...team };
}

/** The first chosen division whose birth years the squad leaves, with the field to mark; null when all fit. */
export function birthYearMismatch(
  body: Pick<RegisterEventTeamInput, "oldestBirthYear" | "youngestBirthYear">,
  chosen: readonly EventRegistrationDivision[],
): { field: "oldestBirthYear" | "youngestBirthYear"; division: EventRegistrationDivision } | null {
  for (const division of chosen) {
    const range = division.ageRange;
    if (!range) continue;
    for (const field of ["oldestBirthYear", "youngestBirthYear"] as const) {
      const year = body[field];
      if (year === undefined || Number.isNaN(year)) continue;
      const youngest = range.youngestBirthYear ?? null;
      if (year < range.oldestBirthYear || (youngest !== null && year > youngest)) return { field, division };
    }
  }
  return null;
}

/** The catalog key for a division's refusal by its error code. */
export function divisionRefusalKey(code: string): string {
  if (code === "REGISTRATION_CLOSED") return "events.register.errors.closed";
  if (code === "REGISTRATION_DUPLICATE") return "events.register.errors.duplicate";
  return "events.register.errors.gone";
}

/**
 * The division a refusal names (`fields: [{ field: "divisions[i]" }]`), read against the body that was sent;
 * null when the refusal is not about a division.
 */
export function refusedDivision(
  fields: readonly { field: string }[],
  sent: readonly string[],
  divisions: readonly EventRegistrationDivision[],
): EventRegistrationDivision | null {
  for (const { field } of fields) {
    const m = /^divisions\[(\d+)\]$/.exec(field);
    const id = m ? sent[Number(m[1])] : undefined;
    const division = id ? divisions.find((d) => d.id === id) : undefined;
    if (division) return division;
  }
  return null;
}
