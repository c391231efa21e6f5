import type { Match } from "@kickoff/domain/contracts.ts";
import { describe, expect, it } from "vitest";
import { customRange, localStamp, previewDelay } from "./delay.ts";

const match = (id: string, start: string, status: Match["status"] = "scheduled"): Match => ({
  id,
  stage: "group",
  group: "A",
  round: 1,
  placeFor: null,
  home: { teamId: "a", placeholder: null },
  away: { teamId: "b", placeholder: null },
  slot: 0,
  pitch: "p1",
  startMinute: 0,
  endMinute: 10,
  start,
  end: start,
  status,
});

const tournament = {
  matches: [
    match("A1", "2030-05-04T09:00", "finished"),
    match("A2", "2030-05-04T09:12"),
    match("A3", "2030-05-04T09:24"),
  ],
  results: [{ matchId: "A1", home: 1, away: 0 }],
  delayMinutes: 5,
};

describe("the running-late preview", () => {
  it("shows where the next kick-off still to come moves and the new total", () => {
    expect(previewDelay(tournament, 10, "2030-05-04T09:05")).toEqual({
      ok: true,
      minutes: 10,
      from: "2030-05-04T09:12",
      to: "2030-05-04T09:22",
      total: 15,
      matches: 2,
    });
  });

  it("refuses what the server would refuse, with the reason to show", () => {
    const now = "2030-05-04T09:05";
    expect(previewDelay(tournament, 0, now)).toEqual({ ok: false, problem: "zero" });
    expect(previewDelay(tournament, 2.5, now)).toEqual({ ok: false, problem: "whole" });
    expect(previewDelay(tournament, Number.NaN, now)).toEqual({ ok: false, problem: "whole" });
    expect(previewDelay(tournament, 241, now)).toEqual({ ok: false, problem: "range" });
    expect(previewDelay(tournament, -6, now)).toEqual({ ok: false, problem: "belowZero" });
    expect(previewDelay(tournament, -5, "2030-05-04T09:10")).toEqual({ ok: false, problem: "beforeNow" });
    expect(previewDelay({ ...tournament, results: [], matches: [] }, 5, now)).toEqual({
      ok: false,
      problem: "nothingToPlay",
    });
  });

  it("offers a custom value up to one step later, and earlier back to no delay at most", () => {
    expect(customRange(0)).toEqual({ later: 240, earlier: 0 });
    expect(customRange(30)).toEqual({ later: 240, earlier: 30 });
    expect(customRange(600)).toEqual({ later: 120, earlier: 240 });
    expect(customRange(720)).toEqual({ later: 0, earlier: 240 });
  });

  it("writes the device's clock the way plans do", () => {
    expect(localStamp(new Date(2030, 4, 4, 9, 5))).toBe("2030-05-04T09:05");
  });
});
