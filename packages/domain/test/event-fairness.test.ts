import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Fairness } from "../src/contracts.ts";
import type { EventGeneral, EventIssue } from "../src/event-contracts.ts";
import { EventFairnessSchema, type FairnessDivisionInput, measureEventFairness } from "../src/event-fairness.ts";

// The event's fairness report (issue 19): a hand-made event whose numbers are counted by hand, and a property that
// the event's totals are the extremes and sums over its divisions and every utilisation lies in [0, 1].

const DAY = "2030-06-13";
const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const general: Pick<EventGeneral, "pitches" | "startDate" | "endDate" | "changeoverMinutes"> = {
  startDate: DAY,
  changeoverMinutes: 10,
  pitches: [
    { id: "P1", name: "North", hours: [] },
    { id: "P2", name: "South", hours: [{ date: DAY, from: "09:00", to: "12:00" }] },
  ],
};
const side = (teamId: string) => ({ teamId, placeholder: null });
const game = (id: string, pitch: string, from: string, to: string, home: string, away: string) => ({
  id,
  pitch,
  start: `${DAY}T${from}`,
  end: `${DAY}T${to}`,
  home: side(home),
  away: side(away),
});

const plan: Fairness = {
  backToBackTotal: 1,
  backToBackByTeam: { t1: 1, t3: 0 },
  minRest: 5,
  maxRest: 5,
  restByTeam: { t1: { min: 5, max: 5 }, t3: { min: 5, max: 5 } },
  restByPath: [],
  idlePitchSlots: 1,
  slotCount: 2,
};
const tournament: FairnessDivisionInput = {
  tournamentId: A,
  name: "U9",
  mode: "normal",
  window: { pitches: ["P1", "P2"], start: `${DAY}T09:00`, end: `${DAY}T10:00` },
  teams: ["t1", "t2", "t3", "t4"].map((id) => ({ id, name: id.toUpperCase() })),
  matches: [
    game("m1", "P1", "09:00", "09:20", "t1", "t2"),
    game("m2", "P2", "09:00", "09:20", "t3", "t4"),
    game("m3", "P1", "09:25", "09:45", "t1", "t3"),
  ],
  plan,
};
const round = (n: number, first: string, second: string, bench: string) => ({
  round: n,
  games: [{ pitch: "1", first, second }],
  bench: [bench],
  outcomes: [],
});
const festival: FairnessDivisionInput = {
  tournamentId: B,
  name: "U7",
  mode: "funino",
  window: { pitches: ["P1"], start: `${DAY}T10:00`, end: `${DAY}T11:00` },
  teams: ["f1", "f2", "f3"].map((id) => ({ id, name: id.toUpperCase() })),
  matches: [
    game("r1g0", "P1", "10:00", "10:07", "f1", "f2"),
    game("r2g0", "P1", "10:10", "10:17", "f1", "f3"),
    game("r3g0", "P1", "10:20", "10:27", "f1", "f2"),
  ],
  festival: {
    rounds: [round(1, "f1", "f2", "f3"), round(2, "f1", "f3", "f2"), round(3, "f1", "f2", "f3")],
    pitchCount: 1,
  },
};
const clash: EventIssue = {
  severity: "warning",
  key: "event.clubClash",
  params: { club: "FC X", division: "U9", other: "U7", time: "10:00" },
  text: "",
};
const other: EventIssue = { severity: "warning", key: "event.noWindow", params: { division: "U11" }, text: "" };

describe("measureEventFairness", () => {
  const report = measureEventFairness(general, [tournament, festival], [clash, other]);

  it("takes a tournament's numbers from its plan's fairness", () => {
    expect(report.divisions[0]).toEqual({
      tournamentId: A,
      name: "U9",
      mode: "normal",
      matchCount: 3,
      backToBack: 1,
      minRest: 5,
      maxRest: 5,
      leastRest: [
        { teamId: "t1", name: "T1" },
        { teamId: "t3", name: "T3" },
      ],
      idlePitchSlots: 1,
      slotCount: 2,
      bookedMinutes: 60,
      windowMinutes: 120,
      pitchUse: 0.5,
      gamesPerTeam: { min: 1, max: 2 },
      byes: null,
      repeatedOpponents: null,
      warnings: ["backToBack"],
    });
  });

  it("counts a festival's games, byes and repeated opponents from its rounds", () => {
    expect(report.divisions[1]).toEqual({
      tournamentId: B,
      name: "U7",
      mode: "funino",
      matchCount: 3,
      backToBack: null,
      minRest: 3,
      maxRest: 13,
      leastRest: [{ teamId: "f1", name: "F1" }],
      idlePitchSlots: 0,
      slotCount: 3,
      bookedMinutes: 21,
      windowMinutes: 60,
      pitchUse: 0.35,
      gamesPerTeam: { min: 1, max: 3 },
      byes: { min: 0, max: 2 },
      repeatedOpponents: 1,
      warnings: ["unevenGames", "unevenByes", "repeatedOpponents"],
    });
  });

  it("sums up the event: totals, pitch use over the event's hours, changeovers and coach clashes", () => {
    expect(report.totals).toEqual({
      matchCount: 6,
      backToBack: 1,
      minRest: 3,
      maxRest: 13,
      idlePitchSlots: 1,
      slotCount: 5,
      gamesPerTeam: { min: 1, max: 3 },
    });
    // North has no hours: the event's playing day (09:00–11:00); South its hours (09:00–12:00).
    expect(report.pitches).toEqual([
      { pitchId: "P1", name: "North", bookedMinutes: 61, availableMinutes: 120, utilisation: 61 / 120 },
      { pitchId: "P2", name: "South", bookedMinutes: 20, availableMinutes: 180, utilisation: 20 / 180 },
    ]);
    expect(report.utilisation).toEqual({ bookedMinutes: 81, availableMinutes: 300, utilisation: 0.27 });
    expect(report.changeovers).toEqual([
      { pitchId: "P1", pitchName: "North", from: "U9", to: "U7", at: `${DAY}T10:00`, minutes: 15, tooShort: false },
    ]);
    expect(report.shortestChangeover).toBe(15);
    expect(report.clubClashes).toEqual({ count: 1, clubs: ["FC X"] });
    expect(EventFairnessSchema.parse(report)).toEqual(report);
  });

  it("flags a changeover shorter than the event's", () => {
    const late = {
      ...festival,
      matches: festival.matches.map((m) => ({ ...m, start: m.start.replace("10:00", "09:50") })),
    };
    const r = measureEventFairness(general, [tournament, late], []);
    expect(r.changeovers[0]).toMatchObject({ minutes: 5, tooShort: true });
    expect(r.clubClashes.count).toBe(0);
  });

  it("is empty without divisions", () => {
    const r = measureEventFairness(general, [], []);
    expect(r.totals).toMatchObject({ matchCount: 0, backToBack: 0, minRest: null, gamesPerTeam: null });
    expect(r.utilisation.utilisation).toBe(0);
  });
});

const clock = (m: number) => `${DAY}T${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const teamIds = ["a", "b", "c", "d", "e"];

const divisionArb = (i: number) =>
  fc
    .record({
      mode: fc.constantFrom("normal" as const, "funino" as const),
      matches: fc.array(
        fc.record({
          pitch: fc.constantFrom("P1", "P2"),
          start: fc.integer({ min: 8 * 60, max: 20 * 60 }),
          length: fc.integer({ min: 5, max: 40 }),
          home: fc.constantFrom(...teamIds),
          away: fc.constantFrom(...teamIds),
        }),
        { maxLength: 10 },
      ),
      window: fc.option(
        fc.record({ start: fc.integer({ min: 8 * 60, max: 15 * 60 }), length: fc.integer({ min: 30, max: 300 }) }),
        { nil: null },
      ),
      rest: fc.option(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })), { nil: null }),
      b2b: fc.integer({ min: 0, max: 5 }),
    })
    .map(({ mode, matches, window, rest, b2b }): FairnessDivisionInput => {
      const [lo, hi] = rest ? [Math.min(...rest), Math.max(...rest)] : [null, null];
      return {
        tournamentId: `00000000-0000-4000-8000-00000000000${i}`,
        name: `D${i}`,
        mode,
        window: window
          ? { pitches: ["P1"], start: clock(window.start), end: clock(window.start + window.length) }
          : null,
        teams: teamIds.map((id) => ({ id, name: id })),
        matches: matches.map((m, k) =>
          game(`m${k}`, m.pitch, clock(m.start).slice(11), clock(m.start + m.length).slice(11), m.home, m.away),
        ),
        plan:
          mode === "normal"
            ? { ...plan, backToBackTotal: b2b, minRest: lo, maxRest: hi, restByTeam: {}, slotCount: matches.length }
            : null,
        festival: mode === "funino" ? { rounds: [round(1, "a", "b", "c")], pitchCount: 2 } : null,
      };
    });

describe("measureEventFairness (property)", () => {
  it("totals are the sums and extremes over divisions; every utilisation lies in [0, 1]", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => divisionArb(i)))),
        (divisions) => {
          const r = measureEventFairness(general, divisions, [clash]);
          EventFairnessSchema.parse(r);
          const rows = r.divisions;
          const nums = (f: (d: (typeof rows)[0]) => number | null) => rows.map(f).filter((v) => v !== null);
          const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
          expect(r.totals.matchCount).toBe(sum(nums((d) => d.matchCount)));
          expect(r.totals.backToBack).toBe(sum(nums((d) => d.backToBack)));
          expect(r.totals.idlePitchSlots).toBe(sum(nums((d) => d.idlePitchSlots)));
          expect(r.totals.slotCount).toBe(sum(nums((d) => d.slotCount)));
          const mins = nums((d) => d.minRest);
          const maxs = nums((d) => d.maxRest);
          expect(r.totals.minRest).toBe(mins.length ? Math.min(...mins) : null);
          expect(r.totals.maxRest).toBe(maxs.length ? Math.max(...maxs) : null);
          const games = rows.flatMap((d) => (d.gamesPerTeam ? [d.gamesPerTeam] : []));
          expect(r.totals.gamesPerTeam).toEqual(
            games.length
              ? { min: Math.min(...games.map((g) => g.min)), max: Math.max(...games.map((g) => g.max)) }
              : null,
          );
          for (const u of [r.utilisation, ...r.pitches]) {
            expect(u.utilisation).toBeGreaterThanOrEqual(0);
            expect(u.utilisation).toBeLessThanOrEqual(1);
            expect(u.bookedMinutes).toBeLessThanOrEqual(u.availableMinutes);
          }
          expect(r.utilisation.bookedMinutes).toBe(sum(r.pitches.map((p) => p.bookedMinutes)));
          for (const d of rows) if (d.pitchUse !== null) expect(d.pitchUse).toBeGreaterThanOrEqual(0);
          for (const d of rows) if (d.pitchUse !== null) expect(d.pitchUse).toBeLessThanOrEqual(1);
          expect(r.clubClashes.count).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
