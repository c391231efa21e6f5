// The event registration form's pure parts (issue 19 item 4): what each division offers (open with places, full
// with a waiting list, closed), each chosen division's own team (a club's U9 team is not its U13 team: name, squad
// and birth years per division, the name suggested from the club and the age group), the body it sends (the
// club's contact data once, a team per division), the birth-year check per division, and where the server's
// refusals belong (`divisions[i].id`, `divisions[i].oldestBirthYear`, or the contract's `divisions.i.teamName`).
import type {
  DivisionTeamInput,
  EventRegistrationDivision,
  RegisterEventTeamInput,
} from "@kickoff/domain/event-registration.ts";
import { REGISTRATION_TEAM_NAME_MAX } from "@kickoff/domain/registration-contracts.ts";
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

/** One division's team as typed. `teamName` null: not typed, the suggestion (club + age group) stands. */
export type TeamDraft = {
  teamName: string | null;
  players: string;
  strength: string;
  oldestBirthYear: string;
  youngestBirthYear: string;
};
export type TeamField = "teamName" | "players" | "strength" | "oldestBirthYear" | "youngestBirthYear";
export const TEAM_FIELDS: readonly TeamField[] = [
  "teamName",
  "players",
  "strength",
  "oldestBirthYear",
  "youngestBirthYear",
];

export const emptyTeamDraft = (): TeamDraft => ({
  teamName: null,
  players: "",
  strength: "",
  oldestBirthYear: "",
  youngestBirthYear: "",
});

/** The suggested team name: the club and the division's age group ("FC Example U9"); empty without a club. */
export function suggestedTeamName(club: string, d: EventRegistrationDivision): string {
  const name = club.trim();
  return name ? `${name} ${d.ageGroupLabel ?? d.name}`.slice(0, REGISTRATION_TEAM_NAME_MAX) : "";
}

/** The team name shown and sent: what was typed, else the suggestion. */
export const teamNameOf = (team: TeamDraft, club: string, d: EventRegistrationDivision) =>
  team.teamName ?? suggestedTeamName(club, d);

/** The form's message key of a division's team field (also of the division itself: `id`). */
export const teamErrorKey = (divisionId: string, field: TeamField | "id") => `team.${divisionId}.${field}`;

const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(trimmed);
};

/** The request body: the club's contact data, the event, and per chosen division (page order) its team. */
export function eventRegistrationBody(
  draft: RegistrationDraft,
  options: {
    eventId: string;
    divisions: readonly EventRegistrationDivision[];
    chosen: ReadonlySet<string>;
    teams: Readonly<Record<string, TeamDraft>>;
    language: string;
    fillMs: number;
  },
): RegisterEventTeamInput {
  const {
    tournamentId: _tournamentId,
    teamName: _teamName,
    players: _players,
    strength: _strength,
    oldestBirthYear: _oldest,
    youngestBirthYear: _youngest,
    ...contact
  } = registrationBody(draft, {
    tournamentId: options.eventId,
    language: options.language,
    fillMs: options.fillMs,
    festival: false,
    ageRange: false,
  });
  const divisions = options.divisions
    .filter((d) => options.chosen.has(d.id))
    .map((d): DivisionTeamInput => {
      const team = options.teams[d.id] ?? emptyTeamDraft();
      const players = numberOf(team.players);
      const strength = d.mode === "funino" ? numberOf(team.strength) : undefined;
      const oldest = d.ageRange ? numberOf(team.oldestBirthYear) : undefined;
      const youngest = d.ageRange ? numberOf(team.youngestBirthYear) : undefined;
      return {
        id: d.id,
        teamName: teamNameOf(team, draft.club, d),
        ...(players !== undefined ? { players } : {}),
        ...(strength !== undefined ? { strength } : {}),
        ...(oldest !== undefined ? { oldestBirthYear: oldest } : {}),
        ...(youngest !== undefined ? { youngestBirthYear: youngest } : {}),
      };
    });
  return { eventId: options.eventId, divisions, ...contact };
}

/**
 * Each chosen division's birth years checked against its own range: the fields left empty where the division has
 * a range ("missing") and those outside it ("outside"), in page order.
 */
export function birthYearProblems(
  teams: readonly DivisionTeamInput[],
  divisions: readonly EventRegistrationDivision[],
): Array<{ division: EventRegistrationDivision; field: "oldestBirthYear" | "youngestBirthYear"; problem: string }> {
  const out: ReturnType<typeof birthYearProblems> = [];
  for (const team of teams) {
    const division = divisions.find((d) => d.id === team.id);
    const range = division?.ageRange;
    if (!division || !range) continue;
    for (const field of ["oldestBirthYear", "youngestBirthYear"] as const) {
      const year = team[field];
      const youngest = range.youngestBirthYear ?? null;
      if (year === undefined) out.push({ division, field, problem: "missing" });
      else if (Number.isNaN(year)) continue;
      else if (year < range.oldestBirthYear || (youngest !== null && year > youngest))
        out.push({ division, field, problem: "outside" });
    }
  }
  return out;
}

/** The catalog key for a division's refusal by its error code. */
export function divisionRefusalKey(code: string): string {
  if (code === "REGISTRATION_CLOSED") return "events.register.errors.closed";
  if (code === "REGISTRATION_DUPLICATE") return "events.register.errors.duplicate";
  return "events.register.errors.gone";
}

/**
 * The division and field a server message names — `divisions[1].oldestBirthYear` (a refusal) or
 * `divisions.1.teamName` (the contract's check) — read against the division ids that were sent; null otherwise.
 */
export function divisionField(
  field: string,
  sent: readonly string[],
  divisions: readonly EventRegistrationDivision[],
): { division: EventRegistrationDivision; field: TeamField | "id" } | null {
  const m = /^divisions(?:\[(\d+)\]|\.(\d+))(?:\.(\w+))?$/.exec(field);
  if (!m) return null;
  const id = sent[Number(m[1] ?? m[2])];
  const division = id ? divisions.find((d) => d.id === id) : undefined;
  const name = m[3] ?? "id";
  const known = name === "id" || (TEAM_FIELDS as readonly string[]).includes(name);
  return division && known ? { division, field: name as TeamField | "id" } : null;
}
