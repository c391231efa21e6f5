// Funino festival: the ladder ("Champions League" mode) and the fixed k-opponents plan.
import type { FuninoOutcome, FuninoSettings, MatchSpec, Pitch, Team } from "./contracts.ts";
import type { DomainMessage } from "./i18n-keys.ts";
import { type Plan, planMatches } from "./planner.ts";
import { createRng, shuffle } from "./random.ts";
import { roundRobin } from "./round-robin.ts";

/** One ladder round: pairs by ladder position (index 0 = top pitch), the benched team, and the outcomes once played. */
export interface LadderRound {
  round: number;
  pairs: Array<[string, string]>;
  bench: string | null;
  outcomes?: FuninoOutcome[];
}

export type LadderSettings = Pick<FuninoSettings, "pairing" | "drawRule" | "avoidRematches" | "topPitch">;

/** Recommended number of rounds: pitches + 1, so a team can climb from the bottom pitch to the top. */
export function recommendedRounds(teamCount: number): number {
  return Math.floor(teamCount / 2) + 1;
}

/** Pitch for a ladder position: with topPitch "first" position 0 is the first pitch, with "last" it is the last one. */
export function ladderPitch(
  index: number,
  pitches: readonly Pitch[],
  topPitch: FuninoSettings["topPitch"],
): Pitch | undefined {
  return topPitch === "first" ? pitches[index] : pitches[pitches.length - 1 - index];
}

/** Default pitches "1" … "n÷2" for a ladder (pitches = teams ÷ 2). */
export function ladderPitches(teamCount: number): Pitch[] {
  return Array.from({ length: Math.floor(teamCount / 2) }, (_, i) => ({ id: String(i + 1), name: String(i + 1) }));
}

/** Pairs neighbours of a ladder order: positions 0+1 on the top pitch, 2+3 on the next, … */
export function pairUp(order: readonly string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < order.length; i += 2) out.push([order[i] as string, order[i + 1] as string]);
  return out;
}

/** Picks the bench: among teams with the fewest bench turns, the lowest on the ladder (not a team that just sat, if avoidable). */
function pickBench(
  order: readonly string[],
  benchCount: ReadonlyMap<string, number>,
  justSat: ReadonlySet<string>,
): string {
  const min = Math.min(...order.map((t) => benchCount.get(t) ?? 0));
  const lowestWith = (skip: ReadonlySet<string>) =>
    [...order].reverse().find((t) => (benchCount.get(t) ?? 0) === min && !skip.has(t));
  return lowestWith(justSat) ?? lowestWith(new Set()) ?? (order[order.length - 1] as string);
}

/**
 * Round 1: drawn (seeded shuffle) or by strength (6 = strongest at the top, equal strengths drawn), neighbours
 * paired; with an odd count the lowest team starts on the bench.
 */
export function initialLadder(
  teams: readonly Team[],
  settings: Pick<LadderSettings, "pairing">,
  seed: string | number,
): LadderRound {
  const round = initialLadderOn(teams, settings, seed, Number.POSITIVE_INFINITY);
  return { round: 1, pairs: round.pairs, bench: round.bench[0] ?? null };
}

/** A ladder round with any number of teams sitting out (more teams than two per pitch). */
export interface LadderRoundOn {
  round: number;
  pairs: Array<[string, string]>;
  bench: string[];
  outcomes?: FuninoOutcome[];
}

/** Round 1 on at most `pitchCount` pitches: the lowest teams of the drawn (or strength) order sit out. */
export function initialLadderOn(
  teams: readonly Team[],
  settings: Pick<LadderSettings, "pairing">,
  seed: string | number,
  pitchCount: number,
): LadderRoundOn {
  const rng = createRng(`${seed}:ladder:1`);
  let order = shuffle(
    [...teams].sort((a, b) => (a.id < b.id ? -1 : 1)),
    rng,
  );
  if (settings.pairing === "strength") {
    const pos = new Map(order.map((t, i) => [t.id, i]));
    order = [...order].sort(
      (a, b) => (b.strength ?? 0) - (a.strength ?? 0) || (pos.get(a.id) as number) - (pos.get(b.id) as number),
    );
  }
  const ids = order.map((t) => t.id);
  const playing = 2 * Math.min(pitchCount, Math.floor(ids.length / 2));
  return { round: 1, pairs: pairUp(ids.slice(0, playing)), bench: ids.slice(playing) };
}

export type NextRoundResult = { ok: true; round: LadderRound } | { ok: false; reasons: DomainMessage[] };
export type NextRoundOnResult = { ok: true; round: LadderRoundOn } | { ok: false; reasons: DomainMessage[] };

/**
 * Next ladder round from the last round's outcomes: the winner moves up one pitch, the loser down one; the
 * winner on top and the loser at the bottom stay, so every pitch again holds two teams. Draws follow the draw
 * rule (previous loser advances — falls back to lot on equal history —, lot, or the organiser's decision).
 * Odd counts: the bench team enters at the bottom and the team to sit out is the lowest one with the fewest
 * bench turns, so nobody sits twice before everybody has once. Optionally swaps neighbours to avoid a rematch from the last two rounds.
 */
export function nextLadderRound(
  history: readonly LadderRound[],
  settings: LadderSettings,
  seed: string | number,
): NextRoundResult {
  const next = nextLadderRoundOn(
    history.map((r) => ({ ...r, bench: r.bench ? [r.bench] : [] })),
    settings,
    seed,
  );
  return next.ok ? { ok: true, round: { ...next.round, bench: next.round.bench[0] ?? null } } : next;
}

/** The team that moves up from game k of a round, by its outcome or the draw rule; null when undecided. */
function winnerOf(
  last: LadderRoundOn,
  prev: LadderRoundOn | undefined,
  k: number,
  settings: LadderSettings,
  seed: string | number,
): string | null {
  const [a, b] = last.pairs[k] as [string, string];
  const o = last.outcomes?.find((x) => x.pitchIndex === k);
  if (o?.outcome === "first") return a;
  if (o?.outcome === "second") return b;
  if (o?.outcome !== "draw") return null;
  const lot = () => (createRng(`${seed}:draw:${last.round}:${k}`).next() < 0.5 ? a : b);
  if (settings.drawRule === "decision") return o.decidedWinner === a || o.decidedWinner === b ? o.decidedWinner : null;
  if (settings.drawRule === "previousLoserAdvances") {
    const la = lostIn(prev, a);
    const lb = lostIn(prev, b);
    return la === true && lb !== true ? a : lb === true && la !== true ? b : lot();
  }
  return lot();
}

function lostIn(round: LadderRoundOn | undefined, team: string): boolean | null {
  if (!round) return null;
  const k = round.pairs.findIndex((p) => p.includes(team));
  const o = round.outcomes?.find((x) => x.pitchIndex === k);
  if (k < 0 || !o || o.outcome === "draw") return null;
  const first = (round.pairs[k] as [string, string])[0] === team;
  return o.outcome === (first ? "second" : "first");
}

/**
 * The general next round: like nextLadderRound, on at most `pitchCount` pitches (more teams sit out, chosen the
 * same way), for the teams still taking part (`active`: withdrawn teams leave, new ones enter at the bottom).
 */
export function nextLadderRoundOn(
  history: readonly LadderRoundOn[],
  settings: LadderSettings,
  seed: string | number,
  options: { pitchCount?: number; active?: readonly string[] } = {},
): NextRoundOnResult {
  const last = history[history.length - 1];
  if (!last) throw new Error("history is empty");
  const prev = history[history.length - 2];
  const P = last.pairs.length;
  const reasons: DomainMessage[] = [];
  const placed: Array<Array<{ team: string; from: number; won: boolean }>> = Array.from({ length: P }, () => []);
  last.pairs.forEach(([a, b], k) => {
    const winner = winnerOf(last, prev, k, settings, seed);
    if (!winner) {
      reasons.push({
        key: "funino.decisionNeeded",
        params: { pitch: k + 1 },
        text: `Pitch ${k + 1} needs a result or a decision`,
      });
      return;
    }
    const loser = winner === a ? b : a;
    placed[Math.max(0, k - 1)]?.push({ team: winner, from: k, won: true });
    placed[Math.min(P - 1, k + 1)]?.push({ team: loser, from: k, won: false });
  });
  if (reasons.length) return { ok: false, reasons };
  // Linear ladder order: within a pitch the team coming from above first (winner first when both stay).
  let order = placed.flatMap((list) =>
    [...list].sort((x, y) => x.from - y.from || Number(y.won) - Number(x.won)).map((x) => x.team),
  );
  order.push(...last.bench);
  if (options.active) {
    const active = new Set(options.active);
    order = order.filter((t) => active.has(t));
    const known = new Set(order);
    order.push(...options.active.filter((t) => !known.has(t)));
  }
  const playing = Math.min(options.pitchCount ?? Number.POSITIVE_INFINITY, Math.floor(order.length / 2));
  const bench: string[] = [];
  if (order.length > 2 * playing) {
    const benchCount = new Map<string, number>();
    for (const r of history) for (const t of r.bench) benchCount.set(t, (benchCount.get(t) ?? 0) + 1);
    const justSat = new Set(last.bench);
    while (order.length > 2 * playing) {
      const sit = pickBench(order, benchCount, justSat);
      order.splice(order.indexOf(sit), 1);
      bench.push(sit);
    }
  }
  let pairs = pairUp(order);
  if (settings.avoidRematches) pairs = avoidRematches(pairs, [...(prev?.pairs ?? []), ...last.pairs]);
  return { ok: true, round: { round: last.round + 1, pairs, bench } };
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Rematch avoidance: wherever a pair met in one of the last two rounds (teams at the ends swing between two
 * pitches), tries every exchange of one of its teams with a team of a neighbouring pitch and keeps the best
 * exchange if it lowers the number of rematches.
 */
function avoidRematches(
  pairs: Array<[string, string]>,
  recent: ReadonlyArray<readonly [string, string]>,
): Array<[string, string]> {
  const met = new Set(recent.map(([a, b]) => key(a, b)));
  const count = (ps: ReadonlyArray<[string, string]>) => ps.filter(([a, b]) => met.has(key(a, b))).length;
  let out = pairs.map((p) => [...p] as [string, string]);
  for (let k = 0; k < out.length; k++) {
    const pair = out[k] as [string, string];
    if (!met.has(key(pair[0], pair[1]))) continue;
    let best = out;
    // (upper pitch, its team, lower pitch, its team): prefer moving the lower team of the upper pitch
    const trials: Array<[number, number, number, number]> = [
      [k, 1, k + 1, 0],
      [k, 1, k + 1, 1],
      [k - 1, 1, k, 0],
      [k - 1, 1, k, 1],
      [k, 0, k + 1, 0],
      [k - 1, 0, k, 0],
    ];
    for (const [u, i, l, j] of trials) {
      if (u < 0 || l >= out.length) continue;
      const trial = out.map((p) => [...p] as [string, string]);
      const up = trial[u] as [string, string];
      const low = trial[l] as [string, string];
      [up[i], low[j]] = [low[j] as string, up[i] as string];
      if (count(trial) < count(best)) best = trial;
    }
    out = best;
  }
  return out;
}

/**
 * Fixed festival plan: every team meets k different opponents (the first k rounds of a circle-method round
 * robin over a seeded order; with an odd count one more round, so teams play k or k + 1 games), planned on the
 * pitches so no team plays two games at once.
 */
export function fixedFuninoPlan(teams: readonly Team[], settings: FuninoSettings, seed: string | number): Plan {
  const ids = shuffle(teams.map((t) => t.id).sort(), createRng(`${seed}:fixed`));
  const n = ids.length;
  const k = Math.min(settings.opponentsPerTeam ?? recommendedRounds(n), n - 1);
  // odd counts: one extra round, so the teams with a bye still meet k opponents (others k + 1)
  const rounds = roundRobin(ids).slice(0, n % 2 === 1 ? k + 1 : k);
  const specs: MatchSpec[] = [];
  rounds.forEach((round, r) => {
    round.forEach(([h, a], i) => {
      specs.push({
        id: `R${r + 1}-${i + 1}`,
        stage: "group",
        group: null,
        round: r + 1,
        placeFor: null,
        home: { teamId: h, placeholder: null },
        away: { teamId: a, placeholder: null },
      });
    });
  });
  const pitches = settings.pitches?.length ? settings.pitches : ladderPitches(ids.length);
  return planMatches(
    specs,
    {
      matchMinutes: { group: settings.roundMinutes },
      breakMinutes: settings.breakMinutes,
      pauseBeforeFinalsMinutes: 0,
      firstKickoff: settings.firstKickoff,
      pitches,
    },
    { seed },
  );
}
