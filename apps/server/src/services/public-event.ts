// The public event page's payload (issue 19 item 3): the event's own data and its publicly visible divisions, each
// summarised from its cached public payload (services/public-tournament.ts, public-festival.ts), with "now / next"
// per pitch across divisions. A request costs two small queries and cache hits: each division's summary is kept
// beside its cache entry (dropped with it when a change replaces it), the event's answer per minute and versions.
import type { EventGeneral } from "@kickoff/domain/event-contracts.ts";
import { fromDay } from "@kickoff/domain/event-days.ts";
import type { EventPublic, EventPublicDivision, EventPublicMatch } from "@kickoff/domain/event-public.ts";
import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { events, tournaments } from "../db/schema.ts";
import type { CacheEntry } from "../lib/public-cache.ts";
import { eventNotFound } from "../policies/event-policy.ts";
import { isRegistrationOpen } from "../presenters/tournament-public-page.ts";
import { isUuid } from "../repositories/tournaments.ts";
import { loadFestival } from "./public-festival.ts";
import { loadPublicTournament, type PublicMeta, today } from "./public-tournament.ts";

type Summary = {
  division: Omit<EventPublicDivision, "registrationOpen" | "nowNext">;
  /** The division's pitches (event pitch ids) with their names, for its own "now / next". */
  pitches: Array<{ pitch: string; pitchName: string }>;
  /** Whether teams may register on a day (isRegistrationOpen: the deadline passes while the entry stays cached). */
  registrationOpen: (day: string) => boolean;
  /** Every match not finished yet, by event pitch id, in kick-off order. */
  open: Map<string, EventPublicMatch[]>;
};

const summaries = new WeakMap<object, Summary>();

function summariseTournament(meta: PublicMeta, t: PublicTournament): Summary {
  const names = new Map(t.teams.map((team) => [team.id, team.name]));
  const pitchNames = new Map(t.pitches.map((p) => [p.id, p.name]));
  const open = new Map<string, EventPublicMatch[]>();
  for (const m of t.matches) {
    if (m.status === "finished" || m.result) continue;
    const list = open.get(m.pitch) ?? [];
    list.push({
      divisionId: t.id,
      divisionName: t.general.name,
      start: m.start,
      home: m.home.teamId ? (names.get(m.home.teamId) ?? null) : null,
      away: m.away.teamId ? (names.get(m.away.teamId) ?? null) : null,
      live: m.status === "live",
    });
    open.set(m.pitch, list);
  }
  const pitches = [...new Set([...t.pitches.map((p) => p.id), ...t.matches.map((m) => m.pitch)])];
  const endDate = t.general.endDate ?? t.general.startDate;
  return {
    open,
    pitches: pitches.map((p) => ({ pitch: p, pitchName: pitchNames.get(p) ?? p })),
    registrationOpen: (day) => isRegistrationOpen({ status: t.status, endDate, general: t.general }, day),
    division: {
      id: t.id,
      mode: "normal",
      name: t.general.name,
      ageGroupLabel: t.ageGroupLabel,
      status: t.status,
      path: `tournament/${t.id}`,
      version: meta.version,
      teams: t.teams.map((team) => ({ name: team.name, club: team.club ?? null })),
    },
  };
}

/** A festival's pitches "1" … "n" are its window's pitches in order (services/events.ts festivalPitchMap). */
function summariseFestival(meta: PublicMeta, f: FuninoPublic, windowPitches: readonly string[]): Summary {
  const names = new Map(f.teams.map((team) => [team.id, team.name]));
  const eventPitch = new Map(f.pitches.map((p, i) => [p.id, windowPitches[i] ?? p.id]));
  const pitchNames = new Map(f.pitches.map((p) => [p.id, p.name]));
  const open = new Map<string, EventPublicMatch[]>();
  const over = f.status === "finished";
  const endDate = f.general.endDate ?? f.general.startDate;
  // The current round is being played (or next); later rounds are drawn as the festival goes.
  for (const round of over ? [] : f.rounds.filter((r) => r.round >= Math.max(1, f.currentRound))) {
    for (const g of round.games) {
      const pitch = eventPitch.get(g.pitch) ?? g.pitch;
      const list = open.get(pitch) ?? [];
      list.push({
        divisionId: f.id,
        divisionName: f.general.name,
        start: round.start,
        home: names.get(g.first) ?? null,
        away: names.get(g.second) ?? null,
        live: f.status === "running" && round.round === f.currentRound,
      });
      open.set(pitch, list);
    }
  }
  return {
    open,
    pitches: f.pitches.map((p) => ({ pitch: eventPitch.get(p.id) ?? p.id, pitchName: pitchNames.get(p.id) ?? p.id })),
    registrationOpen: (day) => isRegistrationOpen({ status: f.status, endDate, general: f.general }, day),
    division: {
      id: f.id,
      mode: "funino",
      name: f.general.name,
      ageGroupLabel: meta.ageGroupLabel,
      status: f.status,
      path: `funino/${f.id}`,
      version: meta.version,
      teams: f.teams.filter((team) => !team.withdrawn).map((team) => ({ name: team.name, club: team.club ?? null })),
    },
  };
}

function summaryOf(entry: CacheEntry<PublicMeta>, windowPitches: readonly string[]): Summary {
  let s = summaries.get(entry);
  if (!s) {
    s = entry.meta.festival
      ? summariseFestival(entry.meta, JSON.parse(entry.body) as FuninoPublic, windowPitches)
      : summariseTournament(entry.meta, JSON.parse(entry.body) as PublicTournament);
    summaries.set(entry, s);
  }
  return s;
}

/** The event's answers by key (event id, its revision and the divisions' versions): a hit costs no work. */
const answers = new Map<string, { key: string; body: string; indexable: boolean; payload: EventPublic }>();

export type EventPublicAnswer = { body: string; payload: EventPublic; indexable: boolean; etag: string };

/**
 * The public payload of an event: 404 EVENT_NOT_FOUND for unknown and private events (an unlisted event is
 * reachable by link, a public one is also listed); only publicly visible divisions are in it.
 */
export async function loadPublicEvent(database: Database, anyCaseId: string): Promise<EventPublicAnswer> {
  if (!isUuid(anyCaseId)) throw eventNotFound();
  const id = anyCaseId.toLowerCase();
  const db = database.db;
  const [row] = await db
    .select({ general: events.general, revision: events.revision, endDate: events.endDate })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw eventNotFound();
  const general = row.general as EventGeneral;
  if (general.visibility === "private") throw eventNotFound();
  const rows = await db
    .select({ id: tournaments.id, mode: tournaments.mode, window: tournaments.eventWindow })
    .from(tournaments)
    .where(eq(tournaments.eventId, id))
    .orderBy(asc(tournaments.createdAt), asc(tournaments.id));
  const loaded = await Promise.all(
    rows.map(async (d) => {
      const entry = await (d.mode === "funino"
        ? loadFestival(database, d.id, "festival")
        : loadPublicTournament(database, d.id, "page")
      ).catch(() => null);
      if (!entry?.meta.visible) return null;
      const pitches = (d.window as { pitches?: string[] } | null)?.pitches ?? [];
      return summaryOf(entry, pitches);
    }),
  );
  const visible = loaded.filter((s): s is Summary => s !== null);
  const day = today();
  const key = `${row.revision}:${day}:${visible.map((s) => `${s.division.id}@${s.division.version}`).join(",")}`;
  const known = answers.get(id);
  if (known?.key === key) return { ...known, etag: etagOf(id, key) };
  const pitchIds = [...general.pitches.map((p) => p.id)];
  const pitchNames = new Map(general.pitches.map((p) => [p.id, p.name]));
  const nowNext = pitchIds.map((pitch) => {
    let best: EventPublicMatch | null = null;
    for (const s of visible) {
      const first = nextOn(s, pitch, day);
      if (!first) continue;
      // A match being played wins over one to come; else the earliest kick-off.
      if (!best || (first.live && !best.live) || (first.live === best.live && first.start < best.start)) best = first;
    }
    return { pitch, pitchName: pitchNames.get(pitch) ?? pitch, match: best };
  });
  const payload: EventPublic = {
    view: "eventPublic",
    id,
    name: general.name,
    description: general.description ?? "",
    startDate: general.startDate,
    endDate: general.endDate ?? general.startDate,
    venue: general.venue ?? null,
    logoFileId: general.logoFileId ?? null,
    divisions: visible.map((s) => ({
      ...s.division,
      nowNext: s.pitches.map((p) => ({ ...p, match: nextOn(s, p.pitch, day) })),
      registrationOpen: s.registrationOpen(day),
    })),
    nowNext,
  };
  const answer = { key, body: JSON.stringify(payload), payload, indexable: general.visibility === "public" };
  if (answers.size > 1000) answers.clear();
  answers.set(id, answer);
  return { ...answer, etag: etagOf(id, key) };
}

/**
 * The division's first unfinished match on a pitch from today on: one of an earlier day that never got a result
 * (an event over several days) is not "next" (the answer is keyed by the day, so it moves on at midnight).
 */
const nextOn = (s: Summary, pitch: string, day: string): EventPublicMatch | null =>
  s.open.get(pitch)?.find((m) => fromDay(m.start, day)) ?? null;

const etagOf = (id: string, key: string) => {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return `"e-${id.slice(0, 8)}-${(h >>> 0).toString(36)}"`;
};

/** Ids of public events (listed, not private), for the sitemap. */
export async function listPublicEventIds(
  database: Database,
  limit = 5000,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return database.db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(sql`${events.general}->>'visibility' = 'public'`)
    .orderBy(asc(events.startDate))
    .limit(limit);
}
