import { describe, expect, it } from "vitest";
import {
  checkPitchHours,
  dayRows,
  newPitch,
  type PitchDraft,
  pitchHoursDraft,
  pitchHoursOf,
  setDayRow,
  setPerDay,
} from "./pitch-hours.ts";

const DAYS = ["2030-06-13", "2030-06-14"];
const pitch = (over: Partial<PitchDraft>): PitchDraft => ({ ...newPitch("p1", "A"), ...over });

describe("pitch hours per day", () => {
  it("reads equal hours on every day as 'same every day' and anything else per day", () => {
    expect(pitchHoursDraft([], DAYS)).toEqual({ from: "", to: "", perDay: false, days: [] });
    const same = DAYS.map((date) => ({ date, from: "09:00", to: "17:00" }));
    expect(pitchHoursDraft(same, DAYS)).toMatchObject({ from: "09:00", to: "17:00", perDay: false });
    // Only one of two days, or two spans on one day: per day, so that saving gives back the same hours.
    expect(pitchHoursDraft(same.slice(0, 1), DAYS).perDay).toBe(true);
    const split = [
      { date: "2030-06-13", from: "09:00", to: "12:00" },
      { date: "2030-06-13", from: "14:00", to: "18:00" },
    ];
    expect(pitchHoursDraft(split, ["2030-06-13"]).perDay).toBe(true);
    expect(pitchHoursOf({ ...pitch({}), ...pitchHoursDraft(split, ["2030-06-13"]) }, ["2030-06-13"])).toEqual(split);
  });

  it("saves filled days in the order of the day and leaves empty days out", () => {
    const p = pitch({
      perDay: true,
      days: [
        { date: "2030-06-14", from: "10:00", to: "12:00" },
        { date: "2030-06-13", from: "", to: "" },
        { date: "2030-06-13", from: "08:00", to: "09:00" },
      ],
    });
    expect(pitchHoursOf(p, DAYS)).toEqual([
      { date: "2030-06-13", from: "08:00", to: "09:00" },
      { date: "2030-06-14", from: "10:00", to: "12:00" },
    ]);
    expect(pitchHoursOf(pitch({ from: "09:00", to: "10:00" }), DAYS)).toHaveLength(2);
  });

  it("shows a row per day, adds an entry when an empty day is filled, and keeps the hours when switching", () => {
    const p = setPerDay(pitch({ from: "09:00", to: "17:00" }), true, DAYS);
    expect(p.days).toEqual(DAYS.map((date) => ({ date, from: "09:00", to: "17:00" })));
    const empty = pitch({ perDay: true, days: [{ date: "2030-06-14", from: "10:00", to: "11:00" }] });
    const rows = dayRows(empty, DAYS);
    expect(rows.map((r) => [r.date, r.index])).toEqual([
      ["2030-06-13", -1],
      ["2030-06-14", 0],
    ]);
    const filled = setDayRow(empty, rows[0] as (typeof rows)[0], { from: "08:00" });
    expect(filled.days).toContainEqual({ date: "2030-06-13", from: "08:00", to: "" });
    expect(setPerDay(empty, false, DAYS)).toMatchObject({ perDay: false, from: "10:00", to: "11:00", days: [] });
  });

  it("checks each day's times, days outside the event and an all-empty per-day list", () => {
    expect(checkPitchHours(pitch({ from: "10:00", to: "09:00" }), 2, DAYS)).toEqual({
      "pitches.2.hours": "hoursInvalid",
    });
    expect(checkPitchHours(pitch({ from: "09:00", to: "10:00" }), 0, DAYS)).toEqual({});
    const p = pitch({
      perDay: true,
      days: [
        { date: "2030-06-13", from: "09:00", to: "10:00" },
        { date: "2030-06-14", from: "12:00", to: "" },
        { date: "2030-06-20", from: "09:00", to: "10:00" },
      ],
    });
    expect(checkPitchHours(p, 1, DAYS)).toEqual({ "pitches.1.day.1": "hoursInvalid", "pitches.1.day.2": "dayOutside" });
    expect(checkPitchHours(pitch({ perDay: true, days: [] }), 0, DAYS)).toEqual({ "pitches.0.day.0": "dayNeeded" });
  });
});
