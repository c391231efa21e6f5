import { describe, expect, it } from "vitest";
import { commitTeamCount, MAX_TEAMS, MIN_TEAMS, parseTeamCount, resizeTeams, undoRemoval } from "./team-count.ts";
import type { DraftTeam } from "./wizard-model.ts";

const defaultName = (n: number) => `Team ${n}`;
const placeholders = (count: number): DraftTeam[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Team ${i + 1}` }));
const EIGHT = ["Lions", "Tigers", "Bears", "Wolves", "Eagles", "Sharks", "Foxes", "Hawks"];
const named = (names = EIGHT): DraftTeam[] => names.map((name) => ({ name }));
const names = (teams: readonly DraftTeam[]) => teams.map((t) => t.name);

describe("the number of teams", () => {
  it("select-all and typing 10 over 8 named teams commits 10 once and keeps every name", () => {
    // The keystrokes "1" and "0" only change the field; the list changes when the field is left.
    const outcome = commitTeamCount(named(), "10", defaultName);
    expect(outcome.action).toBe("apply");
    if (outcome.action !== "apply") return;
    expect(names(outcome.resize.teams)).toEqual([...EIGHT, "Team 9", "Team 10"]);
    expect(outcome.resize.removal).toBeNull();
  });

  it("Backspace on 20 asks before 18 rows with names go, and says how many of them have names", () => {
    const twenty = [...named(), ...placeholders(20).slice(8)];
    const outcome = commitTeamCount(twenty, "2", defaultName);
    expect(outcome.action).toBe("ask");
    if (outcome.action !== "ask") return;
    // Teams 3–8 are named; 9–20 still carry the placeholder the form filled in.
    expect(outcome.resize.named).toBe(6);
    expect(outcome.resize.removal?.teams).toHaveLength(18);
    expect(names(outcome.resize.teams)).toEqual(["Lions", "Tigers"]);
  });

  it("removes only blank trailing rows without asking (empty or a placeholder, also after reordering)", () => {
    const teams: DraftTeam[] = [...named(["A", "B", "C"]), { name: "  " }, { name: "Team 2" }, { name: "Team 6" }];
    const outcome = commitTeamCount(teams, 3, defaultName);
    expect(outcome.action).toBe("apply");
    if (outcome.action !== "apply") return;
    expect(outcome.resize.named).toBe(0);
    expect(names(outcome.resize.teams)).toEqual(["A", "B", "C"]);
  });

  it("counts a saved team as the organiser's data even with a placeholder name", () => {
    const teams: DraftTeam[] = [...placeholders(3), { id: "t-4", name: "Team 4" }];
    const outcome = commitTeamCount(teams, 3, defaultName);
    expect(outcome).toMatchObject({ action: "ask", resize: { named: 1 } });
  });

  it("keeps the list for an empty field, the same count, or garbage, and stays within the limits", () => {
    expect(commitTeamCount(named(), "", defaultName).action).toBe("keep");
    expect(commitTeamCount(named(), 8, defaultName).action).toBe("keep");
    expect(commitTeamCount(named(), "-", defaultName).action).toBe("keep");
    expect(parseTeamCount(" 12 ")).toBe(12);
    expect(parseTeamCount("abc")).toBeNull();
    expect(resizeTeams(placeholders(3), 1, defaultName).teams).toHaveLength(MIN_TEAMS);
    expect(resizeTeams(placeholders(3), 500, defaultName).teams).toHaveLength(MAX_TEAMS);
    // Already at the minimum: 1 is clamped to 2, nothing changes.
    expect(commitTeamCount(placeholders(2), "1", defaultName).action).toBe("keep");
  });

  it("an undo puts the removed rows back with their names, ids and order", () => {
    const teams: DraftTeam[] = [...named(), { id: "t-9", name: "Saved" }];
    const outcome = commitTeamCount(teams, 3, defaultName);
    if (outcome.action !== "ask") throw new Error("expected a question");
    const { teams: left, removal } = outcome.resize;
    if (!removal) throw new Error("expected a removal");
    expect(undoRemoval(left, removal)).toEqual(teams);
    // Rows added after the removal stay after the restored ones.
    expect(names(undoRemoval([...left, { name: "New" }], removal))).toEqual([...EIGHT, "Saved", "New"]);
  });

  it("restores at the end when the list has become shorter since the removal", () => {
    expect(names(undoRemoval([{ name: "Lions" }], { index: 5, teams: [{ name: "Hawks" }] }))).toEqual([
      "Lions",
      "Hawks",
    ]);
  });
});
