// Funino festivals: a tournament row of mode "funino". Lifecycle, access (owner, editors, reporter links),
// audit trail, idempotency and live events are the tournament's; this module changes the festival's own part.
import { createHash, randomBytes } from "node:crypto";
import type { Team } from "@kickoff/domain/contracts.ts";
import type {
  CreateFunino,
  FuninoClockAction,
  FuninoConfig,
  FuninoRegen,
  FuninoResult,
  FuninoResultResponse,
  FuninoState,
  UpdateFunino,
  UpdateFuninoTeams,
} from "@kickoff/domain/funino-contracts.ts";
import {
  applyClock,
  currentRoundOf,
  enterOutcome,
  festivalStarted,
  initialRounds,
  pitchesOf,
  regenerate,
  roundCountOf,
  roundStart,
} from "@kickoff/domain/funino-festival.ts";
import type { General } from "@kickoff/domain/tournament-contracts.ts";
import type { Db } from "../db/client.ts";
import { AppError, badRequest, conflict } from "../lib/errors.ts";
import { type Actor, roleOf } from "../policies/tournament-policy.ts";
import { type FestivalState, presentFestivalInternal } from "../presenters/funino.ts";
import { festivalAuditId } from "../presenters/tournament.ts";
import type { UserRow } from "../repositories/sessions.ts";
import {
  findIdempotencyKey,
  insertAudit,
  insertIdempotencyKey,
  type NewTournamentRow,
  type TournamentRow,
} from "../repositories/tournaments.ts";
import { assertOwnLogo } from "./files.ts";
import { writePublicChange } from "./public-live.ts";
import {
  type Caller,
  columnsOf,
  insertWithShortCode,
  type Mutation,
  mutate,
  ownerActor,
  requireEditable,
} from "./tournament-service.ts";
import { defaultSettings, type StoredTeam, type TournamentState, toState } from "./tournament-state.ts";

/** The festival part of a tournament, or 409 WRONG_MODE for a normal tournament (after authorization). */
export function asFestival(state: TournamentState): FestivalState {
  if (state.mode !== "funino" || !state.funino)
    throw conflict("WRONG_MODE", "This is a tournament, not a funino festival: use the tournament calls");
  return state as FestivalState;
}

const newSeed = () => randomBytes(6).toString("hex");
const newTeamId = () => `t${randomBytes(4).toString("hex")}`;
const idleClock = { round: 0, running: false, startedAt: null, elapsedMs: 0 };

/**
 * The tournament settings a festival row keeps (kick-off and the plan's pitches), so every tournament reader
 * (reporter-link pitches, status, duplicate) stays valid.
 */
export function settingsOf(general: General, funino: Pick<FuninoState, "config" | "rounds">) {
  const config = funino.config;
  return {
    ...defaultSettings(general),
    firstKickoff: roundStart(config, general.startDate, 1),
    pitches: pitchesOf(funino),
    matchMinutes: { group: config.roundMinutes },
    breakMinutes: config.breakMinutes,
  };
}

/** Engine teams of the stored list (strength for pairing by strength). */
const engineTeams = (teams: readonly StoredTeam[]): Team[] =>
  teams.map((t) => ({ id: t.id, name: t.name, ...(t.strength ? { strength: t.strength } : {}) }));

export type FestivalMutation = Mutation<FestivalState>;

const festivalAnswer = (row: TournamentRow, actor: Actor) =>
  presentFestivalInternal(toState(row) as FestivalState, actor);

export async function createFestival(db: Db, user: UserRow, input: CreateFunino) {
  if (input.general.logoFileId) await assertOwnLogo(db, user, input.general.logoFileId, "general.logoFileId");
  const seed = newSeed();
  const teams: StoredTeam[] = input.teams.map((t) => ({ ...t, id: t.id ?? newTeamId() }));
  const funino: FuninoState = {
    config: input.config,
    rounds: initialRounds(input.config, engineTeams(teams), seed, input.general.startDate),
    clock: idleClock,
    withdrawn: [],
  };
  const values: Omit<NewTournamentRow, "shortCode"> = {
    ownerId: user.id,
    status: "draft",
    mode: "funino",
    ...columnsOf(input.general),
    settings: settingsOf(input.general, funino),
    teams,
    planSeed: seed,
    funino,
  };
  const row = await insertWithShortCode(db, values);
  return festivalAnswer(row, ownerActor(user));
}

/** Lock → authorize → festival check → change; answers the festival's internal view. */
async function mutateFestival(
  db: Db,
  caller: Caller,
  id: string,
  action: "edit" | "enterResults",
  change: (tx: Db, state: FestivalState, actor: Actor) => Promise<TournamentRow>,
) {
  const { value, actor } = await mutate(db, caller, id, action, (tx, state, actor) =>
    change(tx, asFestival(state), actor),
  );
  return festivalAnswer(value, actor);
}

/** Configuration keys that decide the pairings: changed after the start they would rewrite rounds played. */
const STRUCTURAL: ReadonlyArray<keyof FuninoConfig> = ["planType", "pairing", "pitchCount", "topPitch"];

/**
 * Replaces the general data and/or the configuration; answers the festival and the logo file it stopped showing
 * (read from the locked row, so the caller can release it after the commit), or null.
 */
export async function updateFestival(db: Db, caller: Caller, input: UpdateFunino) {
  let replacedLogo: string | null = null;
  const festival = await mutateFestival(db, caller, input.id, "edit", async (tx, state) => {
    requireEditable(state);
    const general = input.general ?? state.general;
    const previous = state.general.logoFileId ?? null;
    if (previous !== (general.logoFileId ?? null)) replacedLogo = previous;
    if (general.logoFileId && general.logoFileId !== state.general.logoFileId)
      await assertOwnLogo(tx, caller.user, general.logoFileId, "general.logoFileId");
    const config = input.config ?? state.funino.config;
    const started = festivalStarted(state.funino);
    if (started) {
      const changed = STRUCTURAL.find((k) => config[k] !== state.funino.config[k]);
      if (changed) throw conflict("FESTIVAL_STARTED", `config.${changed}: cannot change once the festival has started`);
      const played = state.funino.rounds.filter((r) => r.outcomes.length > 0).length;
      if (config.rounds !== undefined && config.rounds < played)
        throw badRequest("VALIDATION_FAILED", `config.rounds: ${played} rounds were already played`);
    }
    const teams = engineTeams(state.teams);
    // Before the start the plan follows every change (same seed: the draw stays unless the organiser redraws).
    const rounds = started
      ? state.funino.rounds
      : initialRounds(config, teams, state.row.planSeed ?? newSeed(), general.startDate);
    const pairingsChanged = JSON.stringify(rounds) !== JSON.stringify(state.funino.rounds);
    return writePublicChange(tx, state.id, "general", {
      ...columnsOf(general),
      settings: settingsOf(general, { config, rounds }),
      funino: { ...state.funino, config, rounds },
      planVersion: state.row.planVersion + (pairingsChanged ? 1 : 0),
    });
  });
  return { festival, replacedLogo };
}

export async function updateFestivalTeams(db: Db, caller: Caller, input: UpdateFuninoTeams) {
  return mutateFestival(db, caller, input.id, "edit", async (tx, state) => {
    requireEditable(state);
    const known = new Set(state.teams.map((t) => t.id));
    for (const t of input.teams)
      if (t.id && !known.has(t.id)) throw badRequest("UNKNOWN_TEAM", `teams: no team ${t.id} in this festival`);
    const teams: StoredTeam[] = input.teams.map((t) => ({ ...t, id: t.id ?? newTeamId() }));
    return writeFestivalTeams(tx, state, teams);
  });
}

/**
 * Replaces a festival's teams inside the caller's transaction (row locked, caller authorized): before the start the
 * rounds are drawn again, after it a team that leaves having played stays named as withdrawn and the plan is
 * marked outdated. Also used by registrations (wlist/changetype) to add or remove an accepted team.
 */
export async function writeFestivalTeams(tx: Db, state: FestivalState, teams: StoredTeam[]) {
  const known = new Set(state.teams.map((t) => t.id));
  const started = festivalStarted(state.funino);
  const kept = new Set(teams.map((t) => t.id));
  // A team that leaves after playing stays named in the rounds it played (withdrawn).
  const played = new Set(
    state.funino.rounds
      .filter((r) => r.outcomes.length > 0 || r.round < currentRoundOf(state.funino.rounds))
      .flatMap((r) => r.games.flatMap((g) => [g.first, g.second])),
  );
  const withdrawn = [
    ...state.funino.withdrawn,
    ...state.teams
      .filter((t) => !kept.has(t.id) && (started ? played.has(t.id) || inCurrent(state, t.id) : false))
      .map((t) => ({ id: t.id, name: t.name, ...(t.club ? { club: t.club } : {}) })),
  ];
  const sameSet = [...known].sort().join(",") === [...kept].sort().join(",");
  const rounds = started
    ? state.funino.rounds
    : initialRounds(state.funino.config, engineTeams(teams), state.row.planSeed ?? newSeed(), state.general.startDate);
  const pairingsChanged = JSON.stringify(rounds) !== JSON.stringify(state.funino.rounds);
  return writePublicChange(tx, state.id, "general", {
    teams,
    settings: settingsOf(state.general, { config: state.funino.config, rounds }),
    funino: { ...state.funino, rounds, withdrawn },
    planOutdated: started && (state.row.planOutdated || !sameSet),
    planVersion: state.row.planVersion + (pairingsChanged ? 1 : 0),
  });
}

/** Whether a festival team already played, or plays in the current round (then it cannot simply vanish). */
export function festivalTeamPlayed(state: FestivalState, team: string): boolean {
  if (!festivalStarted(state.funino)) return false;
  const played = state.funino.rounds
    .filter((r) => r.outcomes.length > 0 || r.round < currentRoundOf(state.funino.rounds))
    .some((r) => r.games.some((g) => g.first === team || g.second === team));
  return played || inCurrent(state, team);
}

const inCurrent = (state: FestivalState, team: string) => {
  const r = state.funino.rounds[currentRoundOf(state.funino.rounds) - 1];
  return Boolean(r && (r.bench.includes(team) || r.games.some((g) => g.first === team || g.second === team)));
};

/**
 * funino/regen: recomputes what has not been played for the teams taking part now (before the start: the whole
 * plan, drawn again) and says what changed.
 */
export async function regenerateFestival(db: Db, caller: Caller, id: string): Promise<FuninoRegen> {
  let summary: Omit<FuninoRegen, "festival"> = { fromRound: null, added: [], removed: [], moved: [] };
  const festival = await mutateFestival(db, caller, id, "edit", async (tx, state) => {
    requireEditable(state);
    const started = festivalStarted(state.funino);
    const seed = started ? (state.row.planSeed ?? newSeed()) : newSeed();
    const result = regenerate(state.funino, engineTeams(state.teams), { seed, date: state.general.startDate });
    summary = { fromRound: result.fromRound, added: result.added, removed: result.removed, moved: result.moved };
    return writePublicChange(tx, state.id, "schedule", {
      funino: { ...state.funino, rounds: result.rounds },
      planSeed: seed,
      planOutdated: false,
      planVersion: state.row.planVersion + 1,
      settings: settingsOf(state.general, { config: state.funino.config, rounds: result.rounds }),
    });
  });
  return { festival, ...summary };
}

type StoredResultAnswer = { applied: boolean; computedRound: number | null };

/**
 * One pitch's outcome, applied once per idempotency key (a replay answers the stored outcome and the festival as
 * it is now). Allowed from published on; the first outcome makes a published festival running. Refused: a round
 * that is not current (409 ROUND_NOT_CURRENT), a game that does not exist (400 UNKNOWN_GAME), a stale plan
 * (409 PLAN_CHANGED), an outcome someone else changed since the device saw it (409 RESULT_CHANGED).
 */
export async function enterFestivalResult(db: Db, caller: Caller, input: FuninoResult): Promise<FuninoResultResponse> {
  const requestHash = createHash("sha256")
    .update(JSON.stringify({ ...input, reporterToken: undefined, idempotencyKey: undefined }))
    .digest("hex");
  let answer: StoredResultAnswer & { replayed: boolean } = { applied: false, computedRound: null, replayed: false };
  const festival = await mutateFestival(db, caller, input.id, "enterResults", async (tx, state, actor) => {
    const stored = await findIdempotencyKey(tx, state.id, input.idempotencyKey);
    if (stored) {
      if (stored.requestHash !== requestHash)
        throw conflict("IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for a different entry");
      answer = { ...(stored.response as StoredResultAnswer), replayed: true };
      return state.row;
    }
    const role = roleOf(actor, state);
    if (state.status === "draft") throw conflict("TOURNAMENT_NOT_PUBLISHED", "Publish the festival first");
    if (state.status === "archived") throw conflict("TOURNAMENT_READ_ONLY", "An archived festival cannot be changed");
    if (state.status === "finished" && role === "reporter")
      throw conflict("TOURNAMENT_READ_ONLY", "The festival is finished: corrections only by its organisers");
    if (input.planVersion !== state.row.planVersion)
      throw conflict("PLAN_CHANGED", "The pairings were changed meanwhile: reload them and try again");
    const game = state.funino.rounds[input.round - 1]?.games[input.game];
    const pitch = actor.reporterLink?.pitch;
    if (role === "reporter" && pitch && game && game.pitch !== pitch)
      throw new AppError(403, "PITCH_NOT_ALLOWED", `This link may enter outcomes on pitch ${pitch} only`);
    const outcome = enterOutcome(
      state.funino,
      {
        round: input.round,
        game: input.game,
        outcome: input.outcome,
        decidedWinner: input.decidedWinner,
        score: input.score,
        basedOn: input.basedOn,
      },
      {
        seed: state.row.planSeed ?? state.id,
        active: state.teams.map((t) => t.id),
        roundCount: roundCountOf(state.funino),
      },
    );
    if (!outcome.ok) throw new AppError(outcome.status, outcome.code, outcome.message);
    answer = { applied: outcome.applied, computedRound: outcome.computedRound, replayed: false };
    const pairingsChanged =
      JSON.stringify(outcome.rounds.map((r) => r.games)) !== JSON.stringify(state.funino.rounds.map((r) => r.games));
    const patch = {
      funino: { ...state.funino, rounds: outcome.rounds },
      status: state.status === "published" ? ("running" as const) : state.status,
      planVersion: state.row.planVersion + (pairingsChanged ? 1 : 0),
    };
    let row = state.row;
    if (outcome.applied) {
      // A new round's pitches travel with the event: every phone shows them without refetching.
      const next = outcome.computedRound ? outcome.rounds[outcome.computedRound - 1] : undefined;
      row = await writePublicChange(
        tx,
        state.id,
        "results",
        patch,
        next
          ? {
              currentRound: currentRoundOf(outcome.rounds),
              round: { round: next.round, games: next.games, bench: next.bench },
            }
          : undefined,
      );
      await insertAudit(tx, [
        {
          tournamentId: state.id,
          matchId: festivalAuditId(input.round, input.game),
          userId: role === "reporter" ? null : (actor.user?.id ?? null),
          reporterLinkId:
            role === "reporter" && !actor.reporterLink?.eventLink ? (actor.reporterLink?.id ?? null) : null,
          eventReporterLinkId: role === "reporter" && actor.reporterLink?.eventLink ? actor.reporterLink.id : null,
          kind: outcome.correction || state.status === "finished" ? "correction" : "entry",
          oldValue: outcome.old,
          newValue: outcome.next,
        },
      ]);
    }
    const response: StoredResultAnswer = { applied: answer.applied, computedRound: answer.computedRound };
    await insertIdempotencyKey(tx, { tournamentId: state.id, key: input.idempotencyKey, requestHash, response });
    return row;
  });
  return { festival, ...answer };
}

/** The round clock (start, pause, resume, reset) of the current round; the first start makes the festival running. */
export async function runFestivalClock(db: Db, caller: Caller, input: FuninoClockAction) {
  return mutateFestival(db, caller, input.id, "edit", async (tx, state) => {
    requireEditable(state);
    if (state.status === "draft") throw conflict("TOURNAMENT_NOT_PUBLISHED", "Publish the festival first");
    const current = currentRoundOf(state.funino.rounds);
    if (input.round !== current || !state.funino.rounds[current - 1])
      throw conflict("ROUND_NOT_CURRENT", `round: round ${input.round} is not the current round (${current})`);
    const clock = applyClock(state.funino.clock, input.action, input.round, Date.now());
    return writePublicChange(tx, state.id, "schedule", {
      funino: { ...state.funino, clock },
      status: state.status === "published" && clock.running ? "running" : state.status,
    });
  });
}

/** The festival's internal view for its owner and editors. */
export function presentForCaller(state: TournamentState, actor: Actor) {
  return presentFestivalInternal(asFestival(state), actor);
}

/** A new draft copy's festival part: the configuration and teams, drawn afresh. */
export function duplicateFestivalPart(state: TournamentState, startDate: string) {
  const f = asFestival(state).funino;
  const seed = newSeed();
  return {
    mode: "funino",
    planSeed: seed,
    funino: {
      config: f.config,
      rounds: initialRounds(f.config, engineTeams(state.teams), seed, startDate),
      clock: idleClock,
      withdrawn: [],
    } satisfies FuninoState,
  };
}

export type { Mutation };
