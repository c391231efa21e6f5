import { describe, expect, it } from "vitest";
import { byDay, dayHeading, windowText } from "./day-labels.ts";

const pitches = [
  { id: "A", name: "Platz A" },
  { id: "B", name: "Platz B" },
];

describe("day labels", () => {
  it("shows a window's times alone on a one-day event", () => {
    const window = { pitches: ["A", "B"], start: "2030-06-14T09:00", end: "2030-06-14T13:00" };
    expect(windowText(window, pitches)).toBe("Platz A, Platz B · 09:00–13:00");
    expect(windowText(window, pitches, { multiDay: false, locale: "de-DE" })).toBe("Platz A, Platz B · 09:00–13:00");
  });

  it("shows a window's day in the page's language on a multi-day event", () => {
    const window = { pitches: ["A"], start: "2030-06-14T09:00", end: "2030-06-14T13:00" };
    expect(windowText(window, pitches, { multiDay: true, locale: "de-DE" })).toMatch(
      /^Platz A · Fr\.?,? 14\.6\. 09:00–13:00$/,
    );
    expect(windowText(window, pitches, { multiDay: true, locale: "en-US" })).toMatch(
      /^Platz A · Fri,? 6\/14 09:00–13:00$/,
    );
    const overnight = { pitches: ["A"], start: "2030-06-14T20:00", end: "2030-06-15T01:00" };
    expect(windowText(overnight, pitches, { multiDay: true, locale: "de-DE" })).toMatch(/Sa\.?,? 15\.6\. 01:00$/);
  });

  it("groups a pitch's items by day in kick-off order", () => {
    const items = [{ start: "2030-06-13T09:00" }, { start: "2030-06-13T10:00" }, { start: "2030-06-14T09:00" }];
    expect(byDay(items).map((g) => [g.day, g.items.length])).toEqual([
      ["2030-06-13", 2],
      ["2030-06-14", 1],
    ]);
    expect(byDay([])).toEqual([]);
    expect(dayHeading("2030-06-13", "de-DE")).toMatch(/^Do\.?,? 13\.6\.$/);
  });
});
