// Shared planning of an event's divisions (issue 19): each division plays in its window (some pitches, a time
// span of one day); its own planner schedules it there with its own rules (rest, knockout timing), so the
// event only has to keep windows apart on every pitch (with the changeover between divisions) and inside the
// pitches' hours. Moving one window re-flows only that division.
// Times are local date-times of the venue ("YYYY-MM-DDTHH:mm"), compared as minutes (UTC maths, no zones).
// Issues carry params for translation (DOMAIN_I18N_KEYS): division and club names, pitch names as the organiser
// entered them (show them with pitchLabel, which prefixes a bare number), times "HH:mm", dates "YYYY-MM-DD".
import type { Match, Pitch, TournamentSettings } from "./contracts.ts";
import type { DivisionWindow, EventGeneral, EventIssue } from "./event-contracts.ts";
import type { FuninoConfig } from "./funino-contracts.ts";
import { festivalRoundCount } from "./funino-festival.ts";
import { pitchLabel } from "./pitch-label.ts";
import { type PlanOutcome, type PlanTeam, planTournament } from "./plan-tournament.ts";

/** What the event planner knows of one division. */
export type DivisionPlanInput = {
  tournamentId: string;
  name: string;
  window: DivisionWindow | null;
  /** The division's planned matches (absolute local `start`/`end`, its own pitch ids = event pitch ids). */
  matches: readonly Pick<Match, "id" | "pitch" | "start" | "end" | "home" | "away">[];
  /** Team id → club name (for the "one club's teams play at the same time in two divisions" warning). */
  clubs: Readonly<Record<string, string | undefined>>;
  /** Minutes of play the division needs on one pitch (see divisionPitchMinutes). */
  pitchMinutes: number;
};

type EventFrame = Pick<EventGeneral, "pitches" | "startDate" | "endDate" | "changeoverMinutes">;

// ---------------------------------------------------------------------------------------------
// Time helpers

const DAY = 1440;
/** Last minute a window may end at: it ends on the day it starts ("23:59"). */
const DAY_END = DAY - 1;

/** Minutes since 1970-01-01T00:00 of a local date-time (or of a date's midnight). */
function minutesOf(at: string): number {
  const y = Number(at.slice(0, 4));
  const mo = Number(at.slice(5, 7));
  const d = Number(at.slice(8, 10));
  const h = at.length > 10 ? Number(at.slice(11, 13)) : 0;
  const mi = at.length > 10 ? Number(at.slice(14, 16)) : 0;
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** Local date-time of minutes since 1970. */
function localOf(minutes: number): string {
  const d = new Date(minutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
/** A pitch name in the English texts ("3" → "Pitch 3", "Kunstrasen" stays). */
const pitchText = (name: string) => pitchLabel(name, (n) => `Pitch ${n}`);
/** "HH:mm" of minutes since 1970 (the params' time format). */
const clockOf = (minutes: number): string => localOf(minutes).slice(11, 16);
/** Minutes after midnight of "HH:mm". */
const timeMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The event's days, "YYYY-MM-DD" from the first to the last. */
export function eventDays(general: Pick<EventGeneral, "startDate" | "endDate">): string[] {
  const first = minutesOf(general.startDate);
  const last = minutesOf(general.endDate ?? general.startDate);
  const out: string[] = [];
  for (let m = first; m <= last; m += DAY) out.push(localOf(m).slice(0, 10));
  return out;
}

/**
 * When a pitch can be used on a day, as merged [from, to] minutes after midnight: nothing on a day outside the
 * event; the whole day (from `dayStart`) for a pitch without hours; else the hours listed for that day (a day
 * the pitch lists no hours for is a day it cannot be used).
 */
function pitchIntervals(
  pitch: EventGeneral["pitches"][number],
  date: string,
  days: ReadonlySet<string>,
  dayStart = 0,
): Array<[number, number]> {
  if (!days.has(date)) return [];
  if (pitch.hours.length === 0) return [[dayStart, DAY_END]];
  const list = pitch.hours
    .filter((h) => h.date === date)
    .map((h): [number, number] => [timeMinutes(h.from), timeMinutes(h.to)])
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of list) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Settings and lengths

/**
 * The division's planner settings for a window: `firstKickoff` = the window's start and `pitches` = the window's
 * pitches in the event's order, with the event's names. Throws on a pitch id the event does not have (callers
 * validate windows first with checkWindows).
 */
export function divisionSettingsFor(
  window: DivisionWindow,
  eventPitches: EventGeneral["pitches"],
): { firstKickoff: string; pitches: Pitch[] } {
  const known = new Set(eventPitches.map((p) => p.id));
  const unknown = window.pitches.find((id) => !known.has(id));
  if (unknown !== undefined) throw new Error(`the event has no pitch ${unknown}`);
  const wanted = new Set(window.pitches);
  return {
    firstKickoff: window.start,
    pitches: eventPitches.filter((p) => wanted.has(p.id)).map((p) => ({ id: p.id, name: p.name })),
  };
}

/**
 * Minutes a planned division occupies pitches: per pitch, the end of its last match minus the start of its
 * first (the breaks between its matches there included), summed over its pitches. Played on one pitch, a plan
 * needs about this much; 0 without matches.
 */
export function divisionPitchMinutes(matches: readonly Pick<Match, "pitch" | "start" | "end">[]): number {
  const span = new Map<string, [number, number]>();
  for (const m of matches) {
    const s = minutesOf(m.start);
    const e = minutesOf(m.end);
    const known = span.get(m.pitch);
    span.set(m.pitch, known ? [Math.min(known[0], s), Math.max(known[1], e)] : [s, e]);
  }
  let total = 0;
  for (const [s, e] of span.values()) total += e - s;
  return total;
}

/** Placeholder teams "t1" … "tn" for estimates. */
const placeholderTeams = (n: number): PlanTeam[] =>
  Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}` }));

/** Pitches "p1" … "pn" for estimates. */
const placeholderPitches = (n: number): Pitch[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Pitch ${i + 1}` }));

/**
 * How long a division's plan lasts on `pitchCount` pitches (first kick-off to last final whistle), measured by
 * planning it with planTournament (search effort 0: the length does not depend on the search) on placeholder
 * teams, or on the division's own teams when given (fixed groups change the shape). Null when the format cannot
 * be planned (too few teams, impossible groups). About 1–5 ms for 32 teams.
 */
export function estimateDivisionMinutes(
  settings: TournamentSettings,
  teams: number | readonly PlanTeam[],
  pitchCount = 1,
): number | null {
  return measure(settings, teams, pitchCount)?.minutes ?? null;
}

function measure(
  settings: TournamentSettings,
  teams: number | readonly PlanTeam[],
  pitchCount: number,
): { minutes: number; widestSlot: number } | null {
  const list = typeof teams === "number" ? placeholderTeams(teams) : teams;
  const outcome = planTournament({ ...settings, pitches: placeholderPitches(pitchCount) }, list, "estimate", {
    effort: 0,
  });
  if (!outcome.ok || outcome.plan.matches.length === 0) return null;
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  const perSlot = new Map<number, number>();
  for (const m of outcome.plan.matches) {
    first = Math.min(first, m.startMinute);
    last = Math.max(last, m.endMinute);
    perSlot.set(m.slot, (perSlot.get(m.slot) ?? 0) + 1);
  }
  return { minutes: last - first, widestSlot: Math.max(...perSlot.values()) };
}

/**
 * Minutes of play a division needs on one pitch before it is planned (Division.pitchMinutes): its plan's length
 * on a single pitch (estimateDivisionMinutes). Null when the format cannot be planned.
 */
export function estimateDivisionPitchMinutes(
  settings: TournamentSettings,
  teams: number | readonly PlanTeam[],
): number | null {
  return estimateDivisionMinutes(settings, teams, 1);
}

/**
 * The plan's length on 1, 2, … `maxPitches` pitches (index = pitches − 1), for proposeWindows. Once no slot
 * fills all its pitches, more pitches cannot shorten the plan (team clashes and the bracket bind, not pitches),
 * so the rest repeat the last length without planning again. Null when the format cannot be planned.
 */
export function divisionMinutesByPitches(
  settings: TournamentSettings,
  teams: number | readonly PlanTeam[],
  maxPitches: number,
): number[] | null {
  const out: number[] = [];
  for (let n = 1; n <= maxPitches; n++) {
    const m = measure(settings, teams, n);
    if (!m) return null;
    out.push(m.minutes);
    if (m.widestSlot < n) {
      while (out.length < maxPitches) out.push(m.minutes);
      break;
    }
  }
  return out;
}

/**
 * How long a funino festival lasts: its rounds, each `roundMinutes` long, with `breakMinutes` between them. A
 * festival plays all its (small) pitches at once, so its window needs this length on every pitch it is given.
 */
export function festivalMinutes(
  config: Pick<FuninoConfig, "rounds" | "pitchCount" | "roundMinutes" | "breakMinutes">,
  teamCount: number,
): number {
  const rounds = festivalRoundCount(config, teamCount);
  return rounds * config.roundMinutes + (rounds - 1) * config.breakMinutes;
}

// ---------------------------------------------------------------------------------------------
// Issues

/** An issue with where it sorts: its time (minutes since 1970, Infinity = none) and its pitch's index. */
type Sortable = { issue: EventIssue; at: number; pitch: number };

function sortIssues(list: readonly Sortable[]): EventIssue[] {
  const seen = new Set<string>();
  const out: EventIssue[] = [];
  const sorted = [...list].sort(
    (a, b) =>
      a.at - b.at ||
      a.pitch - b.pitch ||
      (a.issue.severity === b.issue.severity ? 0 : a.issue.severity === "error" ? -1 : 1) ||
      (a.issue.key < b.issue.key ? -1 : a.issue.key > b.issue.key ? 1 : 0) ||
      (a.issue.text < b.issue.text ? -1 : a.issue.text > b.issue.text ? 1 : 0),
  );
  for (const s of sorted) {
    const id = `${s.issue.key}|${JSON.stringify(s.issue.params)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(s.issue);
  }
  return out;
}

type Booking = { division: string; name: string; start: number; end: number };

/**
 * One pitch's bookings of several divisions (windows or matches) → the first overlap and the first too short
 * changeover between every two divisions, by time. A changeover is the gap between the latest end of another
 * division's booking and a booking's start.
 */
function sweepPitch(
  bookings: readonly Booking[],
  pitch: { name: string; index: number },
  changeover: number,
): Sortable[] {
  const sorted = [...bookings].sort((a, b) => a.start - b.start || a.end - b.end || (a.name < b.name ? -1 : 1));
  const latest = new Map<string, Booking>();
  const reported = new Set<string>();
  const out: Sortable[] = [];
  for (const b of sorted) {
    for (const [division, a] of latest) {
      if (division === b.division) continue;
      if (a.end > b.start) {
        const id = `o|${a.division}|${b.division}`;
        if (reported.has(id)) continue;
        reported.add(id);
        const [from, to] = [clockOf(b.start), clockOf(Math.min(a.end, b.end))];
        out.push({
          at: b.start,
          pitch: pitch.index,
          issue: {
            severity: "error",
            key: "event.pitchDoubleBooked",
            params: { pitch: pitch.name, division: a.name, other: b.name, from, to },
            text: `${pitchText(pitch.name)} is booked by ${a.name} and ${b.name} at the same time (${from}–${to})`,
          },
        });
      } else if (b.start - a.end < changeover) {
        const id = `c|${a.division}|${b.division}`;
        if (reported.has(id)) continue;
        reported.add(id);
        const minutes = b.start - a.end;
        const time = clockOf(b.start);
        out.push({
          at: b.start,
          pitch: pitch.index,
          issue: {
            severity: "error",
            key: "event.changeoverTooShort",
            params: { pitch: pitch.name, division: a.name, other: b.name, time, minutes, changeover },
            text: `${pitchText(pitch.name)}: ${b.name} starts at ${time}, only ${minutes} min after ${a.name}; the changeover needs ${changeover} min`,
          },
        });
      }
    }
    const before = latest.get(b.division);
    if (!before || b.end > before.end) latest.set(b.division, b);
  }
  return out;
}

function windowIssues(
  general: EventFrame,
  windows: ReadonlyArray<{ tournamentId: string; name: string; window: DivisionWindow }>,
): Sortable[] {
  const days = new Set(eventDays(general));
  const index = new Map(general.pitches.map((p, i) => [p.id, { pitch: p, index: i }]));
  const out: Sortable[] = [];
  const bookings = new Map<string, Booking[]>();
  for (const { tournamentId, name, window } of windows) {
    const start = minutesOf(window.start);
    const end = minutesOf(window.end);
    const date = window.start.slice(0, 10);
    const from = window.start.slice(11, 16);
    const to = window.end.slice(11, 16);
    for (const id of new Set(window.pitches)) {
      const known = index.get(id);
      if (!known) {
        out.push({
          at: start,
          pitch: Number.POSITIVE_INFINITY,
          issue: {
            severity: "error",
            key: "event.unknownPitch",
            params: { division: name, pitch: id },
            text: `${name} is given pitch ${id}, which the event does not have`,
          },
        });
        continue;
      }
      const s = timeMinutes(from);
      const e = timeMinutes(to);
      if (!pitchIntervals(known.pitch, date, days).some(([a, b]) => a <= s && e <= b))
        out.push({
          at: start,
          pitch: known.index,
          issue: {
            severity: "error",
            key: "event.outsidePitchHours",
            params: { division: name, pitch: known.pitch.name, date, from, to },
            text: `${name} would play on ${pitchText(known.pitch.name)} on ${date} from ${from} to ${to}, outside the pitch's hours or the event's days`,
          },
        });
      bookings.set(id, [...(bookings.get(id) ?? []), { division: tournamentId, name, start, end }]);
    }
  }
  for (const [id, list] of bookings) {
    const { pitch, index: i } = index.get(id) as { pitch: EventGeneral["pitches"][number]; index: number };
    out.push(...sweepPitch(list, { name: pitch.name, index: i }, general.changeoverMinutes));
  }
  return out;
}

/**
 * Problems of the windows alone (before any plan): unknown pitch ("event.unknownPitch"), a window outside a
 * pitch's hours or the event's days ("event.outsidePitchHours"; a pitch without hours is usable all day on every
 * day of the event, one with hours only then), two divisions' windows overlapping on a pitch
 * ("event.pitchDoubleBooked") or closer than the changeover ("event.changeoverTooShort"). Errors only, ordered by
 * time, then pitch.
 */
export function checkWindows(
  general: EventFrame,
  windows: ReadonlyArray<{ tournamentId: string; name: string; window: DivisionWindow }>,
): EventIssue[] {
  return sortIssues(windowIssues(general, windows));
}

const normalClub = (club: string) => club.trim().toLocaleLowerCase("en");

/**
 * Every problem of the event's shared plan: checkWindows' errors, a division without a window ("event.noWindow",
 * warning), a match outside its division's window or on a pitch not in it ("event.outsideWindow", error, one per
 * match), two matches of different divisions on one pitch overlapping or closer than the changeover (errors, the
 * first per pitch and pair of divisions), and a club whose teams in two divisions play at overlapping times
 * ("event.clubClash", warning, the first per club and pair of divisions; clubs compared trimmed and
 * case-insensitively: a coach cannot be on two pitches). Deterministic order (by time, then pitch; issues without
 * a time last). A division without a window still counts for pitches and clubs.
 */
export function checkEvent(general: EventFrame, divisions: readonly DivisionPlanInput[]): EventIssue[] {
  const out: Sortable[] = windowIssues(
    general,
    divisions.flatMap((d) => (d.window ? [{ tournamentId: d.tournamentId, name: d.name, window: d.window }] : [])),
  );
  const index = new Map(general.pitches.map((p, i) => [p.id, { name: p.name, index: i }]));
  const pitchOf = (id: string) => index.get(id) ?? { name: id, index: Number.POSITIVE_INFINITY };
  const bookings = new Map<string, Booking[]>();
  const clubBookings = new Map<string, { club: string; list: Booking[] }>();
  for (const d of divisions) {
    if (!d.window)
      out.push({
        at: Number.POSITIVE_INFINITY,
        pitch: Number.POSITIVE_INFINITY,
        issue: {
          severity: "warning",
          key: "event.noWindow",
          params: { division: d.name },
          text: `${d.name} has no pitches and times yet`,
        },
      });
    const inWindow = new Set(d.window?.pitches ?? []);
    const ws = d.window ? minutesOf(d.window.start) : 0;
    const we = d.window ? minutesOf(d.window.end) : 0;
    for (const m of d.matches) {
      const start = minutesOf(m.start);
      const end = minutesOf(m.end);
      const pitch = pitchOf(m.pitch);
      const booking = { division: d.tournamentId, name: d.name, start, end };
      if (d.window && (!inWindow.has(m.pitch) || start < ws || end > we)) {
        const [from, to] = [clockOf(start), clockOf(end)];
        out.push({
          at: start,
          pitch: pitch.index,
          issue: {
            severity: "error",
            key: "event.outsideWindow",
            params: { division: d.name, match: m.id, pitch: pitch.name, from, to },
            text: `${d.name}: match ${m.id} on ${pitchText(pitch.name)} (${from}–${to}) lies outside its assigned pitches and times`,
          },
        });
      }
      bookings.set(m.pitch, [...(bookings.get(m.pitch) ?? []), booking]);
      const clubs = new Set<string>();
      for (const side of [m.home, m.away]) {
        const club = side.teamId ? d.clubs[side.teamId]?.trim() : undefined;
        if (club) clubs.add(club);
      }
      for (const club of new Set([...clubs].map(normalClub))) {
        const entry = clubBookings.get(club) ?? {
          club: [...clubs].find((c) => normalClub(c) === club) as string,
          list: [],
        };
        entry.list.push(booking);
        clubBookings.set(club, entry);
      }
    }
  }
  for (const [id, list] of bookings) out.push(...sweepPitch(list, pitchOf(id), general.changeoverMinutes));
  for (const { club, list } of clubBookings.values()) {
    for (const s of sweepPitch(list, { name: "", index: Number.POSITIVE_INFINITY }, 0)) {
      const { division, other } = s.issue.params as { division: string; other: string };
      const time = s.issue.params.from as string;
      out.push({
        at: s.at,
        pitch: s.pitch,
        issue: {
          severity: "warning",
          key: "event.clubClash",
          params: { club, division, other, time },
          text: `${club} plays in ${division} and ${other} at the same time (${time}): a coach cannot be on two pitches`,
        },
      });
    }
  }
  return sortIssues(out);
}

// ---------------------------------------------------------------------------------------------
// Proposals

/** What proposeWindows needs of one division. */
export type DivisionDemand = {
  tournamentId: string;
  /** Minutes of play on one pitch (estimateDivisionPitchMinutes, divisionPitchMinutes); ≤ 0 = nothing to plan. */
  pitchMinutes: number;
  /** Most pitches the division may use. */
  maxPitches: number;
  /** Fewest pitches it needs (a festival: the pitches its rounds are played on); default 1. */
  minPitches?: number;
  /**
   * Minutes its plan lasts on 1, 2, … pitches (index = pitches − 1; divisionMinutesByPitches). Missing entries
   * are ⌈pitchMinutes ÷ pitches⌉, which is optimistic: a bracket cannot use every pitch.
   */
  minutesByPitches?: readonly number[];
};

/** Proposed windows start and last multiples of this many minutes. */
export const WINDOW_STEP_MINUTES = 5;
const roundUp = (n: number) => Math.ceil(n / WINDOW_STEP_MINUTES) * WINDOW_STEP_MINUTES;

/**
 * Proposes a window for every division from the minutes it needs: divisions in the given order (e.g. youngest
 * first) are packed onto the event's pitches and hours, each at the earliest time it can end, with as many
 * pitches as make its window end earliest (ties: fewer pitches, so others can play beside it; between
 * `minPitches` and `maxPitches`), on the first free pitches in the event's order, the changeover kept between
 * divisions on a pitch. Starts and lengths are rounded up to WINDOW_STEP_MINUTES. Pitches without hours count
 * from `options.dayStart` (default "09:00") to 23:59. Returns the windows, or the divisions that do not fit (or
 * need no time) in `unplaced`.
 */
export function proposeWindows(
  general: EventFrame,
  divisions: ReadonlyArray<DivisionDemand>,
  options: { dayStart?: string } = {},
): { windows: Record<string, DivisionWindow>; unplaced: string[] } {
  const dayStart = timeMinutes(options.dayStart ?? "09:00");
  const dayList = eventDays(general);
  const days = new Set(dayList);
  const c = general.changeoverMinutes;
  const P = general.pitches.length;
  // Per pitch and day: usable intervals (minutes after midnight) and booked windows.
  const free = general.pitches.map((p) => dayList.map((d) => pitchIntervals(p, d, days, dayStart)));
  const busy: Array<Array<Array<[number, number]>>> = general.pitches.map(() => dayList.map(() => []));
  const fits = (p: number, d: number, s: number, e: number): boolean =>
    (free[p]?.[d] ?? []).some(([a, b]) => a <= s && e <= b) &&
    (busy[p]?.[d] ?? []).every(([bs, be]) => e + c <= bs || be + c <= s);

  const windows: Record<string, DivisionWindow> = {};
  const unplaced: string[] = [];
  for (const div of divisions) {
    let best: { day: number; start: number; end: number; pitches: number[] } | null = null;
    const lo = Math.max(1, div.minPitches ?? 1);
    const hi = Math.min(div.maxPitches, P);
    for (let n = lo; n <= hi && div.pitchMinutes > 0; n++) {
      const length = roundUp(Math.max(1, div.minutesByPitches?.[n - 1] ?? Math.ceil(div.pitchMinutes / n)));
      const found = earliest(n, length);
      if (found && (!best || found.day * DAY + found.end < best.day * DAY + best.end)) best = found;
    }
    if (!best) {
      unplaced.push(div.tournamentId);
      continue;
    }
    const { day, start, end, pitches } = best;
    for (const p of pitches) busy[p]?.[day]?.push([start, end]);
    const date = dayList[day] as string;
    const at = (m: number) => `${date}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
    windows[div.tournamentId] = {
      pitches: pitches.map((p) => general.pitches[p]?.id as string),
      start: at(start),
      end: at(end),
    };
  }
  return { windows, unplaced };

  /** The earliest start (day, minute) where `n` pitches are free for `length` minutes, and which pitches. */
  function earliest(n: number, length: number): { day: number; start: number; end: number; pitches: number[] } | null {
    for (let d = 0; d < dayList.length; d++) {
      const candidates = new Set<number>();
      for (let p = 0; p < P; p++) {
        for (const [a] of free[p]?.[d] ?? []) candidates.add(roundUp(a));
        for (const [, be] of busy[p]?.[d] ?? []) candidates.add(roundUp(be + c));
      }
      for (const s of [...candidates].sort((a, b) => a - b)) {
        const e = s + length;
        if (e > DAY_END) break;
        const pitches: number[] = [];
        for (let p = 0; p < P && pitches.length < n; p++) if (fits(p, d, s, e)) pitches.push(p);
        if (pitches.length === n) return { day: d, start: s, end: e, pitches };
      }
    }
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// A whole event in memory

/** A normal tournament division to plan (festivals are planned by the festival engine, see planEventDivisions). */
export type EventDivisionInput = {
  id: string;
  name: string;
  settings: TournamentSettings;
  teams: readonly PlanTeam[];
  window: DivisionWindow | null;
};

export type PlannedDivision = {
  id: string;
  name: string;
  window: DivisionWindow | null;
  /** planTournament's outcome in the window; null without a window (nothing planned). */
  outcome: PlanOutcome | null;
  /** What checkEvent needs of it (no matches when not planned). */
  input: DivisionPlanInput;
};

/**
 * Plans every normal division in its window with planTournament (its settings with divisionSettingsFor
 * applied) and checks the event: each division's seed is `${seed}:${id}`, so a division's plan depends on its
 * own settings, teams and window only and moving one window re-flows only that division. Festivals are not
 * planned here: their rounds come from the festival engine on the festival's own pitches; the caller maps them
 * to event pitches and passes them to checkEvent as a DivisionPlanInput. Windows naming unknown pitches are
 * reported, and that division is not planned.
 */
export function planEventDivisions(
  general: EventFrame,
  divisions: readonly EventDivisionInput[],
  seed: string | number,
): { divisions: PlannedDivision[]; issues: EventIssue[] } {
  const known = new Set(general.pitches.map((p) => p.id));
  const planned = divisions.map((d): PlannedDivision => {
    const clubs: Record<string, string | undefined> = {};
    for (const t of d.teams) if (t.club) clubs[t.id] = t.club;
    const usable = d.window?.pitches.every((p) => known.has(p)) ?? false;
    const outcome =
      d.window && usable
        ? planTournament(
            { ...d.settings, ...divisionSettingsFor(d.window, general.pitches) },
            d.teams,
            `${seed}:${d.id}`,
          )
        : null;
    const matches = outcome?.ok ? outcome.plan.matches : [];
    return {
      id: d.id,
      name: d.name,
      window: d.window,
      outcome,
      input: {
        tournamentId: d.id,
        name: d.name,
        window: d.window,
        matches,
        clubs,
        pitchMinutes: divisionPitchMinutes(matches),
      },
    };
  });
  return {
    divisions: planned,
    issues: checkEvent(
      general,
      planned.map((d) => d.input),
    ),
  };
}
