// The public's view of a tournament's registrations (counts only) and the announcement that keeps it current: the
// public payload is cached until the tournament's next NOTIFY, so every change of the counts must send one.
import { type RegistrationSummary, registrationSummaryOf } from "@kickoff/domain/registration-summary.ts";
import type { Db } from "../db/client.ts";
import { countByState } from "../repositories/registrations.ts";
import { writePublicChange } from "./public-live.ts";
import type { TournamentState } from "./tournament-state.ts";

/** Places taken (the tournament's teams), the maximum, and how many wait or are undecided. */
export async function registrationSummary(db: Db, state: TournamentState): Promise<RegistrationSummary> {
  return registrationSummaryOf(
    state.teams.length,
    state.general.registration?.maxTeams,
    await countByState(db, state.id),
  );
}

/**
 * Inside the change's transaction: a registration change that did not already write the tournament (which
 * announces itself) bumps its revision and NOTIFYs, so every process drops its cached public payload and open
 * pages refetch the counts.
 */
export async function announceRegistrationChange(tx: Db, before: TournamentState, after: TournamentState) {
  if (after.row.revision !== before.row.revision) return;
  await writePublicChange(tx, before.id, "general", {});
}
