import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DFB_TIE_BREAK_ORDER, type Result, type TieBreakCriterion, UEFA_TIE_BREAK_ORDER } from "../src/contracts.ts";
import { createRng, drawLot, shuffle } from "../src/random.ts";
import { computeStandings, type PlayedMatch, rankAcrossGroups } from "../src/standings.ts";

const pts = { win: 3, draw: 1, loss: 0 };

/** "A-B 2:1" lines → matches + results. */
function games(lines: string[]): { matches: PlayedMatch[]; results: Result[] } {
  const matches: PlayedMatch[] = [];
  const results: Result[] = [];
  lines.forEach((line, i) => {
    const m = /^(\w+)-(\w+) (\d+):(\d+)$/.exec(line);
    if (!m) throw new Error(line);
    matches.push({ id: `m${i}`, homeTeamId: m[1] as string, awayTeamId: m[2] as string });
    results.push({ matchId: `m${i}`, home: Number(m[3]), away: Number(m[4]) });
  });
  return { matches, results };
}

const table = (
  teams: string[],
  lines: string[],
  order: TieBreakCriterion[] = DFB_TIE_BREAK_ORDER,
  decisions = {},
  points = pts,
) => {
  const { matches, results } = games(lines);
  return computeStandings(teams, matches, results, { points, tieBreakOrder: order }, decisions);
};
const summary = (s: ReturnType<typeof table>) => s.rows.map((r) => `${r.teamId}:${r.points}:${r.reason}`);

describe("computeStandings — one example per tie-break rule", () => {
  it("points, then goal difference", () => {
    const s = table(["A", "B", "C"], ["A-B 1:0", "B-C 3:0", "C-A 1:0"]);
    // all 3 points; GD: A 0, B +2, C -2
    expect(summary(s)).toEqual(["B:3:goalDifference", "A:3:goalDifference", "C:3:goalDifference"]);
    expect(s.rows[0]).toMatchObject({ won: 1, lost: 1, goalsFor: 3, goalsAgainst: 1, goalDifference: 2 });
  });

  it("goals scored when goal difference is level", () => {
    const s = table(["A", "B", "C"], ["A-B 3:2", "B-C 2:1", "C-A 2:1"]);
    // all 3 pts, GD 0; goals A 4, B 4, C 3 → A and B still level → head-to-head A beat B
    expect(summary(s)).toEqual(["A:3:headToHead", "B:3:headToHead", "C:3:goalsScored"]);
  });

  it("points alone: reason points, nobody level", () => {
    const s = table(["A", "B"], ["A-B 2:0"]);
    expect(s.rows.map((r) => [r.teamId, r.reason, r.levelWith])).toEqual([
      ["A", "points", []],
      ["B", "points", []],
    ]);
  });

  it("three-way head-to-head needs re-application (UEFA order) and differs from the DFB order", () => {
    const lines = ["A-B 2:1", "B-C 3:2", "C-A 2:1", "A-D 1:0", "B-D 1:0", "C-D 5:0"];
    // mini-table A,B,C: all 3 pts, GD 0; goals A 3, B 4, C 4 → A third; B–C re-applied: B beat C
    const uefa = table(["A", "B", "C", "D"], lines, UEFA_TIE_BREAK_ORDER);
    expect(summary(uefa)).toEqual(["B:6:headToHead", "C:6:headToHead", "A:6:headToHead", "D:0:points"]);
    expect(uefa.rows[0]?.levelWith.sort()).toEqual(["A", "C"]);
    // DFB: overall GD first: C +5, A +1, B +1; goals B 5, A 4
    const dfb = table(["A", "B", "C", "D"], lines);
    expect(summary(dfb)).toEqual(["C:6:goalDifference", "B:6:goalsScored", "A:6:goalsScored", "D:0:points"]);
  });

  it("head-to-head without progress falls through to the next rule", () => {
    // A and B drew each other; overall GD separates them afterwards
    const s = table(["A", "B", "C"], ["A-B 1:1", "A-C 1:0", "B-C 3:0"], UEFA_TIE_BREAK_ORDER);
    expect(summary(s)).toEqual(["B:4:goalDifference", "A:4:goalDifference", "C:0:points"]);
  });

  it("number of wins (2/1/0 points)", () => {
    const s = table(
      ["A", "B", "C", "D"],
      ["A-B 1:1", "A-C 2:0", "A-D 0:1", "B-C 1:1", "B-D 1:1", "C-D 0:0"],
      ["points", "wins", "lot"],
      {},
      { win: 2, draw: 1, loss: 0 },
    );
    expect(summary(s)).toEqual(["D:4:points", "A:3:wins", "B:3:wins", "C:2:points"]);
  });

  it("shoot-out, then lot, then manual override; unresolved without any", () => {
    const lines = ["A-B 1:1"];
    expect(summary(table(["A", "B"], lines, DFB_TIE_BREAK_ORDER, { shootout: ["B", "A"] }))).toEqual([
      "B:1:shootout",
      "A:1:shootout",
    ]);
    expect(summary(table(["A", "B"], lines, DFB_TIE_BREAK_ORDER, { lot: ["B", "A"] }))).toEqual(["B:1:lot", "A:1:lot"]);
    expect(summary(table(["A", "B"], lines, ["points"], { override: ["B", "A"] }))).toEqual([
      "B:1:override",
      "A:1:override",
    ]);
    const open = table(["B", "A"], lines);
    expect(open.unresolved).toEqual([["A", "B"]]);
    expect(open.rows.map((r) => r.reason)).toEqual(["unresolved", "unresolved"]);
  });

  it("a partial shoot-out list does not split (every tied team must be listed)", () => {
    const s = table(["A", "B", "C"], ["A-B 0:0", "B-C 0:0", "A-C 0:0"], DFB_TIE_BREAK_ORDER, { shootout: ["C"] });
    expect(s.unresolved).toEqual([["A", "B", "C"]]);
  });
});

describe("computeStandings — properties", () => {
  const scores = fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), {
    minLength: 28,
    maxLength: 28,
  });
  it("is independent of the input order of teams and matches", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        scores,
        fc.integer(),
        fc.constantFrom(DFB_TIE_BREAK_ORDER, UEFA_TIE_BREAK_ORDER),
        (n, sc, seed, order) => {
          const teams = Array.from({ length: n }, (_, i) => `t${i}`);
          const matches: PlayedMatch[] = [];
          const results: Result[] = [];
          let k = 0;
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++) {
              const [h, a] = sc[k] as [number, number];
              matches.push({ id: `m${k}`, homeTeamId: teams[i] as string, awayTeamId: teams[j] as string });
              results.push({ matchId: `m${k}`, home: h, away: a });
              k++;
            }
          const decisions = { lot: drawLot(teams, seed) };
          const settings = { points: pts, tieBreakOrder: order };
          const a = computeStandings(teams, matches, results, settings, decisions);
          const rng = createRng(seed);
          const b = computeStandings(
            shuffle(teams, rng),
            shuffle(matches, rng),
            shuffle(results, rng),
            settings,
            decisions,
          );
          expect(b).toEqual(a);
          expect(a.unresolved).toEqual([]);
          // points is the first rule: the table is sorted by points
          for (let i = 1; i < a.rows.length; i++)
            expect((a.rows[i - 1]?.points ?? 0) >= (a.rows[i]?.points ?? 0)).toBe(true);
          expect(a.rows.map((r) => r.rank)).toEqual(teams.map((_, i) => i + 1));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("rankAcrossGroups (UEFA rule for unequal groups)", () => {
  it("discards results against the team below the smallest group size", () => {
    // Group A (4): thirds A3 has 3 pts vs top 3. Group B (5): B3 beat B5 by 9 goals — ignored.
    const a = games(["A1-A2 1:0", "A1-A3 1:0", "A1-A4 1:0", "A2-A3 1:0", "A2-A4 1:0", "A3-A4 2:0"]);
    const b = games([
      "B1-B2 1:0",
      "B1-B3 1:0",
      "B1-B4 1:0",
      "B1-B5 1:0",
      "B2-B3 1:0",
      "B2-B4 1:0",
      "B2-B5 1:0",
      "B3-B4 1:0",
      "B3-B5 9:0",
      "B4-B5 1:0",
    ]);
    b.matches.forEach((m) => {
      m.id = `b${m.id}`;
    });
    b.results.forEach((r) => {
      r.matchId = `b${r.matchId}`;
    });
    const settings = { points: pts, tieBreakOrder: DFB_TIE_BREAK_ORDER };
    const results = [...a.results, ...b.results];
    const sa = computeStandings(["A1", "A2", "A3", "A4"], a.matches, results, settings);
    const sb = computeStandings(["B1", "B2", "B3", "B4", "B5"], b.matches, results, settings);
    expect(sa.rows[2]?.teamId).toBe("A3");
    expect(sb.rows[2]?.teamId).toBe("B3");
    const thirds = rankAcrossGroups(
      [
        { name: "A", standings: sa, matches: a.matches },
        { name: "B", standings: sb, matches: b.matches },
      ],
      3,
      results,
      settings,
    );
    // counted: A3 vs A1, A2, A4 → 3 pts, GD 0; B3 vs B1, B2, B4 → 3 pts, GD -1 (the 9:0 is ignored)
    expect(thirds.rows.map((r) => [r.teamId, r.points, r.goalDifference, r.reason])).toEqual([
      ["A3", 3, 0, "goalDifference"],
      ["B3", 3, -1, "goalDifference"],
    ]);
  });
});

describe("computeStandings — a tie is final only once every match is played", () => {
  const settings = { points: pts, tieBreakOrder: DFB_TIE_BREAK_ORDER };
  // A full round robin of four: A–B, C–D, A–C, B–D, A–D, B–C
  const { matches } = games(["A-B 0:0", "C-D 0:0", "A-C 0:0", "B-D 0:0", "A-D 0:0", "B-C 0:0"]);
  const played = (...scores: Array<[string, number, number]>): Result[] =>
    scores.map(([matchId, home, away]) => ({ matchId, home, away }));

  it("before a ball is kicked: everyone level, no unresolved tie, not complete", () => {
    const s = computeStandings(["A", "B", "C", "D"], matches, [], settings);
    expect(s.complete).toBe(false);
    expect(s.unresolved).toEqual([]);
    expect(s.rows.map((r) => r.reason)).toEqual(["level", "level", "level", "level"]);
  });

  it("teams level only because matches are still to be played are level, not unresolved", () => {
    // A and C won 1:0 (against B and D); A–C and the rest are still to be played
    const s = computeStandings(["A", "B", "C", "D"], matches, played(["m0", 1, 0], ["m1", 0, 1]), settings);
    expect(s.complete).toBe(false);
    expect(s.unresolved).toEqual([]);
    expect(summary(s)).toEqual(["A:3:level", "D:3:level", "B:0:level", "C:0:level"]);
  });

  it("rules that separate teams still say so while the group runs", () => {
    const s = computeStandings(["A", "B", "C", "D"], matches, played(["m0", 2, 0], ["m1", 0, 1]), settings);
    expect(summary(s)).toEqual([
      "A:3:goalDifference",
      "D:3:goalDifference",
      "C:0:goalDifference",
      "B:0:goalDifference",
    ]);
    expect(s.unresolved).toEqual([]);
  });

  it("all played and the tie-break order exhausted: unresolved, a lot must be drawn", () => {
    const all = matches.map((m) => ({ matchId: m.id, home: 1, away: 1 }));
    const s = computeStandings(["A", "B", "C", "D"], matches, all, settings);
    expect(s.complete).toBe(true);
    expect(s.unresolved).toEqual([["A", "B", "C", "D"]]);
    expect(s.rows.every((r) => r.reason === "unresolved")).toBe(true);
  });

  it("across groups the tie is final only when every group is complete", () => {
    const a = games(["A1-A2 1:0", "A1-A3 1:0", "A2-A3 1:0"]);
    const b = games(["B1-B2 1:0", "B1-B3 1:0"]);
    b.matches.forEach((m) => {
      m.id = `b${m.id}`;
    });
    b.results.forEach((r) => {
      r.matchId = `b${r.matchId}`;
    });
    // group B's winner has played both its games (all its counted matches), but B2–B3 is still to be played
    const bMatches = [...b.matches, { id: "b-open", homeTeamId: "B2", awayTeamId: "B3" }];
    const results = [...a.results, ...b.results];
    const sa = computeStandings(["A1", "A2", "A3"], a.matches, results, settings);
    const sb = computeStandings(["B1", "B2", "B3"], bMatches, results, settings);
    const groups = (sbx: typeof sb) => [
      { name: "A", standings: sa, matches: a.matches },
      { name: "B", standings: sbx, matches: bMatches },
    ];
    const open = rankAcrossGroups(groups(sb), 1, results, settings);
    expect(open.rows.map((r) => [r.teamId, r.points, r.reason])).toEqual([
      ["A1", 6, "level"],
      ["B1", 6, "level"],
    ]);
    expect(open.unresolved).toEqual([]);
    const done = rankAcrossGroups(groups({ ...sb, complete: true }), 1, results, settings);
    expect(done.unresolved).toEqual([["A1", "B1"]]);
  });
});
