import { describe, expect, it } from "vitest";
import { regenerateQuestion } from "./regenerate.ts";

describe("regenerateQuestion", () => {
  it("does not ask for a fresh draft plan", () => {
    expect(regenerateQuestion({ status: "draft", resultCount: 0, planVersion: 1 })).toBeNull();
    expect(regenerateQuestion({ status: "draft", resultCount: 0, planVersion: 0 })).toBeNull();
  });

  it("always asks once the tournament is published, even without results", () => {
    for (const status of ["published", "running", "finished"] as const)
      expect(regenerateQuestion({ status, resultCount: 0, planVersion: 1 })).toBe(
        "organiser.settings.regenerateConfirmPublished",
      );
  });

  it("asks in draft once the plan was changed after it was made (e.g. the order edited by hand)", () => {
    expect(regenerateQuestion({ status: "draft", resultCount: 0, planVersion: 2 })).toBe(
      "organiser.settings.regenerateConfirmEdited",
    );
  });

  it("warns about deleted results first", () => {
    expect(regenerateQuestion({ status: "running", resultCount: 3, planVersion: 4 })).toBe(
      "organiser.settings.regenerateConfirm",
    );
  });
});
