// Zod contracts of an event's one registration form (issue 19 item 4): a club registers its teams for one or more
// of the event's divisions at once (its U9 team in the U9 division, its U13 team in the U13 one); each division keeps
// its own waiting list, maximum and age check. The fields, bot defences and consent are the tournament
// registration's (registration-contracts.ts): the contact data once, the team's fields per division.
import { z } from "zod";
import { AgeRangeSchema } from "./contracts.ts";
import { DIVISIONS_MAX } from "./event-contracts.ts";
import { RegisterTeamSchema, RegistrationStateSchema } from "./registration-contracts.ts";
import { RegistrationSummarySchema } from "./registration-summary.ts";

/** Why a division takes no registrations now: not switched on (or not published, or over), or past the deadline. */
export const DIVISION_CLOSED_REASONS = ["notOpen", "deadline"] as const;
export const DivisionClosedReasonSchema = z.enum(DIVISION_CLOSED_REASONS);
export type DivisionClosedReason = z.infer<typeof DivisionClosedReasonSchema>;

/** One publicly visible division as the registration form shows it. */
export const EventRegistrationDivisionSchema = z.object({
  id: z.uuid(),
  mode: z.enum(["normal", "funino"]),
  name: z.string(),
  ageGroupLabel: z.string().nullable(),
  /** Whether teams may register now (the tournament page's rule). */
  registrationOpen: z.boolean(),
  /** Null while open. */
  closedReason: DivisionClosedReasonSchema.nullable(),
  deadline: z.string().nullable(),
  /** The birth years the squad must lie in; null when the division has no age range. */
  ageRange: AgeRangeSchema.nullable(),
  maxTeams: z.number().int().nullable(),
  /** Places left before the maximum (null without one); 0 means a new team goes on the waiting list. */
  placesLeft: z.number().int().min(0).nullable(),
  /** While open: places taken and waiting, counts only (the tournament page's summary); null when closed. */
  summary: RegistrationSummarySchema.nullable(),
});
export type EventRegistrationDivision = z.infer<typeof EventRegistrationDivisionSchema>;

/** GET event/registration/{id}: the event and its publicly visible divisions. */
export const EventRegistrationInfoSchema = z
  .object({
    eventId: z.uuid(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    divisions: z.array(EventRegistrationDivisionSchema),
  })
  .meta({ id: "EventRegistrationInfo" });
export type EventRegistrationInfo = z.infer<typeof EventRegistrationInfoSchema>;

const {
  tournamentId: _tournamentId,
  teamName,
  players,
  strength,
  oldestBirthYear,
  youngestBirthYear,
  ...contactFields
} = RegisterTeamSchema.shape;

/**
 * One chosen division and the team the club enters there: a club's U9 and U13 teams differ in name, squad and
 * birth years, so each division carries its own (the tournament registration's team fields).
 */
export const DivisionTeamSchema = z
  .object({ id: z.uuid(), teamName, players, strength, oldestBirthYear, youngestBirthYear })
  .refine(
    (r) =>
      r.oldestBirthYear === undefined || r.youngestBirthYear === undefined || r.youngestBirthYear >= r.oldestBirthYear,
    { message: "youngestBirthYear must not be before oldestBirthYear", path: ["youngestBirthYear"] },
  );
export type DivisionTeamInput = z.input<typeof DivisionTeamSchema>;
export type DivisionTeam = z.output<typeof DivisionTeamSchema>;

/**
 * POST event/register: the club's contact data once (the tournament registration's fields without the team's),
 * the event, and per chosen division its team.
 */
export const RegisterEventTeamSchema = z.object({
  eventId: z.uuid(),
  divisions: z
    .array(DivisionTeamSchema)
    .min(1, "choose at least one division")
    .max(DIVISIONS_MAX)
    .superRefine((teams, ctx) => {
      const seen = new Set<string>();
      for (const [i, team] of teams.entries()) {
        const id = team.id.toLowerCase();
        if (seen.has(id)) ctx.addIssue({ code: "custom", message: "each division once", path: [i, "id"] });
        seen.add(id);
      }
    }),
  ...contactFields,
});
export type RegisterEventTeamInput = z.input<typeof RegisterEventTeamSchema>;
export type RegisterEventTeam = z.output<typeof RegisterEventTeamSchema>;

/** What became of the team in one division: pending (a place is free or no maximum) or on its waiting list. */
export const EventRegistrationOutcomeSchema = z.object({
  divisionId: z.uuid(),
  state: RegistrationStateSchema.extract(["pending", "waitlisted"]),
  /** The place on the waiting list while waitlisted, else null. */
  position: z.number().int().nullable(),
});
export type EventRegistrationOutcome = z.infer<typeof EventRegistrationOutcomeSchema>;

/** The answer of event/register: one outcome per chosen division, in the order sent. */
export const EventRegistrationReceivedSchema = z
  .object({ status: z.literal("received"), divisions: z.array(EventRegistrationOutcomeSchema) })
  .meta({ id: "EventRegistrationReceived" });
export type EventRegistrationReceived = z.infer<typeof EventRegistrationReceivedSchema>;
