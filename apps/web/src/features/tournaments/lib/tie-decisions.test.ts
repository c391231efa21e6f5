import { type Result, type TournamentSettingsInput, TournamentSettingsSchema } from "@kickoff/domain/contracts.ts";
import { generateTournamentPlan } from "@kickoff/domain/generate.ts";
import { groupStates, type KnockoutDecisions } from "@kickoff/domain/placeholders.ts";
import { describe, expect, it } from "vitest";
import {
  drawLots,
  lotApplies,
  openTies,
  shootoutApplies,
  shootoutOrder,
  storedDecisions,
  withDecision,
  withoutDecision,
} from "./tie-decisions.ts";

function tournament(input: Partial<TournamentSettingsInput>, teamCount: number) {
  const settings = TournamentSettingsSchema.parse({
    firstKickoff: "2030-05-04T09:00",
    pitches: [{ id: "p1", name: "Pitch 1" }],
    ...input,
  });
  const teams = Array.from({ length: teamCount }, (_, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, seed: i + 1 }));
  const plan = generateTournamentPlan(settings, teams, "seed");
  return { settings, matches: plan.matches };
}

/** The internal view's tables, exactly as the server builds them. */
function view(t: ReturnType<typeof tournament>, results: Result[], tieDecisions: KnockoutDecisions = {}) {
  const standings = groupStates(t.matches, results, t.settings, tieDecisions).map((g) => ({
    group: g.name,
    complete: g.complete,
    rows: g.standings.rows,
    unresolved: g.standings.unresolved,
  }));
  return { ...t, results, tieDecisions, standings };
}

const groupMatches = (t: ReturnType<typeof tournament>) => t.matches.filter((m) => m.stage === "group");
const draw = (matchId: string): Result => ({ matchId, home: 1, away: 1 });

describe("open ties", () => {
  const rr = tournament({ mode: "roundRobin" }, 4);

  it("lists a complete group's teams still level after every rule, and nothing while the group runs", () => {
    const all = groupMatches(rr).map((m) => draw(m.id));
    const ties = openTies(view(rr, all));
    expect(ties).toHaveLength(1);
    expect(ties[0]?.scope).toEqual({ kind: "group", group: "A" });
    expect([...(ties[0]?.teams ?? [])].sort()).toEqual(["t1", "t2", "t3", "t4"]);
    expect(openTies(view(rr, all.slice(1)))).toEqual([]);
    expect(openTies(view(rr, []))).toEqual([]);
  });

  it("asks for no decision while teams are level only because matches are still to be played", () => {
    const firstRound = groupMatches(rr)
      .filter((m) => m.round === 1)
      .map((m) => draw(m.id));
    const v = view(rr, firstRound);
    expect(v.standings[0]?.unresolved).toEqual([]);
    expect(v.standings[0]?.rows.map((r) => r.reason)).toEqual(["level", "level", "level", "level"]);
    expect(openTies(v)).toEqual([]);
  });

  it("a stored override settles the tie and orders the table", () => {
    const all = groupMatches(rr).map((m) => draw(m.id));
    const decisions = withDecision({}, { kind: "group", group: "A" }, "override", ["t3", "t1", "t4", "t2"]);
    const v = view(rr, all, decisions);
    expect(openTies(v)).toEqual([]);
    expect(v.standings[0]?.rows.map((r) => [r.teamId, r.reason])).toEqual([
      ["t3", "override"],
      ["t1", "override"],
      ["t4", "override"],
      ["t2", "override"],
    ]);
  });

  it("a stored lot settles the tie when lot is one of the tie rules", () => {
    const all = groupMatches(rr).map((m) => draw(m.id));
    const decisions = withDecision({}, { kind: "group", group: "A" }, "lot", ["t2", "t4", "t1", "t3"]);
    const v = view(rr, all, decisions);
    expect(openTies(v)).toEqual([]);
    expect(v.standings[0]?.rows.map((r) => r.teamId)).toEqual(["t2", "t4", "t1", "t3"]);
    expect(v.standings[0]?.rows[0]?.reason).toBe("lot");
  });

  it("a stored shoot-out settles the tie before the lot (DFB order names it) and the table says so", () => {
    const all = groupMatches(rr).map((m) => draw(m.id));
    // A lot stored earlier for the same teams is replaced by the shoot-out.
    const lot = withDecision({}, { kind: "group", group: "A" }, "lot", ["t1", "t2", "t3", "t4"]);
    const decisions = withDecision(lot, { kind: "group", group: "A" }, "shootout", ["t4", "t3", "t2", "t1"]);
    expect(decisions.groups?.A).toEqual({ shootout: ["t4", "t3", "t2", "t1"] });
    const v = view(rr, all, decisions);
    expect(openTies(v)).toEqual([]);
    expect(v.standings[0]?.rows.map((r) => [r.teamId, r.reason])).toEqual([
      ["t4", "shootout"],
      ["t3", "shootout"],
      ["t2", "shootout"],
      ["t1", "shootout"],
    ]);
  });

  it("lists a tie across groups only when it touches a qualifying place", () => {
    // 3 groups of 3 with semi-finals: the 3 winners and the best runner-up qualify.
    const t = tournament({ mode: "groupsKnockout", groupCount: 3, knockout: "semiFinal", seeding: "snake" }, 9);
    const byGroup = new Map<string, string[]>();
    for (const m of groupMatches(t)) byGroup.set(m.group ?? "", [...(byGroup.get(m.group ?? "") ?? []), m.id]);
    const firstOf = new Map<string, string>();
    const results: Result[] = [];
    for (const [g, ids] of byGroup) {
      const group = groupMatches(t).filter((m) => m.group === g);
      // the group's first team in id order wins both its games 1:0; the other two draw 0:0
      const teams = [...new Set(group.flatMap((m) => [m.home.teamId ?? "", m.away.teamId ?? ""]))].sort();
      const winner = teams[0] ?? "";
      firstOf.set(g, winner);
      for (const id of ids) {
        const m = group.find((x) => x.id === id);
        if (!m) continue;
        if (m.home.teamId === winner) results.push({ matchId: id, home: 1, away: 0 });
        else if (m.away.teamId === winner) results.push({ matchId: id, home: 0, away: 1 });
        else results.push({ matchId: id, home: 0, away: 0 });
      }
    }
    const groupTies = openTies(view(t, results));
    expect(groupTies.map((x) => x.scope)).toEqual([
      { kind: "group", group: "A" },
      { kind: "group", group: "B" },
      { kind: "group", group: "C" },
    ]);
    // settle the runners-up in each group by hand: then the three runners-up are level across groups
    let decisions: KnockoutDecisions = {};
    for (const tie of groupTies) decisions = withDecision(decisions, tie.scope, "override", tie.teams);
    const across = openTies(view(t, results, decisions));
    expect(across).toHaveLength(1);
    expect(across[0]?.scope).toEqual({ kind: "across", rank: 2 });
    expect(across[0]?.teams).toHaveLength(3);
    const settled = withDecision(decisions, { kind: "across", rank: 2 }, "lot", across[0]?.teams ?? []);
    expect(openTies(view(t, results, settled))).toEqual([]);
  });
});

describe("stored decisions", () => {
  const A = { kind: "group", group: "A" } as const;

  it("replaces only the decided teams' places and moves them out of the other method's list", () => {
    let d: KnockoutDecisions = { groups: { A: { lot: ["a", "b"], override: ["c", "d"], shootout: ["x", "y"] } } };
    d = withDecision(d, A, "lot", ["d", "c"]);
    expect(d.groups?.A).toEqual({ lot: ["a", "b", "d", "c"], shootout: ["x", "y"] });
    d = withDecision(d, A, "override", ["b", "a"]);
    expect(d.groups?.A).toEqual({ lot: ["d", "c"], override: ["b", "a"], shootout: ["x", "y"] });
  });

  it("lists and clears decisions; an emptied scope disappears", () => {
    let d = withDecision({}, A, "override", ["b", "a"]);
    d = withDecision(d, { kind: "across", rank: 3 }, "lot", ["q", "p"]);
    expect(storedDecisions(d)).toEqual([
      { scope: A, method: "override", order: ["b", "a"] },
      { scope: { kind: "across", rank: 3 }, method: "lot", order: ["q", "p"] },
    ]);
    d = withoutDecision(d, A, "override");
    expect(d).toEqual({ acrossGroups: { "3": { lot: ["q", "p"] } } });
    expect(withoutDecision(d, { kind: "across", rank: 3 }, "lot")).toEqual({});
  });

  it("a shoot-out replaces the teams' lot and override entries, keeps other teams', and is listed and removable", () => {
    let d: KnockoutDecisions = { groups: { A: { lot: ["a", "b", "e", "f"], override: ["c", "d"] } } };
    d = withDecision(d, A, "shootout", ["b", "a", "c"]);
    expect(d.groups?.A).toEqual({ lot: ["e", "f"], override: ["d"], shootout: ["b", "a", "c"] });
    expect(storedDecisions(d)).toEqual([
      { scope: A, method: "shootout", order: ["b", "a", "c"] },
      { scope: A, method: "lot", order: ["e", "f"] },
      { scope: A, method: "override", order: ["d"] },
    ]);
    // A later lot for shoot-out teams takes them out of the shoot-out list.
    d = withDecision(d, A, "lot", ["c", "a"]);
    expect(d.groups?.A).toEqual({ lot: ["e", "f", "c", "a"], override: ["d"], shootout: ["b"] });
    expect(withoutDecision(d, A, "shootout").groups?.A).toEqual({ lot: ["e", "f", "c", "a"], override: ["d"] });
  });

  it("a shoot-out applies only in a group whose rules name it", () => {
    expect(shootoutApplies({ tieBreakOrder: ["points", "shootout", "lot"] }, A)).toBe(true);
    expect(shootoutApplies({ tieBreakOrder: ["points", "lot"] }, A)).toBe(false);
    expect(shootoutApplies({ tieBreakOrder: ["points", "shootout"] }, { kind: "across", rank: 3 })).toBe(false);
  });

  it("orders two teams by their shoot-out score, never a level one", () => {
    expect(shootoutOrder(["a", "b"], [4, 5])).toEqual(["b", "a"]);
    expect(shootoutOrder(["a", "b"], [5, 3])).toEqual(["a", "b"]);
    expect(shootoutOrder(["a", "b"], [4, 4])).toBeNull();
    expect(shootoutOrder(["a", "b"], [null, 2])).toBeNull();
    expect(shootoutOrder(["a", "b"], [-1, 2])).toBeNull();
    expect(shootoutOrder(["a", "b"], [1.5, 2])).toBeNull();
  });

  it("a lot counts across groups always, in a group only when lot is a tie rule", () => {
    expect(lotApplies({ tieBreakOrder: ["points", "lot"] }, A)).toBe(true);
    expect(lotApplies({ tieBreakOrder: ["points", "goalDifference"] }, A)).toBe(false);
    expect(lotApplies({ tieBreakOrder: ["points"] }, { kind: "across", rank: 2 })).toBe(true);
  });
});

describe("drawing lots", () => {
  it("returns a permutation of the teams", () => {
    const order = drawLots(["a", "b", "c", "d", "e"]);
    expect([...order].sort()).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("shuffles by the random numbers and rejects the biased tail of the range", () => {
    const values = [2 ** 32 - 1, 0, 0];
    const random = () => values.shift() ?? 0;
    // i = 2: 2^32 - 1 is rejected (2^32 is not a multiple of 3), 0 → swap with index 0; i = 1: 0 → swap with 0
    expect(drawLots(["a", "b", "c"], random)).toEqual(["b", "c", "a"]);
    expect(values).toEqual([]);
  });

  it("gives every order over many draws", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(drawLots(["a", "b", "c"]).join(""));
    expect(seen.size).toBe(6);
  });
});
