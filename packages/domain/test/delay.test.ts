import { describe, expect, it } from "vitest";
import type { Match, Result } from "../src/contracts.ts";
import { DELAY_TOTAL_MAX, delayRefusal, matchesToPlay, nextKickoff, shiftMatchesToPlay } from "../src/delay.ts";
import { generateTournamentPlan } from "../src/generate.ts";
import { buildSettings, buildTeams } from "./factories.ts";

const plan = () =>
  generateTournamentPlan(buildSettings({ mode: "roundRobin", knockout: "none" }), buildTeams(4), "s").matches;
const byStart = (ms: readonly Match[]) =>
  [...ms].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));

describe("running late", () => {
  it("moves start, end and their minutes of the matches still to be played; played and live ones stay", () => {
    const matches = byStart(plan());
    const [first, second, ...rest] = matches as [Match, Match, ...Match[]];
    const live = { ...second, status: "live" as const };
    const results: Result[] = [{ matchId: first.id, home: 1, away: 0 }];
    const shifted = shiftMatchesToPlay([first, live, ...rest], results, 10);
    expect(shifted[0]).toEqual(first);
    expect(shifted[1]).toEqual(live);
    for (const [i, m] of rest.entries()) {
      const moved = shifted[i + 2] as Match;
      expect(moved.startMinute).toBe(m.startMinute + 10);
      expect(moved.endMinute).toBe(m.endMinute + 10);
      expect(moved.start > m.start && moved.end > m.end).toBe(true);
    }
    expect(matchesToPlay(shifted, results).map((m) => m.id)).toEqual(rest.map((m) => m.id));
    // Back by the same minutes gives the planned times again.
    expect(shiftMatchesToPlay(shifted, results, -10)).toEqual([first, live, ...rest]);
  });

  it("crosses midnight and the hour like the clock does", () => {
    const m = { ...(plan()[0] as Match), start: "2030-05-04T23:55", end: "2030-05-05T00:05" };
    const [moved] = shiftMatchesToPlay([m], [], 15);
    expect(moved?.start).toBe("2030-05-05T00:10");
    expect(moved?.end).toBe("2030-05-05T00:20");
  });

  it("names the next kick-off still to come, or null once everything is played", () => {
    const matches = byStart(plan());
    expect(nextKickoff(matches, [])).toBe(matches[0]?.start);
    const all = matches.map((m) => ({ matchId: m.id, home: 0, away: 0 }));
    expect(nextKickoff(matches, all)).toBeNull();
  });

  it("refuses: nothing to play, taking back more than was added, a kick-off before now, more than the maximum", () => {
    const next = "2030-05-04T10:20";
    expect(delayRefusal({ currentDelay: 0, minutes: 5, next: null })).toBe("nothingToPlay");
    expect(delayRefusal({ currentDelay: 0, minutes: -1, next })).toBe("belowZero");
    expect(delayRefusal({ currentDelay: 10, minutes: -10, next })).toBeNull();
    expect(delayRefusal({ currentDelay: 10, minutes: -10, next, now: "2030-05-04T10:11" })).toBe("beforeNow");
    expect(delayRefusal({ currentDelay: 10, minutes: -10, next, now: "2030-05-04T10:10" })).toBeNull();
    // Later is always possible, whatever the time (being late is the point).
    expect(delayRefusal({ currentDelay: 0, minutes: 5, next, now: "2030-05-04T11:00" })).toBeNull();
    expect(delayRefusal({ currentDelay: DELAY_TOTAL_MAX - 5, minutes: 10, next })).toBe("tooLate");
  });
});
