import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Match, TournamentSettings } from "../src/contracts.ts";
import { generateTournamentPlan } from "../src/generate.ts";
import { bracketRounds } from "../src/knockout-schedule.ts";
import { checkHardRules } from "../src/plan-edits.ts";
import { feederMap, knockoutRest, reflowTimes } from "../src/planner.ts";
import { buildPitches, buildSettings, buildTeams } from "./factories.ts";

const shapes = ["final", "semiFinal", "quarterFinal"] as const;
const qualifiers = { final: 2, semiFinal: 4, quarterFinal: 8 } as const;

/** A random tournament with a bracket: groups → knockout or a plain seeded knockout, any pitches, lengths and rests. */
const tournaments = fc
  .record({
    n: fc.integer({ min: 4, max: 24 }),
    groups: fc.integer({ min: 1, max: 4 }),
    shape: fc.constantFrom(...shapes),
    seeded: fc.boolean(),
    placementGames: fc.boolean(),
    thirdPlace: fc.boolean(),
    pitches: fc.integer({ min: 1, max: 6 }),
    group: fc.integer({ min: 6, max: 15 }),
    semiFinal: fc.option(fc.integer({ min: 6, max: 20 }), { nil: undefined }),
    final: fc.option(fc.integer({ min: 6, max: 20 }), { nil: undefined }),
    breakMinutes: fc.integer({ min: 0, max: 5 }),
    pauseBeforeFinalsMinutes: fc.integer({ min: 0, max: 15 }),
    knockoutRestMinutes: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
    seed: fc.integer(),
  })
  .map((t) => {
    const shape = t.n >= qualifiers[t.shape] ? t.shape : "final";
    const settings = buildSettings({
      mode: t.seeded ? "knockout" : "groupsKnockout",
      groupCount: Math.max(1, Math.min(t.groups, Math.floor(t.n / 2))),
      knockout: shape,
      placementGames: t.placementGames,
      thirdPlace: t.thirdPlace,
      pitches: buildPitches(t.pitches),
      matchMinutes: {
        group: t.group,
        ...(t.semiFinal ? { semiFinal: t.semiFinal } : {}),
        ...(t.final ? { final: t.final } : {}),
      },
      breakMinutes: t.breakMinutes,
      pauseBeforeFinalsMinutes: t.pauseBeforeFinalsMinutes,
      ...(t.knockoutRestMinutes === undefined ? {} : { knockoutRestMinutes: t.knockoutRestMinutes }),
    });
    return { settings, teams: t.n, seed: t.seed };
  });

const plan = (t: { settings: TournamentSettings; teams: number; seed: number }) =>
  generateTournamentPlan(t.settings, buildTeams(t.teams), t.seed, { effort: 0.05 });

const isKnockout = (m: Match) => m.stage !== "group";

describe("knockout timing — properties over random tournaments", () => {
  it("matches of one knockout round share a slot whenever there are enough pitches for the round", () => {
    fc.assert(
      fc.property(tournaments, (t) => {
        const { matches } = plan(t);
        const bracket = matches.filter(isKnockout);
        const roundOf = bracketRounds(bracket, feederMap(matches));
        const rounds = new Map<string, Match[]>();
        for (const m of bracket) {
          const key = roundOf.get(m.id) as string;
          rounds.set(key, [...(rounds.get(key) ?? []), m]);
        }
        for (const [key, round] of rounds)
          if (round.length <= t.settings.pitches.length)
            expect(new Set(round.map((m) => m.slot)).size, `round ${key}`).toBe(1);
        // named rounds independently of the depth: all quarter-finals, all semi-finals
        for (const stage of ["quarterFinal", "semiFinal"] as const) {
          const round = bracket.filter((m) => m.stage === stage);
          if (round.length && round.length <= t.settings.pitches.length)
            expect(new Set(round.map((m) => m.slot)).size, stage).toBe(1);
        }
        expect(checkHardRules(matches)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("with two pitches or more, both semi-finals' winners get the same rest before the final", () => {
    fc.assert(
      fc.property(
        tournaments.filter((t) => t.settings.pitches.length >= 2 && t.settings.knockout !== "final"),
        (t) => {
          const { matches, fairness } = plan(t);
          const byId = new Map(matches.map((m) => [m.id, m]));
          const [sf1, sf2, final] = [byId.get("SF1"), byId.get("SF2"), byId.get("F")];
          if (!sf1 || !sf2 || !final) return;
          expect(final.startMinute - sf1.endMinute).toBe(final.startMinute - sf2.endMinute);
          const paths = fairness.restByPath.filter((p) => p.match === "F").map((p) => p.rest);
          expect(new Set(paths).size).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it("every knockout match starts at least the knockout rest after each match that can send it a team", () => {
    fc.assert(
      fc.property(tournaments, (t) => {
        const { matches } = plan(t);
        const byId = new Map(matches.map((m) => [m.id, m]));
        const rest = knockoutRest(t.settings);
        for (const [id, feeders] of feederMap(matches)) {
          const m = byId.get(id) as Match;
          if (!isKnockout(m)) continue;
          for (const f of feeders)
            expect(m.startMinute - (byId.get(f) as Match).endMinute, `${f} → ${id}`).toBeGreaterThanOrEqual(rest);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("the fairness report covers the bracket: every unfilled side's rest, counted in the totals", () => {
    fc.assert(
      fc.property(tournaments, (t) => {
        const { matches, fairness } = plan(t);
        const byId = new Map(matches.map((m) => [m.id, m]));
        const groupMatches = matches.filter((m) => m.stage === "group");
        const lastEnd = (list: Match[]) => Math.max(...list.map((m) => m.endMinute));
        const expected: Array<{ match: string; side: string; rest: number }> = [];
        for (const m of matches.filter(isKnockout))
          for (const side of ["home", "away"] as const) {
            const p = m[side].placeholder;
            if (!p || m[side].teamId) continue;
            const from =
              p.kind === "winner" || p.kind === "loser"
                ? (byId.get(p.match) as Match).endMinute
                : lastEnd(p.kind === "groupRank" ? groupMatches.filter((g) => g.group === p.group) : groupMatches);
            expected.push({ match: m.id, side, rest: m.startMinute - from });
          }
        expect(fairness.restByPath.map(({ match, side, rest }) => ({ match, side, rest }))).toEqual(expected);
        const teamB2b = Object.values(fairness.backToBackByTeam).reduce((a, b) => a + b, 0);
        const pathB2b = expected.filter((p) => p.rest <= t.settings.breakMinutes).length;
        expect(fairness.backToBackTotal).toBe(teamB2b + pathB2b);
        for (const p of expected) {
          expect(fairness.minRest).not.toBeNull();
          expect(p.rest).toBeGreaterThanOrEqual(fairness.minRest as number);
          expect(p.rest).toBeLessThanOrEqual(fairness.maxRest as number);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe("knockout timing — the match day of issue 11", () => {
  // 10 teams in two groups of five, semi-finals, 3rd place and every place played, two pitches, 12-minute
  // matches with 3 minutes between them. The old plan put SF1 at 12:55 beside the game for 5th, SF2 at 13:10
  // and the final at 13:25: 3 minutes' rest for SF2's teams against 18 for SF1's, with a pitch free.
  const settings = buildSettings({
    groupCount: 2,
    knockout: "semiFinal",
    thirdPlace: true,
    placementGames: true,
    pitches: buildPitches(2),
    firstKickoff: "2025-06-14T10:00",
    matchMinutes: { group: 12 },
    breakMinutes: 3,
    pauseBeforeFinalsMinutes: 10,
  });
  const { matches, fairness } = generateTournamentPlan(settings, buildTeams(10), "x");
  const at = (id: string) => matches.find((m) => m.id === id) as Match;

  it("plays both semi-finals at once and gives both winners the same rest, without a later final", () => {
    expect(at("SF1").start).toBe(at("SF2").start);
    expect(at("SF1").pitch).not.toBe(at("SF2").pitch);
    const rests = fairness.restByPath.filter((p) => p.match === "F");
    expect(rests.map((p) => p.placeholder)).toEqual([
      { kind: "winner", match: "SF1" },
      { kind: "winner", match: "SF2" },
    ]);
    expect(rests[0]?.rest).toBe(rests[1]?.rest);
    // the placement games fill the slot after the semi-finals, so their teams rest a whole slot or more
    expect(rests[0]?.rest).toBeGreaterThanOrEqual(12 + 2 * 3);
    expect(at("F").start <= "2025-06-14T13:25").toBe(true);
    expect(at("F").slot).toBe(Math.max(...matches.map((m) => m.slot)));
    expect(checkHardRules(matches)).toEqual([]);
  });

  it("reports the bracket paths, so the semi-finals' rest appears before the teams are known", () => {
    expect(fairness.restByPath.map((p) => `${p.match}.${p.side}`)).toEqual(
      expect.arrayContaining(["SF1.home", "SF2.away", "F.home", "F.away", "P3.home", "P3.away"]),
    );
    expect(fairness.minRest).toBe(Math.min(...fairness.restByPath.map((p) => p.rest), fairness.minRest as number));
  });
});

describe("knockout rest setting", () => {
  const base = { groupCount: 2, knockout: "semiFinal" as const, thirdPlace: true, pitches: buildPitches(2) };

  it("omitted, the rest before a knockout match is the break; set, the final waits for it", () => {
    const plain = generateTournamentPlan(buildSettings(base), buildTeams(8), 1);
    const final = plain.matches.find((m) => m.id === "F") as Match;
    const sf = plain.matches.find((m) => m.id === "SF1") as Match;
    expect(final.startMinute - sf.endMinute).toBe(2);
    const rested = generateTournamentPlan(buildSettings({ ...base, knockoutRestMinutes: 15 }), buildTeams(8), 1);
    const f2 = rested.matches.find((m) => m.id === "F") as Match;
    const sf2 = rested.matches.find((m) => m.id === "SF1") as Match;
    expect(f2.startMinute - sf2.endMinute).toBe(15);
  });

  it("raised on a planned day, the reflow delays the knockout slots and keeps every slot and pitch", () => {
    const settings = buildSettings(base);
    const before = generateTournamentPlan(settings, buildTeams(8), 1).matches;
    const after = reflowTimes(before, { ...settings, knockoutRestMinutes: 10 });
    expect(after.map((m) => [m.id, m.slot, m.pitch])).toEqual(before.map((m) => [m.id, m.slot, m.pitch]));
    const byId = new Map(after.map((m) => [m.id, m]));
    for (const id of ["F", "P3"])
      for (const sf of ["SF1", "SF2"])
        expect((byId.get(id) as Match).startMinute - (byId.get(sf) as Match).endMinute).toBe(10);
    expect(checkHardRules(after)).toEqual([]);
  });
});
