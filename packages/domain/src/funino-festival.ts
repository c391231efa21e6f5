// A funino festival's rounds: the plan (ladder round 1, or every round of the fixed plan), entering one pitch's
// outcome (which computes the next ladder round once a round is complete), corrections, regeneration after a
// late team or a withdrawal, and the shared round clock. Pure: the server stores what these answer.
import type { FuninoOutcome, Pitch, Team } from "./contracts.ts";
import {
  fixedFuninoPlan,
  initialLadderOn,
  type LadderRoundOn,
  type LadderSettings,
  nextLadderRoundOn,
} from "./funino.ts";
import type {
  FuninoClock,
  FuninoClockAction,
  FuninoConfig,
  FuninoGame,
  FuninoGameOutcome,
  FuninoRound,
  FuninoState,
} from "./funino-contracts.ts";
import type { DomainMessage } from "./i18n-keys.ts";

/** Pitches "1" … "n" of a festival: the configured count, or teams ÷ 2 (at least one). */
export function festivalPitches(config: Pick<FuninoConfig, "pitchCount">, teamCount: number): Pitch[] {
  const count = config.pitchCount ?? Math.max(1, Math.floor(teamCount / 2));
  return Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: String(i + 1) }));
}

/** Rounds the festival plays: the configured number, or pitches + 1 so a team can climb from the bottom to the top. */
export function festivalRoundCount(config: Pick<FuninoConfig, "rounds" | "pitchCount">, teamCount: number): number {
  return config.rounds ?? festivalPitches(config, teamCount).length + 1;
}

const ladderSettings = (config: FuninoConfig): LadderSettings => ({
  pairing: config.pairing,
  drawRule: config.drawRule,
  avoidRematches: config.avoidRematches,
  topPitch: config.topPitch,
});

/** Pitch id of ladder position k (0 = top): with topPitch "last" the top is the last pitch. */
function pitchOfPosition(k: number, pitches: readonly Pitch[], topPitch: FuninoConfig["topPitch"]): string {
  const pitch = topPitch === "first" ? pitches[k] : pitches[pitches.length - 1 - k];
  return pitch?.id ?? String(k + 1);
}

function roundFromLadder(r: LadderRoundOn, config: FuninoConfig, pitches: readonly Pitch[]): FuninoRound {
  return {
    round: r.round,
    games: r.pairs.map(([first, second], k) => ({
      pitch: pitchOfPosition(k, pitches, config.topPitch),
      first,
      second,
    })),
    bench: r.bench,
    outcomes: [],
  };
}

const toEngineOutcome = (o: FuninoGameOutcome): FuninoOutcome => ({
  pitchIndex: o.game,
  outcome: o.outcome,
  ...(o.decidedWinner ? { decidedWinner: o.decidedWinner } : {}),
});

const toLadder = (r: FuninoRound): LadderRoundOn => ({
  round: r.round,
  pairs: r.games.map((g) => [g.first, g.second] as [string, string]),
  bench: r.bench,
  outcomes: r.outcomes.map(toEngineOutcome),
});

/** Kick-off of a round: round 1's kick-off plus (round length + change-over) per round before it. */
export function roundStart(
  config: Pick<FuninoConfig, "roundMinutes" | "breakMinutes" | "startTime">,
  date: string,
  round: number,
): string {
  const [h, m] = config.startTime.split(":").map(Number) as [number, number];
  const minutes = h * 60 + m + (round - 1) * (config.roundMinutes + config.breakMinutes);
  const day = new Date(Date.parse(`${date}T00:00:00Z`) + Math.floor(minutes / 1440) * 86_400_000);
  const within = minutes % 1440;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.toISOString().slice(0, 10)}T${pad(Math.floor(within / 60))}:${pad(within % 60)}`;
}

/** The whole plan before the start: ladder round 1, or every round of the fixed plan. Fewer than 2 teams: none. */
export function initialRounds(config: FuninoConfig, teams: readonly Team[], seed: string, date: string): FuninoRound[] {
  if (teams.length < 2) return [];
  const pitches = festivalPitches(config, teams.length);
  if (config.planType === "ladder")
    return [roundFromLadder(initialLadderOn(teams, config, seed, pitches.length), config, pitches)];
  return fixedRounds(config, teams, seed, date, pitches);
}

/** The fixed plan: every team meets `rounds` different opponents; each time slot becomes a round. */
function fixedRounds(
  config: FuninoConfig,
  teams: readonly Team[],
  seed: string,
  date: string,
  pitches: readonly Pitch[],
): FuninoRound[] {
  const plan = fixedFuninoPlan(
    teams,
    {
      planType: "fixed",
      pairing: config.pairing,
      topPitch: config.topPitch,
      drawRule: config.drawRule,
      avoidRematches: config.avoidRematches,
      opponentsPerTeam: Math.min(festivalRoundCount(config, teams.length), teams.length - 1),
      roundMinutes: config.roundMinutes,
      breakMinutes: config.breakMinutes,
      firstKickoff: roundStart(config, date, 1),
      pitches: [...pitches],
    },
    seed,
  );
  const order = new Map(pitches.map((p, i) => [p.id, i]));
  const slots = [...new Set(plan.matches.map((m) => m.slot))].sort((a, b) => a - b);
  return slots.map((slot, i) => {
    const games = plan.matches
      .filter((m) => m.slot === slot)
      .sort((a, b) => (order.get(a.pitch) ?? 0) - (order.get(b.pitch) ?? 0))
      .map((m) => ({ pitch: m.pitch, first: m.home.teamId as string, second: m.away.teamId as string }));
    const playing = new Set(games.flatMap((g) => [g.first, g.second]));
    return { round: i + 1, games, bench: teams.map((t) => t.id).filter((t) => !playing.has(t)), outcomes: [] };
  });
}

/** Rounds of the festival (fixed: as planned; ladder: the configured count, or the plan's pitches + 1). */
export function roundCountOf(state: Pick<FuninoState, "config" | "rounds">): number {
  return state.config.planType === "fixed" ? state.rounds.length : (state.config.rounds ?? pitchesOf(state).length + 1);
}

const complete = (r: FuninoRound) => r.games.length > 0 && r.outcomes.length >= r.games.length;

/** The round being played or next to play: the first without every outcome; rounds.length + 1 when all are in. */
export function currentRoundOf(rounds: readonly FuninoRound[]): number {
  const open = rounds.find((r) => !complete(r));
  return open ? open.round : rounds.length + 1;
}

/** A round has started once an outcome was entered or its clock ran. */
export function roundStarted(state: Pick<FuninoState, "rounds" | "clock">, round: number): boolean {
  const r = state.rounds[round - 1];
  if (r && r.outcomes.length > 0) return true;
  return state.clock.round === round && (state.clock.running || state.clock.elapsedMs > 0);
}

/** Whether anything of the festival was played (an outcome or a started clock). */
export function festivalStarted(state: Pick<FuninoState, "rounds" | "clock">): boolean {
  return state.rounds.some((r) => r.outcomes.length > 0) || state.clock.running || state.clock.elapsedMs > 0;
}

export type FestivalRefusal = {
  ok: false;
  status: 400 | 403 | 409;
  code: FestivalErrorCode;
  message: string;
  reasons?: DomainMessage[];
};
export type FestivalErrorCode =
  | "ROUND_NOT_CURRENT"
  | "UNKNOWN_GAME"
  | "DECISION_REQUIRED"
  | "SCORE_MISMATCH"
  | "RESULT_CHANGED";

export type OutcomeEntry = {
  round: number;
  game: number;
  outcome: FuninoGameOutcome["outcome"] | null;
  decidedWinner?: string | undefined;
  score?: { first: number; second: number } | undefined;
  basedOn?: FuninoGameOutcome["outcome"] | null | undefined;
};

export type OutcomeApplied = {
  ok: true;
  rounds: FuninoRound[];
  applied: boolean;
  correction: boolean;
  old: FuninoGameOutcome | null;
  next: FuninoGameOutcome | null;
  /** The round whose pairings were computed or recomputed, or null. */
  computedRound: number | null;
};

const refuse = (status: FestivalRefusal["status"], code: FestivalErrorCode, message: string): FestivalRefusal => ({
  ok: false,
  status,
  code,
  message,
});

/**
 * Enters (or clears) one game's outcome. Allowed for the current round, and as a correction for the round before
 * it while the current one has not started (its pairings are then recomputed). When a ladder round becomes
 * complete, the next round's pairings are computed for the teams still taking part (`active`).
 */
export function enterOutcome(
  state: FuninoState,
  entry: OutcomeEntry,
  ctx: { seed: string; active: readonly string[]; roundCount: number },
): OutcomeApplied | FestivalRefusal {
  const current = currentRoundOf(state.rounds);
  const round = state.rounds[entry.round - 1];
  const isCurrent = entry.round === current;
  const isCorrection = entry.round === current - 1 && (!state.rounds[current - 1] || !roundStarted(state, current));
  if (!round || (!isCurrent && !isCorrection))
    return refuse(409, "ROUND_NOT_CURRENT", `Round ${entry.round} is not open for entries (current round: ${current})`);
  const game = round.games[entry.game];
  if (!game) return refuse(400, "UNKNOWN_GAME", `game: round ${entry.round} has no game ${entry.game}`);
  const old = round.outcomes.find((o) => o.game === entry.game) ?? null;
  let next: FuninoGameOutcome | null = null;
  if (entry.outcome !== null) {
    if (entry.score) {
      const o =
        entry.score.first > entry.score.second ? "first" : entry.score.first < entry.score.second ? "second" : "draw";
      if (o !== entry.outcome)
        return refuse(
          400,
          "SCORE_MISMATCH",
          `score: ${entry.score.first}:${entry.score.second} is not a ${entry.outcome}`,
        );
    }
    if (entry.outcome === "draw" && state.config.planType === "ladder" && state.config.drawRule === "decision") {
      if (entry.decidedWinner !== game.first && entry.decidedWinner !== game.second)
        return refuse(400, "DECISION_REQUIRED", "decidedWinner: a draw needs the team that moves up (one of the two)");
    }
    next = {
      game: entry.game,
      outcome: entry.outcome,
      ...(entry.outcome === "draw" && entry.decidedWinner && state.config.drawRule === "decision"
        ? { decidedWinner: entry.decidedWinner }
        : {}),
      ...(entry.score ? { score: { first: entry.score.first, second: entry.score.second } } : {}),
    };
  }
  if (sameOutcome(old, next))
    return { ok: true, rounds: state.rounds, applied: false, correction: false, old, next, computedRound: null };
  if (entry.basedOn !== undefined && (old?.outcome ?? null) !== entry.basedOn)
    return refuse(
      409,
      "RESULT_CHANGED",
      `The outcome of game ${entry.game + 1} in round ${entry.round} was changed meanwhile`,
    );

  const outcomes = round.outcomes.filter((o) => o.game !== entry.game);
  if (next) outcomes.push(next);
  outcomes.sort((a, b) => a.game - b.game);
  let rounds = state.rounds.map((r) => (r.round === entry.round ? { ...r, outcomes } : r));
  let computedRound: number | null = null;
  if (state.config.planType === "ladder") {
    const updated = rounds[entry.round - 1] as FuninoRound;
    // A correction replaces the next round's pairings (not started yet); a clear removes them again.
    rounds = rounds.slice(0, entry.round);
    if (complete(updated) && entry.round < ctx.roundCount) {
      const pitches = pitchesOf(state);
      const next = nextLadderRoundOn(rounds.map(toLadder), ladderSettings(state.config), ctx.seed, {
        pitchCount: pitches.length,
        active: ctx.active,
      });
      if (!next.ok)
        return {
          ...refuse(400, "DECISION_REQUIRED", next.reasons.map((r) => r.text).join("; ")),
          reasons: next.reasons,
        };
      rounds.push(roundFromLadder(next.round, state.config, pitches));
      computedRound = entry.round + 1;
    }
  }
  return { ok: true, rounds, applied: true, correction: isCorrection, old, next, computedRound };
}

function sameOutcome(a: FuninoGameOutcome | null, b: FuninoGameOutcome | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.outcome === b.outcome &&
    (a.decidedWinner ?? null) === (b.decidedWinner ?? null) &&
    (a.score?.first ?? null) === (b.score?.first ?? null) &&
    (a.score?.second ?? null) === (b.score?.second ?? null)
  );
}

/** The pitches the stored rounds use: as many as the configuration says for the teams of round 1. */
export function pitchesOf(state: Pick<FuninoState, "config" | "rounds">): Pitch[] {
  const first = state.rounds[0];
  const teamCount = first ? first.games.length * 2 + first.bench.length : 0;
  return festivalPitches(state.config, teamCount);
}

export type Regenerated = {
  rounds: FuninoRound[];
  fromRound: number | null;
  added: string[];
  removed: string[];
  moved: string[];
};

/**
 * Recomputes what has not been played for the teams taking part now: before the start the whole plan (with a
 * new seed); afterwards the current round if it has not started (ladder: from the last round's outcomes; fixed:
 * every round still to come, pairing teams with the fewest games against opponents they have not met).
 */
export function regenerate(
  state: FuninoState,
  teams: readonly Team[],
  ctx: { seed: string; date: string },
): Regenerated {
  const before = new Set(state.rounds.flatMap((r) => r.games.flatMap((g) => [g.first, g.second]).concat(r.bench)));
  const active = teams.map((t) => t.id);
  const activeSet = new Set(active);
  const added = active.filter((t) => !before.has(t));
  const removed = [...before].filter((t) => !activeSet.has(t));
  const current = currentRoundOf(state.rounds);
  let fromRound: number | null;
  let rounds: FuninoRound[];
  if (!festivalStarted(state)) {
    fromRound = 1;
    rounds = initialRounds(state.config, teams, ctx.seed, ctx.date);
  } else {
    const firstOpen = roundStarted(state, current) ? current + 1 : current;
    const kept = state.rounds.slice(0, firstOpen - 1);
    const roundCount = roundCountOf(state);
    if (firstOpen > roundCount || teams.length < 2) {
      fromRound = null;
      rounds = state.rounds;
    } else if (state.config.planType === "ladder") {
      const last = kept[kept.length - 1];
      if (!last || !complete(last)) {
        // The current round is being played: the change applies when its outcomes compute the next one.
        fromRound = null;
        rounds = state.rounds;
      } else {
        const pitches = pitchesOf(state);
        const next = nextLadderRoundOn(kept.map(toLadder), ladderSettings(state.config), ctx.seed, {
          pitchCount: pitches.length,
          active,
        });
        fromRound = next.ok ? firstOpen : null;
        rounds = next.ok ? [...kept, roundFromLadder(next.round, state.config, pitches)] : state.rounds;
      }
    } else {
      fromRound = firstOpen;
      rounds = [...kept, ...continueFixed(kept, active, firstOpen, roundCount, pitchesOf(state))];
    }
  }
  return { rounds, fromRound, added, removed, moved: movedTeams(state.rounds, rounds, fromRound) };
}

/** Teams whose pitch or opponent differs in the recomputed rounds. */
function movedTeams(old: readonly FuninoRound[], next: readonly FuninoRound[], from: number | null): string[] {
  if (from === null) return [];
  const where = (r: FuninoRound | undefined) => {
    const m = new Map<string, string>();
    for (const g of r?.games ?? []) {
      m.set(g.first, `${g.pitch}:${g.second}`);
      m.set(g.second, `${g.pitch}:${g.first}`);
    }
    for (const t of r?.bench ?? []) m.set(t, "bench");
    return m;
  };
  const moved = new Set<string>();
  for (let i = from - 1; i < Math.max(old.length, next.length); i++) {
    const a = where(old[i]);
    const b = where(next[i]);
    for (const [t, w] of b) if (a.get(t) !== w) moved.add(t);
  }
  return [...moved].sort();
}

/** Fixed plan after a change of teams: each round to come pairs the teams with the fewest games, new opponents first. */
function continueFixed(
  played: readonly FuninoRound[],
  active: readonly string[],
  from: number,
  roundCount: number,
  pitches: readonly Pitch[],
): FuninoRound[] {
  const games = new Map<string, number>(active.map((t) => [t, 0]));
  const met = new Set<string>();
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const r of played)
    for (const g of r.games) {
      games.set(g.first, (games.get(g.first) ?? 0) + 1);
      games.set(g.second, (games.get(g.second) ?? 0) + 1);
      met.add(key(g.first, g.second));
    }
  const out: FuninoRound[] = [];
  for (let round = from; round <= roundCount; round++) {
    const pool = [...active].sort((a, b) => (games.get(a) ?? 0) - (games.get(b) ?? 0) || (a < b ? -1 : 1));
    const list: FuninoGame[] = [];
    while (pool.length >= 2 && list.length < pitches.length) {
      const a = pool.shift() as string;
      const i = Math.max(
        0,
        pool.findIndex((b) => !met.has(key(a, b))),
      );
      const [b] = pool.splice(i, 1) as [string];
      list.push({ pitch: (pitches[list.length] as Pitch).id, first: a, second: b });
      met.add(key(a, b));
      games.set(a, (games.get(a) ?? 0) + 1);
      games.set(b, (games.get(b) ?? 0) + 1);
    }
    out.push({ round, games: list, bench: pool, outcomes: [] });
  }
  return out;
}

/** Milliseconds the round clock has run at `now`. */
export function clockElapsed(clock: FuninoClock, now: number): number {
  return clock.elapsedMs + (clock.running && clock.startedAt !== null ? Math.max(0, now - clock.startedAt) : 0);
}

/** The clock after an organiser's action on the current round (a clock of an earlier round starts afresh). */
export function applyClock(
  clock: FuninoClock,
  action: FuninoClockAction["action"],
  round: number,
  now: number,
): FuninoClock {
  const base: FuninoClock = clock.round === round ? clock : { round, running: false, startedAt: null, elapsedMs: 0 };
  switch (action) {
    case "start":
    case "resume":
      return base.running ? base : { ...base, running: true, startedAt: now };
    case "pause":
      return base.running ? { round, running: false, startedAt: null, elapsedMs: clockElapsed(base, now) } : base;
    case "reset":
      return { round, running: false, startedAt: null, elapsedMs: 0 };
  }
}

/** Every team's ladder movement in a played round: +1 climbed, −1 fell, 0 stayed (top winner, bottom loser). */
export function ladderMoves(previous: FuninoRound, next: FuninoRound): Map<string, number> {
  const pos = (r: FuninoRound) => {
    const m = new Map<string, number>();
    r.games.forEach((g, k) => {
      m.set(g.first, k);
      m.set(g.second, k);
    });
    return m;
  };
  const a = pos(previous);
  const b = pos(next);
  const moves = new Map<string, number>();
  for (const [team, k] of b) {
    const from = a.get(team);
    if (from !== undefined) moves.set(team, Math.sign(from - k));
  }
  return moves;
}
