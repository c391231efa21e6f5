import type { Division } from "@kickoff/domain/event-contracts.ts";
import { describe, expect, it } from "vitest";
import { clockOf, layoutTimeline, minuteOf, nextPitchId, PX_PER_MINUTE, shiftWindow } from "./timeline.ts";

const pitches = [1, 2, 3].map((n) => ({ id: `p${n}`, name: `Pitch ${n}`, hours: [] }));
const division = (name: string, window: Division["window"]): Division => ({
  tournamentId: `00000000-0000-4000-8000-00000000000${name.length}`,
  mode: "normal",
  name,
  ageGroupLabel: null,
  status: "draft",
  teamCount: 4,
  window,
  pitchMinutes: 60,
});

describe("layoutTimeline", () => {
  it("places each window on its pitches, from the full hour before the first window", () => {
    const days = layoutTimeline(pitches, [
      division("U9", { pitches: ["p1", "p2"], start: "2026-06-01T09:30", end: "2026-06-01T11:00" }),
      division("U13x", { pitches: ["p3"], start: "2026-06-01T10:00", end: "2026-06-01T12:15" }),
      division("none", null),
    ]);
    expect(days).toHaveLength(1);
    const day = days[0];
    expect(day?.from).toBe(9 * 60);
    expect(day?.to).toBe(13 * 60);
    expect(day?.height).toBe(240 * PX_PER_MINUTE);
    expect(day?.hours.map((h) => h.minute)).toEqual([540, 600, 660, 720, 780]);
    expect(day?.columns.map((c) => c.blocks.map((b) => b.name))).toEqual([["U9"], ["U9"], ["U13x"]]);
    const u9 = day?.columns[0]?.blocks[0];
    expect(u9?.top).toBe(30 * PX_PER_MINUTE);
    expect(u9?.height).toBe(90 * PX_PER_MINUTE);
    expect(u9?.colour).toBe(0);
    expect(day?.columns[2]?.blocks[0]).toMatchObject({ colour: 1, start: "10:00", end: "12:15" });
  });

  it("makes one day per date and none without windows", () => {
    expect(layoutTimeline(pitches, [division("a", null)])).toEqual([]);
    const days = layoutTimeline(pitches, [
      division("b", { pitches: ["p1"], start: "2026-06-02T09:00", end: "2026-06-02T10:00" }),
      division("a", { pitches: ["p1"], start: "2026-06-01T09:00", end: "2026-06-01T10:00" }),
    ]);
    expect(days.map((d) => d.date)).toEqual(["2026-06-01", "2026-06-02"]);
  });
});

describe("window helpers", () => {
  it("converts times", () => {
    expect(minuteOf("2026-06-01T09:05")).toBe(545);
    expect(clockOf(545)).toBe("09:05");
  });
  it("shifts a window within its day only", () => {
    const w = { pitches: ["p1"], start: "2026-06-01T09:45", end: "2026-06-01T11:00" };
    expect(shiftWindow(w, 30)).toEqual({ pitches: ["p1"], start: "2026-06-01T10:15", end: "2026-06-01T11:30" });
    expect(shiftWindow(w, -600)).toBeNull();
    expect(shiftWindow({ ...w, end: "2026-06-01T23:50" }, 30)).toBeNull();
  });
  it("finds a free pitch id", () => {
    expect(nextPitchId([{ id: "p1" }, { id: "p3" }])).toBe("p4");
    expect(nextPitchId([])).toBe("p1");
  });
});
