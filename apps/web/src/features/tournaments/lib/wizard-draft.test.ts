import { describe, expect, it } from "vitest";
import { emptyDraft, previewPlan, toFormat, validateStep, type WizardDraft } from "./wizard-draft.ts";

const base = (): WizardDraft =>
  emptyDraft(
    (n) => `Team ${n}`,
    (n) => `Pitch ${n}`,
  );

describe("wizard draft", () => {
  it("previews 10 teams, 2 groups, semi-finals, third place and placement games on 2 pitches", () => {
    const d = base();
    d.general.name = "Spring Cup";
    d.teams = Array.from({ length: 10 }, (_, i) => ({ name: `FC ${i + 1}` }));
    d.format.placementGames = true;
    d.times.pitches = [
      { id: "p1", name: "Pitch 1" },
      { id: "p2", name: "Pitch 2" },
    ];
    const outcome = previewPlan(d);
    if (!outcome.ok) throw new Error(outcome.error);
    const stages = outcome.plan.matches.map((m) => m.stage);
    expect(stages.filter((s) => s === "group")).toHaveLength(20);
    expect(stages.filter((s) => s === "semiFinal")).toHaveLength(2);
    const placements = outcome.plan.matches.filter((m) => m.stage === "placement").map((m) => m.placeFor);
    expect(placements.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([3, 5, 7, 9]);
    expect(stages).toContain("final");
    expect(outcome.plan.matches).toHaveLength(27);
    expect(new Set(outcome.plan.matches.map((m) => m.pitch))).toEqual(new Set(["p1", "p2"]));
    // the same seed gives the same plan (what was previewed is what gets saved)
    const again = previewPlan(d);
    expect(again.ok && again.plan.matches).toEqual(outcome.plan.matches);
  });

  it("reports field errors per step", () => {
    const d = base();
    expect(validateStep(d, "general")).toEqual({ name: "required" });
    d.teams = [{ name: "A" }, { name: "a" }, { name: "" }];
    expect(validateStep(d, "teams")).toEqual({ team1: "duplicateTeam", team2: "required" });
    d.teams = [{ name: "A" }, { name: "B" }];
    expect(validateStep(d, "format").groupCount).toBe("tooManyGroups");
    d.times.pitches = [{ id: "p1", name: " " }];
    d.times.kickoff = "25";
    expect(validateStep(d, "times")).toMatchObject({ kickoff: "invalid", pitch0: "required" });
  });

  it("an impossible format is an error, not an exception", () => {
    const d = base();
    d.teams = [{ name: "A" }, { name: "B" }, { name: "C" }];
    d.format.groupCount = 1;
    d.format.knockout = "quarterFinal";
    expect(previewPlan(d).ok).toBe(false);
    expect(toFormat(d).knockout).toBe("quarterFinal");
  });
});
