// Zod contracts of an event's one registration form (issue 19 item 4): a club registers a team for one or more of
// the event's divisions at once; each division keeps its own waiting list, maximum and age check. The team's
// fields, bot defences and consent are the tournament registration's (registration-contracts.ts).
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

const { tournamentId: _tournamentId, ...teamFields } = RegisterTeamSchema.shape;

/** POST event/register: the tournament registration's fields (without tournamentId), the event and its divisions. */
export const RegisterEventTeamSchema = z
  .object({
    eventId: z.uuid(),
    divisions: z
      .array(z.uuid())
      .min(1, "choose at least one division")
      .max(DIVISIONS_MAX)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, "each division once"),
    ...teamFields,
  })
  .refine(
    (r) =>
      r.oldestBirthYear === undefined || r.youngestBirthYear === undefined || r.youngestBirthYear >= r.oldestBirthYear,
    { message: "youngestBirthYear must not be before oldestBirthYear", path: ["youngestBirthYear"] },
  );
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
