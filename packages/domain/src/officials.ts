// Referee rules and automatic assignment (issue 18). A referee is a person or a team of the tournament;
// the rules: nobody leads two overlapping matches (a person is never on two pitches at once), and a
// referee team never leads a match while it plays, nor in the slot just before or after one of its own.
import type { Match } from "./contracts.ts";
import type { DomainMessage } from "./i18n-keys.ts";
import type { Officials } from "./officials-contracts.ts";

/**
 * Every broken rule of the current assignments (empty when none): "referee.unknown" (an assignment names no
 * referee of the list or no match of the plan), "referee.playing" (a referee team in a match that overlaps
 * its own), "referee.nextToOwnMatch" (in the slot just before/after its own), "referee.twoPitches"
 * (one referee in two overlapping matches).
 */
export function refereeConflicts(matches: readonly Match[], officials: Officials): DomainMessage[] {
  void matches;
  void officials;
  throw new Error("officials: refereeConflicts is being written (issue 18)");
}

/** The first rule assigning `refereeId` to `matchId` would break (given every other assignment), or null. */
export function assignmentConflict(
  matches: readonly Match[],
  officials: Officials,
  matchId: string,
  refereeId: string,
): DomainMessage | null {
  void matches;
  void officials;
  void matchId;
  void refereeId;
  throw new Error("officials: assignmentConflict is being written (issue 18)");
}

/**
 * Assigns a referee to every match still "scheduled", in kick-off order, each time the eligible referee with
 * the fewest matches so far (ties by list order); matches already live or finished keep theirs and count for
 * the load. Never breaks a rule: a match nobody may lead is left without one and listed in `unassigned`.
 */
export function autoAssignReferees(
  matches: readonly Match[],
  officials: Officials,
): { assignments: Officials["assignments"]; unassigned: string[] } {
  void matches;
  void officials;
  throw new Error("officials: autoAssignReferees is being written (issue 18)");
}

/** A referee's matches in order of play. */
export function matchesOfReferee(matches: readonly Match[], officials: Officials, refereeId: string): Match[] {
  return matches
    .filter((m) => officials.assignments[m.id] === refereeId)
    .sort((a, b) => a.startMinute - b.startMinute || a.slot - b.slot || (a.pitch < b.pitch ? -1 : 1));
}
