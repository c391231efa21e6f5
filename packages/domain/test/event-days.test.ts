import { describe, expect, it } from "vitest";
import { dayTime, eventDates, eventDayOf, fromDay, isMultiDay, shortDay } from "../src/event-days.ts";

describe("event days", () => {
  it("is today while the event runs, its first day before and its last after", () => {
    expect(eventDayOf("2030-06-01", "2030-06-13", "2030-06-14")).toBe("2030-06-13");
    expect(eventDayOf("2030-06-13", "2030-06-13", "2030-06-14")).toBe("2030-06-13");
    expect(eventDayOf("2030-06-14", "2030-06-13", "2030-06-14")).toBe("2030-06-14");
    expect(eventDayOf("2030-07-01", "2030-06-13", "2030-06-14")).toBe("2030-06-14");
    expect(eventDayOf("2030-07-01", "2030-06-13", null)).toBe("2030-06-13");
  });

  it("leaves out earlier days' items", () => {
    expect(fromDay("2030-06-13T18:00", "2030-06-14")).toBe(false);
    expect(fromDay("2030-06-14T09:00", "2030-06-14")).toBe(true);
    expect(fromDay("2030-06-15T09:00", "2030-06-14")).toBe(true);
  });

  it("lists the event's dates and tells a multi-day event", () => {
    expect(eventDates("2030-06-30", "2030-07-02")).toEqual(["2030-06-30", "2030-07-01", "2030-07-02"]);
    expect(eventDates("2030-06-13", null)).toEqual(["2030-06-13"]);
    expect(isMultiDay("2030-06-13", "2030-06-14")).toBe(true);
    expect(isMultiDay("2030-06-13", "2030-06-13")).toBe(false);
    expect(isMultiDay("2030-06-13", null)).toBe(false);
  });

  it("labels a kick-off with its short day in the page's language on a multi-day event only", () => {
    expect(shortDay("2030-06-14", "de-DE")).toMatch(/^Fr\.?,? 14\.6\.$/);
    expect(shortDay("2030-06-14", "en-US")).toMatch(/^Fri,? 6\/14$/);
    expect(dayTime("2030-06-14T09:00", "de-DE", true)).toMatch(/^Fr\.?,? 14\.6\. 09:00$/);
    expect(dayTime("2030-06-14T09:00", "de-DE", false)).toBe("09:00");
  });
});
