import { describe, expect, it } from "vitest";
import { generateTournamentPlan } from "../src/generate.ts";
import { engineTeams, type PlanTeam, planTournament } from "../src/plan-tournament.ts";
import { buildPitches, buildSettings, buildTeams } from "./factories.ts";

const planOf = (outcome: ReturnType<typeof planTournament>) => {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.plan;
};

describe("planTournament (wizard preview and server plangen)", () => {
  it("plain teams plan exactly as the engine composes them", () => {
    const settings = buildSettings({ groupCount: 2, knockout: "semiFinal", thirdPlace: true });
    expect(planOf(planTournament(settings, buildTeams(8), "s"))).toEqual(
      generateTournamentPlan(settings, buildTeams(8), "s"),
    );
  });

  it("pots order the seeding pot by pot, seeds within a pot, list order last", () => {
    const teams: PlanTeam[] = [
      { id: "a", name: "A", pot: 2, seed: 1 },
      { id: "b", name: "B", pot: 1 },
      { id: "c", name: "C", pot: 1, seed: 2 },
      { id: "d", name: "D", pot: 2 },
    ];
    expect(engineTeams(teams).map((t) => [t.id, t.seed])).toEqual([
      ["c", 1],
      ["b", 2],
      ["a", 3],
      ["d", 4],
    ]);
  });

  it("fixed groups are kept as given when every team has one", () => {
    const teams: PlanTeam[] = buildTeams(6).map((t, i) => ({ ...t, group: i % 3 === 0 ? "B" : "A" }));
    const plan = planOf(planTournament(buildSettings({ groupCount: 2, knockout: "final" }), teams, 1));
    expect(plan.groups.map((g) => [g.name, [...g.teamIds].sort()])).toEqual([
      ["A", ["t002", "t003", "t005", "t006"]],
      ["B", ["t001", "t004"]],
    ]);
    expect(plan.matches.filter((m) => m.stage === "final")).toHaveLength(1);
  });

  it("refuses instead of throwing, with plangen's error codes", () => {
    const settings = buildSettings({ groupCount: 2, knockout: "none" });
    expect(planTournament(settings, buildTeams(1), 1)).toMatchObject({ ok: false, code: "NOT_ENOUGH_TEAMS" });
    const lonely = buildTeams(3).map((t, i) => ({ ...t, group: i === 0 ? "B" : "A" }));
    expect(planTournament(settings, lonely, 1)).toMatchObject({ ok: false, code: "PLAN_NOT_POSSIBLE" });
    const tooFew = buildSettings({ groupCount: 1, knockout: "quarterFinal" });
    expect(planTournament(tooFew, buildTeams(3), 1)).toMatchObject({ ok: false, code: "PLAN_NOT_POSSIBLE" });
    const huge = buildSettings({ mode: "roundRobin", doubleRoundRobin: true, pitches: buildPitches(64) });
    expect(planTournament(huge, buildTeams(128), 1)).toMatchObject({ ok: false, code: "PLAN_TOO_LARGE" });
  });
});
