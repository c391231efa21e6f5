import { describe, expect, it } from "vitest";
import { clampPitches, funinoEquipment, PITCHES_MAX, teamsFor } from "./funino-equipment.ts";

const counts = (pitches: number, format: "2v2" | "3v3") =>
  Object.fromEntries(funinoEquipment(pitches, format).map((line) => [line.item, line.count]));

describe("funino equipment checklist", () => {
  it("scales the per-pitch items with the number of pitches, the festival's items stay single", () => {
    expect(counts(3, "3v3")).toEqual({
      miniGoals: 12,
      markers: 30,
      balls: 6,
      bibs: 15,
      pitchSigns: 3,
      signal: 1,
      ladderSheet: 1,
      firstAid: 1,
    });
    expect(counts(6, "3v3")).toMatchObject({
      miniGoals: 24,
      markers: 60,
      balls: 12,
      bibs: 30,
      pitchSigns: 6,
      signal: 1,
    });
  });

  it("2v2 needs no shooting-zone markers and smaller bib sets", () => {
    expect(counts(4, "2v2")).toMatchObject({ miniGoals: 16, markers: 24, bibs: 16, balls: 8 });
  });

  it("counts an empty, fractional or out-of-range input as the nearest valid number of pitches", () => {
    expect(clampPitches(Number.NaN)).toBe(1);
    expect(clampPitches(0)).toBe(1);
    expect(clampPitches(2.6)).toBe(3);
    expect(clampPitches(1000)).toBe(PITCHES_MAX);
    expect(counts(0, "3v3").miniGoals).toBe(4);
  });

  it("takes two teams per pitch, one more with the rotating bench", () => {
    expect(teamsFor(3)).toEqual({ min: 6, max: 7 });
  });
});
