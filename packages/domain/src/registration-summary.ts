// What the public may know about a tournament's registrations while they are open: counts only, never who applied
// (names, e-mails and phones stay with the organisers' waiting list).
import { z } from "zod";

/** "6 of 8 places taken · 2 on the waiting list" on a public tournament or festival page with registration open. */
export const RegistrationSummarySchema = z
  .object({
    /** Places taken: the tournament's teams (accepted applicants and teams the organisers entered themselves). */
    teams: z.number().int().min(0),
    /** The organiser's maximum number of teams; null when none is set. */
    maxTeams: z.number().int().min(0).nullable(),
    /** Entries on the waiting list. */
    waitlisted: z.number().int().min(0),
    /** Applications not decided yet. */
    pending: z.number().int().min(0),
  })
  .meta({ id: "RegistrationSummary" });
export type RegistrationSummary = z.infer<typeof RegistrationSummarySchema>;

/** The summary from the tournament's team count, its maximum and the entries per state. */
export function registrationSummaryOf(
  teams: number,
  maxTeams: number | null | undefined,
  counts: Readonly<Record<string, number>>,
): RegistrationSummary {
  return { teams, maxTeams: maxTeams ?? null, waitlisted: counts.waitlisted ?? 0, pending: counts.pending ?? 0 };
}
