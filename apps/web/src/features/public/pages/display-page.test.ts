import type { PublicPlan } from "@kickoff/domain/public-contracts.ts";
import { describe, expect, it } from "vitest";
import { clockText, localStamp, nowAndNext } from "../lib/display-pages.ts";

type PlanMatch = PublicPlan["pitches"][number]["matches"][number];
const match = (id: string, start: string, end: string, status: PlanMatch["status"] = "scheduled"): PlanMatch => ({
  id,
  stage: "group",
  group: "A",
  start: `2030-05-04T${start}`,
  end: `2030-05-04T${end}`,
  status,
  home: "Home",
  away: "Away",
  homeLabel: null,
  awayLabel: null,
  result: null,
});
const plan = (matches: PlanMatch[]): PublicPlan => ({
  id: "00000000-0000-4000-8000-000000000000",
  name: "Cup",
  status: "running",
  version: 1,
  updatedAt: "2030-05-04T08:00:00Z",
  publicResults: "all",
  pitches: [{ id: "p1", name: "1", matches }],
});

describe("display mode: now and next per pitch", () => {
  const matches = [
    match("A1", "09:00", "09:10", "finished"),
    match("A2", "09:12", "09:22"),
    match("A3", "09:24", "09:34"),
  ];

  it("a match marked live is current, the following scheduled one is next", () => {
    const [row] = nowAndNext(
      plan([matches[0], { ...matches[1], status: "live" }, matches[2]] as PlanMatch[]),
      "2030-05-04T08:00",
    );
    expect(row?.current?.id).toBe("A2");
    expect(row?.next?.id).toBe("A3");
  });

  it("without a live mark, the unfinished match on the clock is current", () => {
    const [row] = nowAndNext(plan(matches), "2030-05-04T09:15");
    expect(row?.current?.id).toBe("A2");
    expect(row?.next?.id).toBe("A3");
  });

  it("before kick-off nothing is current and the first unplayed match is next; after the last, nothing", () => {
    expect(nowAndNext(plan(matches), "2030-05-04T08:30")[0]).toMatchObject({ current: null, next: { id: "A2" } });
    const done = matches.map((m) => ({ ...m, status: "finished" as const }));
    expect(nowAndNext(plan(done), "2030-05-04T12:00")[0]).toMatchObject({ current: null, next: null });
  });

  it("writes the device time like the plan (local, minutes)", () => {
    expect(localStamp(new Date(2030, 4, 4, 9, 5))).toBe("2030-05-04T09:05");
  });
});

describe("display mode: the wall clock", () => {
  it("is written in 24 hours like the kick-offs, in every language", () => {
    const evening = new Date(2030, 4, 4, 19, 5);
    const morning = new Date(2030, 4, 4, 7, 1);
    for (const lang of ["en", "de", "es", "fr", "it", "nl", "pt", "tr"]) {
      expect(clockText(evening, lang)).toBe("19:05");
      expect(clockText(morning, lang)).toBe("07:01");
    }
    expect(clockText(new Date(2030, 4, 4, 0, 30), "en")).toBe("00:30");
  });
});
