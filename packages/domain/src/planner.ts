// Time and pitch planning. Matches are placed in numbered slots (all matches of a slot kick off
// together, one per pitch); times follow from the slot order, so a reflow after a change of first
// kick-off, lengths or breaks keeps every pairing, slot and pitch and only recomputes the clock.
import type { Fairness, Match, MatchSpec, PathRest, Stage, TournamentSettings } from "./contracts.ts";
import { KNOCKOUT_POLICIES, scheduleBracket } from "./knockout-schedule.ts";
import { createRng } from "./random.ts";
import { addMinutes } from "./time.ts";

/** The settings the planner needs (a subset of TournamentSettings). */
export type PlanSettings = Pick<
  TournamentSettings,
  "matchMinutes" | "breakMinutes" | "pauseBeforeFinalsMinutes" | "firstKickoff" | "pitches" | "knockoutRestMinutes"
>;

/** Least rest before a knockout match for every team that can reach it: the setting, else the break between matches. */
export const knockoutRest = (settings: Pick<PlanSettings, "breakMinutes" | "knockoutRestMinutes">): number =>
  settings.knockoutRestMinutes ?? settings.breakMinutes;

export interface Plan {
  matches: Match[];
  fairness: Fairness;
}

/** Match length of a stage: its own setting, else the knockout setting (for knockout stages), else the group length. */
export function matchLength(settings: Pick<PlanSettings, "matchMinutes">, stage: Stage): number {
  const mm = settings.matchMinutes;
  if (stage === "group") return mm.group;
  return mm[stage] ?? mm.knockout ?? mm.group;
}

const sideTeams = (m: Pick<MatchSpec, "home" | "away">): string[] => {
  const out: string[] = [];
  if (m.home.teamId) out.push(m.home.teamId);
  if (m.away.teamId) out.push(m.away.teamId);
  return out;
};

/**
 * Feeder rule: a "winner/loser of X" side depends on X; a group placing depends on every match of
 * that group; a best-of-rank placing depends on every group match.
 */
export function feederMap(matches: readonly MatchSpec[]): Map<string, string[]> {
  const byGroup = new Map<string, string[]>();
  const allGroup: string[] = [];
  for (const m of matches) {
    if (m.stage === "group" && m.group !== null) {
      const list = byGroup.get(m.group) ?? [];
      list.push(m.id);
      byGroup.set(m.group, list);
      allGroup.push(m.id);
    }
  }
  const out = new Map<string, string[]>();
  for (const m of matches) {
    const deps = new Set<string>();
    for (const side of [m.home, m.away]) {
      const p = side.placeholder;
      if (!p) continue;
      if (p.kind === "winner" || p.kind === "loser") deps.add(p.match);
      else if (p.kind === "groupRank") for (const id of byGroup.get(p.group) ?? []) deps.add(id);
      else for (const id of allGroup) deps.add(id);
    }
    out.set(m.id, [...deps]);
  }
  return out;
}

function levels(matches: readonly MatchSpec[], feeders: Map<string, string[]>): Map<string, number> {
  const level = new Map<string, number>();
  const visiting = new Set<string>();
  const visit = (id: string): number => {
    const known = level.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) throw new Error(`cyclic feeders at match ${id}`);
    visiting.add(id);
    let l = 0;
    for (const f of feeders.get(id) ?? []) if (feeders.has(f)) l = Math.max(l, visit(f) + 1);
    visiting.delete(id);
    level.set(id, l);
    return l;
  };
  for (const m of matches) visit(m.id);
  return level;
}

/**
 * Most matches one plan may hold. Bigger plans (128 teams in a double round robin is 16,256 matches)
 * block the server for seconds and make pages of megabytes; no real youth tournament comes close.
 */
export const MAX_PLAN_MATCHES = 1000;

/** The engine's refusal of a plan over MAX_PLAN_MATCHES; the server answers it with 400 PLAN_TOO_LARGE. */
export class PlanTooLargeError extends Error {
  readonly code = "PLAN_TOO_LARGE";
  constructor(
    readonly matchCount: number,
    readonly limit = MAX_PLAN_MATCHES,
  ) {
    super(
      `the format makes ${matchCount} matches, at most ${limit} are allowed (use fewer teams, more groups or no return matches)`,
    );
    this.name = "PlanTooLargeError";
  }
}

export interface PlanOptions {
  seed?: string | number;
  /** Local-search effort multiplier (1 = default). */
  effort?: number;
}

/**
 * Plans matches into slots and pitches. Hard rules: a team never plays two matches at once; at most one
 * match per pitch and slot; a match never starts before its feeders end (knockout after its groups/rounds).
 * Soft goal: few back-to-back games, even rest. Group stage: a greedy fill (rested teams first, earlier rounds
 * first) followed by a seeded simulated-annealing search over swaps and moves that keep the hard rules.
 * Bracket: each round played together where the pitches allow, the final last (scheduleBracket), and at least
 * the knockout rest before every knockout match (reflowTimes). More than MAX_PLAN_MATCHES matches throw PlanTooLargeError.
 */
export function planMatches(specs: readonly MatchSpec[], settings: PlanSettings, options: PlanOptions = {}): Plan {
  // Refused before the search, which is what costs the time.
  if (specs.length > MAX_PLAN_MATCHES) throw new PlanTooLargeError(specs.length);
  const P = settings.pitches.length;
  const feeders = feederMap(specs);
  const level = levels(specs, feeders);
  const free = specs.filter((m) => m.stage === "group" && level.get(m.id) === 0);
  const bracket = specs.filter((m) => m.stage !== "group" || (level.get(m.id) ?? 0) > 0);
  const rng = createRng(options.seed ?? 0);
  const groupSlots = new Map<string, number>();
  const firstSlots = optimiseFreeMatches(free, P, rng, options.effort ?? 1);
  free.forEach((m, i) => {
    groupSlots.set(m.id, firstSlots[i] as number);
  });
  const firstKnockoutSlot = free.length ? Math.max(...firstSlots) + 1 : 0;

  // The bracket: every policy of topping up slots is tried, the fairest plan is kept (a bracket is small).
  let best: { plan: Plan; score: number[] } | null = null;
  for (const policy of bracket.length ? KNOCKOUT_POLICIES : KNOCKOUT_POLICIES.slice(0, 1)) {
    const slotOf = new Map([
      ...groupSlots,
      ...scheduleBracket(bracket, feeders, groupSlots, firstKnockoutSlot, P, policy),
    ]);
    const timed = reflowTimes(assignPitches(specs, slotOf, settings), settings);
    const plan = { matches: timed, fairness: measureFairness(timed, settings) };
    const score = planScore(plan);
    if (!best || isBetter(score, best.score)) best = { plan, score };
  }
  return (best as { plan: Plan }).plan;
}

/**
 * What makes one bracket schedule better than another, most important first: the earlier last final whistle,
 * equal rest for the two sides of a knockout match, fewer back-to-back games, more least rest, fewer slots.
 */
function planScore({ matches, fairness }: Plan): number[] {
  const uneven = new Map<string, number[]>();
  for (const p of fairness.restByPath) uneven.set(p.match, [...(uneven.get(p.match) ?? []), p.rest]);
  let spread = 0;
  for (const rests of uneven.values()) spread += Math.max(...rests) - Math.min(...rests);
  const lastEnd = Math.max(0, ...matches.map((m) => m.endMinute));
  return [lastEnd, spread, fairness.backToBackTotal, -(fairness.minRest ?? 0), fairness.slotCount];
}

const isBetter = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i++)
    if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) < (b[i] as number);
  return false;
};

/** Pitch per slot: a group keeps "its" pitch (group index mod pitches) when free, the final gets the first pitch. */
function assignPitches(specs: readonly MatchSpec[], slotOf: Map<string, number>, settings: PlanSettings): Match[] {
  const P = settings.pitches.length;
  const groupIndex = new Map<string, number>();
  for (const m of specs) if (m.group !== null && !groupIndex.has(m.group)) groupIndex.set(m.group, groupIndex.size);
  const bySlot = new Map<number, MatchSpec[]>();
  for (const m of specs) {
    const s = slotOf.get(m.id) as number;
    const list = bySlot.get(s) ?? [];
    list.push(m);
    bySlot.set(s, list);
  }
  const pitchOf = new Map<string, number>();
  for (const list of bySlot.values()) {
    const taken = new Array<boolean>(P).fill(false);
    const rest: MatchSpec[] = [];
    const ranked = [...list].sort((a, b) => (a.placeFor ?? 99) - (b.placeFor ?? 99));
    for (const m of ranked) {
      const pref = m.group !== null ? (groupIndex.get(m.group) ?? 0) % P : m.placeFor !== null ? 0 : -1;
      if (pref >= 0 && !taken[pref]) {
        taken[pref] = true;
        pitchOf.set(m.id, pref);
      } else rest.push(m);
    }
    for (const m of rest) {
      const p = taken.indexOf(false);
      taken[p] = true;
      pitchOf.set(m.id, p);
    }
  }
  return specs.map((m) => ({
    ...m,
    slot: slotOf.get(m.id) as number,
    pitch: settings.pitches[pitchOf.get(m.id) as number]?.id as string,
    startMinute: 0,
    endMinute: 0,
    start: settings.firstKickoff,
    end: settings.firstKickoff,
    status: "scheduled" as const,
  }));
}

/**
 * Reflow: recomputes every start/end from the slot order and the current settings (first kick-off,
 * lengths per stage, break, pause before the first knockout slot) without changing pairings, slots or pitches.
 * A slot lasts as long as its longest match; empty slot numbers are skipped. A slot holding a knockout match
 * waits until every match that can send it a team has ended at least the knockout rest before.
 */
export function reflowTimes(matches: readonly Match[], settings: PlanSettings): Match[] {
  const slots = [...new Set(matches.map((m) => m.slot))].sort((a, b) => a - b);
  const bySlot = new Map<number, Match[]>();
  for (const m of matches) bySlot.set(m.slot, [...(bySlot.get(m.slot) ?? []), m]);
  const feeders = feederMap(matches);
  const rest = knockoutRest(settings);
  const startOf = new Map<number, number>();
  const endOf = new Map<string, number>();
  let cursor = 0;
  let seenGroup = false;
  let paused = false;
  for (const s of slots) {
    const list = bySlot.get(s) ?? [];
    let start = cursor;
    if (!paused && seenGroup && list.some((m) => m.stage !== "group")) {
      start += settings.pauseBeforeFinalsMinutes;
      paused = true;
    }
    for (const m of list)
      if (m.stage !== "group")
        for (const f of feeders.get(m.id) ?? []) {
          // a feeder in the same or a later slot breaks a hard rule that checkHardRules reports; no wait for it
          const end = endOf.get(f);
          if (end !== undefined) start = Math.max(start, end + rest);
        }
    if (list.some((m) => m.stage === "group")) seenGroup = true;
    startOf.set(s, start);
    for (const m of list) endOf.set(m.id, start + matchLength(settings, m.stage));
    cursor = start + Math.max(...list.map((m) => matchLength(settings, m.stage))) + settings.breakMinutes;
  }
  return matches.map((m) => {
    const startMinute = startOf.get(m.slot) as number;
    const endMinute = startMinute + matchLength(settings, m.stage);
    return {
      ...m,
      startMinute,
      endMinute,
      start: addMinutes(settings.firstKickoff, startMinute),
      end: addMinutes(settings.firstKickoff, endMinute),
    };
  });
}

/**
 * Fairness of a plan over every stage: back-to-back games (rest ≤ the break between matches), minimum/maximum
 * rest per team and overall, and idle pitch slots (pitches × used slots − matches). A knockout side whose team
 * is not known yet counts as a path ("Winner SF1" before the final): its rest runs from the end of the match(es)
 * its team comes from, the least over the teams that can reach it; once filled, the team counts instead.
 */
export function measureFairness(
  matches: readonly Match[],
  settings: Pick<PlanSettings, "breakMinutes" | "pitches">,
): Fairness {
  const byTeam = new Map<string, Match[]>();
  for (const m of matches) for (const t of sideTeams(m)) byTeam.set(t, [...(byTeam.get(t) ?? []), m]);
  const backToBackByTeam: Record<string, number> = {};
  const restByTeam: Record<string, { min: number; max: number }> = {};
  let total = 0;
  let minRest: number | null = null;
  let maxRest: number | null = null;
  const count = (rest: number) => {
    minRest = minRest === null ? rest : Math.min(minRest, rest);
    maxRest = maxRest === null ? rest : Math.max(maxRest, rest);
    if (rest > settings.breakMinutes) return 0;
    total++;
    return 1;
  };
  for (const [t, list] of [...byTeam.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    list.sort((a, b) => a.startMinute - b.startMinute);
    let b2b = 0;
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let i = 1; i < list.length; i++) {
      const rest = (list[i] as Match).startMinute - (list[i - 1] as Match).endMinute;
      b2b += count(rest);
      lo = Math.min(lo, rest);
      hi = Math.max(hi, rest);
    }
    backToBackByTeam[t] = b2b;
    if (list.length > 1) restByTeam[t] = { min: lo, max: hi };
  }
  const restByPath = pathRests(matches);
  for (const p of restByPath) count(p.rest);
  const slots = new Set(matches.map((m) => m.slot));
  return {
    backToBackTotal: total,
    backToBackByTeam,
    minRest,
    maxRest,
    restByTeam,
    restByPath,
    idlePitchSlots: slots.size * settings.pitches.length - matches.length,
    slotCount: slots.size,
  };
}

/** Rest of every unfilled knockout side from the latest end of the matches that can send it a team. */
function pathRests(matches: readonly Match[]): PathRest[] {
  const endOf = new Map(matches.map((m) => [m.id, m.endMinute]));
  const groupEnd = new Map<string, number>();
  let allGroupsEnd: number | undefined;
  for (const m of matches)
    if (m.stage === "group" && m.group !== null) {
      groupEnd.set(m.group, Math.max(groupEnd.get(m.group) ?? 0, m.endMinute));
      allGroupsEnd = Math.max(allGroupsEnd ?? 0, m.endMinute);
    }
  const out: PathRest[] = [];
  for (const m of matches)
    for (const side of ["home", "away"] as const) {
      const p = m[side].placeholder;
      if (!p || m[side].teamId) continue;
      const from =
        p.kind === "winner" || p.kind === "loser"
          ? endOf.get(p.match)
          : p.kind === "groupRank"
            ? groupEnd.get(p.group)
            : allGroupsEnd;
      if (from !== undefined) out.push({ match: m.id, side, placeholder: p, rest: m.startMinute - from });
    }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Optimiser for matches without feeders (group stage, first bracket round, funino fixed plan).

const B2B_WEIGHT = 100;

function optimiseFreeMatches(
  free: readonly MatchSpec[],
  P: number,
  rng: ReturnType<typeof createRng>,
  effort: number,
): number[] {
  const M = free.length;
  if (M === 0) return [];
  const teamIndex = new Map<string, number>();
  const teamsOf: Array<[number, number]> = free.map((m) => {
    const [h, a] = sideTeams(m);
    for (const t of [h, a]) if (t !== undefined && !teamIndex.has(t)) teamIndex.set(t, teamIndex.size);
    return [teamIndex.get(h as string) ?? -1, teamIndex.get(a as string) ?? -1];
  });
  const T = teamIndex.size;

  // Greedy: slot by slot, prefer matches whose teams rested in the previous slot, then earlier rounds, then longest wait.
  const slotOf = new Array<number>(M).fill(-1);
  const lastSlot = new Array<number>(T).fill(-2);
  const order = free
    .map((_, i) => i)
    .sort((a, b) => (free[a] as MatchSpec).round - (free[b] as MatchSpec).round || a - b);
  let remaining = order;
  let s = 0;
  while (remaining.length) {
    const inSlot = new Set<number>();
    let placed = 0;
    while (placed < P) {
      let bestI = -1;
      let bestScore = Number.POSITIVE_INFINITY;
      for (let k = 0; k < remaining.length; k++) {
        const i = remaining[k] as number;
        const [h, a] = teamsOf[i] as [number, number];
        if (inSlot.has(h) || inSlot.has(a)) continue;
        const b2b = (lastSlot[h] === s - 1 ? 1 : 0) + (lastSlot[a] === s - 1 ? 1 : 0);
        const wait = s - (lastSlot[h] ?? 0) + (s - (lastSlot[a] ?? 0));
        const score = b2b * 1e6 + (free[i] as MatchSpec).round * 1e3 - Math.min(wait, 999);
        if (score < bestScore) {
          bestScore = score;
          bestI = k;
        }
        if (b2b === 0 && k > 4 * P) break; // good enough and keeps the greedy near-linear
      }
      if (bestI < 0) break;
      const i = remaining[bestI] as number;
      remaining = remaining.filter((_, k) => k !== bestI);
      const [h, a] = teamsOf[i] as [number, number];
      inSlot.add(h);
      inSlot.add(a);
      lastSlot[h] = s;
      lastSlot[a] = s;
      slotOf[i] = s;
      placed++;
    }
    s++;
  }
  const S = s;
  if (S < 2) return slotOf;

  // Local search state.
  const slotMatches: number[][] = Array.from({ length: S }, () => []);
  for (let i = 0; i < M; i++) slotMatches[slotOf[i] as number]?.push(i);
  const slotTeams: Array<Set<number>> = slotMatches.map((list) => new Set(list.flatMap((i) => teamsOf[i] as number[])));
  const teamMatches: number[][] = Array.from({ length: T }, () => []);
  for (let i = 0; i < M; i++) for (const t of teamsOf[i] as number[]) teamMatches[t]?.push(i);

  const buf = new Int32Array(Math.max(1, ...teamMatches.map((l) => l.length)));
  const teamCost = (t: number): number => {
    const list = teamMatches[t] as number[];
    const len = list.length;
    if (len < 2) return 0;
    for (let k = 0; k < len; k++) {
      // insertion sort into a reused buffer: lists are short (games per team)
      const v = slotOf[list[k] as number] as number;
      let j = k - 1;
      while (j >= 0 && (buf[j] as number) > v) {
        buf[j + 1] = buf[j] as number;
        j--;
      }
      buf[j + 1] = v;
    }
    let b2b = 0;
    let lo = Number.POSITIVE_INFINITY;
    let hi = 0;
    for (let k = 1; k < len; k++) {
      const gap = (buf[k] as number) - (buf[k - 1] as number);
      if (gap === 1) b2b++;
      if (gap < lo) lo = gap;
      if (gap > hi) hi = gap;
    }
    return b2b * B2B_WEIGHT + (hi - lo);
  };
  const costs = Array.from({ length: T }, (_, t) => teamCost(t));
  let total = costs.reduce((a, b) => a + b, 0);
  let best = total;
  let bestSlots = [...slotOf];

  const iterations = Math.round(Math.min(30_000, Math.max(3_000, 30 * M)) * effort);
  // stop after a long stretch without a new best (deterministic, unlike a time budget)
  const stall = Math.max(1_500, 3 * M);
  let lastBest = 0;
  const t0 = 3;
  const t1 = 0.05;
  for (let it = 0; it < iterations && best > 0 && it - lastBest < stall; it++) {
    const temp = t0 * (t1 / t0) ** (it / iterations);
    const m = rng.int(M);
    const from = slotOf[m] as number;
    const to = rng.int(S);
    if (to === from) continue;
    const [mh, ma] = teamsOf[m] as [number, number];
    const toTeams = slotTeams[to] as Set<number>;
    const fromTeams = slotTeams[from] as Set<number>;
    let other = -1;
    if ((slotMatches[to] as number[]).length < P && (slotMatches[from] as number[]).length > 1) {
      if (toTeams.has(mh) || toTeams.has(ma)) continue;
    } else {
      const list = slotMatches[to] as number[];
      if (list.length === 0) continue;
      other = list[rng.int(list.length)] as number;
      const [oh, oa] = teamsOf[other] as [number, number];
      // m's teams may be in `to` only through `other`; other's teams in `from` only through m
      if ((toTeams.has(mh) && mh !== oh && mh !== oa) || (toTeams.has(ma) && ma !== oh && ma !== oa)) continue;
      if ((fromTeams.has(oh) && oh !== mh && oh !== ma) || (fromTeams.has(oa) && oa !== mh && oa !== ma)) continue;
    }
    const apply = (i: number, a: number, b: number) => {
      const [h, w] = teamsOf[i] as [number, number];
      slotOf[i] = b;
      const la = slotMatches[a] as number[];
      la.splice(la.indexOf(i), 1);
      (slotMatches[b] as number[]).push(i);
      (slotTeams[a] as Set<number>).delete(h);
      (slotTeams[a] as Set<number>).delete(w);
      (slotTeams[b] as Set<number>).add(h);
      (slotTeams[b] as Set<number>).add(w);
    };
    const affected = new Set<number>([mh, ma]);
    if (other >= 0) for (const t of teamsOf[other] as number[]) affected.add(t);
    let before = 0;
    for (const t of affected) before += costs[t] as number;
    if (other >= 0) {
      // remove both first so the team sets stay right when the two matches share a team
      apply(m, from, to);
      apply(other, to, from);
      for (const t of teamsOf[m] as number[]) (slotTeams[to] as Set<number>).add(t);
    } else apply(m, from, to);
    let after = 0;
    const newCosts = new Map<number, number>();
    for (const t of affected) {
      const c = teamCost(t);
      newCosts.set(t, c);
      after += c;
    }
    const delta = after - before;
    if (delta <= 0 || rng.next() < Math.exp(-delta / temp)) {
      for (const [t, c] of newCosts) costs[t] = c;
      total += delta;
      if (total < best) {
        best = total;
        lastBest = it;
        bestSlots = [...slotOf];
      }
    } else {
      if (other >= 0) {
        apply(other, from, to);
        apply(m, to, from);
        for (const t of teamsOf[other] as number[]) (slotTeams[to] as Set<number>).add(t);
      } else apply(m, to, from);
    }
  }
  return bestSlots;
}
