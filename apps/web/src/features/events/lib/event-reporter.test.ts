import type { EventReporterSession } from "@kickoff/domain/event-reporting.ts";
import { describe, expect, it } from "vitest";
import { eventReporterToken, nextDivision, pitchMatches } from "./event-reporter.ts";

const match = (id: string, start: string) => ({
  id,
  stage: "group" as const,
  group: "A",
  round: 1,
  placeFor: null,
  home: { teamId: "t1", placeholder: null },
  away: { teamId: "t2", placeholder: null },
  slot: 0,
  pitch: "A",
  startMinute: 0,
  endMinute: 10,
  start,
  end: start,
  status: "scheduled" as const,
});

const division = (tournamentId: string, name: string, matches: ReturnType<typeof match>[], done: string[] = []) => ({
  tournamentId,
  name,
  mode: "normal" as const,
  status: "published" as const,
  planVersion: 1,
  pitchId: "A",
  cards: false,
  tournament: {
    teams: [
      { id: "t1", name: `${name} One` },
      { id: "t2", name: `${name} Two` },
    ],
    matches,
    results: done.map((matchId) => ({ matchId, home: 1, away: 0 })),
  },
});

const session = (divisions: unknown[]) =>
  ({
    link: { id: "l", label: "" },
    event: { id: "e", name: "E" },
    pitch: { id: "A", name: "A" },
    divisions,
  }) as unknown as EventReporterSession;

describe("an event reporter's pitch", () => {
  it("lists the pitch's matches of every division in kick-off order, with their division", () => {
    const s = session([
      division("u13", "U13", [match("m1", "2030-06-13T14:30")]),
      division("u9", "U9", [match("m1", "2030-06-13T09:00"), match("m2", "2030-06-13T15:00")]),
    ]);
    expect(pitchMatches(s).map((m) => [m.division, m.match.id])).toEqual([
      ["U9", "m1"],
      ["U13", "m1"],
      ["U9", "m2"],
    ]);
  });

  it("chooses the division of the first match without a result", () => {
    const s = session([
      division("u9", "U9", [match("m1", "2030-06-13T09:00")], ["m1"]),
      division("u13", "U13", [match("m1", "2030-06-13T14:30")]),
    ]);
    expect(nextDivision(pitchMatches(s), s)).toBe("u13");
  });

  it("reads the token from the fragment", () => {
    const token = "abcdefghijklmnopqrstuvwxyz012345";
    expect(eventReporterToken.inHash(`#reporter=${token}`)).toBe(token);
    expect(eventReporterToken.without(`#reporter=${token}`)).toBe("");
  });
});
