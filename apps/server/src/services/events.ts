// Events with several age groups (issue 19): an event holds divisions (tournament rows with `eventId`), shares its
// pitches between them through windows, and re-flows only the divisions whose window changed. Every write locks
// the event row first (then the divisions' rows), so event writers are serialised.
import { TournamentSettingsSchema } from "@kickoff/domain/contracts.ts";
import {
  type AttachDivisionSchema,
  type CreateDivisionSchema,
  DIVISIONS_MAX,
  type Division,
  type DivisionWindow,
  type EventGeneral,
  type UpdateEventSchema,
  type UpdateWindowsSchema,
} from "@kickoff/domain/event-contracts.ts";
import { type FairnessDivisionInput, measureEventFairness } from "@kickoff/domain/event-fairness.ts";
import {
  checkEvent,
  checkWindows,
  type DivisionDemand,
  type DivisionPlanInput,
  divisionMinutesByPitches,
  divisionPitchMinutes,
  divisionSettingsFor,
  estimateDivisionPitchMinutes,
  eventDays,
  festivalMinutes,
  proposeWindows,
} from "@kickoff/domain/event-planning.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { FUNINO_PITCHES_MAX, FuninoConfigSchema, type FuninoState } from "@kickoff/domain/funino-contracts.ts";
import { festivalPitches, festivalStarted, initialRounds, roundStart } from "@kickoff/domain/funino-festival.ts";
import { measureFairness, reflowTimes } from "@kickoff/domain/planner.ts";
import { addMinutes } from "@kickoff/domain/time.ts";
import { type General, GeneralSchema } from "@kickoff/domain/tournament-contracts.ts";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { AppError, conflict, notFound } from "../lib/errors.ts";
import {
  authorizeEvent,
  type EventAction,
  type EventActor,
  eventAbilities,
  eventNotFound,
  eventRoleOf,
} from "../policies/event-policy.ts";
import { authorize } from "../policies/tournament-policy.ts";
import {
  deleteEvent,
  type EventRow,
  findEvent,
  insertEvent,
  isEventEditor,
  listDivisionRows,
  lockEvent,
  setTournamentEvent,
  updateEvent,
} from "../repositories/events.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { lockTournament, type TournamentRow } from "../repositories/tournaments.ts";
import { findUserById } from "../repositories/users.ts";
import { assertOwnLogo } from "./files.ts";
import { createFestival, settingsOf } from "./funino-service.ts";
import { writePublicChange } from "./public-live.ts";
import { actorFor, createTournament, keepDelay, requireEditable } from "./tournament-service.ts";
import { type TournamentState, toState } from "./tournament-state.ts";

export type EventMutation = { row: EventRow; actor: EventActor };

async function eventActorFor(db: Db, user: UserRow, event: EventRow): Promise<EventActor> {
  return { user, isEditor: user.id !== event.ownerId && (await isEventEditor(db, event.id, user.id)) };
}

/** Load (without lock) and authorize. */
export async function loadEvent(db: Db, user: UserRow, id: string, action: EventAction): Promise<EventMutation> {
  const row = await findEvent(db, id);
  if (!row) throw eventNotFound();
  const actor = await eventActorFor(db, user, row);
  authorizeEvent(actor, action, row);
  return { row, actor };
}

/** Lock → authorize → change, in one transaction; the change answers the event row as it is afterwards. */
async function mutateEvent(
  db: Db,
  user: UserRow,
  id: string,
  action: EventAction,
  change: (tx: Db, row: EventRow, actor: EventActor) => Promise<EventRow>,
): Promise<EventMutation> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockEvent(tx, id);
    if (!row) throw eventNotFound();
    const actor = await eventActorFor(tx, user, row);
    authorizeEvent(actor, action, row);
    return { row: await change(tx, row, actor), actor };
  });
}

const generalOf = (row: EventRow) => row.general as EventGeneral;
const windowOf = (row: TournamentRow) => (row.eventWindow as DivisionWindow | null) ?? null;
const columnsOf = (general: EventGeneral) => ({
  general,
  name: general.name,
  startDate: general.startDate,
  endDate: general.endDate ?? general.startDate,
});

/** A festival's pitches "1" … "n" are its window's pitches in order (the festival engine keeps its own ids). */
function festivalPitchMap(state: TournamentState, window: DivisionWindow | null): Map<string, string> {
  const teamCount = state.teams.length;
  const own = festivalPitches(state.funino?.config ?? { pitchCount: undefined }, teamCount);
  return new Map(own.map((p, i) => [p.id, window?.pitches[i] ?? p.id]));
}

/** The division's matches as the event checks them: a tournament's plan, a festival's games per round. */
function plannedMatches(state: TournamentState, window: DivisionWindow | null): DivisionPlanInput["matches"] {
  if (state.mode === "normal" || !state.funino) return state.matches;
  const { config, rounds } = state.funino;
  const pitchOf = festivalPitchMap(state, window);
  return rounds.flatMap((r) => {
    const start = roundStart(config, state.general.startDate, r.round);
    const end = addMinutes(start, config.roundMinutes);
    return r.games.map((g, i) => ({
      id: `r${r.round}g${i}`,
      pitch: pitchOf.get(g.pitch) ?? g.pitch,
      start,
      end,
      home: { teamId: g.first, placeholder: null },
      away: { teamId: g.second, placeholder: null },
    }));
  });
}

/** Pitches a festival plays on at once: its configured count, or teams ÷ 2. */
const festivalPitchCount = (state: TournamentState) =>
  festivalPitches(state.funino?.config ?? { pitchCount: undefined }, state.teams.length).length;

/** Minutes the division needs on one pitch: its plan's, or before planning the estimate. */
function pitchMinutesOf(state: TournamentState, matches: DivisionPlanInput["matches"]): number {
  if (state.mode === "funino" && state.funino)
    return festivalMinutes(state.funino.config, state.teams.length) * festivalPitchCount(state);
  if (matches.length) return divisionPitchMinutes(matches);
  return state.teams.length >= 2 ? (estimateDivisionPitchMinutes(state.settings, state.teams) ?? 0) : 0;
}

/** What the fairness report needs: a tournament's plan fairness (as its own report shows it), a festival's rounds. */
function fairnessInputOf(state: TournamentState, input: DivisionPlanInput): FairnessDivisionInput {
  const normal = state.mode === "normal" || !state.funino;
  return {
    ...input,
    mode: state.mode,
    teams: state.teams.map((t) => ({ id: t.id, name: t.name })),
    plan: normal && state.matches.length ? measureFairness(state.matches, state.settings) : null,
    festival: !normal && state.funino ? { rounds: state.funino.rounds, pitchCount: festivalPitchCount(state) } : null,
  };
}

function divisionOf(row: TournamentRow): { division: Division; input: DivisionPlanInput; state: TournamentState } {
  const state = toState(row);
  const window = windowOf(row);
  const matches = plannedMatches(state, window);
  const pitchMinutes = pitchMinutesOf(state, matches);
  const clubs: Record<string, string | undefined> = {};
  for (const t of state.teams) if (t.club) clubs[t.id] = t.club;
  return {
    state,
    division: {
      tournamentId: row.id,
      mode: state.mode,
      name: state.general.name,
      ageGroupLabel: state.general.ageGroup?.label ?? null,
      status: state.status,
      teamCount: state.teams.length,
      window,
      pitchMinutes,
    },
    input: { tournamentId: row.id, name: state.general.name, window, matches, clubs, pitchMinutes },
  };
}

/** The event as its owner and editors see it: divisions, and the problems of the shared plan. */
export async function presentEvent(db: Db, { row, actor }: EventMutation): Promise<EventInternal> {
  const divisions = (await listDivisionRows(db, row.id)).map(divisionOf);
  const general = generalOf(row);
  const role = eventRoleOf(actor, row);
  const issues = checkEvent(
    general,
    divisions.map((d) => d.input),
  );
  return {
    id: row.id,
    ownerId: row.ownerId,
    role: role === "owner" ? "owner" : "editor",
    abilities: eventAbilities(actor, row),
    general,
    divisions: divisions.map((d) => d.division),
    issues,
    fairness: measureEventFairness(
      general,
      divisions.map((d) => fairnessInputOf(d.state, d.input)),
      issues,
    ),
    version: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createEvent(db: Db, user: UserRow, general: EventGeneral): Promise<EventMutation> {
  if (general.logoFileId) await assertOwnLogo(db, user, general.logoFileId, "logoFileId");
  const row = await insertEvent(db, { ownerId: user.id, ...columnsOf(general) });
  return { row, actor: { user, isEditor: false } };
}

/** 409 WINDOW_CONFLICT with the windows' problems (translatable issues in the error body). */
const windowConflict = (issues: ReturnType<typeof checkWindows>) =>
  new AppError(409, "WINDOW_CONFLICT", `windows: ${issues.map((i) => i.text).join("; ")}`, { issues });

const windowsOf = (rows: readonly TournamentRow[]) =>
  rows.flatMap((r) => {
    const window = windowOf(r);
    return window ? [{ tournamentId: r.id, name: (r.general as General).name, window }] : [];
  });

/**
 * Replaces the event's general data; a pitch a window uses stays (409 PITCH_IN_USE), every window must still fit.
 * A changed venue, contact or pitch name carries over to the divisions that have not started (carryOver); answers
 * the logo the event stopped showing, for the caller to release after the commit.
 */
export async function updateEventGeneral(db: Db, user: UserRow, input: z.infer<typeof UpdateEventSchema>) {
  let replacedLogo: string | null = null;
  const saved = await mutateEvent(db, user, input.id, "edit", async (tx, row) => {
    const general = input.general;
    const previous = generalOf(row);
    if ((previous.logoFileId ?? null) !== (general.logoFileId ?? null)) replacedLogo = previous.logoFileId ?? null;
    if (general.logoFileId && general.logoFileId !== previous.logoFileId)
      await assertOwnLogo(tx, user, general.logoFileId, "general.logoFileId");
    const rows = await listDivisionRows(tx, row.id, { lock: true });
    const windows = windowsOf(rows);
    const pitchIds = new Set(general.pitches.map((p) => p.id));
    for (const w of windows) {
      const lost = w.window.pitches.find((p) => !pitchIds.has(p));
      if (lost)
        throw conflict("PITCH_IN_USE", `general.pitches: pitch ${lost} is used by the window of division ${w.name}`);
    }
    const days = new Set(eventDays(general));
    const outside = windows.find((w) => !days.has(w.window.start.slice(0, 10)));
    if (outside)
      throw conflict(
        "EVENT_DATES_MISMATCH",
        `general.startDate: division ${outside.name} plays on ${outside.window.start.slice(0, 10)}, outside the new dates`,
      );
    const issues = checkWindows(general, windows);
    if (issues.length) throw windowConflict(issues);
    await carryOver(tx, previous, general, rows);
    return updateEvent(tx, row.id, columnsOf(general));
  });
  return { ...saved, replacedLogo };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether the division's play has begun (or ended): it keeps its own data and times from then on. */
const divisionStarted = (state: TournamentState) =>
  !["draft", "published"].includes(state.status) ||
  state.results.length > 0 ||
  (state.mode === "funino" && state.funino !== null && festivalStarted(state.funino));

/**
 * The event's changed venue, contact and pitch names, written into every division that has not started: its
 * general data, and a tournament's names of the window's pitches (a festival numbers its pitches itself). Each
 * changed division's public version moves on, so its public page, caches and PDFs show the event's data.
 */
async function carryOver(tx: Db, before: EventGeneral, after: EventGeneral, rows: readonly TournamentRow[]) {
  const venueChanged = !same(before.venue, after.venue);
  const contactChanged = !same(before.contact, after.contact);
  const names = new Map(after.pitches.map((p) => [p.id, p.name]));
  for (const row of rows) {
    const state = toState(row);
    if (divisionStarted(state)) continue;
    const general: General = { ...state.general };
    if (venueChanged) {
      if (after.venue) general.venue = after.venue;
      else delete general.venue;
    }
    if (contactChanged) {
      if (after.contact) general.contact = after.contact;
      else delete general.contact;
    }
    const window = windowOf(row);
    const pitches =
      state.mode === "normal" && window
        ? state.settings.pitches.map((p) =>
            window.pitches.includes(p.id) ? { ...p, name: names.get(p.id) ?? p.name } : p,
          )
        : state.settings.pitches;
    const generalChanged = !same(general, state.general);
    const pitchesChanged = !same(pitches, state.settings.pitches);
    if (!generalChanged && !pitchesChanged) continue;
    await writePublicChange(tx, state.id, "general", {
      ...(generalChanged ? { general: GeneralSchema.parse(general) } : {}),
      ...(pitchesChanged ? { settings: { ...state.settings, pitches } } : {}),
    });
  }
}

/** A new division: a draft tournament or festival owned by the event's owner, with the event's dates and venue. */
export async function createDivision(db: Db, user: UserRow, input: z.infer<typeof CreateDivisionSchema>) {
  const { row } = await loadEvent(db, user, input.id, "edit");
  const event = generalOf(row);
  if ((await listDivisionRows(db, row.id)).length >= DIVISIONS_MAX)
    throw conflict("DIVISION_LIMIT", `An event has at most ${DIVISIONS_MAX} divisions`);
  const owner = await findUserById(db, row.ownerId);
  if (!owner) throw eventNotFound();
  const general = GeneralSchema.parse({
    name: input.name,
    startDate: event.startDate,
    ...(event.endDate && event.endDate !== event.startDate ? { endDate: event.endDate } : {}),
    ...(event.venue ? { venue: event.venue } : {}),
    ...(event.contact ? { contact: event.contact } : {}),
    visibility: event.visibility,
    ...(input.ageGroupLabel ? { ageGroup: { label: input.ageGroupLabel } } : {}),
  });
  // The same services as tment/create and funino/create, so a division starts with the same defaults.
  const tournamentId =
    input.mode === "normal"
      ? (await createTournament(db, owner, general)).value.id
      : (await createFestival(db, owner, { general, config: FuninoConfigSchema.parse({}), teams: [] })).id;
  return mutateEvent(db, user, row.id, "edit", async (tx, locked) => {
    await setTournamentEvent(tx, tournamentId, locked.id);
    return updateEvent(tx, locked.id, {});
  });
}

/** An existing tournament of the caller joins the event: the caller owns both, its dates lie within the event's. */
export async function attachDivision(db: Db, user: UserRow, input: z.infer<typeof AttachDivisionSchema>) {
  return mutateEvent(db, user, input.id, "attach", async (tx, row) => {
    const t = await lockTournament(tx, input.tournamentId);
    const state = t ? toState(t) : null;
    if (!t || !state) throw notFound("TOURNAMENT_NOT_FOUND", "tournamentId: tournament not found");
    // Owner only (delete is the owner's action): editors get 403, everybody else 404.
    authorize(await actorFor(tx, { user }, t.id), "delete", state);
    if (t.eventId) throw conflict("ALREADY_IN_EVENT", "tournamentId: the tournament is already a division of an event");
    const days = new Set(eventDays(generalOf(row)));
    if (!days.has(t.startDate) || !days.has(t.endDate))
      throw conflict("EVENT_DATES_MISMATCH", "tournamentId: the tournament's dates lie outside the event's days");
    if ((await listDivisionRows(tx, row.id)).length >= DIVISIONS_MAX)
      throw conflict("DIVISION_LIMIT", `An event has at most ${DIVISIONS_MAX} divisions`);
    await setTournamentEvent(tx, t.id, row.id);
    return updateEvent(tx, row.id, {});
  });
}

/** The division becomes a standalone tournament again (its window goes, its plan stays). */
export async function detachDivision(db: Db, user: UserRow, input: { id: string; tournamentId: string }) {
  return mutateEvent(db, user, input.id, "edit", async (tx, row) => {
    const t = await lockTournament(tx, input.tournamentId);
    if (!t || t.eventId !== row.id) throw notFound("DIVISION_NOT_FOUND", "tournamentId: not a division of this event");
    await setTournamentEvent(tx, t.id, null);
    return updateEvent(tx, row.id, {});
  });
}

/** Deletes the event; its divisions stay as standalone tournaments. Answers the logo it showed, to release. */
export async function removeEvent(db: Db, user: UserRow, id: string): Promise<string | null> {
  const { row } = await mutateEvent(db, user, id, "delete", async (tx, row) => {
    for (const t of await listDivisionRows(tx, row.id, { lock: true })) await setTournamentEvent(tx, t.id, null);
    await deleteEvent(tx, row.id);
    return row;
  });
  return generalOf(row).logoFileId ?? null;
}

/** A division whose play has begun keeps its times (409 DIVISION_STARTED); finished ones are read-only. */
function requireMovable(state: TournamentState) {
  requireEditable(state);
  const started =
    state.status === "running" ||
    state.results.length > 0 ||
    (state.mode === "funino" && state.funino !== null && festivalStarted(state.funino));
  if (started)
    throw conflict("DIVISION_STARTED", `windows: division ${state.general.name} has started; its window cannot move`);
}

/**
 * The window applied to a tournament: its settings' first kick-off and pitches (divisionSettingsFor), its plan
 * re-flowed exactly as tment/updateTime does (pairings and slots stay; the i-th pitch of the old list becomes the
 * i-th of the window; the organiser's delay stays on the matches to come).
 */
async function applyNormalWindow(tx: Db, state: TournamentState, window: DivisionWindow, event: EventGeneral) {
  const { firstKickoff, pitches } = divisionSettingsFor(window, event.pitches);
  const renamed = new Map(state.settings.pitches.map((p, i) => [p.id, pitches[i]?.id]));
  const lost = state.matches.find((m) => !renamed.get(m.pitch));
  if (lost)
    throw conflict(
      "PITCH_IN_USE",
      `windows: division ${state.general.name} plays match ${lost.id} on pitch ${lost.pitch}, beyond the ` +
        `window's ${pitches.length} pitches: give it more pitches or regenerate its plan first`,
    );
  const settings = TournamentSettingsSchema.parse({ ...state.settings, firstKickoff, pitches });
  const moved = state.matches.map((m) => ({ ...m, pitch: renamed.get(m.pitch) as string }));
  const matches = moved.length ? keepDelay(state, reflowTimes(moved, settings)) : moved;
  // More or fewer pitches do not change a plan made for the old ones: regenerate to use the window fully.
  const planOutdated = state.row.planOutdated || (moved.length > 0 && pitches.length !== state.settings.pitches.length);
  return writePublicChange(tx, state.id, "schedule", {
    ...onWindowDay(state.general, window),
    settings,
    matches,
    planOutdated,
    eventWindow: window,
  });
}

/**
 * A window on another day than the division's date moves the division to that day (a window is one day), so its
 * page, lists and PDFs show the day it plays; a window on its own first day leaves its dates alone.
 */
function onWindowDay(current: General, window: DivisionWindow) {
  const date = window.start.slice(0, 10);
  if (date === current.startDate) return {};
  const general: General = { ...current, startDate: date };
  delete general.endDate;
  return { general, startDate: date, endDate: date };
}

/**
 * The window applied to a festival: round 1 at the window's start on its day, one festival pitch per window pitch
 * (the festival keeps its pitch ids "1" … "n"; the event maps them to the window's in order). A changed pitch count
 * draws the rounds again with the same seed, as funino/update does before the start.
 */
async function applyFestivalWindow(tx: Db, state: TournamentState, window: DivisionWindow) {
  const funino = state.funino as FuninoState;
  const date = window.start.slice(0, 10);
  const config = {
    ...funino.config,
    startTime: window.start.slice(11, 16),
    pitchCount: Math.min(window.pitches.length, FUNINO_PITCHES_MAX),
  };
  const general: General = { ...state.general, startDate: date };
  delete general.endDate;
  const redraw = config.pitchCount !== funino.config.pitchCount;
  const teams = state.teams.map((t) => ({ id: t.id, name: t.name, ...(t.strength ? { strength: t.strength } : {}) }));
  const rounds = redraw ? initialRounds(config, teams, state.row.planSeed ?? state.id, date) : funino.rounds;
  const pairingsChanged = JSON.stringify(rounds) !== JSON.stringify(funino.rounds);
  return writePublicChange(tx, state.id, "schedule", {
    general,
    startDate: date,
    endDate: date,
    settings: settingsOf(general, { config, rounds }),
    funino: { ...funino, config, rounds },
    planVersion: state.row.planVersion + (pairingsChanged ? 1 : 0),
    eventWindow: window,
  });
}

/** Jsonb reorders an object's keys: windows are compared field by field. */
const sameWindow = (a: DivisionWindow | null, b: DivisionWindow) =>
  a !== null && a.start === b.start && a.end === b.end && a.pitches.join("\u0000") === b.pitches.join("\u0000");

/**
 * Stores windows of some divisions: checked with the other divisions' windows (409 WINDOW_CONFLICT with the
 * issues); each changed division gets its settings from the window and its plan re-flowed; others are untouched.
 */
export async function updateWindows(db: Db, user: UserRow, input: z.infer<typeof UpdateWindowsSchema>) {
  return mutateEvent(db, user, input.id, "edit", async (tx, row) => {
    const general = generalOf(row);
    const rows = await listDivisionRows(tx, row.id, { lock: true });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const wanted = new Map<string, DivisionWindow>();
    for (const [i, w] of input.windows.entries()) {
      if (!byId.has(w.tournamentId))
        throw notFound("DIVISION_NOT_FOUND", `windows.${i}.tournamentId: not a division of this event`);
      wanted.set(w.tournamentId, w.window);
    }
    const merged = rows.flatMap((r) => {
      const window = wanted.get(r.id) ?? windowOf(r);
      return window ? [{ tournamentId: r.id, name: (r.general as General).name, window }] : [];
    });
    const issues = checkWindows(general, merged);
    if (issues.length) throw windowConflict(issues);
    for (const [id, window] of wanted) {
      const current = byId.get(id) as TournamentRow;
      if (sameWindow(windowOf(current), window)) continue;
      const state = toState(current);
      requireMovable(state);
      if (state.mode === "funino") await applyFestivalWindow(tx, state, window);
      else await applyNormalWindow(tx, state, window, general);
    }
    return updateEvent(tx, row.id, {});
  });
}

/** Windows proposed for every division from what it needs (youngest age group first), not stored. */
export async function proposeEventWindows(db: Db, user: UserRow, id: string) {
  const { row } = await loadEvent(db, user, id, "edit");
  const ageOf = (label: string | null) => (label ? Number(label.slice(1)) : Number.POSITIVE_INFINITY);
  const divisions = (await listDivisionRows(db, row.id))
    .map(divisionOf)
    .sort((a, b) => ageOf(a.division.ageGroupLabel) - ageOf(b.division.ageGroupLabel));
  const demands = divisions.map(({ division, state }): DivisionDemand => {
    if (state.mode === "funino") {
      const n = festivalPitchCount(state);
      return { tournamentId: division.tournamentId, pitchMinutes: division.pitchMinutes, minPitches: n, maxPitches: n };
    }
    const maxPitches = Math.max(1, Math.floor(state.teams.length / 2));
    const byPitches =
      state.teams.length >= 2 ? divisionMinutesByPitches(state.settings, state.teams, maxPitches) : null;
    return {
      tournamentId: division.tournamentId,
      pitchMinutes: byPitches?.[0] ?? 0,
      maxPitches,
      ...(byPitches ? { minutesByPitches: byPitches } : {}),
    };
  });
  return proposeWindows(generalOf(row), demands);
}
