// The wizard's "Number of teams": resizing the list never throws away what the organiser entered without
// saying so. Trailing rows that hold nothing of theirs go silently; rows with a typed name or a saved team
// are counted so the form can ask first, and every removal can be undone with names and order intact.
import type { DraftTeam } from "./wizard-model.ts";

export const MIN_TEAMS = 2;
export const MAX_TEAMS = 128;

/** Rows taken out of the list and the place the first of them stood, so an undo puts them back in order. */
export type TeamRemoval = { index: number; teams: DraftTeam[] };

export type TeamResize = {
  /** The list after the change. */
  teams: DraftTeam[];
  /** The rows that go (null when none do). */
  removal: TeamRemoval | null;
  /** How many of the rows that go hold the organiser's data (a typed name or a saved team): ask first if > 0. */
  named: number;
};

/** A typed count as a whole number, or null when the field holds nothing usable (the count stays as it was). */
export function parseTeamCount(value: string | number): number | null {
  const n = typeof value === "number" ? value : Number(value.trim() === "" ? Number.NaN : value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/**
 * Whether a row holds nothing of the organiser's: not a saved team, and a name that is empty or one of the
 * placeholders the form fills in ("Team 3", also after the rows were reordered).
 */
export function isBlankTeam(team: DraftTeam, placeholders: ReadonlySet<string>): boolean {
  const name = team.name.trim();
  return !team.id && (name === "" || placeholders.has(name));
}

/** The placeholder names of places 1…`upTo` (`defaultName` is the form's translated "Team {{n}}"). */
export const placeholderNames = (defaultName: (n: number) => string, upTo: number): Set<string> =>
  new Set(Array.from({ length: upTo }, (_, i) => defaultName(i + 1).trim()));

/**
 * The list at `requested` rows (kept within MIN_TEAMS…MAX_TEAMS): growing appends placeholder rows, shrinking
 * cuts trailing rows and reports how many of them hold the organiser's data.
 */
export function resizeTeams(
  teams: readonly DraftTeam[],
  requested: number,
  defaultName: (n: number) => string,
): TeamResize {
  const count = Math.max(MIN_TEAMS, Math.min(MAX_TEAMS, Math.trunc(requested)));
  if (count >= teams.length) {
    const added = Array.from({ length: count - teams.length }, (_, i) => ({ name: defaultName(teams.length + i + 1) }));
    return { teams: [...teams, ...added], removal: null, named: 0 };
  }
  const removed = teams.slice(count);
  const placeholders = placeholderNames(defaultName, teams.length);
  return {
    teams: teams.slice(0, count),
    removal: { index: count, teams: removed },
    named: removed.filter((team) => !isBlankTeam(team, placeholders)).length,
  };
}

/** The list with removed rows back where they stood (at the end if the list has become shorter since). */
export function undoRemoval(teams: readonly DraftTeam[], removal: TeamRemoval): DraftTeam[] {
  const at = Math.min(removal.index, teams.length);
  return [...teams.slice(0, at), ...removal.teams, ...teams.slice(at)];
}

export type CountCommit =
  | { action: "keep" }
  | { action: "apply"; resize: TeamResize }
  | { action: "ask"; resize: TeamResize };

/**
 * What committing the field (blur or Enter, never a keystroke) with `typed` in it does: nothing (empty or the
 * same count), change the list (growing, or only blank rows go), or ask first (rows with the organiser's data go).
 */
export function commitTeamCount(
  teams: readonly DraftTeam[],
  typed: string | number,
  defaultName: (n: number) => string,
): CountCommit {
  const requested = parseTeamCount(typed);
  if (requested === null) return { action: "keep" };
  const resize = resizeTeams(teams, requested, defaultName);
  if (resize.teams.length === teams.length) return { action: "keep" };
  return resize.named > 0 ? { action: "ask", resize } : { action: "apply", resize };
}
