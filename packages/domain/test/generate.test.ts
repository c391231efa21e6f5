import { describe, expect, it } from "vitest";
import { MatchSchema, StageSchema, TieBreakCriterionSchema, TournamentSettingsSchema } from "../src/contracts.ts";
import { generateTournamentPlan } from "../src/generate.ts";
import { DOMAIN_I18N_KEYS } from "../src/i18n-keys.ts";
import { describePlaceholder, describeStage } from "../src/placeholders.ts";
import { checkHardRules } from "../src/plan-edits.ts";
import { describeRankReason } from "../src/standings.ts";
import { buildPitches, buildSettings, buildTeams } from "./factories.ts";

describe("generateTournamentPlan", () => {
  it("round robin mode: one group, every pair once, valid contracts", () => {
    const plan = generateTournamentPlan(
      buildSettings({ mode: "roundRobin", pitches: buildPitches(1) }),
      buildTeams(6),
      1,
    );
    expect(plan.groups).toHaveLength(1);
    expect(plan.matches).toHaveLength(15);
    expect(plan.fairness.backToBackTotal).toBe(0);
    for (const m of plan.matches) expect(MatchSchema.parse(m)).toEqual(m);
  });

  it("groups + quarter-finals + placement: every place from 1 to n is played for or left to the table", () => {
    const settings = buildSettings({
      groupCount: 4,
      knockout: "quarterFinal",
      placementGames: true,
      pitches: buildPitches(4),
    });
    const plan = generateTournamentPlan(settings, buildTeams(16), "x");
    const places = plan.matches.map((m) => m.placeFor).filter((p): p is number => p !== null);
    expect(places.sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
    expect(checkHardRules(plan.matches)).toEqual([]);
    const final = plan.matches.find((m) => m.id === "F");
    expect(final?.slot).toBe(Math.max(...plan.matches.map((m) => m.slot)));
    expect(final?.pitch).toBe("p1");
  });

  it("plain knockout mode from seeds with byes", () => {
    const plan = generateTournamentPlan(buildSettings({ mode: "knockout", thirdPlace: true }), buildTeams(6), 1);
    expect(plan.matches.map((m) => m.id).sort()).toEqual(["F", "P3", "QF2", "QF4", "SF1", "SF2"]);
    expect(checkHardRules(plan.matches)).toEqual([]);
  });

  it("settings schema fills the documented defaults (3/1/0, DFB tie-break order)", () => {
    const s = TournamentSettingsSchema.parse({ firstKickoff: "2025-06-14T10:00", pitches: buildPitches(1) });
    expect(s.points).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(s.tieBreakOrder).toEqual(["points", "goalDifference", "goalsScored", "headToHead", "shootout", "lot"]);
    expect(() => TournamentSettingsSchema.parse({ firstKickoff: "10:00", pitches: [] })).toThrow();
  });

  it("every emitted reason, stage and placeholder key is listed for translation", () => {
    const keys = Object.keys(DOMAIN_I18N_KEYS);
    const reasons = [...TieBreakCriterionSchema.options, "override", "level", "unresolved"] as const;
    for (const r of reasons) expect(keys).toContain(describeRankReason(r).key);
    for (const s of StageSchema.options) expect(keys).toContain(describeStage(s).key);
    const placeholders = [
      { kind: "groupRank", group: "A", rank: 1 },
      { kind: "bestOfRank", rank: 3, index: 1 },
      { kind: "winner", match: "SF1" },
      { kind: "loser", match: "SF1" },
    ] as const;
    for (const p of placeholders) {
      const d = describePlaceholder(p);
      expect(keys).toContain(d.key);
      expect(Object.keys(d.params).sort()).toEqual([...DOMAIN_I18N_KEYS[d.key]].sort());
    }
  });
});
