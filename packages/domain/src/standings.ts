// Standings from results with configurable points and tie-break order. Ordering never depends on the
// order in which teams or matches are given: the last resort is a stored lot / manual override, and
// if neither exists the tie is reported as unresolved (ids order is used only to print it) — but only once
// every match is played: before that, teams level after every rule are merely "level" (results can still
// separate them), so nobody is told to draw lots for a table that is not final.
import {
  type CardCounts,
  type FairPlayScale,
  FIFA_FAIR_PLAY_SCALE,
  type Result,
  type TieBreakCriterion,
  type TieDecisions,
  type TournamentSettings,
} from "./contracts.ts";
import type { DomainMessage } from "./i18n-keys.ts";

/** A played pairing between two known teams. */
export interface PlayedMatch {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
}

export interface TeamStats {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Fair-play points deducted for cards (0 = none; fewer is better); 0 when no cards are recorded. */
  fairPlay: number;
}

/**
 * "level": no rule separates the team from others yet while matches are still to be played (not a tie to decide);
 * "unresolved": still level after every rule with every match played — a lot or the organiser must decide.
 */
export type RankReason = TieBreakCriterion | "override" | "level" | "unresolved";

export interface StandingRow extends TeamStats {
  teamId: string;
  /** 1-based position. */
  rank: number;
  /** The rule that separated this team from the teams it was level with (points if it never was). */
  reason: RankReason;
  /** Teams it was level with just before `reason` decided (empty when decided by points alone). */
  levelWith: string[];
}

export interface Standings {
  rows: StandingRow[];
  /** Every match counted here has a result, so what is level now stays level: ties are final. */
  complete: boolean;
  /**
   * Final ties: groups of teams still level after every rule once `complete` (empty before): draw a lot and
   * store it, or override.
   */
  unresolved: string[][];
}

export type StandingsSettings = Pick<TournamentSettings, "points" | "tieBreakOrder"> &
  Partial<Pick<TournamentSettings, "headToHead" | "fairPlayScale">>;

/** Points one team's card record of a match costs on a fair-play scale (FIFA's by default). */
export function fairPlayDeduction(cards: CardCounts, scale: FairPlayScale = FIFA_FAIR_PLAY_SCALE): number {
  return (
    cards.yellow * scale.yellow +
    cards.secondYellow * scale.secondYellow +
    cards.red * scale.red +
    cards.yellowRed * scale.yellowRed
  );
}

const cmpId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sums played/won/drawn/lost/goals/points for the given teams over the given matches that have a result. */
export function computeStats(
  teamIds: readonly string[],
  matches: readonly PlayedMatch[],
  results: ReadonlyMap<string, Result> | readonly Result[],
  points: StandingsSettings["points"],
  fairPlayScale?: FairPlayScale,
): Map<string, TeamStats> {
  const byId = results instanceof Map ? results : new Map((results as readonly Result[]).map((r) => [r.matchId, r]));
  const stats = new Map<string, TeamStats>();
  for (const t of teamIds)
    stats.set(t, {
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: 0,
      fairPlay: 0,
    });
  for (const m of matches) {
    const r = byId.get(m.id);
    const h = stats.get(m.homeTeamId);
    const a = stats.get(m.awayTeamId);
    if (!r) continue;
    const add = (s: TeamStats, gf: number, ga: number) => {
      s.played++;
      s.goalsFor += gf;
      s.goalsAgainst += ga;
      s.goalDifference = s.goalsFor - s.goalsAgainst;
      if (gf > ga) {
        s.won++;
        s.points += points.win;
      } else if (gf === ga) {
        s.drawn++;
        s.points += points.draw;
      } else {
        s.lost++;
        s.points += points.loss;
      }
    };
    if (h) add(h, r.home, r.away);
    if (a) add(a, r.away, r.home);
    if (r.cards && h) h.fairPlay += fairPlayDeduction(r.cards.home, fairPlayScale);
    if (r.cards && a) a.fairPlay += fairPlayDeduction(r.cards.away, fairPlayScale);
  }
  return stats;
}

type Splitter = (bucket: string[]) => string[][];

/** Splits a bucket into ordered sub-buckets by a numeric key (higher is better). */
function splitByKey(bucket: string[], key: (t: string) => number[]): string[][] {
  const keyed = bucket.map((t) => ({ t, k: key(t) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < x.k.length; i++) {
      const d = (y.k[i] as number) - (x.k[i] as number);
      if (d !== 0) return d;
    }
    return cmpId(x.t, y.t);
  });
  const out: string[][] = [];
  let prev: number[] | null = null;
  for (const { t, k } of keyed) {
    if (prev?.every((v, i) => v === k[i])) (out[out.length - 1] as string[]).push(t);
    else out.push([t]);
    prev = k;
  }
  return out;
}

/** Splits by an ordered list of ids (shoot-out result, lot, override) — only if every team of the bucket is listed. */
function splitByList(bucket: string[], list: readonly string[] | undefined): string[][] {
  if (!list || !bucket.every((t) => list.includes(t))) return [bucket];
  return [...bucket].sort((a, b) => list.indexOf(a) - list.indexOf(b)).map((t) => [t]);
}

/**
 * Head-to-head: a mini-table (points, goal difference, goals) over the matches among *all* tied teams;
 * with "reapply" (the default, UEFA) any subset still level is ranked again by a mini-table among only its
 * own teams, until nothing changes; with "once" (FIFA before 2022) what the one mini-table leaves level
 * goes on to the next criterion.
 */
function headToHead(
  bucket: string[],
  matches: readonly PlayedMatch[],
  results: ReadonlyMap<string, Result>,
  points: StandingsSettings["points"],
  mode: NonNullable<StandingsSettings["headToHead"]> = "reapply",
): string[][] {
  const inside = new Set(bucket);
  const mini = computeStats(
    bucket,
    matches.filter((m) => inside.has(m.homeTeamId) && inside.has(m.awayTeamId)),
    results,
    points,
  );
  const parts = splitByKey(bucket, (t) => {
    const s = mini.get(t) as TeamStats;
    return [s.points, s.goalDifference, s.goalsFor];
  });
  if (parts.length === 1 || mode === "once") return parts;
  return parts.flatMap((p) => (p.length > 1 ? headToHead(p, matches, results, points, mode) : [p]));
}

/**
 * Ranks teams: criteria are applied in the configured order to the teams still level; head-to-head is a
 * re-applied mini-table; shoot-out and lot use the stored decisions; a manual override settles what is left.
 * Teams level after all of it are an unresolved tie only when `complete` (default: every given match has a
 * result), else merely level.
 */
export function computeStandings(
  teamIds: readonly string[],
  matches: readonly PlayedMatch[],
  resultList: readonly Result[],
  settings: StandingsSettings,
  decisions: TieDecisions = {},
  complete?: boolean,
): Standings {
  const results = new Map(resultList.map((r) => [r.matchId, r]));
  const final = complete ?? matches.every((m) => results.has(m.id));
  const stats = computeStats(teamIds, matches, results, settings.points, settings.fairPlayScale);
  const st = (t: string) => stats.get(t) as TeamStats;
  const splitters: Record<TieBreakCriterion, Splitter> = {
    points: (b) => splitByKey(b, (t) => [st(t).points]),
    goalDifference: (b) => splitByKey(b, (t) => [st(t).goalDifference]),
    goalsScored: (b) => splitByKey(b, (t) => [st(t).goalsFor]),
    wins: (b) => splitByKey(b, (t) => [st(t).won]),
    fairPlay: (b) => splitByKey(b, (t) => [-st(t).fairPlay]),
    headToHead: (b) => headToHead(b, matches, results, settings.points, settings.headToHead),
    shootout: (b) => splitByList(b, decisions.shootout),
    lot: (b) => splitByList(b, decisions.lot),
  };
  const reason = new Map<string, RankReason>();
  const levelWith = new Map<string, string[]>();
  let buckets: string[][] = [[...teamIds].sort(cmpId)];
  const steps: Array<[RankReason, Splitter]> = [
    ...settings.tieBreakOrder.map((c) => [c, splitters[c]] as [RankReason, Splitter]),
    ["override", (b) => splitByList(b, decisions.override)],
  ];
  for (const [name, split] of steps) {
    buckets = buckets.flatMap((b) => {
      if (b.length === 1) return [b];
      const parts = split(b);
      if (parts.length > 1)
        for (const p of parts)
          if (p.length === 1) {
            reason.set(p[0] as string, name);
            levelWith.set(p[0] as string, name === settings.tieBreakOrder[0] ? [] : b.filter((t) => t !== p[0]));
          }
      return parts;
    });
  }
  const unresolved = final ? buckets.filter((b) => b.length > 1) : [];
  const rows: StandingRow[] = [];
  for (const b of buckets)
    for (const t of b)
      rows.push({
        teamId: t,
        rank: rows.length + 1,
        reason:
          reason.get(t) ?? (b.length > 1 ? (final ? "unresolved" : "level") : (settings.tieBreakOrder[0] ?? "points")),
        levelWith: levelWith.get(t) ?? (b.length > 1 ? b.filter((x) => x !== t) : []),
        ...st(t),
      });
  return { rows, complete: final, unresolved };
}

/** Cross-group criteria: head-to-head is impossible between groups, so only overall figures, then the stored lot. */
const CROSS_GROUP_ORDER: TieBreakCriterion[] = ["points", "goalDifference", "goalsScored", "wins", "lot"];
/** With fair play in the tournament's order, it also decides between groups before the lot (UEFA's best thirds). */
const CROSS_GROUP_ORDER_FAIR_PLAY: TieBreakCriterion[] = [
  "points",
  "goalDifference",
  "goalsScored",
  "wins",
  "fairPlay",
  "lot",
];

/**
 * Best-placed teams of one rank across groups of unequal size (UEFA rule): each team's record counts
 * only its matches against the teams ranked 1…m in its own group, m = size of the smallest group;
 * then points, goal difference, goals, wins, fair play (when the tournament's order names it), stored lot.
 * Returns team ids best first; its ties are final only once every group is complete (who holds a rank can
 * change until then).
 */
export function rankAcrossGroups(
  groups: ReadonlyArray<{ name: string; standings: Standings; matches: readonly PlayedMatch[] }>,
  rank: number,
  resultList: readonly Result[],
  settings: StandingsSettings,
  decisions: TieDecisions = {},
): Standings {
  const m = Math.min(...groups.map((g) => g.standings.rows.length));
  const candidates: string[] = [];
  const relevant: PlayedMatch[] = [];
  for (const g of groups) {
    const row = g.standings.rows[rank - 1];
    if (!row) continue;
    candidates.push(row.teamId);
    const top = new Set(g.standings.rows.slice(0, m).map((r) => r.teamId));
    top.add(row.teamId);
    for (const pm of g.matches)
      if (
        (pm.homeTeamId === row.teamId || pm.awayTeamId === row.teamId) &&
        top.has(pm.homeTeamId) &&
        top.has(pm.awayTeamId)
      )
        relevant.push(pm);
  }
  // Matches between two candidates never occur (one candidate per group), so summing is exact.
  return computeStandings(
    candidates,
    relevant,
    resultList,
    // the tournament's fair-play scale, so the rows' fair-play sums are those of the group tables
    {
      points: settings.points,
      tieBreakOrder: settings.tieBreakOrder.includes("fairPlay") ? CROSS_GROUP_ORDER_FAIR_PLAY : CROSS_GROUP_ORDER,
      fairPlayScale: settings.fairPlayScale,
    },
    decisions,
    groups.every((g) => g.standings.complete),
  );
}

const REASON_TEXT: Record<RankReason, string> = {
  points: "decided on points",
  goalDifference: "ahead on goal difference",
  goalsScored: "ahead on goals scored",
  headToHead: "ahead on head-to-head results",
  wins: "ahead on number of wins",
  fairPlay: "ahead on fair play",
  shootout: "decided by shoot-out",
  lot: "decided by lot",
  override: "set by the organiser",
  level: "level: matches still to be played",
  unresolved: "still level: a lot must be drawn",
};

/** Label of the rule that decided a position: i18n key "reason.<rule>" and English text. */
export function describeRankReason(reason: RankReason): DomainMessage {
  return { key: `reason.${reason}`, params: {}, text: REASON_TEXT[reason] };
}
