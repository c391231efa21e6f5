import { describe, expect, it } from "vitest";
import { formatLocalDate, formatLocalDateRange, formatLocalDateTime } from "../src/local-dates.ts";

describe("local dates", () => {
  it("shows a date in the page's language, never as raw ISO", () => {
    expect(formatLocalDate("2026-11-22", "en")).toBe("Nov 22, 2026");
    expect(formatLocalDate("2026-11-22", "de")).toBe("22.11.2026");
    expect(formatLocalDate("2026-11-22", "tr")).not.toContain("2026-11-22");
    expect(formatLocalDate("", "en")).toBe("");
  });

  it("shows a range only when the tournament spans several days", () => {
    expect(formatLocalDateRange("2026-11-22", "2026-11-22", "en")).toBe("Nov 22, 2026");
    expect(formatLocalDateRange("2026-11-22", "2026-11-23", "de")).toBe("22.11.2026 – 23.11.2026");
  });

  it("shows a kick-off with a 24-hour clock and no time-zone shift", () => {
    expect(formatLocalDateTime("2026-11-22T10:00", "en")).toBe("Nov 22, 2026, 10:00");
    expect(formatLocalDateTime("2026-11-22T18:05", "en")).toContain("18:05");
    expect(formatLocalDateTime("2026-11-22T10:00", "de")).toContain("22.11.2026");
  });
});
