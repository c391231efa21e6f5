import type { EventReporterSession } from "@kickoff/domain/event-reporting.ts";
import { describe, expect, it } from "vitest";
import {
  eventReporterToken,
  liveDivisions,
  nextDivision,
  pitchItems,
  pitchMatches,
  whenVisibleAgain,
} from "./event-reporter.ts";

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
  version: 7,
  live: true,
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

/** A festival playing its pitch "2" on the link's pitch: round 1 decided there, round 2 not yet. */
const festival = (tournamentId: string, name: string, currentRound = 2) => ({
  tournamentId,
  name,
  mode: "funino" as const,
  status: "running" as const,
  planVersion: 3,
  version: 9,
  live: false,
  pitchId: "2",
  cards: false,
  tournament: { teams: [], matches: [], results: [] },
  festival: {
    currentRound,
    roundCount: 2,
    rounds: [1, 2].map((round) => ({
      round,
      start: round === 1 ? "2030-06-13T09:00" : "2030-06-13T10:00",
      bench: [],
      games: [
        { pitch: "1", first: "a", second: "b" },
        { pitch: "2", first: round === 1 ? "c" : "a", second: "d" },
      ],
      outcomes: round === 1 ? [{ game: 1, outcome: "first" }] : [],
    })),
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

  it("lists a festival's game on the pitch in every round, between the tournaments' matches", () => {
    const s = session([
      division("u9", "U9", [match("m1", "2030-06-13T09:30"), match("m2", "2030-06-13T11:00")]),
      festival("u7", "U7"),
    ]);
    expect(
      pitchItems(s).map((item) =>
        item.kind === "match"
          ? [item.division, item.match.id]
          : [item.division, item.round, item.game.first, item.outcome?.outcome ?? null],
      ),
    ).toEqual([
      ["U7", 1, "c", "first"],
      ["U9", "m1"],
      ["U7", 2, "a", null],
      ["U9", "m2"],
    ]);
    expect(pitchMatches(s).map((m) => m.match.id)).toEqual(["m1", "m2"]);
  });

  it("chooses the festival when its game is the first without an outcome", () => {
    const s = session([division("u9", "U9", [match("m1", "2030-06-13T09:30")], ["m1"]), festival("u7", "U7")]);
    expect(nextDivision(pitchItems(s), s)).toBe("u7");
  });

  it("stays on a festival while it plays, though its game here is in, and moves on when it is over", () => {
    const decided = (currentRound: number) => {
      const f = festival("u7", "U7", currentRound);
      for (const round of f.festival.rounds) round.outcomes = [{ game: 1, outcome: "first" }];
      return f;
    };
    const u9 = division("u9", "U9", [match("m1", "2030-06-13T09:30")]);
    const playing = session([u9, decided(2)]);
    expect(nextDivision(pitchItems(playing), playing)).toBe("u7");
    const over = session([u9, decided(3)]);
    expect(nextDivision(pitchItems(over), over)).toBe("u9");
  });

  it("follows only the divisions with a public live stream, from the version on screen", () => {
    const s = session([division("u9", "U9", []), festival("u7", "U7")]);
    expect(liveDivisions(s)).toEqual([{ id: "u9", version: 7 }]);
    expect(liveDivisions(undefined)).toEqual([]);
  });

  it("fetches again when the page becomes visible, not when it is hidden, until cleaned up", () => {
    let state: DocumentVisibilityState = "hidden";
    const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
    Object.defineProperty(doc, "visibilityState", { get: () => state });
    let fetched = 0;
    const stop = whenVisibleAgain(doc as unknown as Document, () => fetched++);
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(fetched).toBe(0);
    state = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(fetched).toBe(1);
    stop();
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(fetched).toBe(1);
  });

  it("reads the token from the fragment", () => {
    const token = "abcdefghijklmnopqrstuvwxyz012345";
    expect(eventReporterToken.inHash(`#reporter=${token}`)).toBe(token);
    expect(eventReporterToken.without(`#reporter=${token}`)).toBe("");
  });
});
