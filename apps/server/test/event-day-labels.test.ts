// Kick-off times on the public event page carry their day when the event has several (issue 19 review); the page's
// script writes the same text from the day labels the server puts beside the list (event-page.ts `line`).
import type { EventPublicMatch } from "@kickoff/domain/event-public.ts";
import { describe, expect, it } from "vitest";
import { dayLabels, matchLine } from "../src/services/event-first-paint.ts";

const t = (key: string) => (key === "eventPublic.nowNext.tbd" ? "offen" : key);
const match: EventPublicMatch = {
  divisionId: "00000000-0000-4000-8000-000000000001",
  divisionName: "U13 Cup",
  start: "2030-06-14T09:00",
  home: "Blau",
  away: null,
  live: false,
};

describe("now / next lines with their day", () => {
  it("labels the day on an event over several days, in the page's language", () => {
    const de = dayLabels({ startDate: "2030-06-13", endDate: "2030-06-14" }, "de");
    expect(Object.keys(de)).toEqual(["2030-06-13", "2030-06-14"]);
    expect(matchLine(match, t, de)).toMatch(/^Fr\.?,? 14\.6\. 09:00 · U13 Cup · Blau – offen$/);
    const en = dayLabels({ startDate: "2030-06-13", endDate: "2030-06-14" }, "en");
    expect(matchLine(match, t, en)).toMatch(/^Fri,? 6\/14 09:00 · U13 Cup/);
  });

  it("keeps the bare time on an event of one day", () => {
    const days = dayLabels({ startDate: "2030-06-14", endDate: "2030-06-14" }, "de");
    expect(days).toEqual({});
    expect(matchLine(match, t, days)).toBe("09:00 · U13 Cup · Blau – offen");
  });
});
