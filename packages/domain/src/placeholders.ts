// Knockout placeholders: labels, and filling them from group standings and knockout results.
import type { Match, Placeholder, Result, Side, Stage, TieDecisions } from "./contracts.ts";
import type { DomainMessage } from "./i18n-keys.ts";
import {
  computeStandings,
  type PlayedMatch,
  rankAcrossGroups,
  type Standings,
  type StandingsSettings,
} from "./standings.ts";

/** English ordinal: 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** Label of a placeholder: i18n key + params, and English text ("1st Group A", "best 3rd #2", "Winner SF1"). */
export function describePlaceholder(p: Placeholder): DomainMessage {
  switch (p.kind) {
    case "groupRank":
      return {
        key: "placeholder.groupRank",
        params: { rank: p.rank, group: p.group },
        text: `${ordinal(p.rank)} Group ${p.group}`,
      };
    case "bestOfRank":
      return {
        key: "placeholder.bestOfRank",
        params: { rank: p.rank, index: p.index },
        text: `best ${ordinal(p.rank)} #${p.index}`,
      };
    case "winner":
      return { key: "placeholder.winner", params: { match: p.match }, text: `Winner ${p.match}` };
    case "loser":
      return { key: "placeholder.loser", params: { match: p.match }, text: `Loser ${p.match}` };
  }
}

const STAGE_TEXT: Record<Stage, string> = {
  group: "Group stage",
  knockout: "Knockout round",
  quarterFinal: "Quarter-final",
  semiFinal: "Semi-final",
  placement: "Placement game",
  thirdPlace: "Third-place game",
  final: "Final",
};

/** Label of a stage: i18n key "stage.<stage>" and English text. */
export function describeStage(stage: Stage): DomainMessage {
  return { key: `stage.${stage}`, params: {}, text: STAGE_TEXT[stage] };
}

/** Decisions that settle ties, per group name and per cross-group rank. */
export interface KnockoutDecisions {
  groups?: Record<string, TieDecisions>;
  /** Keyed by rank ("3" → decisions for ranking the third-placed teams across groups). */
  acrossGroups?: Record<string, TieDecisions>;
}

export interface GroupState {
  name: string;
  teamIds: string[];
  matches: PlayedMatch[];
  complete: boolean;
  standings: Standings;
}

/** Group tables from the group-stage matches: teams are the ones appearing in the group's matches; complete when every match has a result. */
export function groupStates(
  matches: readonly Match[],
  results: readonly Result[],
  settings: StandingsSettings,
  decisions: KnockoutDecisions = {},
): GroupState[] {
  const byId = new Set(results.map((r) => r.matchId));
  const groups = new Map<string, { teams: Set<string>; matches: PlayedMatch[]; complete: boolean }>();
  for (const m of matches) {
    if (m.stage !== "group" || m.group === null || !m.home.teamId || !m.away.teamId) continue;
    const g = groups.get(m.group) ?? { teams: new Set<string>(), matches: [], complete: true };
    g.teams.add(m.home.teamId);
    g.teams.add(m.away.teamId);
    g.matches.push({ id: m.id, homeTeamId: m.home.teamId, awayTeamId: m.away.teamId });
    if (!byId.has(m.id)) g.complete = false;
    groups.set(m.group, g);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, g]) => {
      const teamIds = [...g.teams].sort();
      return {
        name,
        teamIds,
        matches: g.matches,
        complete: g.complete,
        standings: computeStandings(teamIds, g.matches, results, settings, decisions.groups?.[name]),
      };
    });
}

/**
 * Assigns teams to best-of-rank slots: the lexicographically first permutation (identity if possible) in which
 * no team meets a team of its own group, like UEFA's fixed combination tables; identity if none exists.
 */
export function assignAvoidingOwnGroup(
  slotOpponentGroups: ReadonlyArray<string | null>,
  teamGroups: ReadonlyArray<string | null>,
): number[] {
  const n = teamGroups.length;
  const used = new Array<boolean>(n).fill(false);
  const pick: number[] = [];
  const search = (i: number): boolean => {
    if (i === n) return true;
    for (let t = 0; t < n; t++) {
      if (used[t]) continue;
      const g = teamGroups[t];
      if (g !== null && g === slotOpponentGroups[i]) continue;
      used[t] = true;
      pick.push(t);
      if (search(i + 1)) return true;
      pick.pop();
      used[t] = false;
    }
    return false;
  };
  return search(0) ? pick : Array.from({ length: n }, (_, i) => i);
}

/** Winner of a decided knockout match: higher score, else higher penalties; null while undecided. */
export function knockoutWinner(
  match: Pick<Match, "home" | "away">,
  result: Result | undefined,
): { winner: string; loser: string } | null {
  const h = match.home.teamId;
  const a = match.away.teamId;
  if (!result || !h || !a) return null;
  let diff = result.home - result.away;
  if (diff === 0 && result.penalties) diff = result.penalties.home - result.penalties.away;
  if (diff === 0) return null;
  return diff > 0 ? { winner: h, loser: a } : { winner: a, loser: h };
}

export interface SideChange {
  matchId: string;
  side: "home" | "away";
  from: string | null;
  to: string | null;
}

/**
 * Fills knockout sides: a group placing once its group is complete and the rank is decided, a best-of-rank
 * once every group is complete (swapped among its rank's slots if it would meet its own group first), a winner/loser once that match is decided. Only matches that have not
 * started (status "scheduled" and no result) are (re-)filled, so after a result correction the changed
 * sides of later, unplayed matches are returned in `changes`; started matches keep their teams.
 */
export function fillKnockout(
  matches: readonly Match[],
  results: readonly Result[],
  settings: StandingsSettings,
  decisions: KnockoutDecisions = {},
): { matches: Match[]; changes: SideChange[] } {
  const resultById = new Map(results.map((r) => [r.matchId, r]));
  const groups = groupStates(matches, results, settings, decisions);
  const groupByName = new Map(groups.map((g) => [g.name, g]));
  const allComplete = groups.length > 0 && groups.every((g) => g.complete);
  const across = new Map<number, Standings>();
  const acrossRank = (rank: number): Standings | null => {
    if (!allComplete) return null;
    let s = across.get(rank);
    if (!s) {
      s = rankAcrossGroups(groups, rank, results, settings, decisions.acrossGroups?.[String(rank)]);
      across.set(rank, s);
    }
    return s;
  };
  const current = new Map(matches.map((m) => [m.id, m]));
  const groupOfTeam = new Map(groups.flatMap((g) => g.teamIds.map((t) => [t, g.name] as const)));
  const bestCache = new Map<number, Map<number, string>>();
  /** index → team for one rank, avoiding a first-round meeting with a team's own group where possible. */
  const bestOf = (rank: number): Map<number, string> => {
    const cached = bestCache.get(rank);
    if (cached) return cached;
    const out = new Map<number, string>();
    bestCache.set(rank, out);
    const rows = acrossRank(rank)?.rows;
    if (!rows) return out;
    const slots: Array<{ index: number; against: string | null }> = [];
    for (const m of matches)
      for (const [me, other] of [
        [m.home, m.away],
        [m.away, m.home],
      ] as const)
        if (me.placeholder?.kind === "bestOfRank" && me.placeholder.rank === rank)
          slots.push({
            index: me.placeholder.index,
            against: other.placeholder?.kind === "groupRank" ? other.placeholder.group : null,
          });
    // only the qualifying slots (facing a group placing) are permuted among themselves; the rest keep their index
    for (const x of slots) {
      const row = rows[x.index - 1];
      if (!row || row.reason === "unresolved") {
        out.clear();
        return out;
      }
      out.set(x.index, row.teamId);
    }
    const facing = slots.filter((x) => x.against !== null).sort((a, b) => a.index - b.index);
    const ids = facing.map((x) => out.get(x.index) as string);
    const chosen = assignAvoidingOwnGroup(
      facing.map((x) => x.against),
      ids.map((t) => groupOfTeam.get(t) ?? null),
    );
    facing.forEach((x, i) => {
      out.set(x.index, ids[chosen[i] as number] as string);
    });
    return out;
  };
  const resolve = (p: Placeholder): string | null => {
    if (p.kind === "groupRank") {
      const g = groupByName.get(p.group);
      const row = g?.complete ? g.standings.rows[p.rank - 1] : undefined;
      return row && row.reason !== "unresolved" ? row.teamId : null;
    }
    if (p.kind === "bestOfRank") return bestOf(p.rank).get(p.index) ?? null;
    const feeder = current.get(p.match);
    const decided = feeder ? knockoutWinner(feeder, resultById.get(feeder.id)) : null;
    if (!decided) return null;
    return p.kind === "winner" ? decided.winner : decided.loser;
  };
  const changes: SideChange[] = [];
  // Feeders come before the matches they feed in slot order (hard rule), so one pass suffices.
  const ordered = [...matches].sort((a, b) => a.slot - b.slot || (a.id < b.id ? -1 : 1));
  for (const m of ordered) {
    const started = m.status !== "scheduled" || resultById.has(m.id);
    if (started || (!m.home.placeholder && !m.away.placeholder)) continue;
    const fill = (side: Side, name: "home" | "away"): Side => {
      if (!side.placeholder) return side;
      const to = resolve(side.placeholder);
      if (to !== side.teamId) changes.push({ matchId: m.id, side: name, from: side.teamId, to });
      return { ...side, teamId: to };
    };
    const next = { ...m, home: fill(m.home, "home"), away: fill(m.away, "away") };
    current.set(m.id, next);
  }
  return { matches: matches.map((m) => current.get(m.id) as Match), changes };
}

/**
 * How a group place reaches the knockout bracket: "through" (a bracket slot takes this place of its group,
 * or the team was picked among the best of its rank), "bestOf" (may go through as one of the best teams
 * of its rank across groups; not known until every group is complete).
 */
export type Qualification = "through" | "bestOf";

/**
 * Marks the group places that go through to the knockout bracket, read from the placeholders of its
 * matches (placement games do not count): a "1st Group A" slot puts that place through; "best 3rd" slots
 * make that rank "bestOf" until all of them are filled, then exactly the teams filled in are through.
 * Returns the mark per team of the given tables; unmarked teams are absent.
 */
export function qualificationMarks(
  matches: ReadonlyArray<Pick<Match, "stage" | "home" | "away">>,
  tables: ReadonlyArray<{ group: string; rows: ReadonlyArray<{ teamId: string; rank: number }> }>,
): Map<string, Qualification> {
  const direct = new Set<string>();
  const bestOf = new Map<number, Array<string | null>>();
  for (const m of matches) {
    if (m.stage === "group" || m.stage === "placement") continue;
    for (const side of [m.home, m.away]) {
      const p = side.placeholder;
      if (p?.kind === "groupRank") direct.add(`${p.group}\u0000${p.rank}`);
      else if (p?.kind === "bestOfRank") bestOf.set(p.rank, [...(bestOf.get(p.rank) ?? []), side.teamId]);
    }
  }
  const marks = new Map<string, Qualification>();
  for (const table of tables)
    for (const row of table.rows) {
      if (direct.has(`${table.group}\u0000${row.rank}`)) {
        marks.set(row.teamId, "through");
        continue;
      }
      const filled = bestOf.get(row.rank);
      if (!filled) continue;
      if (filled.every((t) => t !== null)) {
        if (filled.includes(row.teamId)) marks.set(row.teamId, "through");
      } else marks.set(row.teamId, "bestOf");
    }
  return marks;
}
