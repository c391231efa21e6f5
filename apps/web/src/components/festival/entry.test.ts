import { describe, expect, it } from "vitest";
import {
  buildResultPayload,
  choiceOfScore,
  correctableRound,
  drawNeedsDecision,
  outcomeOfScore,
  roundComplete,
  winnerOf,
} from "./entry.ts";

const id = "00000000-0000-4000-8000-000000000001";
const round = (n: number, outcomes: Array<{ game: number; outcome: "first" | "second" | "draw" }> = []) => ({
  round: n,
  games: [
    { pitch: "1", first: "a", second: "b" },
    { pitch: "2", first: "c", second: "d" },
  ],
  bench: [],
  outcomes,
});
const stopped = (r: number, elapsedMs = 0) => ({ round: r, running: false, startedAt: null, elapsedMs });

describe("buildResultPayload", () => {
  const base = { id, round: 2, game: 1, planVersion: 4, idempotencyKey: "key-12345678" };
  it("sends an outcome with the plan version and what the device showed", () => {
    expect(buildResultPayload({ ...base, choice: { outcome: "first" }, basedOn: null })).toEqual({
      id,
      round: 2,
      game: 1,
      outcome: "first",
      planVersion: 4,
      basedOn: null,
      idempotencyKey: "key-12345678",
    });
  });
  it("keeps the decided winner only for a draw", () => {
    const draw = buildResultPayload({ ...base, choice: { outcome: "draw", decidedWinner: "c" }, basedOn: "first" });
    expect(draw.decidedWinner).toBe("c");
    expect(draw.basedOn).toBe("first");
    const win = buildResultPayload({ ...base, choice: { outcome: "second", decidedWinner: "c" }, basedOn: null });
    expect(win).not.toHaveProperty("decidedWinner");
  });
  it("sends the score with its outcome", () => {
    const p = buildResultPayload({ ...base, choice: choiceOfScore({ first: 1, second: 3 }), basedOn: null });
    expect(p.outcome).toBe("second");
    expect(p.score).toEqual({ first: 1, second: 3 });
  });
  it("clears with null and no score", () => {
    const p = buildResultPayload({ ...base, choice: { outcome: null }, basedOn: "draw" });
    expect(p.outcome).toBeNull();
    expect(p).not.toHaveProperty("score");
  });
});

describe("scores and outcomes", () => {
  it("derives the outcome from the score", () => {
    expect(outcomeOfScore({ first: 2, second: 0 })).toBe("first");
    expect(outcomeOfScore({ first: 0, second: 1 })).toBe("second");
    expect(outcomeOfScore({ first: 2, second: 2 })).toBe("draw");
    expect(choiceOfScore({ first: 1, second: 1 }, "b")).toEqual({
      outcome: "draw",
      score: { first: 1, second: 1 },
      decidedWinner: "b",
    });
  });
  it("asks for a decision only in a ladder with the draw rule decision", () => {
    expect(drawNeedsDecision({ planType: "ladder", drawRule: "decision" })).toBe(true);
    expect(drawNeedsDecision({ planType: "fixed", drawRule: "decision" })).toBe(false);
    expect(drawNeedsDecision({ planType: "ladder", drawRule: "lot" })).toBe(false);
  });
  it("names the team that moves up", () => {
    const game = { pitch: "1", first: "a", second: "b" };
    expect(winnerOf(game, { outcome: "first" })).toBe("a");
    expect(winnerOf(game, { outcome: "second" })).toBe("b");
    expect(winnerOf(game, { outcome: "draw", decidedWinner: "b" })).toBe("b");
    expect(winnerOf(game, { outcome: "draw" })).toBeNull();
    expect(winnerOf(game, null)).toBeNull();
  });
});

describe("correctableRound", () => {
  const done = round(1, [
    { game: 0, outcome: "first" },
    { game: 1, outcome: "draw" },
  ]);
  it("allows the previous round while the current one has not started", () => {
    expect(correctableRound({ rounds: [done, round(2)], clock: stopped(1, 420_000), currentRound: 2 })).toBe(1);
  });
  it("not once the current round has an outcome or its clock ran", () => {
    expect(
      correctableRound({
        rounds: [done, round(2, [{ game: 0, outcome: "first" }])],
        clock: stopped(1),
        currentRound: 2,
      }),
    ).toBeNull();
    expect(correctableRound({ rounds: [done, round(2)], clock: stopped(2, 1000), currentRound: 2 })).toBeNull();
  });
  it("the last round when all are played; none in round 1", () => {
    expect(correctableRound({ rounds: [done], clock: stopped(1), currentRound: 2 })).toBe(1);
    expect(correctableRound({ rounds: [round(1)], clock: stopped(0), currentRound: 1 })).toBeNull();
  });
  it("knows a complete round", () => {
    expect(roundComplete(done)).toBe(true);
    expect(roundComplete(round(1, [{ game: 0, outcome: "first" }]))).toBe(false);
  });
});
