import { describe, expect, it } from "vitest";
import { FuninoConfigSchema, type FuninoState } from "../src/funino-contracts.ts";
import {
  applyClock,
  clockElapsed,
  currentRoundOf,
  enterOutcome,
  festivalPitches,
  festivalRoundCount,
  initialRounds,
  ladderMoves,
  regenerate,
  roundStart,
} from "../src/funino-festival.ts";

const teams = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, name: `T${i + 1}` }));
const idle = { round: 0, running: false, startedAt: null, elapsedMs: 0 };

describe("funino festival", () => {
  it("defaults: pitches = teams ÷ 2, rounds = pitches + 1; kick-offs every round length + change-over", () => {
    const config = FuninoConfigSchema.parse({});
    expect(festivalPitches(config, 13)).toHaveLength(6);
    expect(festivalRoundCount(config, 13)).toBe(7);
    expect(roundStart(config, "2030-05-04", 1)).toBe("2030-05-04T10:00");
    expect(roundStart(config, "2030-05-04", 4)).toBe("2030-05-04T10:30");
    expect(roundStart({ ...config, startTime: "23:55" }, "2030-05-04", 2)).toBe("2030-05-05T00:05");
  });

  it("fewer pitches than teams ÷ 2: the rest sit out, nobody twice before everybody once", () => {
    const config = FuninoConfigSchema.parse({ pitchCount: 2, rounds: 6 });
    let state: FuninoState = {
      config,
      rounds: initialRounds(config, teams(6), "s", "2030-05-04"),
      clock: idle,
      withdrawn: [],
    };
    expect(state.rounds[0]?.games).toHaveLength(2);
    expect(state.rounds[0]?.bench).toHaveLength(2);
    while (currentRoundOf(state.rounds) <= 3) {
      const r = state.rounds[currentRoundOf(state.rounds) - 1];
      for (const [g] of (r?.games ?? []).entries()) {
        const res = enterOutcome(
          state,
          { round: r?.round ?? 0, game: g, outcome: "first" },
          {
            seed: "s",
            active: teams(6).map((t) => t.id),
            roundCount: 6,
          },
        );
        if (!res.ok) throw new Error(res.message);
        state = { ...state, rounds: res.rounds };
      }
    }
    const benched = state.rounds.slice(0, 3).flatMap((r) => r.bench);
    expect(new Set(benched).size).toBe(6);
  });

  it("ladder moves: +1 climbed, −1 fell, 0 stayed", () => {
    const a = {
      round: 1,
      games: [
        { pitch: "1", first: "A", second: "B" },
        { pitch: "2", first: "C", second: "D" },
      ],
      bench: [],
      outcomes: [],
    };
    const b = {
      round: 2,
      games: [
        { pitch: "1", first: "A", second: "C" },
        { pitch: "2", first: "B", second: "D" },
      ],
      bench: [],
      outcomes: [],
    };
    expect(Object.fromEntries(ladderMoves(a, b))).toEqual({ A: 0, C: 1, B: -1, D: 0 });
  });

  it("the round clock runs, pauses and resumes on the server's time", () => {
    let clock = applyClock(idle, "start", 1, 1_000);
    expect(clockElapsed(clock, 61_000)).toBe(60_000);
    clock = applyClock(clock, "pause", 1, 61_000);
    expect(clockElapsed(clock, 999_000)).toBe(60_000);
    clock = applyClock(clock, "resume", 1, 100_000);
    expect(clockElapsed(clock, 110_000)).toBe(70_000);
    expect(applyClock(clock, "start", 2, 120_000)).toEqual({
      round: 2,
      running: true,
      startedAt: 120_000,
      elapsedMs: 0,
    });
    expect(applyClock(clock, "reset", 1, 120_000)).toEqual({ round: 1, running: false, startedAt: null, elapsedMs: 0 });
  });

  it("fixed plan: regen after the start keeps the rounds played and pairs new opponents first", () => {
    const config = FuninoConfigSchema.parse({ planType: "fixed", rounds: 4 });
    const rounds = initialRounds(config, teams(8), "s", "2030-05-04");
    const played = {
      ...rounds[0],
      outcomes: rounds[0]?.games.map((_, game) => ({ game, outcome: "draw" as const })) ?? [],
    };
    const state: FuninoState = {
      config,
      rounds: [played as FuninoState["rounds"][number], ...rounds.slice(1)],
      clock: idle,
      withdrawn: [],
    };
    const next = regenerate(state, [...teams(7), { id: "late", name: "Late" }], { seed: "s", date: "2030-05-04" });
    expect(next.fromRound).toBe(2);
    expect(next.rounds[0]).toEqual(played);
    expect(next.removed).toEqual(["t8"]);
    expect(next.added).toEqual(["late"]);
    const met = new Set(played.games?.map((g) => [g.first, g.second].sort().join("|")));
    for (const r of next.rounds.slice(1)) {
      expect(r.games.some((g) => met.has([g.first, g.second].sort().join("|")))).toBe(false);
      expect(new Set(r.games.flatMap((g) => [g.first, g.second])).size).toBe(r.games.length * 2);
    }
  });
});
