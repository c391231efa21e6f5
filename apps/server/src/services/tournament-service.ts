// Tournament management: lifecycle, general data, teams, format, times, plan, manual order, duplicate, delete.
// Every write runs in a transaction that locks the tournament row first, then authorizes, then changes.
import { randomBytes, randomInt } from "node:crypto";
import { type Match, TournamentSettingsSchema } from "@kickoff/domain/contracts.ts";
import { shiftMatchesToPlay } from "@kickoff/domain/delay.ts";
import type { Officials } from "@kickoff/domain/officials-contracts.ts";
import { moveMatch, swapMatches } from "@kickoff/domain/plan-edits.ts";
import { reflowTimes } from "@kickoff/domain/planner.ts";
import { shortCodeFrom } from "@kickoff/domain/short-code.ts";
import {
  type ChangeStatus,
  type CreateTournament,
  canTransition,
  type DuplicateTournament,
  type Format,
  type General,
  type GeneratePlan,
  type Reorder,
  type TournamentStatus,
  type UpdateFormat,
  type UpdateGeneral,
  type UpdateTeams,
  type UpdateTimes,
} from "@kickoff/domain/tournament-contracts.ts";
import type { Db } from "../db/client.ts";
import { AppError, badRequest, conflict } from "../lib/errors.ts";
import { type Actor, authorize, type TournamentAction, tournamentNotFound } from "../policies/tournament-policy.ts";
import type { UserRow } from "../repositories/sessions.ts";
import {
  deleteTournament,
  findTournament,
  insertAudit,
  insertTournament,
  isEditor,
  lockTournament,
  type NewTournamentRow,
  revokeRefereeLinks,
  type TournamentRow,
} from "../repositories/tournaments.ts";
import { isUniqueViolation } from "./accounts.ts";
import { assertOwnLogo } from "./files.ts";
import { duplicateFestivalPart } from "./funino-service.ts";
import { publishTournamentDeleted, writePublicChange } from "./public-live.ts";
import {
  buildPlan,
  defaultSettings,
  refill,
  type StoredTeam,
  type TournamentState,
  toState,
  withoutReferees,
} from "./tournament-state.ts";

export type Caller = { user: UserRow | null; reporterLink?: Actor["reporterLink"] };

/**
 * What a write answers: its value and the caller's actor on the tournament, decided in the same transaction,
 * so presenting the answer (role, abilities) needs no second lookup.
 */
export type Mutation<T> = { value: T; actor: Actor };

/** The creator of a new tournament: its owner (an owner is never also an editor). */
export const ownerActor = (user: UserRow): Actor => ({ user, isEditor: false, reporterLink: null });

/** The policy's actor for one tournament: whether the user edits it is looked up here. */
export async function actorFor(db: Db, caller: Caller, tournamentId: string): Promise<Actor> {
  const isEd = caller.user && caller.user.id !== undefined ? await isEditor(db, tournamentId, caller.user.id) : false;
  return { user: caller.user, isEditor: isEd, reporterLink: caller.reporterLink ?? null };
}

/** Load (without lock) and authorize a read. */
export async function loadAuthorized(db: Db, caller: Caller, id: string, action: TournamentAction) {
  const row = await findTournament(db, id);
  if (!row) throw tournamentNotFound();
  const state = toState(row);
  const actor = await actorFor(db, caller, row.id);
  authorize(actor, action, state);
  return { state, actor };
}

/** Lock → authorize → change, in one transaction; answers the change's value with the actor it was decided for. */
export async function mutate<T>(
  db: Db,
  caller: Caller,
  id: string,
  action: TournamentAction,
  change: (tx: Db, state: TournamentState, actor: Actor) => Promise<T>,
): Promise<Mutation<T>> {
  return db.transaction(async (tx) => {
    const db2 = tx as unknown as Db;
    const row = await lockTournament(db2, id);
    if (!row) throw tournamentNotFound();
    const state = toState(row);
    const actor = await actorFor(db2, caller, row.id);
    authorize(actor, action, state);
    return { value: await change(db2, state, actor), actor };
  });
}

const EDITABLE: readonly TournamentStatus[] = ["draft", "published", "running"];

/** The plan calls of normal tournaments refuse festivals (their own calls are funino/*). */
export function requireNormal(state: TournamentState) {
  if (state.mode !== "normal")
    throw conflict("WRONG_MODE", "This is a funino festival, not a tournament: use the funino calls");
}

/** Whether pairings exist: a festival's rounds, a tournament's matches. */
const hasPlan = (state: TournamentState) =>
  state.mode === "funino" ? Boolean(state.funino?.rounds.length) : state.matches.length > 0;

/** Whether results exist: a festival's outcomes, a tournament's results. */
const hasResults = (state: TournamentState) =>
  state.mode === "funino" ? Boolean(state.funino?.rounds.some((r) => r.outcomes.length)) : state.results.length > 0;

/** Finished and archived tournaments are read-only (results can still be corrected, audited). */
export function requireEditable(state: TournamentState) {
  if (!EDITABLE.includes(state.status))
    throw conflict("TOURNAMENT_READ_ONLY", `A ${state.status} tournament cannot be changed`);
}

/**
 * Times recomputed from the settings (reflow, reorder, regenerate) are the planned ones: the organiser's delay
 * (tment/delay) is laid on the matches still to be played again, so "running X minutes late" stays true.
 */
export function keepDelay(state: TournamentState, matches: Match[], results = state.results): Match[] {
  return shiftMatchesToPlay(matches, results, state.row.delayMinutes);
}

export function checkPlanVersion(state: TournamentState, expected: number | undefined) {
  if (expected !== undefined && expected !== state.row.planVersion)
    throw conflict("PLAN_CHANGED", "The plan was changed meanwhile: reload it and try again");
}

export const columnsOf = (general: General) => ({
  general,
  name: general.name,
  startDate: general.startDate,
  endDate: general.endDate ?? general.startDate,
  visibility: general.visibility,
});

/**
 * Inserts a new tournament with a random short code; a code already taken (one chance in millions) is drawn
 * again. Runs outside a transaction, where a refused insert leaves nothing behind.
 */
export async function insertWithShortCode(db: Db, values: Omit<NewTournamentRow, "shortCode">): Promise<TournamentRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertTournament(db, { ...values, shortCode: shortCodeFrom(randomInt) });
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err)) throw err;
    }
  }
}

export async function createTournament(
  db: Db,
  user: UserRow,
  input: CreateTournament,
): Promise<Mutation<TournamentRow>> {
  if (input.logoFileId) await assertOwnLogo(db, user, input.logoFileId, "logoFileId");
  const values: Omit<NewTournamentRow, "shortCode"> = {
    ownerId: user.id,
    status: "draft",
    ...columnsOf(input),
    settings: defaultSettings(input),
  };
  return { value: await insertWithShortCode(db, values), actor: ownerActor(user) };
}

/** Moves the first kick-off to a new first day, keeping its time of day. */
function kickoffOn(firstKickoff: string, date: string) {
  return `${date}${firstKickoff.slice(10)}`;
}

/**
 * Replaces the general data; answers the saved row and the logo file the tournament stopped showing (read
 * from the locked row, so the caller can release it after the commit), or null.
 */
export async function updateGeneral(db: Db, caller: Caller, input: UpdateGeneral) {
  let replacedLogo: string | null = null;
  const saved = await mutate(db, caller, input.id, "edit", async (tx, state) => {
    const previous = state.general.logoFileId ?? null;
    if (previous !== (input.general.logoFileId ?? null)) replacedLogo = previous;
    requireEditable(state);
    const general = input.general;
    if (general.logoFileId && general.logoFileId !== state.general.logoFileId)
      await assertOwnLogo(tx, caller.user, general.logoFileId, "general.logoFileId");
    let settings = { ...state.settings };
    if (general.ageGroup?.ageRange) settings.ageRange = general.ageGroup.ageRange;
    else delete settings.ageRange;
    let matches = state.matches;
    if (general.startDate !== state.general.startDate && settings.firstKickoff.startsWith(state.general.startDate)) {
      settings = { ...settings, firstKickoff: kickoffOn(settings.firstKickoff, general.startDate) };
      if (matches.length) matches = keepDelay(state, reflowTimes(matches, settings));
    }
    return writePublicChange(tx, state.id, "general", { ...columnsOf(general), settings, matches });
  });
  return { ...saved, replacedLogo };
}

const newTeamId = () => `t${randomBytes(4).toString("hex")}`;

/**
 * A referee team that left the tournament leaves its officials too: its matches and its reporter links go (the
 * links are revoked here, in the caller's transaction). Answers the patch for the row: `officials` only when a
 * referee went. For every write of a new team list (team list, registrations).
 */
export async function officialsAfterTeams(
  tx: Db,
  state: TournamentState,
  teams: readonly { id: string }[],
): Promise<{ officials?: Officials }> {
  const kept = new Set(teams.map((t) => t.id));
  const gone = new Set(state.officials.referees.filter((r) => r.teamId && !kept.has(r.teamId)).map((r) => r.id));
  if (!gone.size) return {};
  await revokeRefereeLinks(tx, state.id, [...gone]);
  return { officials: withoutReferees(state.officials, gone) };
}

export async function updateTeams(db: Db, caller: Caller, input: UpdateTeams) {
  return mutate(db, caller, input.id, "edit", async (tx, state) => {
    requireNormal(state);
    requireEditable(state);
    const known = new Set(state.teams.map((t) => t.id));
    for (const t of input.teams)
      if (t.id && !known.has(t.id)) throw badRequest("UNKNOWN_TEAM", `No team ${t.id} in this tournament`);
    const teams: StoredTeam[] = input.teams.map((t) => ({ ...t, id: t.id ?? newTeamId() }));
    // Once results exist the plan cannot simply be regenerated: a team it still names must stay (rename it,
    // or regenerate the plan with confirmation first), or results and tables would point at a missing team.
    if (state.results.length > 0) {
      const kept = new Set(teams.map((t) => t.id));
      const inPlan = new Set(state.matches.flatMap((m) => [m.home.teamId, m.away.teamId]));
      const removed = state.teams.find((t) => !kept.has(t.id) && inPlan.has(t.id));
      if (removed)
        throw conflict(
          "TEAM_IN_PLAN",
          `teams: ${removed.name} plays in a plan that has results; keep the team or regenerate the plan first`,
        );
    }
    const before = [...known].sort().join(",");
    const after = teams
      .map((t) => t.id)
      .sort()
      .join(",");
    // Pairings are built from the team set (and seeds/pots/groups): a changed set or seeding needs a new plan.
    const seeding = (ts: readonly StoredTeam[]) =>
      JSON.stringify(
        [...ts].sort((a, b) => (a.id < b.id ? -1 : 1)).map((t) => [t.id, t.seed, t.pot, t.group, t.strength]),
      );
    const structural = before !== after || seeding(state.teams) !== seeding(teams);
    return writePublicChange(tx, state.id, "general", {
      teams,
      ...(await officialsAfterTeams(tx, state, teams)),
      planOutdated: state.row.planOutdated || (state.matches.length > 0 && structural),
    });
  });
}

const STRUCTURAL_FORMAT_KEYS: ReadonlyArray<keyof Format> = [
  "mode",
  "doubleRoundRobin",
  "groupCount",
  "groupSizes",
  "seeding",
  "knockout",
  "thirdPlace",
  "placementGames",
];

export async function updateFormat(db: Db, caller: Caller, input: UpdateFormat) {
  return mutate(db, caller, input.id, "edit", async (tx, state) => {
    requireNormal(state);
    requireEditable(state);
    const parsed = TournamentSettingsSchema.safeParse({ ...state.settings, ...input.format });
    if (!parsed.success) throw badRequest("INVALID_FORMAT", parsed.error.issues.map((i) => i.message).join("; "));
    const settings = parsed.data;
    if (settings.groupSizes && settings.groupSizes.length !== settings.groupCount)
      throw badRequest("INVALID_FORMAT", "groupSizes must list one size per group");
    if (settings.tieBreakOrder.includes("fairPlay") && settings.discipline?.enabled !== true) {
      const problem = "fair play needs card recording (discipline.enabled)";
      throw badRequest("INVALID_FORMAT", `format.tieBreakOrder: ${problem}`, {
        fields: [{ field: "format.tieBreakOrder", message: problem }],
      });
    }
    const structural = STRUCTURAL_FORMAT_KEYS.some(
      (k) => JSON.stringify(settings[k]) !== JSON.stringify(state.settings[k]),
    );
    const tieDecisions = input.tieDecisions ?? state.tieDecisions;
    // Points and tie rules change the tables at once: refill the knockout sides that have not started.
    const { matches } = refill({ ...state, settings, tieDecisions });
    return writePublicChange(tx, state.id, "general", {
      settings,
      tieDecisions,
      matches,
      planOutdated: state.row.planOutdated || (state.matches.length > 0 && structural),
    });
  });
}

export async function updateTimes(db: Db, caller: Caller, input: UpdateTimes) {
  return mutate(db, caller, input.id, "edit", async (tx, state) => {
    requireNormal(state);
    requireEditable(state);
    const { id: _id, ...times } = input;
    const parsed = TournamentSettingsSchema.safeParse({ ...state.settings, ...times });
    if (!parsed.success) throw badRequest("INVALID_TIMES", parsed.error.issues.map((i) => i.message).join("; "));
    const settings = parsed.data;
    const pitchIds = new Set(settings.pitches.map((p) => p.id));
    if (pitchIds.size !== settings.pitches.length) throw badRequest("INVALID_TIMES", "Pitch ids must be unique");
    const lost = state.matches.find((m) => !pitchIds.has(m.pitch));
    if (lost)
      throw conflict("PITCH_IN_USE", `Pitch ${lost.pitch} is used by match ${lost.id}: move it or regenerate first`);
    const matches = state.matches.length ? keepDelay(state, reflowTimes(state.matches, settings)) : state.matches;
    return writePublicChange(tx, state.id, "schedule", { settings, matches });
  });
}

export async function generatePlan(db: Db, caller: Caller, input: GeneratePlan) {
  return mutate(db, caller, input.id, "edit", async (tx, state, actor) => {
    requireNormal(state);
    requireEditable(state);
    if (state.results.length > 0 && !input.confirmOverwriteResults)
      throw conflict(
        "RESULTS_EXIST",
        "Results were already entered: regenerate only with confirmOverwriteResults (they will be removed)",
      );
    const seed = input.seed ?? randomBytes(6).toString("hex");
    const plan = buildPlan(state.settings, state.teams, seed);
    await insertAudit(
      tx,
      state.results.map((r) => ({
        tournamentId: state.id,
        matchId: r.matchId,
        userId: actor.user?.id ?? null,
        kind: "regenerate",
        oldValue: r,
        newValue: null,
      })),
    );
    return writePublicChange(tx, state.id, "schedule", {
      matches: keepDelay(state, plan.matches, []),
      results: [],
      // Match ids now name other pairings: the referees stay, their matches go.
      officials: { referees: state.officials.referees, assignments: {} },
      planSeed: seed,
      planOutdated: false,
      planVersion: state.row.planVersion + 1,
    });
  });
}

export async function reorder(db: Db, caller: Caller, input: Reorder) {
  return mutate(db, caller, input.id, "edit", async (tx, state) => {
    requireNormal(state);
    requireEditable(state);
    checkPlanVersion(state, input.planVersion);
    if (!state.matches.length) throw conflict("NO_PLAN", "Generate the plan first");
    const outcome =
      input.op === "swap"
        ? swapMatches(state.matches, input.matchA, input.matchB, state.settings)
        : moveMatch(state.matches, input.matchId, { slot: input.slot, pitch: input.pitch }, state.settings);
    if (!outcome.ok) throw new AppError(409, "PLAN_EDIT_REFUSED", outcome.reason.text, outcome.reason);
    // A result-carrying match has status "finished", which the engine refuses to move: results stay valid.
    return writePublicChange(tx, state.id, "schedule", {
      matches: keepDelay(state, outcome.plan.matches),
      planVersion: state.row.planVersion + 1,
    });
  });
}

export async function changeStatus(db: Db, caller: Caller, input: ChangeStatus) {
  return mutate(db, caller, input.id, "changeStatus", async (tx, state) => {
    if (state.status === input.status) return state.row;
    if (!canTransition(state.status, input.status))
      throw conflict("INVALID_TRANSITION", `A ${state.status} tournament cannot become ${input.status}`);
    if (input.status === "running" && !hasPlan(state)) throw conflict("NO_PLAN", "Generate the plan first");
    if (input.status === "draft" && hasResults(state))
      throw conflict("RESULTS_EXIST", "A tournament with results cannot go back to draft");
    return writePublicChange(tx, state.id, "status", { status: input.status });
  });
}

/** Deletes the tournament; answers the logo file it showed (to release after the commit), or null. */
export async function removeTournament(
  db: Db,
  caller: Caller,
  id: string,
  /** Refuses rows of the other mode (funino/delete takes festivals only), inside the same lock. */
  check: (state: TournamentState) => unknown = () => undefined,
): Promise<string | null> {
  const { value: logo } = await mutate(db, caller, id, "delete", async (tx, state) => {
    check(state);
    await deleteTournament(tx, state.id);
    await publishTournamentDeleted(tx, state.id, state.row.revision);
    return state.general.logoFileId ?? null;
  });
  return logo;
}

/**
 * A new draft owned by the caller with the source's general data, format, times, teams and referees (no plan,
 * results, assignments, editors).
 */
export async function duplicateTournament(
  db: Db,
  caller: Caller & { user: UserRow },
  input: DuplicateTournament,
): Promise<Mutation<TournamentRow>> {
  const { state } = await loadAuthorized(db, caller, input.id, "duplicate");
  const general: General = { ...state.general, ...(input.name ? { name: input.name } : {}) };
  if (input.startDate) {
    // The new edition keeps its length and its deadline's distance from the first day.
    const shift = (date: string) => addDays(date, daysBetween(state.general.startDate, input.startDate as string));
    general.startDate = input.startDate;
    if (general.endDate) general.endDate = shift(general.endDate);
    if (general.registration.deadline)
      general.registration = { ...general.registration, deadline: shift(general.registration.deadline) };
  }
  const settings = { ...state.settings, firstKickoff: kickoffOn(state.settings.firstKickoff, general.startDate) };
  const row = await insertWithShortCode(db, {
    ownerId: caller.user.id,
    status: "draft",
    ...columnsOf(general),
    settings,
    teams: state.teams,
    tieDecisions: {},
    // The teams are copied with their ids, so team referees stay valid; the new edition has no plan to assign.
    officials: { referees: state.officials.referees, assignments: {} },
    ...(state.mode === "funino" ? duplicateFestivalPart(state, general.startDate) : {}),
    // An operator's takedown (issue 20) is not undone by copying: the new edition stays down until they unhide it.
    ...(state.row.takenDownAt ? { takenDownAt: state.row.takenDownAt } : {}),
  });
  return { value: row, actor: ownerActor(caller.user) };
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

export type { Match };
