// Result entry across an event's divisions (issue 19): reporter links bound to one event pitch that follow
// whatever division plays there, the reporter's session, and the control centre's view of every pitch.
// An event link acts as a reporter link of one division at a time: the division of the entry's tournament,
// restricted to that division's own id of the link's pitch (tment/update, funino/result).
import type { DivisionWindow, EventGeneral } from "@kickoff/domain/event-contracts.ts";
import { eventDayOf, fromDay, isMultiDay } from "@kickoff/domain/event-days.ts";
import {
  type CreateEventReporterLink,
  EVENT_REPORTER_LINKS_MAX,
  type EventControl,
  type EventControlFestivalGame,
  type EventControlItem,
  type EventControlMatch,
  type EventReporterLink,
  type EventReporterSession,
} from "@kickoff/domain/event-reporting.ts";
import { currentRoundOf, festivalPitches, roundStart } from "@kickoff/domain/funino-festival.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { Db } from "../db/client.ts";
import { AppError, conflict, notFound } from "../lib/errors.ts";
import { eventNotFound } from "../policies/event-policy.ts";
import type { Actor } from "../policies/tournament-policy.ts";
import { type FestivalState, presentFestivalForReporter } from "../presenters/funino.ts";
import { presentPublic } from "../presenters/tournament.ts";
import {
  countEventReporterLinks,
  type EventReporterLinkRow,
  findActiveEventReporterLinkByHash,
  findEventReporterLink,
  insertEventReporterLink,
  listEventReporterLinks,
  revokeEventReporterLinkRow,
} from "../repositories/event-reporting.ts";
import { findEvent, listDivisionRows, lockEvent } from "../repositories/events.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { findTournament, type TournamentRow } from "../repositories/tournaments.ts";
import { loadEvent } from "./events.ts";
import { today } from "./public-tournament.ts";
import { hashReporterToken, newReporterToken } from "./tournament-access.ts";
import { type TournamentState, toState } from "./tournament-state.ts";

const invalidToken = () => new AppError(401, "REPORTER_TOKEN_INVALID", "This reporter link is not valid (any more)");
const pitchNotAllowed = (pitch: string) =>
  new AppError(403, "PITCH_NOT_ALLOWED", `This link may enter results on the event's pitch ${pitch} only`);

export const presentEventReporterLink = (l: EventReporterLinkRow): EventReporterLink => ({
  id: l.id,
  eventId: l.eventId,
  pitch: l.pitch,
  label: l.label,
  active: l.revokedAt === null,
  createdAt: l.createdAt.toISOString(),
  revokedAt: l.revokedAt?.toISOString() ?? null,
});

/** Whether a division has a public live stream (GET live/tment/{id} answers 404 otherwise). */
const hasLiveStream = (s: TournamentState) => s.visibility !== "private" && s.status !== "draft" && !s.takenDown;

const windowOf = (row: TournamentRow) => (row.eventWindow as DivisionWindow | null) ?? null;

/**
 * The division's own id of an event pitch, or null when its window does not include the pitch. Tournaments
 * play on the event's pitch ids; a festival keeps "1" … "n", its window's k-th pitch being its k-th.
 */
export function divisionPitchId(state: TournamentState, eventPitch: string): string | null {
  const window = windowOf(state.row);
  const index = window ? window.pitches.indexOf(eventPitch) : -1;
  if (index < 0) return null;
  if (state.mode === "normal") return eventPitch;
  const own = festivalPitches(state.funino?.config ?? { pitchCount: undefined }, state.teams.length);
  return own[index]?.id ?? null;
}

/** The active event link of a token, or 401. */
export async function resolveEventReporterToken(db: Db, token: string): Promise<EventReporterLinkRow> {
  const link = token.length <= 200 ? await findActiveEventReporterLinkByHash(db, hashReporterToken(token)) : null;
  if (!link) throw invalidToken();
  return link;
}

/**
 * What an event link may do on one tournament: a reporter link's grant for the division on the link's pitch.
 * A tournament outside the event, or a division whose window leaves out the pitch, is 403 PITCH_NOT_ALLOWED
 * (also for an unknown tournament: the token's holder learns nothing about other tournaments).
 */
export async function eventReporterGrant(
  db: Db,
  token: string,
  tournamentId: string,
): Promise<NonNullable<Actor["reporterLink"]>> {
  const link = await resolveEventReporterToken(db, token);
  const row = await findTournament(db, tournamentId);
  if (!row || row.eventId !== link.eventId) throw pitchNotAllowed(link.pitch);
  const pitch = divisionPitchId(toState(row), link.pitch);
  if (pitch === null) throw pitchNotAllowed(link.pitch);
  return { id: link.id, tournamentId: row.id, pitch, refereeId: null, eventLink: true };
}

export async function createEventReporterLink(
  db: Db,
  user: UserRow,
  input: CreateEventReporterLink,
  publicUrl: string,
) {
  await loadEvent(db, user, input.id, "manageReporters");
  const { link, token } = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const event = await lockEvent(tx, input.id);
    if (!event) throw eventNotFound();
    const general = event.general as EventGeneral;
    if (!general.pitches.some((p) => p.id === input.pitch))
      throw new AppError(400, "UNKNOWN_PITCH", `pitch: the event has no pitch ${input.pitch}`, {
        fields: [{ field: "pitch", message: `the event has no pitch ${input.pitch}` }],
      });
    if ((await countEventReporterLinks(tx, event.id)) >= EVENT_REPORTER_LINKS_MAX)
      throw conflict(
        "REPORTER_LINK_LIMIT",
        `An event may have at most ${EVENT_REPORTER_LINKS_MAX} reporter links (revoked ones count)`,
      );
    const { token, tokenHash } = newReporterToken();
    const link = await insertEventReporterLink(tx, {
      eventId: event.id,
      pitch: input.pitch,
      label: input.label,
      tokenHash,
    });
    return { link, token };
  });
  const lang = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
  return {
    ...presentEventReporterLink(link),
    token,
    url: `${publicUrl}/${lang}/eventReporter/${link.eventId}#reporter=${token}`,
  };
}

export async function listEventReporterLinksOf(db: Db, user: UserRow, eventId: string) {
  const { row } = await loadEvent(db, user, eventId, "manageReporters");
  return { links: (await listEventReporterLinks(db, row.id)).map(presentEventReporterLink) };
}

/** Revokes at once (owner only): an editor hears 403; to anybody else the link id is unknown (404). */
export async function revokeEventReporterLink(db: Db, user: UserRow, linkId: string) {
  const link = await findEventReporterLink(db, linkId);
  const missing = () => notFound("REPORTER_LINK_NOT_FOUND", "No such reporter link");
  if (!link) throw missing();
  try {
    await loadEvent(db, user, link.eventId, "manageReporters");
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) throw missing();
    throw err;
  }
  return presentEventReporterLink(await revokeEventReporterLinkRow(db, link.id));
}

const byKickoff = (a: { start: string }, b: { start: string }) => a.start.localeCompare(b.start);

/** The divisions whose window includes the pitch, by window start, with their own id of the pitch. */
async function divisionsOnPitch(db: Db, eventId: string, eventPitch: string) {
  const rows = await listDivisionRows(db, eventId);
  return rows
    .map((row) => ({ state: toState(row), window: windowOf(row) }))
    .flatMap(({ state, window }) => {
      const pitchId = window ? divisionPitchId(state, eventPitch) : null;
      return pitchId === null || !window ? [] : [{ state, window, pitchId }];
    })
    .sort((a, b) => byKickoff(a.window, b.window));
}

/** GET event/reporter/session: the link's pitch and every division playing there, with only its matches there. */
export async function eventReporterSession(db: Db, token: string): Promise<EventReporterSession> {
  const link = await resolveEventReporterToken(db, token);
  const event = await findEvent(db, link.eventId);
  if (!event) throw invalidToken();
  const general = event.general as EventGeneral;
  const pitch = general.pitches.find((p) => p.id === link.pitch);
  const divisions = (await divisionsOnPitch(db, event.id, link.pitch)).map(({ state, pitchId }) => {
    const view = presentPublic(state, { withCards: true });
    const matches = view.matches.filter((m) => m.pitch === pitchId);
    const ids = new Set(matches.map((m) => m.id));
    return {
      tournamentId: state.id,
      name: state.general.name,
      mode: state.mode,
      status: state.status,
      planVersion: state.row.planVersion,
      version: state.row.revision,
      live: hasLiveStream(state),
      pitchId,
      cards: state.settings.discipline?.enabled === true,
      tournament: { ...view, matches, results: view.results.filter((r) => ids.has(r.matchId)) },
      ...(state.mode === "funino" ? { festival: presentFestivalForReporter(state as FestivalState) } : {}),
    };
  });
  return {
    link: { id: link.id, label: link.label },
    event: { id: event.id, name: event.name },
    pitch: { id: link.pitch, name: pitch?.name ?? link.pitch },
    divisions,
  };
}

/**
 * GET event/control/{id}: every event pitch with its matches across the planned tournaments (public or not) and
 * every festival's current-round game there; `now` is the first match or game still open of the event's day
 * (eventDayOf: today within the event's days) or later in kick-off order, `next` the one after it.
 */
export async function eventControl(db: Db, user: UserRow, eventId: string): Promise<EventControl> {
  const { row: event, actor } = await loadEvent(db, user, eventId, "view");
  const general = event.general as EventGeneral;
  const day = eventDayOf(today(), general.startDate, general.endDate);
  const states = (await listDivisionRows(db, event.id)).map(toState);
  const byPitch = new Map<string, EventControlMatch[]>(general.pitches.map((p) => [p.id, []]));
  const festivals = new Map<string, EventControlFestivalGame[]>(general.pitches.map((p) => [p.id, []]));
  for (const state of states) if (state.mode === "funino") festivalGames(state, festivals);
  for (const state of states) {
    if (state.mode !== "normal" || !windowOf(state.row)) continue;
    const names = new Map(state.teams.map((t) => [t.id, t.name]));
    const results = new Map(state.results.map((r) => [r.matchId, r]));
    for (const match of state.matches)
      byPitch.get(match.pitch)?.push({
        tournamentId: state.id,
        divisionName: state.general.name,
        mode: state.mode,
        status: state.status,
        planVersion: state.row.planVersion,
        cards: state.settings.discipline?.enabled === true,
        match,
        home: match.home.teamId ? (names.get(match.home.teamId) ?? null) : null,
        away: match.away.teamId ? (names.get(match.away.teamId) ?? null) : null,
        result: results.get(match.id) ?? null,
      });
  }
  return {
    id: event.id,
    name: event.name,
    role: actor.isEditor ? "editor" : "owner",
    day,
    multiDay: isMultiDay(general.startDate, general.endDate),
    divisions: states.map((s) => ({
      tournamentId: s.id,
      name: s.general.name,
      mode: s.mode,
      revision: s.row.revision,
      live: hasLiveStream(s),
    })),
    pitches: general.pitches.map((p) => {
      const matches = (byPitch.get(p.id) ?? []).sort((a, b) => byKickoff(a.match, b.match));
      const games = (festivals.get(p.id) ?? []).sort(byKickoff);
      const open: EventControlItem[] = [
        ...matches.filter((m) => m.result === null).map((m) => ({ ...m, kind: "match" as const })),
        ...games.filter((g) => !g.decided).map((g) => ({ ...g, kind: "festival" as const })),
      ]
        .filter((item) => fromDay(startOf(item), day))
        .sort((a, b) => startOf(a).localeCompare(startOf(b)));
      return { id: p.id, name: p.name, now: open[0] ?? null, next: open[1] ?? null, matches, festivals: games };
    }),
  };
}

const startOf = (item: EventControlItem) => (item.kind === "match" ? item.match.start : item.start);

/** A festival's games of its current round, by the event pitch they are played on (each festival its own). */
function festivalGames(state: TournamentState, into: Map<string, EventControlFestivalGame[]>) {
  const window = windowOf(state.row);
  if (!window || !state.funino || state.status === "draft") return;
  const { config, rounds } = state.funino;
  const current = currentRoundOf(rounds);
  const round = rounds[current - 1];
  if (!round) return;
  const own = festivalPitches(config, state.teams.length).map((p) => p.id);
  const names = new Map([...state.teams, ...state.funino.withdrawn].map((t) => [t.id, t.name]));
  round.games.forEach((game, index) => {
    const eventPitch = window.pitches[own.indexOf(game.pitch)];
    if (eventPitch === undefined) return;
    into.get(eventPitch)?.push({
      tournamentId: state.id,
      divisionName: state.general.name,
      pitchId: game.pitch,
      round: round.round,
      start: roundStart(config, state.general.startDate, round.round),
      first: names.get(game.first) ?? game.first,
      second: names.get(game.second) ?? game.second,
      decided: round.outcomes.some((o) => o.game === index && o.outcome !== null),
    });
  });
}
