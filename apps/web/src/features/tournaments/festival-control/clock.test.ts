import { describe, expect, it } from "vitest";
import { clockActions, clockView, formatClock, serverOffset } from "./clock.ts";

const clock = (patch: Partial<{ round: number; running: boolean; startedAt: number | null; elapsedMs: number }>) => ({
  round: 1,
  running: false,
  startedAt: null,
  elapsedMs: 0,
  ...patch,
});

describe("formatClock", () => {
  it("shows minutes and seconds, rounded up", () => {
    expect(formatClock(7 * 60_000)).toBe("07:00");
    expect(formatClock(7 * 60_000 - 1)).toBe("07:00");
    expect(formatClock(7 * 60_000 - 1000)).toBe("06:59");
    expect(formatClock(61_500)).toBe("01:02");
    expect(formatClock(999)).toBe("00:01");
  });
  it("stops at zero when over time", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(-12_000)).toBe("00:00");
  });
});

describe("clockView", () => {
  it("a clock of another round shows the whole round, stopped", () => {
    const v = clockView(clock({ round: 1, running: true, startedAt: 0 }), 2, 7, 10_000, 0);
    expect(v).toEqual({ remainingMs: 420_000, running: false, started: false });
  });
  it("counts down from the server's start, corrected by the offset", () => {
    // The server is 5 s ahead of this device: started at server time 100 000, device time now 130 000.
    const v = clockView(clock({ running: true, startedAt: 100_000 }), 1, 7, 130_000, serverOffset(205_000, 200_000));
    expect(v.remainingMs).toBe(420_000 - 35_000);
    expect(v.running).toBe(true);
    expect(v.started).toBe(true);
  });
  it("a paused clock keeps its elapsed time", () => {
    const v = clockView(clock({ elapsedMs: 60_000 }), 1, 7, 999_999, 0);
    expect(v).toEqual({ remainingMs: 360_000, running: false, started: true });
  });
  it("over time is negative", () => {
    expect(clockView(clock({ running: true, startedAt: 0 }), 1, 1, 90_000, 0).remainingMs).toBe(-30_000);
  });
});

describe("clockActions", () => {
  it("offers what fits the clock's state", () => {
    expect(clockActions({ remainingMs: 1, running: false, started: false })).toEqual(["start"]);
    expect(clockActions({ remainingMs: 1, running: true, started: true })).toEqual(["pause", "reset"]);
    expect(clockActions({ remainingMs: 1, running: false, started: true })).toEqual(["resume", "reset"]);
  });
});
