import { describe, expect, it } from "vitest";
import { PitchSchema, ResultSchema, TieDecisionsSchema } from "../src/contracts.ts";
import { fixedFuninoPlan } from "../src/funino.ts";
import { generateTournamentPlan } from "../src/generate.ts";
import { MAX_PLAN_MATCHES, PlanTooLargeError, planMatches } from "../src/planner.ts";
import {
  EnterResultsSchema,
  ReorderSchema,
  UpdateFormatSchema,
  UpdateTimesSchema,
} from "../src/tournament-contracts.ts";
import { buildPitches, buildSettings, buildTeams } from "./factories.ts";

const ID = "0b6f5c1e-8a2d-4c3b-9e7f-1a2b3c4d5e6f";

describe("plan size cap", () => {
  it(`refuses a plan of more than ${MAX_PLAN_MATCHES} matches before planning, naming the count`, () => {
    const settings = buildSettings({ mode: "roundRobin", doubleRoundRobin: true, pitches: buildPitches(64) });
    // Refused from the match count alone (no timing asserted here: planning speed is measured in bench/).
    let error: unknown;
    try {
      generateTournamentPlan(settings, buildTeams(128), 1);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(PlanTooLargeError);
    expect(error).toMatchObject({ code: "PLAN_TOO_LARGE", matchCount: 16_256, limit: MAX_PLAN_MATCHES });
    expect((error as Error).message).toContain("16256 matches, at most 1000");
  });

  it("allows exactly the cap and refuses one more (single round robin: 45 teams = 990, 46 = 1,035)", () => {
    const settings = buildSettings({ mode: "roundRobin", pitches: buildPitches(8) });
    expect(() => generateTournamentPlan(settings, buildTeams(46), 1)).toThrow(PlanTooLargeError);
    const specs = Array.from({ length: MAX_PLAN_MATCHES + 1 }, (_, i) => ({
      id: `M${i}`,
      stage: "group" as const,
      group: null,
      round: 1,
      placeFor: null,
      home: { teamId: `h${i}`, placeholder: null },
      away: { teamId: `a${i}`, placeholder: null },
    }));
    expect(() => planMatches(specs, settings)).toThrow(PlanTooLargeError);
    expect(planMatches(specs.slice(0, MAX_PLAN_MATCHES), settings, { effort: 0 }).matches).toHaveLength(
      MAX_PLAN_MATCHES,
    );
  });

  it("holds for every caller of the planner, e.g. the fixed funino plan", () => {
    const funino = { planType: "fixed", pairing: "draw", topPitch: "first", drawRule: "lot", avoidRematches: false };
    expect(() =>
      fixedFuninoPlan(
        buildTeams(128),
        {
          ...funino,
          roundMinutes: 7,
          breakMinutes: 3,
          opponentsPerTeam: 127,
          firstKickoff: "2025-06-14T10:00",
        } as never,
        1,
      ),
    ).toThrow(PlanTooLargeError);
  });
});

describe("bounded contracts", () => {
  const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    (r.error?.issues ?? []).map((i) => i.path.join("."));

  it("pitch id and name: 1–40 characters", () => {
    expect(PitchSchema.safeParse({ id: "p".repeat(40), name: "n".repeat(40) }).success).toBe(true);
    expect(fields(PitchSchema.safeParse({ id: "p".repeat(41), name: "n".repeat(41) }))).toEqual(["id", "name"]);
    const times = {
      id: ID,
      firstKickoff: "2030-05-04T09:00",
      matchMinutes: { group: 10 },
      breakMinutes: 2,
      pauseBeforeFinalsMinutes: 10,
    };
    expect(UpdateTimesSchema.safeParse({ ...times, pitches: buildPitches(64) }).success).toBe(true);
    expect(fields(UpdateTimesSchema.safeParse({ ...times, pitches: buildPitches(65) }))).toEqual(["pitches"]);
  });

  it("results: goals and penalties 0–99, match ids up to 20 characters", () => {
    expect(
      ResultSchema.safeParse({ matchId: "A1", home: 99, away: 0, penalties: { home: 99, away: 98 } }).success,
    ).toBe(true);
    expect(
      fields(ResultSchema.safeParse({ matchId: "A1", home: 100, away: 0, penalties: { home: 0, away: 100 } })),
    ).toEqual(["home", "penalties.away"]);
    expect(fields(ResultSchema.safeParse({ matchId: "A".repeat(21), home: 1, away: 0 }))).toEqual(["matchId"]);
    const entry = (results: unknown[]) =>
      EnterResultsSchema.safeParse({ id: ID, idempotencyKey: "k".repeat(8), results });
    expect(entry([{ matchId: "SF1", clear: true }]).success).toBe(true);
    expect(entry([{ matchId: "S".repeat(21), clear: true }]).success).toBe(false);
    expect(ReorderSchema.safeParse({ id: ID, op: "swap", matchA: "A1", matchB: "x".repeat(21) }).success).toBe(false);
  });

  it("tie decisions: team ids up to 40 characters, lists up to 128 teams, at most 8 groups and 128 ranks", () => {
    const teams = buildTeams(128).map((t) => t.id);
    expect(TieDecisionsSchema.safeParse({ shootout: teams, lot: teams, override: teams }).success).toBe(true);
    expect(fields(TieDecisionsSchema.safeParse({ lot: [...teams, "t129"] }))).toEqual(["lot"]);
    expect(fields(TieDecisionsSchema.safeParse({ override: ["t".repeat(41)] }))).toEqual(["override.0"]);
    const update = (tieDecisions: unknown) => UpdateFormatSchema.safeParse({ id: ID, format: {}, tieDecisions });
    const groups = (names: string) => Object.fromEntries(names.split("").map((g) => [g, { lot: ["t001", "t002"] }]));
    expect(update({ groups: groups("ABCDEFGH"), acrossGroups: { "3": { lot: ["t001"] } } }).success).toBe(true);
    expect(fields(update({ groups: groups("ABCDEFGHI") }))).toEqual(["tieDecisions.groups"]);
    expect(fields(update({ acrossGroups: { third: { lot: [] } } }))).toEqual(["tieDecisions.acrossGroups.third"]);
    expect(fields(update({ groups: { ["G".repeat(21)]: {} } }))).toEqual([`tieDecisions.groups.${"G".repeat(21)}`]);
  });
});

describe("dates of the calendar", () => {
  it("refuses days and times that do not exist", async () => {
    const { LocalDateTimeSchema, isCalendarDate } = await import("../src/contracts.ts");
    const { LocalDateSchema } = await import("../src/tournament-contracts.ts");
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of ["2030-02-31", "2030-13-01", "2030-00-10", "2029-02-29"]) {
      expect(isCalendarDate(bad)).toBe(false);
      expect(LocalDateSchema.safeParse(bad).success).toBe(false);
    }
    expect(LocalDateTimeSchema.safeParse("2030-05-04T23:59").success).toBe(true);
    for (const bad of ["2030-05-04T24:00", "2030-05-04T10:60", "2030-02-30T10:00"])
      expect(LocalDateTimeSchema.safeParse(bad).success).toBe(false);
  });
});
