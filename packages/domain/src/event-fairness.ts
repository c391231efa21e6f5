// The fairness report of an event (issue 19): per division the numbers its organiser knows from a single
// tournament (back-to-back games, rest, idle pitch slots, games per team; for a funino festival byes and repeated
// opponents) and for the whole event the extremes over divisions, how much of the shared pitches' time is used,
// the gaps between divisions on a pitch and the coach clashes checkEvent reports.
import { z } from "zod";
import { type Fairness, LocalDateTimeSchema } from "./contracts.ts";
import type { DivisionWindow, EventGeneral, EventIssue } from "./event-contracts.ts";
import type { DivisionPlanInput } from "./event-planning.ts";
import { eventDays } from "./event-planning.ts";
import type { FuninoRound } from "./funino-contracts.ts";

const RangeSchema = z.object({ min: z.number().int(), max: z.number().int() });

export const DivisionFairnessSchema = z.object({
  tournamentId: z.uuid(),
  name: z.string(),
  mode: z.enum(["normal", "funino"]),
  matchCount: z.number().int(),
  /** Games with no more rest than the break (null for a festival: its rounds follow each other by design). */
  backToBack: z.number().int().nullable(),
  /** Shortest / longest rest in minutes; null while nobody plays twice. */
  minRest: z.number().nullable(),
  maxRest: z.number().nullable(),
  /** The teams whose shortest rest is the division's shortest team rest. */
  leastRest: z.array(z.object({ teamId: z.string(), name: z.string() })),
  /** Pitch slots without a game (a festival: pitches left empty in a round) of `slotCount` slots or rounds. */
  idlePitchSlots: z.number().int().nullable(),
  slotCount: z.number().int().nullable(),
  /** Minutes of play booked inside the division's window, of the window's minutes (length × pitches). */
  bookedMinutes: z.number().int(),
  windowMinutes: z.number().int().nullable(),
  /** bookedMinutes ÷ windowMinutes, in [0, 1]; null without a window. */
  pitchUse: z.number().min(0).max(1).nullable(),
  /** Fewest and most games of a team (teams with a known place in the plan); null without teams. */
  gamesPerTeam: RangeSchema.nullable(),
  /** Festival: fewest and most rounds a team sits out; null for a tournament. */
  byes: RangeSchema.nullable(),
  /** Festival: games beyond the first between the same two teams; null for a tournament. */
  repeatedOpponents: z.number().int().nullable(),
  warnings: z.array(z.enum(["backToBack", "unevenGames", "unevenByes", "repeatedOpponents"])),
});
export type DivisionFairness = z.infer<typeof DivisionFairnessSchema>;

const UseSchema = z.object({
  bookedMinutes: z.number().int(),
  availableMinutes: z.number().int(),
  /** booked ÷ available, in [0, 1] (0 when nothing is available). */
  utilisation: z.number().min(0).max(1),
});

export const EventFairnessSchema = z.object({
  divisions: z.array(DivisionFairnessSchema),
  totals: z.object({
    matchCount: z.number().int(),
    backToBack: z.number().int(),
    minRest: z.number().nullable(),
    maxRest: z.number().nullable(),
    idlePitchSlots: z.number().int(),
    slotCount: z.number().int(),
    gamesPerTeam: RangeSchema.nullable(),
  }),
  /** Per pitch of the event: booked minutes within its hours (a pitch without hours: the event's playing day). */
  pitches: z.array(UseSchema.extend({ pitchId: z.string(), name: z.string() })),
  utilisation: UseSchema,
  /** Gaps between two divisions following each other on a pitch, in time order. */
  changeovers: z.array(
    z.object({
      pitchId: z.string(),
      pitchName: z.string(),
      from: z.string(),
      to: z.string(),
      at: LocalDateTimeSchema,
      minutes: z.number().int(),
      tooShort: z.boolean(),
    }),
  ),
  shortestChangeover: z.number().int().nullable(),
  /** The "event.clubClash" warnings of checkEvent and the clubs they name. */
  clubClashes: z.object({ count: z.number().int(), clubs: z.array(z.string()) }),
});
export type EventFairness = z.infer<typeof EventFairnessSchema>;

/** What the report needs of one division. */
export type FairnessDivisionInput = Pick<DivisionPlanInput, "tournamentId" | "name" | "window" | "matches"> & {
  mode: "normal" | "funino";
  teams: ReadonlyArray<{ id: string; name: string }>;
  /** A tournament: its plan's fairness (measureFairness of its matches and settings); null before planning. */
  plan?: Fairness | null;
  /** A festival: the rounds drawn so far and the pitches it plays on at once. */
  festival?: { rounds: readonly FuninoRound[]; pitchCount: number } | null;
};

type Frame = Pick<EventGeneral, "pitches" | "startDate" | "endDate" | "changeoverMinutes">;
type Interval = [number, number];

/** Minutes since the epoch of a local date-time "YYYY-MM-DDTHH:mm" (only differences matter). */
const abs = (at: string) => Date.parse(`${at}:00Z`) / 60_000;
const atOf = (m: number) => new Date(m * 60_000).toISOString().slice(0, 16);
const dayOf = (m: number) => atOf(m).slice(0, 10);

/** Total length of the union of intervals, each clipped to one of `within`. */
function coveredMinutes(intervals: readonly Interval[], within: readonly Interval[]): number {
  const clipped: Interval[] = [];
  for (const [s, e] of intervals)
    for (const [a, b] of within) if (Math.min(e, b) > Math.max(s, a)) clipped.push([Math.max(s, a), Math.min(e, b)]);
  clipped.sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [s, e] of clipped) {
    if (e <= end) continue;
    total += e - Math.max(s, end);
    end = e;
  }
  return total;
}

const range = (values: readonly number[]) =>
  values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;

/** Rest per team (from one game's end to its next start), from the division's matches. */
function restsOf(matches: FairnessDivisionInput["matches"]): Map<string, number[]> {
  const byTeam = new Map<string, Interval[]>();
  for (const m of matches)
    for (const side of [m.home, m.away])
      if (side.teamId) byTeam.set(side.teamId, [...(byTeam.get(side.teamId) ?? []), [abs(m.start), abs(m.end)]]);
  const out = new Map<string, number[]>();
  for (const [team, list] of byTeam) {
    list.sort((a, b) => a[0] - b[0]);
    out.set(
      team,
      list.slice(1).map(([s], i) => s - (list[i] as Interval)[1]),
    );
  }
  return out;
}

function divisionFairness(d: FairnessDivisionInput): DivisionFairness {
  const names = new Map(d.teams.map((t) => [t.id, t.name]));
  const games = new Map(d.teams.map((t) => [t.id, 0]));
  for (const m of d.matches)
    for (const side of [m.home, m.away]) if (side.teamId) games.set(side.teamId, (games.get(side.teamId) ?? 0) + 1);
  const gamesPerTeam = range([...games.values()]);

  // Rest: a tournament's from its plan's fairness (the numbers its own report shows), a festival's from its games.
  const teamMin = new Map<string, number>();
  let minRest: number | null = null;
  let maxRest: number | null = null;
  if (d.mode === "normal") {
    for (const [team, r] of Object.entries(d.plan?.restByTeam ?? {})) teamMin.set(team, r.min);
    minRest = d.plan?.minRest ?? null;
    maxRest = d.plan?.maxRest ?? null;
  } else {
    for (const [team, rests] of restsOf(d.matches)) {
      if (!rests.length) continue;
      teamMin.set(team, Math.min(...rests));
      minRest = Math.min(minRest ?? Number.POSITIVE_INFINITY, ...rests);
      maxRest = Math.max(maxRest ?? Number.NEGATIVE_INFINITY, ...rests);
    }
  }
  const least = teamMin.size ? Math.min(...teamMin.values()) : null;
  const leastRest = [...teamMin.entries()]
    .filter(([, m]) => m === least)
    .map(([teamId]) => ({ teamId, name: names.get(teamId) ?? teamId }))
    .sort((a, b) => a.name.localeCompare(b.name));

  let idlePitchSlots: number | null = d.plan?.idlePitchSlots ?? null;
  let slotCount: number | null = d.plan?.slotCount ?? null;
  let byes: DivisionFairness["byes"] = null;
  let repeatedOpponents: number | null = null;
  if (d.mode === "funino") {
    const rounds = d.festival?.rounds ?? [];
    const pitchCount = d.festival?.pitchCount ?? 0;
    idlePitchSlots = rounds.reduce((n, r) => n + Math.max(0, pitchCount - r.games.length), 0);
    slotCount = rounds.length;
    const benched = new Map(d.teams.map((t) => [t.id, 0]));
    for (const r of rounds) for (const t of r.bench) benched.set(t, (benched.get(t) ?? 0) + 1);
    byes = rounds.length ? range([...benched.values()]) : null;
    const pairs = new Map<string, number>();
    for (const r of rounds)
      for (const g of r.games) {
        const key = [g.first, g.second].sort().join("|");
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    repeatedOpponents = [...pairs.values()].reduce((n, c) => n + c - 1, 0);
  }

  const window = d.window;
  const windowMinutes = window ? (abs(window.end) - abs(window.start)) * new Set(window.pitches).size : null;
  const bookedMinutes = window ? windowBooked(d.matches, window) : 0;
  const backToBack = d.mode === "normal" ? (d.plan?.backToBackTotal ?? 0) : null;
  const warnings: DivisionFairness["warnings"] = [];
  if (backToBack) warnings.push("backToBack");
  if (gamesPerTeam && gamesPerTeam.max - gamesPerTeam.min > 1) warnings.push("unevenGames");
  if (byes && byes.max - byes.min > 1) warnings.push("unevenByes");
  if (repeatedOpponents) warnings.push("repeatedOpponents");
  return {
    tournamentId: d.tournamentId,
    name: d.name,
    mode: d.mode,
    matchCount: d.matches.length,
    backToBack,
    minRest,
    maxRest,
    leastRest,
    idlePitchSlots,
    slotCount,
    bookedMinutes,
    windowMinutes,
    pitchUse: windowMinutes ? Math.min(1, bookedMinutes / windowMinutes) : null,
    gamesPerTeam,
    byes,
    repeatedOpponents,
    warnings,
  };
}

/** Minutes of play inside the window on its pitches (overlaps on one pitch counted once). */
function windowBooked(matches: FairnessDivisionInput["matches"], window: DivisionWindow): number {
  const span: Interval[] = [[abs(window.start), abs(window.end)]];
  return [...new Set(window.pitches)].reduce(
    (n, p) =>
      n +
      coveredMinutes(
        matches.filter((m) => m.pitch === p).map((m) => [abs(m.start), abs(m.end)] as Interval),
        span,
      ),
    0,
  );
}

/** When each pitch can be used: its hours on the event's days; without hours, the event's playing span that day. */
function availability(general: Frame, divisions: readonly FairnessDivisionInput[]): Map<string, Interval[]> {
  const days = eventDays(general);
  const spans = new Map<string, Interval>();
  const widen = (s: number, e: number) => {
    const day = dayOf(s);
    const [a, b] = spans.get(day) ?? [s, e];
    spans.set(day, [Math.min(a, s), Math.max(b, e)]);
  };
  for (const d of divisions) {
    if (d.window) widen(abs(d.window.start), abs(d.window.end));
    for (const m of d.matches) widen(abs(m.start), abs(m.end));
  }
  const out = new Map<string, Interval[]>();
  for (const p of general.pitches) {
    const list: Interval[] = [];
    for (const day of days) {
      const hours = p.hours.filter((h) => h.date === day);
      if (p.hours.length) for (const h of hours) list.push([abs(`${day}T${h.from}`), abs(`${day}T${h.to}`)]);
      else {
        const span = spans.get(day);
        if (span) list.push(span);
      }
    }
    out.set(p.id, list);
  }
  return out;
}

const share = (booked: number, available: number) => (available > 0 ? Math.min(1, booked / available) : 0);

/**
 * The event's fairness report from each division's plan and checkEvent's issues (only its "event.clubClash"
 * warnings are counted). Divisions keep the given order; pitches the event's order.
 */
export function measureEventFairness(
  general: Frame,
  divisions: readonly FairnessDivisionInput[],
  issues: readonly EventIssue[],
): EventFairness {
  const rows = divisions.map(divisionFairness);
  const pick = (f: (d: DivisionFairness) => number | null) => rows.map(f).filter((v): v is number => v !== null);
  const mins = pick((d) => d.minRest);
  const maxs = pick((d) => d.maxRest);
  const gMin = pick((d) => d.gamesPerTeam?.min ?? null);
  const gMax = pick((d) => d.gamesPerTeam?.max ?? null);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  const available = availability(general, divisions);
  const pitches = general.pitches.map((p) => {
    const within = available.get(p.id) ?? [];
    const bookings = divisions.flatMap((d) =>
      d.matches.filter((m) => m.pitch === p.id).map((m) => [abs(m.start), abs(m.end)] as Interval),
    );
    const bookedMinutes = coveredMinutes(bookings, within);
    const availableMinutes = sum(within.map(([a, b]) => b - a));
    return {
      pitchId: p.id,
      name: p.name,
      bookedMinutes,
      availableMinutes,
      utilisation: share(bookedMinutes, availableMinutes),
    };
  });
  const booked = sum(pitches.map((p) => p.bookedMinutes));
  const availableTotal = sum(pitches.map((p) => p.availableMinutes));

  const changeovers: EventFairness["changeovers"] = [];
  for (const p of general.pitches) {
    // One span per division and day on this pitch: from its first kick-off to its last whistle there.
    const spans = new Map<string, { name: string; start: number; end: number }>();
    for (const d of divisions)
      for (const m of d.matches) {
        if (m.pitch !== p.id) continue;
        const [s, e] = [abs(m.start), abs(m.end)];
        const key = `${d.tournamentId}|${dayOf(s)}`;
        const span = spans.get(key) ?? { name: d.name, start: s, end: e };
        spans.set(key, { name: d.name, start: Math.min(span.start, s), end: Math.max(span.end, e) });
      }
    const sorted = [...spans.values()].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1], sorted[i]] as [(typeof sorted)[0], (typeof sorted)[0]];
      if (dayOf(a.start) !== dayOf(b.start)) continue;
      const minutes = b.start - a.end;
      changeovers.push({
        pitchId: p.id,
        pitchName: p.name,
        from: a.name,
        to: b.name,
        at: atOf(b.start),
        minutes,
        tooShort: minutes < general.changeoverMinutes,
      });
    }
  }
  changeovers.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  const clashes = issues.filter((i) => i.key === "event.clubClash");
  return {
    divisions: rows,
    totals: {
      matchCount: sum(rows.map((d) => d.matchCount)),
      backToBack: sum(pick((d) => d.backToBack)),
      minRest: mins.length ? Math.min(...mins) : null,
      maxRest: maxs.length ? Math.max(...maxs) : null,
      idlePitchSlots: sum(pick((d) => d.idlePitchSlots)),
      slotCount: sum(pick((d) => d.slotCount)),
      gamesPerTeam: gMin.length ? { min: Math.min(...gMin), max: Math.max(...gMax) } : null,
    },
    pitches,
    utilisation: {
      bookedMinutes: booked,
      availableMinutes: availableTotal,
      utilisation: share(booked, availableTotal),
    },
    changeovers,
    shortestChangeover: changeovers.length ? Math.min(...changeovers.map((c) => c.minutes)) : null,
    clubClashes: {
      count: clashes.length,
      clubs: [...new Set(clashes.map((c) => String(c.params.club)))].sort((a, b) => a.localeCompare(b)),
    },
  };
}
