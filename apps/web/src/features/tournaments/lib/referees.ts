import type { Match, Pitch } from "@kickoff/domain/contracts.ts";
import type { DomainMessage } from "@kickoff/domain/i18n-keys.ts";
import {
  EMPTY_OFFICIALS,
  type Officials,
  REFEREES_MAX,
  type Referee,
  RefereeSchema,
} from "@kickoff/domain/officials-contracts.ts";

// The referees tab's rules that need no screen: new ids, the add form's checks, the load of each referee, the
// matches grouped by kick-off, and the names a conflict's message shows instead of ids.

/** The next free id "r1", "r2", … (never one of the list's, so a removed referee's id is not reused at once). */
export function nextRefereeId(referees: readonly Referee[]): string {
  const used = referees.map((r) => /^r(\d+)$/.exec(r.id)?.[1]).filter((n): n is string => n !== undefined);
  return `r${Math.max(0, ...used.map(Number)) + 1}`;
}

export type NewReferee =
  | { kind: "person"; name: string; email: string }
  | { kind: "team"; teamId: string; name: string };

/** What is wrong with the add form's input (a key under officials.errors), or null. */
export type RefereeInputError = "nameMissing" | "nameTooLong" | "emailInvalid" | "teamMissing" | "duplicate" | "full";

/**
 * The referee the add form describes, or why not: a name (a team's defaults to the team's), a valid e-mail
 * when one is given, a team only once, at most REFEREES_MAX.
 */
export function buildReferee(
  input: NewReferee,
  referees: readonly Referee[],
  teamName: (teamId: string) => string | undefined,
): { referee: Referee } | { error: RefereeInputError } {
  if (referees.length >= REFEREES_MAX) return { error: "full" };
  const id = nextRefereeId(referees);
  if (input.kind === "team") {
    const team = input.teamId ? teamName(input.teamId) : undefined;
    if (!team) return { error: "teamMissing" };
    if (referees.some((r) => r.teamId === input.teamId)) return { error: "duplicate" };
    const name = input.name.trim() || team;
    if (name.length > 80) return { error: "nameTooLong" };
    return { referee: { id, name, teamId: input.teamId } };
  }
  const name = input.name.trim();
  if (!name) return { error: "nameMissing" };
  if (name.length > 80) return { error: "nameTooLong" };
  const email = input.email.trim();
  const referee: Referee = email ? { id, name, email } : { id, name };
  if (!RefereeSchema.safeParse(referee).success) return { error: "emailInvalid" };
  return { referee };
}

/** A renamed referee (the e-mail of a person may change too; empty removes it), or why not. */
export function renameReferee(
  referee: Referee,
  name: string,
  email: string,
): { referee: Referee } | { error: RefereeInputError } {
  const trimmed = name.trim();
  if (!trimmed) return { error: "nameMissing" };
  if (trimmed.length > 80) return { error: "nameTooLong" };
  const { email: _old, ...rest } = referee;
  const mail = email.trim();
  const next: Referee = { ...rest, name: trimmed, ...(mail && !referee.teamId ? { email: mail } : {}) };
  if (!RefereeSchema.safeParse(next).success) return { error: "emailInvalid" };
  return { referee: next };
}

/** How many matches of the plan each referee leads (every referee listed, 0 when none). */
export function refereeLoads(matches: readonly Match[], officials: Officials): Map<string, number> {
  const loads = new Map(officials.referees.map((r) => [r.id, 0]));
  for (const m of matches) {
    const ref = officials.assignments[m.id];
    if (ref !== undefined && loads.has(ref)) loads.set(ref, (loads.get(ref) ?? 0) + 1);
  }
  return loads;
}

export type KickoffGroup = { start: string; matches: Match[] };

/** The matches by kick-off time, each time's matches by pitch order (the list a referee plan is read in). */
export function byKickoff(matches: readonly Match[], pitches: readonly Pitch[]): KickoffGroup[] {
  const pitchIndex = new Map(pitches.map((p, i) => [p.id, i]));
  const sorted = [...matches].sort(
    (a, b) =>
      a.startMinute - b.startMinute ||
      (pitchIndex.get(a.pitch) ?? Number.MAX_SAFE_INTEGER) - (pitchIndex.get(b.pitch) ?? Number.MAX_SAFE_INTEGER) ||
      (a.id < b.id ? -1 : 1),
  );
  const groups: KickoffGroup[] = [];
  for (const m of sorted) {
    const last = groups.at(-1);
    if (last && last.start === m.start) last.matches.push(m);
    else groups.push({ start: m.start, matches: [m] });
  }
  return groups;
}

/** Matches still to be played that already have a referee: automatic assignment would replace theirs. */
export function replaceableAssignments(matches: readonly Match[], officials: Officials): number {
  return matches.filter((m) => m.status === "scheduled" && officials.assignments[m.id] !== undefined).length;
}

/** The fix the panel suggests for a conflict (a key under officials.conflicts.fix). */
export function conflictFix(message: DomainMessage): "unknown" | "playing" | "twoPitches" {
  if (message.key === "referee.unknown") return "unknown";
  if (message.key === "referee.twoPitches") return "twoPitches";
  return "playing";
}

/**
 * A tournament's officials; none for a view without them (a copy kept on the device by a build before referees
 * existed opens offline until the next fetch).
 */
export const officialsOf = (tournament: { officials?: Officials | undefined }): Officials =>
  tournament.officials ?? EMPTY_OFFICIALS;
