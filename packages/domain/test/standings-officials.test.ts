import { describe, expect, it } from "vitest";
import {
  type CardCounts,
  FIFA_FAIR_PLAY_SCALE,
  type HeadToHeadMode,
  type Result,
  type TieBreakCriterion,
  UEFA_TIE_BREAK_ORDER,
} from "../src/contracts.ts";
import {
  computeStandings,
  describeRankReason,
  fairPlayDeduction,
  type PlayedMatch,
  rankAcrossGroups,
  type StandingsSettings,
} from "../src/standings.ts";

// Issue 18: the fair-play criterion (card records of results) and the two head-to-head modes.

const pts = { win: 3, draw: 1, loss: 0 };
const none: CardCounts = { yellow: 0, secondYellow: 0, red: 0, yellowRed: 0 };
const cards = (c: Partial<CardCounts>): CardCounts => ({ ...none, ...c });

/** "A-B 2:1" lines → matches + results; `withCards` adds card records by line index. */
function games(
  lines: string[],
  withCards: Record<number, { home?: Partial<CardCounts>; away?: Partial<CardCounts> }> = {},
): { matches: PlayedMatch[]; results: Result[] } {
  const matches: PlayedMatch[] = [];
  const results: Result[] = [];
  lines.forEach((line, i) => {
    const m = /^(\w+)-(\w+) (\d+):(\d+)$/.exec(line);
    if (!m) throw new Error(line);
    matches.push({ id: `m${i}`, homeTeamId: m[1] as string, awayTeamId: m[2] as string });
    const c = withCards[i];
    results.push({
      matchId: `m${i}`,
      home: Number(m[3]),
      away: Number(m[4]),
      ...(c ? { cards: { home: cards(c.home ?? {}), away: cards(c.away ?? {}) } } : {}),
    });
  });
  return { matches, results };
}

const summary = (s: ReturnType<typeof computeStandings>) => s.rows.map((r) => `${r.teamId}:${r.points}:${r.reason}`);

describe("fairPlayDeduction", () => {
  it("FIFA's scale by default: yellow 1, second yellow 3, direct red 4, yellow then red 5 — per player", () => {
    expect(FIFA_FAIR_PLAY_SCALE).toEqual({ yellow: 1, secondYellow: 3, red: 4, yellowRed: 5 });
    expect(fairPlayDeduction(none)).toBe(0);
    expect(fairPlayDeduction(cards({ yellow: 2 }))).toBe(2);
    expect(fairPlayDeduction(cards({ secondYellow: 1 }))).toBe(3);
    expect(fairPlayDeduction(cards({ red: 1 }))).toBe(4);
    expect(fairPlayDeduction(cards({ yellowRed: 1 }))).toBe(5);
    expect(fairPlayDeduction(cards({ yellow: 2, secondYellow: 1, red: 1, yellowRed: 1 }))).toBe(14);
  });

  it("an organiser's own scale", () => {
    const scale = { yellow: 2, secondYellow: 0, red: 10, yellowRed: 7 };
    expect(fairPlayDeduction(cards({ yellow: 2, secondYellow: 1, red: 1, yellowRed: 1 }), scale)).toBe(21);
  });
});

describe("computeStandings — fair play", () => {
  const order: TieBreakCriterion[] = ["points", "goalDifference", "goalsScored", "headToHead", "fairPlay", "lot"];
  // A and B: 4 points, GD +1, 2 goals each, and drew each other — only cards tell them apart.
  //   A-B 1:1  A: 3 yellows          B: 1 direct red
  //   A-C 1:0                        C (away): 1 yellow
  //   B-C 1:0  B: –                  C: 1 second yellow
  // FIFA: A 3, B 4, C 4 → A ahead.  Own scale (yellow 2): A 6, B 4 → B ahead.
  const { matches, results } = games(["A-B 1:1", "A-C 1:0", "B-C 1:0"], {
    0: { home: { yellow: 3 }, away: { red: 1 } },
    1: { away: { yellow: 1 } },
    2: { away: { secondYellow: 1 } },
  });

  it("fewer deducted points rank higher; the rows carry the sums and the reason is fairPlay", () => {
    const s = computeStandings(["A", "B", "C"], matches, results, { points: pts, tieBreakOrder: order });
    expect(summary(s)).toEqual(["A:4:fairPlay", "B:4:fairPlay", "C:0:points"]);
    expect(s.rows.map((r) => [r.teamId, r.fairPlay])).toEqual([
      ["A", 3],
      ["B", 4],
      ["C", 4],
    ]);
    expect(s.rows[0]?.levelWith).toEqual(["B"]);
    expect(s.rows[1]?.levelWith).toEqual(["A"]);
    expect(s.unresolved).toEqual([]);
  });

  it("a custom scale changes the order", () => {
    const fairPlayScale = { yellow: 2, secondYellow: 3, red: 4, yellowRed: 5 };
    const s = computeStandings(["A", "B", "C"], matches, results, { points: pts, tieBreakOrder: order, fairPlayScale });
    expect(summary(s)).toEqual(["B:4:fairPlay", "A:4:fairPlay", "C:0:points"]);
    expect(s.rows.map((r) => r.fairPlay)).toEqual([4, 6, 2 + 3]);
  });

  it("without card records fair play separates nobody and the next rule decides", () => {
    const plain = results.map(({ cards: _cards, ...r }) => r);
    const s = computeStandings(
      ["A", "B", "C"],
      matches,
      plain,
      { points: pts, tieBreakOrder: order },
      { lot: ["B", "A"] },
    );
    expect(summary(s)).toEqual(["B:4:lot", "A:4:lot", "C:0:points"]);
    expect(s.rows.every((r) => r.fairPlay === 0)).toBe(true);
  });

  it("fair play only where the order names it: left out, A and B stay level", () => {
    const s = computeStandings(["A", "B", "C"], matches, results, {
      points: pts,
      tieBreakOrder: ["points", "goalDifference", "goalsScored", "headToHead"],
    });
    expect(s.unresolved).toEqual([["A", "B"]]);
  });

  it("its label", () => {
    expect(describeRankReason("fairPlay")).toEqual({ key: "reason.fairPlay", params: {}, text: "ahead on fair play" });
  });

  it("best-placed teams across groups report fair play on the tournament's scale", () => {
    // Group X: X1 beat X2 (X2 one yellow); group Y: Y1 beat Y2 (Y2 one yellow). Runners-up: level on everything.
    const x = games(["X1-X2 1:0"], { 0: { away: { yellow: 1 } } });
    const y = games(["Y1-Y2 1:0"], { 0: { away: { yellow: 1 } } });
    y.matches[0] = { ...(y.matches[0] as PlayedMatch), id: "y0" };
    y.results[0] = { ...(y.results[0] as Result), matchId: "y0" };
    const settings: StandingsSettings = {
      points: pts,
      tieBreakOrder: order,
      fairPlayScale: { yellow: 3, secondYellow: 3, red: 4, yellowRed: 5 },
    };
    const all = [...x.results, ...y.results];
    const sx = computeStandings(["X1", "X2"], x.matches, all, settings);
    const sy = computeStandings(["Y1", "Y2"], y.matches, all, settings);
    expect(sx.rows[1]).toMatchObject({ teamId: "X2", fairPlay: 3 });
    const seconds = rankAcrossGroups(
      [
        { name: "X", standings: sx, matches: x.matches },
        { name: "Y", standings: sy, matches: y.matches },
      ],
      2,
      all,
      settings,
    );
    expect(seconds.rows.map((r) => [r.teamId, r.fairPlay])).toEqual([
      ["X2", 3],
      ["Y2", 3],
    ]);
  });

  it("best-placed teams across groups: fair play in the order decides before the lot, left out it does not", () => {
    // Runners-up X2 and Y2 level on points, goals and wins; X2 one yellow, Y2 one direct red.
    const x = games(["X1-X2 1:0"], { 0: { away: { yellow: 1 } } });
    const y = games(["Y1-Y2 1:0"], { 0: { away: { red: 1 } } });
    y.matches[0] = { ...(y.matches[0] as PlayedMatch), id: "y0" };
    y.results[0] = { ...(y.results[0] as Result), matchId: "y0" };
    const all = [...x.results, ...y.results];
    const seconds = (tieBreakOrder: TieBreakCriterion[]) => {
      const settings: StandingsSettings = { points: pts, tieBreakOrder };
      const groupsOf = [
        { name: "X", standings: computeStandings(["X1", "X2"], x.matches, all, settings), matches: x.matches },
        { name: "Y", standings: computeStandings(["Y1", "Y2"], y.matches, all, settings), matches: y.matches },
      ];
      return rankAcrossGroups(groupsOf, 2, all, settings);
    };
    const fair = seconds(order);
    expect(summary(fair)).toEqual(["X2:0:fairPlay", "Y2:0:fairPlay"]);
    expect(fair.unresolved).toEqual([]);
    const without = seconds(["points", "goalDifference", "goalsScored", "headToHead", "lot"]);
    expect(without.unresolved).toEqual([["X2", "Y2"]]);
  });
});

describe("computeStandings — head-to-head once or re-applied", () => {
  const rank = (teams: string[], lines: string[], mode?: HeadToHeadMode) => {
    const { matches, results } = games(lines);
    const settings: StandingsSettings = {
      points: pts,
      tieBreakOrder: UEFA_TIE_BREAK_ORDER,
      ...(mode ? { headToHead: mode } : {}),
    };
    return computeStandings(teams, matches, results, settings);
  };

  it("group of four, three level: the mini-table puts C first and leaves A and B level", () => {
    // Mini-table A, B, C (A-B 1:0, B-C 2:1, C-A 2:1):
    //        Pts  GD  Goals
    //   C     3    0    3     ← separated
    //   A     3    0    2
    //   B     3    0    2     (A beat B)
    // Against D: A-D 1:0, B-D 3:0, C-D 1:0 → overall GD: A +1, B +3, C +1.
    //   reapply: A–B get a mini-table of their own: A beat B      → C, A, B, D
    //   once:    A–B go on to overall goal difference: B +3, A +1 → C, B, A, D
    const lines = ["A-B 1:0", "B-C 2:1", "C-A 2:1", "A-D 1:0", "B-D 3:0", "C-D 1:0"];
    const teams = ["A", "B", "C", "D"];
    const reapply = rank(teams, lines, "reapply");
    expect(summary(reapply)).toEqual(["C:6:headToHead", "A:6:headToHead", "B:6:headToHead", "D:0:points"]);
    // levelWith: the teams level just before the deciding rule (head-to-head took all three)
    expect(reapply.rows[1]?.levelWith).toEqual(["B", "C"]);
    const once = rank(teams, lines, "once");
    expect(summary(once)).toEqual(["C:6:headToHead", "B:6:goalDifference", "A:6:goalDifference", "D:0:points"]);
    expect(once.rows[1]?.levelWith).toEqual(["A"]);
    // omitted = reapply (every tournament stored before the setting)
    expect(rank(teams, lines)).toEqual(reapply);
  });

  it("four level in a group of five: the mini-table of all four puts D first and leaves A, B, C level", () => {
    // Matches among A, B, C, D:
    //   A-B 1:0   A-C 1:1   B-C 2:1   D-A 3:2   D-B 2:2   C-D 2:1
    // Mini-table of all four:
    //        Pts  GD  Goals
    //   D     4    0    6     ← separated (most goals)
    //   A     4    0    4
    //   B     4    0    4
    //   C     4    0    4
    // Mini-table of A, B, C alone (A-B 1:0, A-C 1:1, B-C 2:1): A 4, B 3, C 1 points.
    // Everyone beats E: A-E 1:0, B-E 3:0, C-E 5:0, D-E 1:0 → all four 7 points; overall GD A +1, B +3, C +5.
    //   reapply: D, then A, B, C by their own mini-table            → D, A, B, C, E
    //   once:    D, then A, B, C by overall goal difference         → D, C, B, A, E
    const lines = [
      "A-B 1:0",
      "A-C 1:1",
      "B-C 2:1",
      "D-A 3:2",
      "D-B 2:2",
      "C-D 2:1",
      "A-E 1:0",
      "B-E 3:0",
      "C-E 5:0",
      "D-E 1:0",
    ];
    const teams = ["A", "B", "C", "D", "E"];
    const reapply = rank(teams, lines, "reapply");
    expect(summary(reapply)).toEqual([
      "D:7:headToHead",
      "A:7:headToHead",
      "B:7:headToHead",
      "C:7:headToHead",
      "E:0:points",
    ]);
    expect(reapply.rows[0]?.levelWith.sort()).toEqual(["A", "B", "C"]);
    const once = rank(teams, lines, "once");
    expect(summary(once)).toEqual([
      "D:7:headToHead",
      "C:7:goalDifference",
      "B:7:goalDifference",
      "A:7:goalDifference",
      "E:0:points",
    ]);
    expect(once.rows.map((r) => r.goalDifference)).toEqual([1, 5, 3, 1, -10]);
    expect(once.rows[1]?.levelWith.sort()).toEqual(["A", "B"]);
  });

  it("when the one mini-table separates everybody, both modes agree (and overall goal difference is not asked)", () => {
    // Mini-table A, B, C (A-B 2:0, B-C 1:0, C-A 1:0): all 3 points; GD A +1, C 0, B -1 → A, C, B.
    // Against D: A-D 1:0, B-D 4:0, C-D 1:0 → all 6 points; overall GD B +3 would put B first, but it is not asked.
    const lines = ["A-B 2:0", "B-C 1:0", "C-A 1:0", "A-D 1:0", "B-D 4:0", "C-D 1:0"];
    const teams = ["A", "B", "C", "D"];
    const once = rank(teams, lines, "once");
    expect(summary(once)).toEqual(["A:6:headToHead", "C:6:headToHead", "B:6:headToHead", "D:0:points"]);
    expect(rank(teams, lines, "reapply")).toEqual(once);
  });
});
