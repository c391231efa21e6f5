import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { FuninoConfigSchema } from "@kickoff/domain/funino-contracts.ts";
import { describe, expect, it } from "vitest";
import { reporterToken } from "../../../lib/hash-token.ts";
import {
  eventRound,
  festivalOver,
  formatClock,
  formatDateRange,
  hasOutcomes,
  ladderOf,
  mapColumns,
  mapLayout,
  nowNextOf,
  roundClock,
  serverOffset,
  shorten,
  slotIn,
  startOf,
  withEventRound,
} from "./festival-view.ts";

const config = (over: Partial<FuninoPublic["config"]> = {}) =>
  FuninoConfigSchema.parse({ roundMinutes: 7, breakMinutes: 3, startTime: "10:00", ...over });

type Round = FuninoPublic["rounds"][number];
const round = (
  n: number,
  games: Array<[string, string, string]>,
  bench: string[] = [],
  outcomes: Round["outcomes"] = [],
): Round => ({
  round: n,
  games: games.map(([pitch, first, second]) => ({ pitch, first, second })),
  bench,
  outcomes,
  start: `2030-05-04T${String(10 + Math.floor(((n - 1) * 10) / 60)).padStart(2, "0")}:${String(((n - 1) * 10) % 60).padStart(2, "0")}`,
});

const festival = (over: Partial<FuninoPublic> = {}) => ({
  config: config(),
  general: { startDate: "2030-05-04" } as FuninoPublic["general"],
  roundCount: 4,
  currentRound: 2,
  rounds: [
    round(
      1,
      [
        ["1", "a", "b"],
        ["2", "c", "d"],
      ],
      ["e"],
      [
        { game: 0, outcome: "first" },
        { game: 1, outcome: "second" },
      ],
    ),
    round(
      2,
      [
        ["1", "a", "d"],
        ["2", "b", "e"],
      ],
      ["c"],
    ),
  ],
  ...over,
});

describe("now and next of a team", () => {
  it("finds the pitch and the opponent, or the bench", () => {
    const r = round(
      1,
      [
        ["1", "a", "b"],
        ["2", "c", "d"],
      ],
      ["e"],
    );
    expect(slotIn(r, "b")).toEqual({ kind: "game", game: 0, pitch: "1", opponent: "a" });
    expect(slotIn(r, "c")).toEqual({ kind: "game", game: 1, pitch: "2", opponent: "d" });
    expect(slotIn(r, "e")).toEqual({ kind: "bench" });
    expect(slotIn(r, "x")).toEqual({ kind: "absent" });
  });

  it("now is the current round; next is pending while a ladder round is not drawn, with its planned kick-off", () => {
    const { now, next } = nowNextOf(festival(), "e");
    expect(now).toEqual({
      round: 2,
      start: "2030-05-04T10:10",
      slot: { kind: "game", game: 1, pitch: "2", opponent: "b" },
    });
    expect(next).toEqual({ round: 3, start: "2030-05-04T10:20", slot: { kind: "pending" } });
  });

  it("next is the bench when the round after is drawn (fixed plan)", () => {
    const f = festival({
      rounds: [
        ...festival().rounds,
        round(
          3,
          [
            ["1", "a", "b"],
            ["2", "c", "e"],
          ],
          ["d"],
        ),
      ],
    });
    expect(nowNextOf(f, "d").next?.slot).toEqual({ kind: "bench" });
  });

  it("no next after the last round, nothing once every round is played", () => {
    expect(nowNextOf(festival({ currentRound: 4 }), "a").next).toBeNull();
    const over = festival({ roundCount: 2, currentRound: 3 });
    expect(nowNextOf(over, "a")).toEqual({ now: null, next: null });
    expect(festivalOver(over)).toBe(true);
    expect(festivalOver(festival())).toBe(false);
  });

  it("kick-off of a round not drawn yet follows round length and change-over", () => {
    expect(startOf(festival(), 4)).toBe("2030-05-04T10:30");
  });
});

describe("round clock", () => {
  const clock = { round: 2, running: true, startedAt: 1_000_000, elapsedMs: 60_000 };
  it("counts down from the server's start, corrected by the device's offset", () => {
    // The device is 5 s behind the server: its 1 030 000 is the server's 1 035 000.
    const offset = serverOffset(2_000_000, 1_995_000);
    expect(offset).toBe(5000);
    const state = roundClock(clock, 2, 7, 1_030_000, offset);
    expect(state).toEqual({ remainingMs: 7 * 60_000 - 60_000 - 35_000, running: true, notStarted: false });
    expect(formatClock(state.remainingMs)).toBe("05:25");
  });

  it("a paused clock keeps what is left; a later round has not started", () => {
    const paused = { round: 2, running: false, startedAt: null, elapsedMs: 90_500 };
    expect(roundClock(paused, 2, 7, 5_000_000, 0)).toEqual({ remainingMs: 329_500, running: false, notStarted: false });
    expect(roundClock(paused, 3, 7, 5_000_000, 0)).toEqual({ remainingMs: 420_000, running: false, notStarted: true });
    expect(roundClock({ round: 2, running: false, startedAt: null, elapsedMs: 0 }, 2, 7, 0, 0).notStarted).toBe(true);
  });

  it("stops at zero when the time is up", () => {
    expect(roundClock(clock, 2, 7, 1_000_000 + 10 * 60_000, 0)).toEqual({
      remainingMs: 0,
      running: false,
      notStarted: false,
    });
  });

  it("shows whole seconds rounded up", () => {
    expect(formatClock(420_000)).toBe("07:00");
    expect(formatClock(1)).toBe("00:01");
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(-5)).toBe("00:00");
    expect(formatClock(61_000 * 10)).toBe("10:10");
  });
});

describe("pitch map layout", () => {
  const pitches = ["1", "2", "3", "4", "5"].map((id) => ({ id }));
  it("numbers pitches as on the day, row by row, marks the ladder's top and free pitches", () => {
    // Top pitch "last": the first game (the top) is on pitch 5.
    const r = round(1, [
      ["5", "a", "b"],
      ["4", "c", "d"],
      ["3", "e", "f"],
      ["2", "g", "h"],
    ]);
    const layout = mapLayout(pitches, r, { columns: 2, ladder: true });
    expect(layout.columns).toBe(2);
    expect(layout.rows).toBe(3);
    expect(layout.cells.map((c) => [c.pitch, c.x, c.y])).toEqual([
      ["1", 0, 0],
      ["2", 1, 0],
      ["3", 0, 1],
      ["4", 1, 1],
      ["5", 0, 2],
    ]);
    expect(layout.cells.filter((c) => c.top).map((c) => c.pitch)).toEqual(["5"]);
    expect(layout.cells[0]).toMatchObject({ pitch: "1", game: null, first: null, second: null });
    expect(layout.cells[4]).toMatchObject({ game: 0, first: "a", second: "b" });
  });

  it("marks no top in a fixed plan; never more columns than pitches", () => {
    const layout = mapLayout(pitches.slice(0, 1), round(1, [["1", "a", "b"]]), { columns: 4, ladder: false });
    expect(layout.columns).toBe(1);
    expect(layout.cells[0]?.top).toBe(false);
  });

  it("columns: two on a phone, a wider grid on a screen", () => {
    expect([1, 2, 5].map((n) => mapColumns(n, false))).toEqual([1, 2, 2]);
    expect([1, 2, 3, 4, 6, 8, 12].map((n) => mapColumns(n, true))).toEqual([1, 2, 2, 2, 3, 3, 4]);
  });

  it("shortens long names with an ellipsis", () => {
    expect(shorten("FC Musterstadt", 18)).toBe("FC Musterstadt");
    expect(shorten("SV Sonnenberg-Waldheim II", 12)).toBe("SV Sonnenbe…");
  });
});

describe("ladder", () => {
  it("is shown only with public outcomes, with climbs and falls since the round before", () => {
    const hidden = festival({ config: config({ publicResults: false }) });
    expect(hasOutcomes(hidden)).toBe(false);
    expect(ladderOf(hidden, 2)).toBeNull();
    const shown = festival({ config: config({ publicResults: true }) });
    expect(ladderOf(shown, 2)).toEqual([
      {
        position: 1,
        pitch: "1",
        teams: [
          { id: "a", move: 0 },
          { id: "d", move: 1 },
        ],
      },
      {
        position: 2,
        pitch: "2",
        teams: [
          { id: "b", move: -1 },
          { id: "e", move: null },
        ],
      },
    ]);
  });

  it("not for a fixed plan, nor without any outcome", () => {
    expect(ladderOf(festival({ config: config({ publicResults: true, planType: "fixed" }) }), 2)).toBeNull();
    const none = festival({ config: config({ publicResults: true }), rounds: [round(1, [["1", "a", "b"]])] });
    expect(ladderOf(none, 1)).toBeNull();
  });
});

describe("page details", () => {
  it("dates without a time zone shift", () => {
    expect(formatDateRange("2030-05-04", undefined, "en")).toBe("May 4, 2030");
    expect(formatDateRange("2030-05-04", "2030-05-05", "de")).toBe("04.05.2030 – 05.05.2030");
  });

  it("reads the reporter token from the hash and leaves the rest", () => {
    expect(reporterToken.inHash("#reporter=abcdefghijklmnop1234")).toBe("abcdefghijklmnop1234");
    expect(reporterToken.inHash("#x=1&reporter=short")).toBeNull();
    expect(reporterToken.without("#x=1&reporter=abcdefghijklmnop1234")).toBe("#x=1");
    expect(reporterToken.without("#reporter=abcdefghijklmnop1234")).toBe("");
  });
});

describe("a live event's round", () => {
  const next = { round: 3, games: [{ pitch: "1", first: "d", second: "e" }], bench: ["a"] };
  it("is read only from an event that carries one", () => {
    expect(eventRound({ type: "results", version: 9 })).toBeNull();
    expect(eventRound(null)).toBeNull();
    expect(eventRound({ type: "results", version: 9, festival: { currentRound: 3, round: next } })).toEqual({
      currentRound: 3,
      round: next,
    });
  });

  it("is shown at once: appended as the current round, with its planned kick-off and the new version", () => {
    const f = { ...festival(), version: 8 } as FuninoPublic;
    const shown = withEventRound(f, { currentRound: 3, round: next }, 9);
    expect(shown.currentRound).toBe(3);
    expect(shown.version).toBe(9);
    expect(shown.rounds).toHaveLength(3);
    expect(shown.rounds[2]).toMatchObject({ ...next, outcomes: [], start: "2030-05-04T10:20" });
    // A correction of round 1 recomputes round 2: the event replaces it and drops what followed.
    const corrected = withEventRound(f, { currentRound: 2, round: { ...next, round: 2 } }, 10);
    expect(corrected.rounds).toHaveLength(2);
    expect(corrected.rounds[1]?.games).toEqual(next.games);
  });
});
