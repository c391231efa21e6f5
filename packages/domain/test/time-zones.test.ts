import { describe, expect, it } from "vitest";
import { timeZoneOfCountry, zonedTimeToUtc } from "../src/time-zones.ts";

const utc = (local: string, zone: string) => zonedTimeToUtc(local, zone).toISOString();

describe("a tournament's time zone", () => {
  it("comes from the venue's country: its only zone, or the mainland's where there are several", () => {
    expect(timeZoneOfCountry("AT")).toBe("Europe/Vienna");
    expect(timeZoneOfCountry("TR")).toBe("Europe/Istanbul");
    expect(timeZoneOfCountry("DE")).toBe("Europe/Berlin");
    expect(timeZoneOfCountry("ES")).toBe("Europe/Madrid");
    expect(timeZoneOfCountry("PT")).toBe("Europe/Lisbon");
    expect(["Europe/Kyiv", "Europe/Kiev"]).toContain(timeZoneOfCountry("UA"));
  });

  it("is unknown without a country, for a malformed code, and where a country has several main zones", () => {
    expect(timeZoneOfCountry(undefined)).toBeNull();
    expect(timeZoneOfCountry("")).toBeNull();
    expect(timeZoneOfCountry("de")).toBeNull();
    expect(timeZoneOfCountry("US")).toBeNull();
    expect(timeZoneOfCountry("RU")).toBeNull();
  });
});

describe("wall-clock time at the venue to UTC", () => {
  it("uses winter and summer offsets", () => {
    expect(utc("2030-01-05T09:00", "Europe/Berlin")).toBe("2030-01-05T08:00:00.000Z");
    expect(utc("2030-07-06T09:00", "Europe/Berlin")).toBe("2030-07-06T07:00:00.000Z");
    expect(utc("2030-07-06T09:00", "Europe/Lisbon")).toBe("2030-07-06T08:00:00.000Z");
    expect(utc("2030-07-06T09:00", "Europe/Istanbul")).toBe("2030-07-06T06:00:00.000Z");
  });

  it("crosses the spring change: a skipped time moves forward by the gap", () => {
    // Berlin, 31 March 2030: 02:00 CET becomes 03:00 CEST.
    expect(utc("2030-03-31T01:48", "Europe/Berlin")).toBe("2030-03-31T00:48:00.000Z");
    expect(utc("2030-03-31T02:30", "Europe/Berlin")).toBe("2030-03-31T01:30:00.000Z");
    expect(utc("2030-03-31T03:00", "Europe/Berlin")).toBe("2030-03-31T01:00:00.000Z");
  });

  it("crosses the autumn change: a time that exists twice is the first one", () => {
    // Berlin, 27 October 2030: 03:00 CEST becomes 02:00 CET.
    expect(utc("2030-10-27T01:30", "Europe/Berlin")).toBe("2030-10-26T23:30:00.000Z");
    expect(utc("2030-10-27T02:30", "Europe/Berlin")).toBe("2030-10-27T00:30:00.000Z");
    expect(utc("2030-10-27T03:30", "Europe/Berlin")).toBe("2030-10-27T02:30:00.000Z");
  });

  it("works south of the equator too (Santiago's change in April)", () => {
    expect(utc("2030-01-10T10:00", "America/Santiago")).toBe("2030-01-10T13:00:00.000Z");
    expect(utc("2030-07-10T10:00", "America/Santiago")).toBe("2030-07-10T14:00:00.000Z");
  });
});
