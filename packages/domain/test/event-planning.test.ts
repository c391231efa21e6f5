import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Match, TournamentSettings } from "../src/contracts.ts";
import {
  type DivisionWindow,
  DivisionWindowSchema,
  type EventGeneral,
  EventIssueSchema,
} from "../src/event-contracts.ts";
import {
  checkEvent,
  checkWindows,
  type DivisionPlanInput,
  divisionMinutesByPitches,
  divisionPitchMinutes,
  divisionSettingsFor,
  type EventDivisionInput,
  estimateDivisionMinutes,
  estimateDivisionPitchMinutes,
  festivalMinutes,
  planEventDivisions,
  proposeWindows,
} from "../src/event-planning.ts";
import { DOMAIN_I18N_KEYS } from "../src/i18n-keys.ts";
import { checkHardRules } from "../src/plan-edits.ts";
import type { PlanTeam } from "../src/plan-tournament.ts";
import { feederMap, knockoutRest } from "../src/planner.ts";
import { buildSettings } from "./factories.ts";

const DAY = "2025-06-14";
const pitchesOf = (n: number, hours: EventGeneral["pitches"][number]["hours"] = []): EventGeneral["pitches"] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Pitch ${i + 1}`, hours }));

const eventWith = (overrides: Partial<EventGeneral> = {}): EventGeneral => ({
  name: "Summer Cup",
  description: "",
  startDate: DAY,
  visibility: "private",
  changeoverMinutes: 10,
  pitches: pitchesOf(4, [{ date: DAY, from: "08:00", to: "20:00" }]),
  ...overrides,
});

const win = (pitches: string[], from: string, to: string, date = DAY): DivisionWindow => ({
  pitches,
  start: `${date}T${from}`,
  end: `${date}T${to}`,
});

const teamsOf = (prefix: string, n: number, clubs: readonly string[] = []): PlanTeam[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    name: `${prefix} ${i + 1}`,
    ...(clubs.length ? { club: clubs[i % clubs.length] } : {}),
  }));

/** A hand-made match of a division (times as "HH:mm" on the event's day). */
const match = (id: string, pitch: string, from: string, to: string, home = `${id}-h`, away = `${id}-a`) =>
  ({
    id,
    pitch,
    start: `${DAY}T${from}`,
    end: `${DAY}T${to}`,
    home: { teamId: home, placeholder: null },
    away: { teamId: away, placeholder: null },
  }) satisfies DivisionPlanInput["matches"][number];

const division = (
  id: string,
  window: DivisionWindow | null,
  matches: DivisionPlanInput["matches"] = [],
  clubs: DivisionPlanInput["clubs"] = {},
): DivisionPlanInput => ({ tournamentId: id, name: id, window, matches, clubs, pitchMinutes: 0 });

const minutes = (at: string) => Date.parse(`${at}:00Z`) / 60_000;

describe("divisionSettingsFor", () => {
  it("starts at the window's start on its pitches in the event's order, with the event's names", () => {
    const pitches = pitchesOf(4);
    expect(divisionSettingsFor(win(["p3", "p1"], "10:00", "12:00"), pitches)).toEqual({
      firstKickoff: `${DAY}T10:00`,
      pitches: [
        { id: "p1", name: "Pitch 1" },
        { id: "p3", name: "Pitch 3" },
      ],
    });
  });

  it("throws on a pitch the event does not have", () => {
    expect(() => divisionSettingsFor(win(["p9"], "10:00", "12:00"), pitchesOf(2))).toThrow(/p9/);
  });
});

describe("division lengths", () => {
  it("a planned division's pitch minutes: per pitch from its first kick-off to its last whistle, summed", () => {
    expect(
      divisionPitchMinutes([
        match("A1", "p1", "10:00", "10:10"),
        match("A2", "p1", "10:12", "10:22"),
        match("A3", "p2", "10:00", "10:10"),
      ]),
    ).toBe(22 + 10);
    expect(divisionPitchMinutes([])).toBe(0);
  });

  it("an estimate is the plan's length: 4 teams round robin on one pitch = 6 matches of 10 and 5 breaks of 2", () => {
    const settings = buildSettings({ mode: "roundRobin" });
    expect(estimateDivisionPitchMinutes(settings, 4)).toBe(6 * 10 + 5 * 2);
    expect(estimateDivisionMinutes(settings, 4, 2)).toBe(3 * 10 + 2 * 2);
    expect(estimateDivisionMinutes(settings, 1)).toBeNull();
  });

  it("lengths by pitch count stop shrinking where team clashes bind, and equal one-by-one estimates", () => {
    const settings = buildSettings({ mode: "groupsKnockout", groupCount: 2, knockout: "semiFinal" });
    const byPitches = divisionMinutesByPitches(settings, 10, 8) as number[];
    expect(byPitches).toHaveLength(8);
    for (let n = 1; n <= 8; n++) expect(byPitches[n - 1]).toBe(estimateDivisionMinutes(settings, 10, n));
    for (let n = 1; n < 8; n++) expect(byPitches[n]).toBeLessThanOrEqual(byPitches[n - 1] as number);
    expect(divisionMinutesByPitches(buildSettings({ knockout: "quarterFinal" }), 4, 3)).toBeNull();
  });

  it("a festival lasts its rounds and the breaks between them", () => {
    expect(festivalMinutes({ rounds: 5, roundMinutes: 7, breakMinutes: 3 }, 8)).toBe(5 * 7 + 4 * 3);
    // rounds omitted: pitches (teams ÷ 2) + 1
    expect(festivalMinutes({ roundMinutes: 7, breakMinutes: 3 }, 8)).toBe(5 * 7 + 4 * 3);
  });
});

describe("checkWindows and checkEvent — every issue", () => {
  const general = eventWith();

  it("windows apart by the changeover are fine", () => {
    expect(
      checkWindows(general, [
        { tournamentId: "u9", name: "U9", window: win(["p1", "p2"], "09:00", "11:00") },
        { tournamentId: "u11", name: "U11", window: win(["p1", "p2"], "11:10", "13:00") },
        { tournamentId: "u13", name: "U13", window: win(["p3"], "09:00", "13:00") },
      ]),
    ).toEqual([]);
  });

  it("overlapping windows on a pitch: the pitch is double-booked", () => {
    const issues = checkWindows(general, [
      { tournamentId: "u9", name: "U9", window: win(["p1", "p2"], "09:00", "11:00") },
      { tournamentId: "u11", name: "U11", window: win(["p2", "p3"], "10:30", "12:00") },
    ]);
    expect(issues).toEqual([
      {
        severity: "error",
        key: "event.pitchDoubleBooked",
        params: { pitch: "Pitch 2", division: "U9", other: "U11", from: "10:30", to: "11:00" },
        text: "Pitch 2 is booked by U9 and U11 at the same time (10:30–11:00)",
      },
    ]);
  });

  it("a window closer than the changeover after another division's", () => {
    const issues = checkWindows(general, [
      { tournamentId: "u11", name: "U11", window: win(["p1"], "11:05", "12:00") },
      { tournamentId: "u9", name: "U9", window: win(["p1"], "09:00", "11:00") },
    ]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      severity: "error",
      key: "event.changeoverTooShort",
      params: { pitch: "Pitch 1", division: "U9", other: "U11", time: "11:05", minutes: 5, changeover: 10 },
    });
  });

  it("a window outside a pitch's hours, or on a day outside the event", () => {
    const early = checkWindows(general, [{ tournamentId: "u9", name: "U9", window: win(["p1"], "07:30", "09:00") }]);
    expect(early).toEqual([
      expect.objectContaining({
        key: "event.outsidePitchHours",
        params: { division: "U9", pitch: "Pitch 1", date: DAY, from: "07:30", to: "09:00" },
      }),
    ]);
    const allDay = eventWith({ pitches: pitchesOf(2) });
    expect(checkWindows(allDay, [{ tournamentId: "u9", name: "U9", window: win(["p1"], "06:00", "23:00") }])).toEqual(
      [],
    );
    const nextDay = checkWindows(allDay, [
      { tournamentId: "u9", name: "U9", window: win(["p1"], "10:00", "11:00", "2025-06-15") },
    ]);
    expect(nextDay.map((i) => i.key)).toEqual(["event.outsidePitchHours"]);
    // a second day with hours listed for the first day only: the pitch is not usable then
    const twoDays = eventWith({ endDate: "2025-06-15" });
    expect(
      checkWindows(twoDays, [{ tournamentId: "u9", name: "U9", window: win(["p1"], "10:00", "11:00", "2025-06-15") }])
        .length,
    ).toBe(1);
    // split hours: a window must fit in one stretch
    const lunch = eventWith({
      pitches: pitchesOf(1, [
        { date: DAY, from: "08:00", to: "12:00" },
        { date: DAY, from: "13:00", to: "18:00" },
      ]),
    });
    expect(
      checkWindows(lunch, [{ tournamentId: "u9", name: "U9", window: win(["p1"], "11:00", "14:00") }]),
    ).toHaveLength(1);
    expect(checkWindows(lunch, [{ tournamentId: "u9", name: "U9", window: win(["p1"], "13:00", "14:00") }])).toEqual(
      [],
    );
  });

  it("a pitch the event does not have", () => {
    expect(
      checkWindows(general, [{ tournamentId: "u9", name: "U9", window: win(["p1", "x9"], "09:00", "10:00") }]),
    ).toEqual([
      {
        severity: "error",
        key: "event.unknownPitch",
        params: { division: "U9", pitch: "x9" },
        text: "U9 is given pitch x9, which the event does not have",
      },
    ]);
  });

  it("a division without a window is a warning", () => {
    expect(checkEvent(general, [division("U7", null)])).toEqual([
      {
        severity: "warning",
        key: "event.noWindow",
        params: { division: "U7" },
        text: "U7 has no pitches and times yet",
      },
    ]);
  });

  it("a match after its window's end or on a pitch outside it", () => {
    const issues = checkEvent(general, [
      division("U9", win(["p1"], "09:00", "10:00"), [
        match("A1", "p1", "09:00", "09:10"),
        match("A2", "p1", "09:55", "10:05"),
        match("A3", "p2", "09:12", "09:22"),
      ]),
    ]);
    expect(issues).toEqual([
      expect.objectContaining({
        key: "event.outsideWindow",
        params: { division: "U9", match: "A3", pitch: "Pitch 2", from: "09:12", to: "09:22" },
      }),
      expect.objectContaining({
        key: "event.outsideWindow",
        params: { division: "U9", match: "A2", pitch: "Pitch 1", from: "09:55", to: "10:05" },
      }),
    ]);
  });

  it("matches of two divisions on one pitch: overlapping, then too close; the first per pitch and pair", () => {
    const issues = checkEvent(general, [
      division("U9", win(["p1"], "09:00", "10:00"), [
        match("A1", "p1", "09:00", "09:10"),
        match("A2", "p1", "09:12", "09:22"),
      ]),
      division("U11", win(["p2"], "09:00", "10:00"), [
        match("B1", "p2", "09:00", "09:10"),
        match("B2", "p1", "09:05", "09:15"),
        match("B3", "p1", "09:16", "09:26"),
      ]),
    ]);
    const pitch = issues.filter((i) => i.key === "event.pitchDoubleBooked");
    expect(pitch).toEqual([
      expect.objectContaining({
        params: { pitch: "Pitch 1", division: "U9", other: "U11", from: "09:05", to: "09:10" },
      }),
      expect.objectContaining({
        params: { pitch: "Pitch 1", division: "U11", other: "U9", from: "09:12", to: "09:15" },
      }),
    ]);
    // B2 is also outside U11's window (p1 is not its pitch)
    expect(issues.filter((i) => i.key === "event.outsideWindow").map((i) => i.params.match)).toEqual(["B2", "B3"]);

    const close = checkEvent(general, [
      division("U9", win(["p1"], "09:00", "10:00"), [match("A1", "p1", "09:00", "09:50")]),
      division("U11", win(["p1"], "10:10", "11:00"), [match("B1", "p1", "09:55", "10:05")]),
    ]);
    expect(close.find((i) => i.key === "event.changeoverTooShort")?.params).toEqual({
      pitch: "Pitch 1",
      division: "U9",
      other: "U11",
      time: "09:55",
      minutes: 5,
      changeover: 10,
    });
  });

  it("one club in two divisions at the same time is a warning (clubs compared trimmed, any case)", () => {
    const issues = checkEvent(general, [
      division("U9", win(["p1"], "09:00", "10:00"), [match("A1", "p1", "09:00", "09:10", "u9-a", "u9-b")], {
        "u9-a": "FC Nord",
        "u9-b": "SV Süd",
      }),
      division("U11", win(["p2"], "09:00", "10:00"), [match("B1", "p2", "09:05", "09:15", "u11-a", "u11-b")], {
        "u11-a": "fc nord ",
        "u11-b": "TuS West",
      }),
      division("U13", win(["p3"], "09:00", "10:00"), [match("C1", "p3", "09:10", "09:20", "u13-a", "u13-b")], {
        "u13-a": "SV Süd",
      }),
    ]);
    expect(issues).toEqual([
      {
        severity: "warning",
        key: "event.clubClash",
        params: { club: "FC Nord", division: "U9", other: "U11", time: "09:05" },
        text: "FC Nord plays in U9 and U11 at the same time (09:05): a coach cannot be on two pitches",
      },
    ]);
  });

  it("orders by time, then pitch; issues without a time last; errors are errors and warnings warnings", () => {
    const issues = checkEvent(general, [
      division("U7", null),
      division("U11", win(["p2"], "10:30", "12:00")),
      division("U9", win(["p1", "p2"], "09:00", "11:00"), [match("A1", "p1", "08:00", "08:10")]),
    ]);
    expect(issues.map((i) => i.key)).toEqual(["event.outsideWindow", "event.pitchDoubleBooked", "event.noWindow"]);
  });

  it("every issue fits the contract, and its params are the ones listed for translation", () => {
    const all = [
      ...checkWindows(general, [
        { tournamentId: "a", name: "A", window: win(["p1", "zz"], "07:00", "09:00") },
        { tournamentId: "b", name: "B", window: win(["p1"], "08:30", "10:00") },
        { tournamentId: "c", name: "C", window: win(["p1"], "10:05", "11:00") },
      ]),
      ...checkEvent(general, [
        division("U7", null),
        division("U9", win(["p1"], "09:00", "10:00"), [match("A1", "p2", "09:00", "09:10", "x", "y")], { x: "K" }),
        division("U11", win(["p2"], "09:00", "10:00"), [match("B1", "p2", "09:05", "09:15", "z", "w")], { z: "K" }),
      ]),
    ];
    expect(new Set(all.map((i) => i.key))).toEqual(new Set(EventIssueSchema.shape.key.options));
    for (const issue of all) {
      expect(EventIssueSchema.parse(issue)).toEqual(issue);
      expect(Object.keys(issue.params).sort()).toEqual([...DOMAIN_I18N_KEYS[issue.key]].sort());
    }
  });
});

describe("proposeWindows", () => {
  it("packs divisions in order, earliest end first, with the changeover and rounded to 5 minutes", () => {
    const general = eventWith({ pitches: pitchesOf(2, [{ date: DAY, from: "09:00", to: "18:00" }]) });
    const { windows, unplaced } = proposeWindows(general, [
      { tournamentId: "u9", pitchMinutes: 118, maxPitches: 2 },
      { tournamentId: "u11", pitchMinutes: 60, maxPitches: 1 },
    ]);
    expect(unplaced).toEqual([]);
    expect(windows.u9).toEqual(win(["p1", "p2"], "09:00", "10:00"));
    expect(windows.u11).toEqual(win(["p1"], "10:10", "11:10"));
    expect(checkWindows(general, [{ tournamentId: "u9", name: "U9", window: windows.u9 as DivisionWindow }])).toEqual(
      [],
    );
  });

  it("takes no more pitches than shorten the window, so the next division plays beside it", () => {
    const general = eventWith({ pitches: pitchesOf(4) });
    const { windows } = proposeWindows(general, [
      { tournamentId: "u9", pitchMinutes: 120, maxPitches: 4, minutesByPitches: [120, 60, 60, 60] },
      { tournamentId: "u11", pitchMinutes: 120, maxPitches: 4, minutesByPitches: [120, 60, 60, 60] },
    ]);
    expect(windows.u9).toEqual(win(["p1", "p2"], "09:00", "10:00"));
    expect(windows.u11).toEqual(win(["p3", "p4"], "09:00", "10:00"));
  });

  it("keeps a festival's pitch count (minPitches), uses a later day when the first is full, leaves out what fits nowhere", () => {
    const general = eventWith({
      endDate: "2025-06-15",
      pitches: pitchesOf(3, [
        { date: DAY, from: "09:00", to: "12:00" },
        { date: "2025-06-15", from: "10:00", to: "12:00" },
      ]),
    });
    const { windows, unplaced } = proposeWindows(general, [
      { tournamentId: "u7", pitchMinutes: 3 * 62, maxPitches: 3, minPitches: 3, minutesByPitches: [62, 62, 62] },
      { tournamentId: "u9", pitchMinutes: 100, maxPitches: 1 },
      { tournamentId: "u11", pitchMinutes: 110, maxPitches: 1 },
      { tournamentId: "u13", pitchMinutes: 600, maxPitches: 3 },
      { tournamentId: "empty", pitchMinutes: 0, maxPitches: 3 },
    ]);
    expect(windows.u7).toEqual(win(["p1", "p2", "p3"], "09:00", "10:05"));
    expect(windows.u9).toEqual(win(["p1"], "10:15", "11:55"));
    // 110 minutes do not fit before noon on the first day any more
    expect(windows.u11).toEqual(win(["p1"], "10:00", "11:50", "2025-06-15"));
    expect(unplaced).toEqual(["u13", "empty"]);
  });

  it("pitches without hours count from the day start given (09:00 by default)", () => {
    const general = eventWith({ pitches: pitchesOf(1) });
    expect(proposeWindows(general, [{ tournamentId: "a", pitchMinutes: 30, maxPitches: 1 }]).windows.a?.start).toBe(
      `${DAY}T09:00`,
    );
    expect(
      proposeWindows(general, [{ tournamentId: "a", pitchMinutes: 30, maxPitches: 1 }], { dayStart: "07:45" }).windows.a
        ?.start,
    ).toBe(`${DAY}T07:45`);
  });
});

describe("planEventDivisions", () => {
  it("plans each division in its window; none without a window or with a pitch the event lacks", () => {
    const general = eventWith();
    const settings = buildSettings({ mode: "roundRobin", matchMinutes: { group: 10 }, breakMinutes: 0 });
    const { divisions, issues } = planEventDivisions(
      general,
      [
        { id: "u9", name: "U9", settings, teams: teamsOf("u9", 4, ["FC Nord"]), window: win(["p2"], "10:00", "11:00") },
        { id: "u11", name: "U11", settings, teams: teamsOf("u11", 4), window: null },
        { id: "u13", name: "U13", settings, teams: teamsOf("u13", 4), window: win(["x1"], "10:00", "11:00") },
      ],
      "s",
    );
    const [u9, u11, u13] = divisions;
    expect(u9?.outcome?.ok).toBe(true);
    expect(u9?.input.matches).toHaveLength(6);
    expect(u9?.input.matches.every((m) => m.pitch === "p2" && m.start >= `${DAY}T10:00`)).toBe(true);
    expect(u9?.input.matches.at(-1)?.end).toBe(`${DAY}T11:00`);
    expect(u9?.input.pitchMinutes).toBe(60);
    expect(u9?.input.clubs["u9-1"]).toBe("FC Nord");
    expect(u11?.outcome).toBeNull();
    expect(u13?.outcome).toBeNull();
    expect(issues.map((i) => i.key).sort()).toEqual(["event.noWindow", "event.unknownPitch"]);
  });
});

// ---------------------------------------------------------------------------------------------
// Whole events

const CLUBS = ["FC Nord", "SV Süd", "TuS West", "SC Ost", "VfB Mitte", "Eintracht"];

/** A random division: 4–32 teams, any format with at most 8 teams per group, random lengths and rests. */
const divisionArb = fc.record({
  teams: fc.integer({ min: 4, max: 32 }),
  mode: fc.constantFrom("roundRobin", "groupsKnockout", "knockout"),
  groupsExtra: fc.integer({ min: 0, max: 3 }),
  knockout: fc.constantFrom("none", "final", "semiFinal", "quarterFinal"),
  thirdPlace: fc.boolean(),
  group: fc.integer({ min: 6, max: 12 }),
  breakMinutes: fc.integer({ min: 0, max: 3 }),
  knockoutRestMinutes: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
  clubs: fc.integer({ min: 1, max: CLUBS.length }),
});

const eventArb = fc.record({
  pitches: fc.integer({ min: 2, max: 12 }),
  divisions: fc.array(divisionArb, { minLength: 2, maxLength: 5 }),
  changeover: fc.integer({ min: 0, max: 20 }),
  twoDays: fc.boolean(),
  allDay: fc.boolean(),
  seed: fc.integer(),
});

type RandomEvent = { general: EventGeneral; divisions: Array<Omit<EventDivisionInput, "window">> };

type EventCase = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

function buildEvent(e: EventCase): RandomEvent {
  const days = e.twoDays ? [DAY, "2025-06-15"] : [DAY];
  const general = eventWith({
    ...(e.twoDays ? { endDate: "2025-06-15" } : {}),
    changeoverMinutes: e.changeover,
    pitches: pitchesOf(e.pitches, e.allDay ? [] : days.map((date) => ({ date, from: "08:30", to: "21:00" }))),
  });
  const divisions = e.divisions.map((d, k) => {
    const qualifiers = { none: 0, final: 2, semiFinal: 4, quarterFinal: 8 }[d.knockout];
    const groupCount = Math.min(8, Math.ceil(d.teams / 8) + d.groupsExtra, Math.floor(d.teams / 2));
    const settings: TournamentSettings = buildSettings({
      mode: d.mode === "roundRobin" && d.teams > 8 ? "groupsKnockout" : d.mode,
      groupCount: d.mode === "roundRobin" && d.teams > 8 ? Math.ceil(d.teams / 8) : groupCount,
      knockout: d.teams >= qualifiers ? d.knockout : "final",
      thirdPlace: d.thirdPlace,
      matchMinutes: { group: d.group },
      breakMinutes: d.breakMinutes,
      ...(d.knockoutRestMinutes === undefined ? {} : { knockoutRestMinutes: d.knockoutRestMinutes }),
    });
    const id = `d${k + 1}`;
    return { id, name: `U${7 + 2 * k}`, settings, teams: teamsOf(id, d.teams, CLUBS.slice(0, d.clubs)) };
  });
  return { general, divisions };
}

/** Windows proposed from the divisions' lengths on 1…n pitches (what the server does before planning). */
function proposed(event: RandomEvent) {
  const P = event.general.pitches.length;
  const demands = event.divisions.map((d) => {
    const byPitches = divisionMinutesByPitches(d.settings, d.teams.length, P);
    if (!byPitches) throw new Error(`format of ${d.name} cannot be planned`);
    return { tournamentId: d.id, pitchMinutes: byPitches[0] as number, maxPitches: P, minutesByPitches: byPitches };
  });
  return { ...proposeWindows(event.general, demands), demands };
}

describe("planning whole events — properties over random events", () => {
  it("no pitch double-booked (changeover included), every division's rest rules kept, windows respected", () => {
    fc.assert(
      fc.property(eventArb, (e) => {
        const event = buildEvent(e);
        const { windows, unplaced, demands } = proposed(event);
        const placed = Object.entries(windows).map(([id, window]) => ({
          tournamentId: id,
          name: id,
          window: DivisionWindowSchema.parse(window),
        }));
        expect(checkWindows(event.general, placed)).toEqual([]);
        // the first division is left out only when even its shortest window is longer than a day's hours
        const first = demands[0] as (typeof demands)[number];
        const shortest = Math.min(...(first.minutesByPitches as number[]).map((m) => Math.ceil(m / 5) * 5));
        const dayLength = e.allDay ? 23 * 60 + 59 - 9 * 60 : 21 * 60 - (8 * 60 + 30);
        expect(unplaced.includes("d1")).toBe(shortest > dayLength);
        const result = planEventDivisions(
          event.general,
          event.divisions.map((d) => ({ ...d, window: windows[d.id] ?? null })),
          e.seed,
        );
        const all: Array<{ division: string; m: Match }> = [];
        for (const d of result.divisions) {
          const source = event.divisions.find((x) => x.id === d.id) as (typeof event.divisions)[number];
          if (!d.window) {
            expect(d.outcome).toBeNull();
            continue;
          }
          expect(d.outcome?.ok, d.name).toBe(true);
          if (!d.outcome?.ok) continue;
          const { matches } = d.outcome.plan;
          // the division's own rules: no team twice at once, one match per pitch, knockout after its feeders …
          expect(checkHardRules(matches)).toEqual([]);
          // … and at least its knockout rest before every knockout match
          const byId = new Map(matches.map((m) => [m.id, m]));
          const rest = knockoutRest(source.settings);
          for (const [id, feeders] of feederMap(matches)) {
            const m = byId.get(id) as Match;
            if (m.stage === "group") continue;
            for (const f of feeders)
              expect(m.startMinute - (byId.get(f) as Match).endMinute).toBeGreaterThanOrEqual(rest);
          }
          // inside its window, on its pitches
          for (const m of matches) {
            expect(d.window.pitches).toContain(m.pitch);
            expect(m.start >= d.window.start && m.end <= d.window.end, `${d.name} ${m.id} ${m.start}–${m.end}`).toBe(
              true,
            );
          }
          for (const m of matches) all.push({ division: d.id, m });
        }
        // no pitch holds two divisions at once, nor closer than the changeover
        const c = event.general.changeoverMinutes;
        const byPitch = new Map<string, typeof all>();
        for (const x of all) byPitch.set(x.m.pitch, [...(byPitch.get(x.m.pitch) ?? []), x]);
        for (const list of byPitch.values())
          for (const a of list)
            for (const b of list) {
              if (a.division === b.division) continue;
              const apart = minutes(a.m.end) + c <= minutes(b.m.start) || minutes(b.m.end) + c <= minutes(a.m.start);
              expect(apart, `${a.division} ${a.m.id} / ${b.division} ${b.m.id} on ${a.m.pitch}`).toBe(true);
            }
        expect(result.issues.filter((i) => i.severity === "error")).toEqual([]);
        // every division without a window is named
        expect(result.issues.filter((i) => i.key === "event.noWindow").length).toBe(unplaced.length);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("moving one division's window re-flows only that division", () => {
    fc.assert(
      fc.property(eventArb, fc.integer({ min: 5, max: 60 }), (e, shift) => {
        const event = buildEvent(e);
        const { windows } = proposed(event);
        const moved = event.divisions.find((d) => windows[d.id]);
        if (!moved) return;
        const w = windows[moved.id] as DivisionWindow;
        const later = (at: string) => new Date((minutes(at) + shift) * 60_000).toISOString().slice(0, 16);
        const inputs = (ws: Record<string, DivisionWindow>) =>
          event.divisions.map((d) => ({ ...d, window: ws[d.id] ?? null }));
        const before = planEventDivisions(event.general, inputs(windows), e.seed);
        const after = planEventDivisions(
          event.general,
          inputs({ ...windows, [moved.id]: { ...w, start: later(w.start), end: later(w.end) } }),
          e.seed,
        );
        for (const [i, d] of after.divisions.entries()) {
          const old = before.divisions[i];
          if (d.id !== moved.id) {
            expect(d.input.matches).toEqual(old?.input.matches);
            continue;
          }
          // the same plan, later by the shift
          const oldMatches = old?.input.matches ?? [];
          expect(d.input.matches.map((m) => [m.id, m.pitch, m.home, m.away])).toEqual(
            oldMatches.map((m) => [m.id, m.pitch, m.home, m.away]),
          );
          for (const [k, m] of d.input.matches.entries())
            expect(minutes(m.start) - minutes(oldMatches[k]?.start as string)).toBe(shift);
        }
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
