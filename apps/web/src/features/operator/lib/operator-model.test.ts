import { describe, expect, it } from "vitest";
import {
  ageOf,
  formatAge,
  formatBytes,
  OPERATOR_TABS,
  operatorErrorKey,
  pageCount,
  reportActions,
  tabOf,
  tellsOwner,
} from "./operator-model.ts";

describe("tabOf", () => {
  it("opens a named tab and falls back to the report queue", () => {
    for (const tab of OPERATOR_TABS) expect(tabOf(tab)).toBe(tab);
    expect(tabOf(null)).toBe("reports");
    expect(tabOf("Users")).toBe("reports");
    expect(tabOf("<script>")).toBe("reports");
  });
});

describe("operatorErrorKey", () => {
  it("explains the operator codes by their own key", () => {
    expect(operatorErrorKey("CANNOT_ACT_ON_SELF", 400)).toBe("operator.errors.CANNOT_ACT_ON_SELF");
    expect(operatorErrorKey("USER_IS_OPERATOR", 409)).toBe("operator.errors.USER_IS_OPERATOR");
    expect(operatorErrorKey("REPORT_CLOSED", 409)).toBe("operator.errors.REPORT_CLOSED");
    expect(operatorErrorKey("RETENTION_BUSY", 409)).toBe("operator.errors.RETENTION_BUSY");
  });
  it("tells a call the server does not have yet apart from a failure", () => {
    expect(operatorErrorKey("ROUTE_NOT_FOUND", 404)).toBe("operator.errors.notBuilt");
  });
  it("falls back by status, then to the generic text", () => {
    expect(operatorErrorKey("HTTP_ERROR", 429)).toBe("operator.errors.RATE_LIMITED");
    expect(operatorErrorKey(undefined, 0)).toBe("operator.errors.NETWORK_ERROR");
    expect(operatorErrorKey("HTTP_ERROR", 403)).toBe("operator.errors.FORBIDDEN");
    expect(operatorErrorKey("INTERNAL", 500)).toBe("operator.errors.failed");
    expect(operatorErrorKey(undefined, undefined)).toBe("operator.errors.failed");
  });
});

describe("ageOf", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("uses the largest whole unit up to weeks", () => {
    expect(ageOf("2026-11-26T11:59:30Z", now)).toEqual({ value: 0, unit: "minute" });
    expect(ageOf("2026-11-26T11:01:00Z", now)).toEqual({ value: 59, unit: "minute" });
    expect(ageOf("2026-11-26T11:00:00Z", now)).toEqual({ value: 1, unit: "hour" });
    expect(ageOf("2026-11-25T12:00:01Z", now)).toEqual({ value: 23, unit: "hour" });
    expect(ageOf("2026-11-25T12:00:00Z", now)).toEqual({ value: 1, unit: "day" });
    expect(ageOf("2026-11-13T12:00:00Z", now)).toEqual({ value: 13, unit: "day" });
    expect(ageOf("2026-11-12T12:00:00Z", now)).toEqual({ value: 2, unit: "week" });
  });
  it("never goes negative when the clock is behind the server", () => {
    expect(ageOf("2026-11-26T12:05:00Z", now)).toEqual({ value: 0, unit: "minute" });
  });
  it("reads in the page's language", () => {
    expect(formatAge("2026-11-26T09:00:00Z", now, "en")).toBe("3 hours ago");
    expect(formatAge("2026-11-26T09:00:00Z", now, "de")).toBe("vor 3 Stunden");
  });
});

describe("formatBytes", () => {
  it("picks the unit below 1024 of the next", () => {
    expect(formatBytes(0, "en")).toBe("0 byte");
    expect(formatBytes(1023, "en")).toBe("1,023 byte");
    expect(formatBytes(1024, "en")).toBe("1 kB");
    expect(formatBytes(1536, "en")).toBe("1.5 kB");
    expect(formatBytes(5 * 1024 * 1024, "en")).toBe("5 MB");
    expect(formatBytes(-5, "en")).toBe("0 byte");
  });
});

describe("reportActions", () => {
  it("offers hide, delete, dismiss for an open report of a shown target", () => {
    expect(reportActions("open", false, false)).toEqual(["hide", "delete", "dismiss"]);
  });
  it("offers unhide for a target hidden already (a photo pending review)", () => {
    expect(reportActions("open", true, false)).toEqual(["unhide", "delete", "dismiss"]);
    expect(reportActions("hidden", true, false)).toEqual(["unhide", "delete"]);
  });
  it("only dismisses when the target is gone, and nothing on closed reports", () => {
    expect(reportActions("open", false, true)).toEqual(["dismiss"]);
    expect(reportActions("hidden", true, true)).toEqual([]);
    expect(reportActions("deleted", false, false)).toEqual([]);
    expect(reportActions("dismissed", false, false)).toEqual([]);
  });
  it("tells the owner of everything but a dismissal", () => {
    expect(tellsOwner("hide")).toBe(true);
    expect(tellsOwner("unhide")).toBe(true);
    expect(tellsOwner("delete")).toBe(true);
    expect(tellsOwner("dismiss")).toBe(false);
  });
});

describe("pageCount", () => {
  it("counts at least one page", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
