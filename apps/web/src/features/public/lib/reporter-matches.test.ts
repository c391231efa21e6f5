import type { Match } from "@kickoff/domain/contracts.ts";
import { describe, expect, it } from "vitest";
import { reporterMatches } from "./reporter-matches.ts";

const match = (id: string, pitch: string) => ({ id, pitch }) as Match;
const matches = [match("M1", "p1"), match("M2", "p2"), match("M3", "p1"), match("M4", "p2")];
const session = (link: { pitch: string | null; refereeId: string | null }, refereeMatches: string[] | null) =>
  ({ link: { id: "l", label: "", ...link }, tournament: { matches }, refereeMatches }) as unknown as Parameters<
    typeof reporterMatches
  >[0];

describe("reporterMatches", () => {
  it("gives a referee's link only that referee's matches, on every pitch", () => {
    expect(reporterMatches(session({ pitch: null, refereeId: "r1" }, ["M4", "M1"])).map((m) => m.id)).toEqual([
      "M1",
      "M4",
    ]);
    // A referee without matches (yet) enters none, not all.
    expect(reporterMatches(session({ pitch: null, refereeId: "r1" }, []))).toEqual([]);
  });

  it("gives a pitch's link that pitch's matches and a plain link every match", () => {
    expect(reporterMatches(session({ pitch: "p2", refereeId: null }, null)).map((m) => m.id)).toEqual(["M2", "M4"]);
    expect(reporterMatches(session({ pitch: null, refereeId: null }, null))).toHaveLength(4);
  });

  it("gives a link for a referee and a pitch only the referee's matches on that pitch (the server allows no other)", () => {
    expect(reporterMatches(session({ pitch: "p2", refereeId: "r1" }, ["M1", "M2", "M4"])).map((m) => m.id)).toEqual([
      "M2",
      "M4",
    ]);
  });
});
