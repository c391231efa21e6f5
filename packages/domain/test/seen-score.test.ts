import { describe, expect, it } from "vitest";
import type { CardCounts } from "../src/contracts.ts";
import { seenScoreOf } from "../src/seen-score.ts";

const none: CardCounts = { yellow: 0, secondYellow: 0, red: 0, yellowRed: 0 };

describe("seenScoreOf", () => {
  it("is null without a result and drops the match id", () => {
    expect(seenScoreOf(undefined)).toBeNull();
    expect(seenScoreOf(null)).toBeNull();
    expect(seenScoreOf({ matchId: "A1", home: 2, away: 1 })).toEqual({ home: 2, away: 1 });
  });

  it("keeps penalties and the card record, so a changed card record is a changed result", () => {
    const cards = { home: { ...none, yellow: 2 }, away: { ...none, red: 1 } };
    const seen = seenScoreOf({ matchId: "F", home: 1, away: 1, penalties: { home: 4, away: 3 }, cards });
    expect(seen).toEqual({ home: 1, away: 1, penalties: { home: 4, away: 3 }, cards });
    expect(seenScoreOf({ matchId: "F", home: 1, away: 1, penalties: { home: 4, away: 3 } })).not.toEqual(seen);
  });

  it("copies the card counts (changing the seen score never changes the result)", () => {
    const result = { matchId: "A1", home: 0, away: 0, cards: { home: { ...none }, away: { ...none } } };
    const seen = seenScoreOf(result);
    if (seen?.cards) seen.cards.home.yellow = 3;
    expect(result.cards.home.yellow).toBe(0);
  });
});
