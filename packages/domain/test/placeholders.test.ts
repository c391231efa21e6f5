import { describe, expect, it } from "vitest";
import type { Match, Result } from "../src/contracts.ts";
import { generateTournamentPlan } from "../src/generate.ts";
import {
  assignAvoidingOwnGroup,
  describePlaceholder,
  fillKnockout,
  groupStates,
  ordinal,
  qualificationMarks,
} from "../src/placeholders.ts";
import { buildPitches, buildSettings, buildTeams } from "./factories.ts";

// Seeded snake groups: A = t001, t004, t005, t008; B = t002, t003, t006, t007.
const settings = buildSettings({
  groupCount: 2,
  seeding: "snake",
  knockout: "semiFinal",
  thirdPlace: true,
  pitches: buildPitches(2),
});
const plan = generateTournamentPlan(settings, buildTeams(8), 9);
const num = (t: string | null) => Number(t?.slice(1));
/** Lower team number always wins 1:0 → group order by team number. */
const groupResults = (matches: Match[]): Result[] =>
  matches
    .filter((m) => m.stage === "group")
    .map((m) => {
      const homeWins = num(m.home.teamId) < num(m.away.teamId);
      return { matchId: m.id, home: homeWins ? 1 : 0, away: homeWins ? 0 : 1 };
    });
const side = (ms: Match[], id: string) => {
  const m = ms.find((x) => x.id === id) as Match;
  return [m.home.teamId, m.away.teamId];
};

describe("labels", () => {
  it("labels placeholders in English with an i18n key and params", () => {
    expect(describePlaceholder({ kind: "groupRank", group: "A", rank: 1 })).toEqual({
      key: "placeholder.groupRank",
      params: { rank: 1, group: "A" },
      text: "1st Group A",
    });
    expect(describePlaceholder({ kind: "bestOfRank", rank: 3, index: 2 }).text).toBe("best 3rd #2");
    expect(describePlaceholder({ kind: "winner", match: "SF1" }).text).toBe("Winner SF1");
    expect(describePlaceholder({ kind: "loser", match: "SF2" }).key).toBe("placeholder.loser");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "103rd",
    ]);
  });
});

describe("fillKnockout", () => {
  it("fills only the sides of complete groups", () => {
    const partial = groupResults(plan.matches).filter((r) => r.matchId !== "A1");
    const { changes } = fillKnockout(plan.matches, partial, settings);
    // group A is open: only the group-B sides are filled (SF1 away = 2B, SF2 home = 1B)
    expect(changes).toEqual([
      { matchId: "SF1", side: "away", from: null, to: "t003" },
      { matchId: "SF2", side: "home", from: null, to: "t002" },
    ]);
  });

  it("fills the semi-finals from complete groups, the final from decided semis (penalties count)", () => {
    const results = groupResults(plan.matches);
    const first = fillKnockout(plan.matches, results, settings);
    expect(side(first.matches, "SF1")).toEqual(["t001", "t003"]); // 1A – 2B
    expect(side(first.matches, "SF2")).toEqual(["t002", "t004"]); // 1B – 2A
    expect(first.changes.length).toBe(4);
    const withSemis: Result[] = [
      ...results,
      { matchId: "SF1", home: 1, away: 1, penalties: { home: 2, away: 4 } },
      { matchId: "SF2", home: 2, away: 0 },
    ];
    const second = fillKnockout(first.matches, withSemis, settings);
    expect(side(second.matches, "F")).toEqual(["t003", "t002"]);
    expect(side(second.matches, "P3")).toEqual(["t001", "t004"]);
    // a drawn semi-final without penalties stays open
    const open = fillKnockout(first.matches, [...results, { matchId: "SF1", home: 1, away: 1 }], settings);
    expect(side(open.matches, "F")).toEqual([null, null]);
  });

  it("a correction re-fills only matches that have not started and reports them", () => {
    const results = groupResults(plan.matches);
    const filled = fillKnockout(plan.matches, results, settings).matches;
    // SF1 has kicked off; then the A-group result t004–t005 is corrected so that t005 finishes 2nd in A
    const live = filled.map((m) => (m.id === "SF1" ? { ...m, status: "live" as const } : m));
    const a45 = plan.matches.find(
      (m) => m.stage === "group" && [m.home.teamId, m.away.teamId].sort().join() === "t004,t005",
    ) as Match;
    const corrected = results.map((r) => {
      if (r.matchId === a45.id)
        return { ...r, home: a45.home.teamId === "t005" ? 5 : 0, away: a45.home.teamId === "t005" ? 0 : 5 };
      return r;
    });
    const { matches, changes } = fillKnockout(live, corrected, settings);
    // now t005 beat t004 and t008 (6 pts), t004 only t008 (3 pts): t005 is 2nd in A
    expect(changes).toEqual([{ matchId: "SF2", side: "away", from: "t004", to: "t005" }]);
    expect(side(matches, "SF1")).toEqual(["t001", "t003"]);
    expect(side(matches, "SF2")).toEqual(["t002", "t005"]);
  });
});

describe("best-placed teams never meet their own group first when avoidable", () => {
  it("keeps the index order when it is clash-free, otherwise the first clash-free permutation", () => {
    expect(assignAvoidingOwnGroup(["B", "C"], ["A", "B"])).toEqual([0, 1]);
    // best 3rd #1 is from B and would face 2nd B: the two thirds swap
    expect(assignAvoidingOwnGroup(["B", "C"], ["B", "A"])).toEqual([1, 0]);
    // no clash-free assignment exists: identity
    expect(assignAvoidingOwnGroup(["B", "B"], ["B", "B"])).toEqual([0, 1]);
  });

  it("3 groups, quarter-finals: a best third from group B does not play 2nd B", () => {
    const s3 = buildSettings({ groupCount: 3, seeding: "snake", knockout: "quarterFinal", pitches: buildPitches(3) });
    const p3 = generateTournamentPlan(s3, buildTeams(9), 1);
    // groups (snake): A t001 t006 t007, B t002 t005 t008, C t003 t004 t009; lower number wins.
    // Thirds: t008 loses 1:2 twice (best: more goals), t007 0:1 twice, t009 loses 0:2 once (worst).
    const results: Result[] = p3.matches
      .filter((m) => m.stage === "group")
      .map((m) => {
        const homeWins = num(m.home.teamId) < num(m.away.teamId);
        const loser = homeWins ? m.away.teamId : m.home.teamId;
        const winner = homeWins ? m.home.teamId : m.away.teamId;
        const [w, l] = loser === "t008" ? [2, 1] : loser === "t009" && winner === "t003" ? [2, 0] : [1, 0];
        return { matchId: m.id, home: homeWins ? w : l, away: homeWins ? l : w };
      });
    const { matches } = fillKnockout(p3.matches, results, s3);
    const groupOf = new Map(p3.groups.flatMap((g) => g.teamIds.map((t) => [t, g.name] as const)));
    expect(groupOf.get("t008")).toBe("B");
    // best 3rd #1 (t008, group B) would face 2nd B in QF2: it swaps with best 3rd #2 (t007)
    expect(side(matches, "QF2")).toEqual(["t005", "t007"]);
    expect(side(matches, "QF4")).toEqual(["t003", "t008"]);
    for (const m of matches.filter((x) => x.stage === "quarterFinal")) {
      expect(m.home.teamId).not.toBeNull();
      expect(m.away.teamId).not.toBeNull();
      if (m.home.placeholder?.kind === "groupRank" && m.away.placeholder?.kind === "bestOfRank")
        expect(groupOf.get(m.away.teamId as string)).not.toBe(m.home.placeholder.group);
    }
  });
});

describe("qualification marks: the group places that go through to the knockout", () => {
  const tables = (ms: Match[], results: Result[], s = settings) =>
    groupStates(ms, results, s).map((g) => ({ group: g.name, rows: g.standings.rows }));
  const marked = (ms: Match[], results: Result[], s = settings) =>
    Object.fromEntries([...qualificationMarks(ms, tables(ms, results, s))].sort());

  it("two groups into semi-finals: the top two places of each group, before and after the games", () => {
    // before a ball is kicked the places are marked all the same (teams in id order)
    expect(Object.keys(marked(plan.matches, [])).sort()).toEqual(["t001", "t002", "t003", "t004"]);
    expect(new Set(Object.values(marked(plan.matches, [])))).toEqual(new Set(["through"]));
    const results = groupResults(plan.matches);
    expect(marked(plan.matches, results)).toEqual({
      t001: "through",
      t002: "through",
      t003: "through",
      t004: "through",
    });
  });

  it("placement games are not the knockout: thirds playing for 5th are not marked", () => {
    const s = buildSettings({ ...settings, placementGames: true });
    const withPlacements = generateTournamentPlan(s, buildTeams(8), 9);
    expect(withPlacements.matches.some((m) => m.stage === "placement")).toBe(true);
    expect(Object.keys(marked(withPlacements.matches, groupResults(withPlacements.matches), s))).toHaveLength(4);
  });

  it("best runner-up: the rank may go through until the slot is filled, then only the team filled in", () => {
    const s = buildSettings({ groupCount: 3, seeding: "snake", knockout: "semiFinal", pitches: buildPitches(2) });
    const three = generateTournamentPlan(s, buildTeams(9), 9);
    const open = marked(three.matches, []);
    expect(Object.values(open).filter((q) => q === "through")).toHaveLength(3);
    expect(Object.values(open).filter((q) => q === "bestOf")).toHaveLength(3);
    // every runner-up won once 1:0 and lost once 0:1: level across groups until a lot is stored
    const results = groupResults(three.matches);
    expect(Object.values(marked(fillKnockout(three.matches, results, s).matches, results, s))).toHaveLength(6);
    const lot = { acrossGroups: { "2": { lot: ["t005", "t004", "t006"] } } };
    const filled = fillKnockout(three.matches, results, s, lot).matches;
    expect(marked(filled, results, s)).toEqual({ t001: "through", t002: "through", t003: "through", t005: "through" });
  });

  it("no knockout, no marks", () => {
    const rr = buildSettings({ mode: "roundRobin" });
    const p = generateTournamentPlan(rr, buildTeams(4), 9);
    expect(qualificationMarks(p.matches, tables(p.matches, [], rr)).size).toBe(0);
  });
});
