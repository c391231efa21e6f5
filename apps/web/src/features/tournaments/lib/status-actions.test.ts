import { describe, expect, it } from "vitest";
import { statusActions } from "./status-actions.ts";

const base = {
  status: "draft" as const,
  visibility: "public" as const,
  abilities: { changeStatus: true },
  matchCount: 10,
  resultCount: 0,
};

describe("statusActions", () => {
  it("offers nothing without the changeStatus ability", () => {
    expect(statusActions({ ...base, abilities: { changeStatus: false } })).toEqual([]);
  });

  it("explains publishing by the tournament's visibility", () => {
    for (const visibility of ["public", "unlisted", "private"] as const) {
      const [publish] = statusActions({ ...base, visibility });
      expect(publish).toMatchObject({
        target: "published",
        label: "organiser.status.to.published",
        confirm: `organiser.status.publishConfirm.${visibility}`,
        danger: false,
        blockedBy: null,
      });
    }
  });

  it("from published: start first, then back to draft (red); start needs a plan", () => {
    const actions = statusActions({ ...base, status: "published" });
    expect(actions.map((a) => [a.target, a.danger])).toEqual([
      ["running", false],
      ["draft", true],
    ]);
    const noPlan = statusActions({ ...base, status: "published", matchCount: 0 });
    expect(noPlan.find((a) => a.target === "running")?.blockedBy).toBe("organiser.status.needPlan");
  });

  it("does not offer back to draft once results exist (the server refuses it)", () => {
    const actions = statusActions({ ...base, status: "published", resultCount: 1 });
    expect(actions.map((a) => a.target)).toEqual(["running"]);
  });

  it("finish, archive (red) and restore from the archive, each with its own question", () => {
    expect(statusActions({ ...base, status: "running" })).toMatchObject([
      { target: "finished", confirm: "organiser.status.confirm.finished" },
    ]);
    expect(statusActions({ ...base, status: "finished" })).toMatchObject([
      { target: "archived", confirm: "organiser.status.confirm.archived", danger: true },
    ]);
    expect(statusActions({ ...base, status: "archived" })).toMatchObject([
      {
        target: "finished",
        label: "organiser.status.restore.label",
        confirm: "organiser.status.restore.confirm",
        done: "organiser.status.restore.done",
      },
    ]);
  });
});
