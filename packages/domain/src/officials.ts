// Referee rules and automatic assignment (issue 18). A referee is a person or a team of the tournament;
// the rules: nobody leads two overlapping matches (a person is never on two pitches at once), and a
// referee team never leads a match while it plays, nor in the slot just before or after one of its own.
import type { Match } from "./contracts.ts";
import type { DomainMessage } from "./i18n-keys.ts";
import type { Officials, Referee } from "./officials-contracts.ts";

const overlaps = (a: Match, b: Match) =>
  a.slot === b.slot || (a.startMinute < b.endMinute && b.startMinute < a.endMinute);

const teamsOf = (m: Match): string[] => [m.home.teamId, m.away.teamId].filter((t): t is string => !!t);

/** Matches by team (known teams only), each list in the order of `matches`. */
function indexByTeam(matches: readonly Match[]): Map<string, Match[]> {
  const byTeam = new Map<string, Match[]>();
  for (const m of matches)
    for (const t of teamsOf(m)) {
      const list = byTeam.get(t);
      if (list) list.push(m);
      else byTeam.set(t, [m]);
    }
  return byTeam;
}

const unknown = (matchId: string, referee: string): DomainMessage => ({
  key: "referee.unknown",
  params: { match: matchId, referee },
  text: `Referee ${referee} or match ${matchId} does not exist`,
});

const playing = (referee: Referee, m: Match, own: Match): DomainMessage => ({
  key: "referee.playing",
  params: { referee: referee.name, match: m.id, other: own.id },
  text: `${referee.name} cannot lead ${m.id}: the team plays ${own.id} at the same time`,
});

const nextToOwn = (referee: Referee, m: Match, own: Match): DomainMessage => ({
  key: "referee.nextToOwnMatch",
  params: { referee: referee.name, match: m.id, other: own.id },
  text: `${referee.name} cannot lead ${m.id}: the team plays ${own.id} just before or after`,
});

const twoPitches = (referee: Referee, m: Match, other: Match): DomainMessage => ({
  key: "referee.twoPitches",
  params: { referee: referee.name, match: m.id, other: other.id },
  text: `${referee.name} would lead ${m.id} and ${other.id} at the same time`,
});

/** The team rules for a team referee leading `m`: a broken one per own match that forbids it (playing first). */
function teamRuleBreaks(referee: Referee, m: Match, byTeam: ReadonlyMap<string, readonly Match[]>): DomainMessage[] {
  if (!referee.teamId) return [];
  const out: DomainMessage[] = [];
  for (const own of byTeam.get(referee.teamId) ?? []) {
    if (overlaps(m, own)) out.push(playing(referee, m, own));
    else if (Math.abs(own.slot - m.slot) === 1) out.push(nextToOwn(referee, m, own));
  }
  // A match's own team is listed as "playing" before any neighbour, whatever the order of `matches`.
  return out.sort((a, b) => (a.key === b.key ? 0 : a.key === "referee.playing" ? -1 : 1));
}

const byKickoff = (index: ReadonlyMap<string, number>) => (a: Match, b: Match) =>
  a.startMinute - b.startMinute || a.slot - b.slot || (index.get(a.id) as number) - (index.get(b.id) as number);

/**
 * Every broken rule of the current assignments (empty when none): "referee.unknown" (an assignment names no
 * referee of the list or no match of the plan), "referee.playing" (a referee team in a match that overlaps
 * its own), "referee.nextToOwnMatch" (in the slot just before/after its own), "referee.twoPitches"
 * (one referee in two overlapping matches). Unknown assignments come first, then the rest per match in kick-off
 * order; two overlapping matches of one referee are reported once, at the later one.
 */
export function refereeConflicts(matches: readonly Match[], officials: Officials): DomainMessage[] {
  const index = new Map(matches.map((m, i) => [m.id, i]));
  const refById = new Map(officials.referees.map((r) => [r.id, r]));
  const out: DomainMessage[] = [];
  const assigned: Match[] = [];
  for (const [matchId, refereeId] of Object.entries(officials.assignments)) {
    const i = index.get(matchId);
    const referee = refById.get(refereeId);
    if (i === undefined || !referee) out.push(unknown(matchId, referee?.name ?? refereeId));
    else assigned.push(matches[i] as Match);
  }
  assigned.sort(byKickoff(index));
  const byTeam = indexByTeam(matches);
  const seenBy = new Map<string, Match[]>();
  for (const m of assigned) {
    const referee = refById.get(officials.assignments[m.id] as string) as Referee;
    out.push(...teamRuleBreaks(referee, m, byTeam));
    const earlier = seenBy.get(referee.id) ?? [];
    for (const e of earlier) if (overlaps(m, e)) out.push(twoPitches(referee, m, e));
    earlier.push(m);
    seenBy.set(referee.id, earlier);
  }
  return out;
}

/** The first rule assigning `refereeId` to `matchId` would break (given every other assignment), or null. */
export function assignmentConflict(
  matches: readonly Match[],
  officials: Officials,
  matchId: string,
  refereeId: string,
): DomainMessage | null {
  const m = matches.find((x) => x.id === matchId);
  const referee = officials.referees.find((r) => r.id === refereeId);
  if (!m || !referee) return unknown(matchId, referee?.name ?? refereeId);
  const teamBreak = teamRuleBreaks(referee, m, indexByTeam(matches))[0];
  if (teamBreak) return teamBreak;
  const others = matches
    .filter((x) => x.id !== matchId && officials.assignments[x.id] === refereeId && overlaps(m, x))
    .sort(byKickoff(new Map(matches.map((x, i) => [x.id, i]))));
  const other = others[0];
  return other ? twoPitches(referee, m, other) : null;
}

/**
 * Assigns a referee to every match still "scheduled", in kick-off order, each time the eligible referee with
 * the fewest matches so far (ties by list order); matches already live or finished keep theirs and count for
 * the load. Never breaks a rule: a match nobody may lead is left without one and listed in `unassigned`.
 * Kick-off order: start minute, then slot, then the order of `matches` (pitch order). Deterministic; one pass
 * over the referees per match, each check looking only at the referee's own matches and its team's.
 */
export function autoAssignReferees(
  matches: readonly Match[],
  officials: Officials,
): { assignments: Officials["assignments"]; unassigned: string[] } {
  const refs = officials.referees;
  const refIndex = new Map(refs.map((r, i) => [r.id, i]));
  const load = refs.map(() => 0);
  const led: Match[][] = refs.map(() => []);
  const assignments: Officials["assignments"] = {};
  const byTeam = indexByTeam(matches);
  // Per team: the slots it plays in, so the adjacent-slot rule is a set lookup.
  const teamSlots = new Map<string, Set<number>>();
  for (const [t, list] of byTeam) teamSlots.set(t, new Set(list.map((m) => m.slot)));

  for (const m of matches) {
    if (m.status === "scheduled") continue;
    const refereeId = officials.assignments[m.id];
    const i = refereeId === undefined ? undefined : refIndex.get(refereeId);
    if (i === undefined) continue;
    assignments[m.id] = refereeId as string;
    load[i] = (load[i] as number) + 1;
    (led[i] as Match[]).push(m);
  }

  const eligible = (i: number, m: Match): boolean => {
    const referee = refs[i] as Referee;
    if (referee.teamId) {
      const slots = teamSlots.get(referee.teamId);
      if (slots && (slots.has(m.slot) || slots.has(m.slot - 1) || slots.has(m.slot + 1))) return false;
      for (const own of byTeam.get(referee.teamId) ?? []) if (overlaps(m, own)) return false;
    }
    for (const other of led[i] as Match[]) if (overlaps(m, other)) return false;
    return true;
  };

  const index = new Map(matches.map((m, i) => [m.id, i]));
  const scheduled = matches.filter((m) => m.status === "scheduled").sort(byKickoff(index));
  const unassigned: string[] = [];
  for (const m of scheduled) {
    let best = -1;
    for (let i = 0; i < refs.length; i++)
      if ((best < 0 || (load[i] as number) < (load[best] as number)) && eligible(i, m)) best = i;
    if (best < 0) {
      unassigned.push(m.id);
      continue;
    }
    assignments[m.id] = (refs[best] as Referee).id;
    load[best] = (load[best] as number) + 1;
    (led[best] as Match[]).push(m);
  }
  return { assignments, unassigned };
}

/** A referee's matches in order of play. */
export function matchesOfReferee(matches: readonly Match[], officials: Officials, refereeId: string): Match[] {
  return matches
    .filter((m) => officials.assignments[m.id] === refereeId)
    .sort((a, b) => a.startMinute - b.startMinute || a.slot - b.slot || (a.pitch < b.pitch ? -1 : 1));
}
