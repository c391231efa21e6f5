import { describe, expect, it } from "vitest";
import { isBeingPlayed, localDateTimeAt, localDateTimeAtOffset, matchesBeingPlayed } from "../src/match-clock.ts";
import { offsetMinutes } from "../src/time-zones.ts";

const match = { id: "m1", start: "2030-05-04T09:00", end: "2030-05-04T09:10", status: "scheduled" as const };

describe("isBeingPlayed", () => {
  it("is true from kick-off up to (not including) the end while the tournament runs", () => {
    expect(isBeingPlayed(match, "running", "2030-05-04T08:59")).toBe(false);
    expect(isBeingPlayed(match, "running", "2030-05-04T09:00")).toBe(true);
    expect(isBeingPlayed(match, "running", "2030-05-04T09:09")).toBe(true);
    expect(isBeingPlayed(match, "running", "2030-05-04T09:10")).toBe(false);
  });

  it("is false on another day at the same clock time", () => {
    expect(isBeingPlayed(match, "running", "2030-05-05T09:05")).toBe(false);
  });

  it("is false unless the tournament is running, whatever the clock says", () => {
    for (const status of ["draft", "published", "finished", "archived"] as const) {
      expect(isBeingPlayed(match, status, "2030-05-04T09:05")).toBe(false);
    }
  });

  it("is false once the result is in, even before the planned end", () => {
    expect(isBeingPlayed({ ...match, status: "finished" }, "running", "2030-05-04T09:05")).toBe(false);
  });

  it("lists the matches being played now", () => {
    const matches = [
      match,
      { ...match, id: "m2" },
      { ...match, id: "m3", start: "2030-05-04T09:12", end: "2030-05-04T09:22" },
      { ...match, id: "m4", status: "finished" as const },
    ];
    expect([...matchesBeingPlayed({ status: "running", matches }, "2030-05-04T09:05")]).toEqual(["m1", "m2"]);
    expect(matchesBeingPlayed({ status: "published", matches }, "2030-05-04T09:05").size).toBe(0);
  });
});

describe("localDateTimeAt", () => {
  it("reads an instant on the venue's clock, with summer time", () => {
    const instant = new Date("2030-05-04T07:05:30Z");
    expect(localDateTimeAt(instant, "Europe/Berlin")).toBe("2030-05-04T09:05");
    expect(localDateTimeAt(instant, "Europe/Lisbon")).toBe("2030-05-04T08:05");
    expect(localDateTimeAt(new Date("2030-01-04T07:05:00Z"), "Europe/Berlin")).toBe("2030-01-04T08:05");
  });

  it("crosses midnight into the venue's date", () => {
    expect(localDateTimeAt(new Date("2030-05-04T22:30:00Z"), "Europe/Istanbul")).toBe("2030-05-05T01:30");
  });

  it("uses the device's clock without a zone or with an unknown one", () => {
    const instant = new Date(2030, 4, 4, 9, 5);
    expect(localDateTimeAt(instant, null)).toBe("2030-05-04T09:05");
    expect(localDateTimeAt(instant, "Not/AZone")).toBe("2030-05-04T09:05");
  });
});

describe("localDateTimeAtOffset", () => {
  it("reads the venue's clock from the zone's offset as the zone itself does (the lean page's first minute)", () => {
    const instants = [
      "2030-05-04T07:05:30Z",
      "2030-01-04T07:05:00Z",
      "2030-05-04T22:30:00Z",
      // Either side of Berlin's change to summer time (31 March 2030, 01:00 UTC).
      "2030-03-31T00:59:00Z",
      "2030-03-31T01:00:00Z",
    ].map((iso) => Date.parse(iso));
    for (const zone of ["Europe/Berlin", "Europe/Lisbon", "Europe/Istanbul", "America/Sao_Paulo"])
      for (const instant of instants)
        expect(localDateTimeAtOffset(instant, offsetMinutes(instant, zone)), `${zone} ${instant}`).toBe(
          localDateTimeAt(new Date(instant), zone),
        );
    expect(localDateTimeAtOffset(Date.parse("2030-05-04T07:05:30Z"), 120)).toBe("2030-05-04T09:05");
  });
});
