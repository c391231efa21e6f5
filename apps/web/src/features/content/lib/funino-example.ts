// The funino how-to page's worked example: six teams on three pitches, three rounds, run through the real
// ladder engine so the page can never tell a different story from the one the festival mode plays.
import type { FuninoOutcome } from "@kickoff/domain/contracts.ts";
import { type LadderRound, type LadderSettings, nextLadderRound } from "@kickoff/domain/funino.ts";

export const EXAMPLE_SETTINGS: LadderSettings = {
  pairing: "draw",
  drawRule: "previousLoserAdvances",
  avoidRematches: true,
  topPitch: "first",
};

/** Round 1 as drawn; pitch 1 (index 0) is the top of the ladder. */
const FIRST_PAIRS: Array<[string, string]> = [
  ["A", "B"],
  ["C", "D"],
  ["E", "F"],
];

/** Outcomes per round and pitch: round 2 has a draw on pitch 2, decided by the default draw rule. */
const OUTCOMES: FuninoOutcome["outcome"][][] = [
  ["first", "second", "first"],
  ["second", "draw", "second"],
  ["second", "first", "second"],
];

export type ExampleRound = { round: number; pairs: Array<[string, string]>; outcomes: FuninoOutcome["outcome"][] };

/** The three played rounds and the pairs of round 4 that follow from them. */
export function funinoExample(): { rounds: ExampleRound[]; next: Array<[string, string]> } {
  const history: LadderRound[] = [];
  let pairs = FIRST_PAIRS;
  for (const [r, outcomes] of OUTCOMES.entries()) {
    history.push({
      round: r + 1,
      pairs,
      bench: null,
      outcomes: outcomes.map((outcome, pitchIndex) => ({ pitchIndex, outcome })),
    });
    const next = nextLadderRound(history, EXAMPLE_SETTINGS, "example");
    if (!next.ok) throw new Error("the example's outcomes leave a pitch undecided");
    pairs = next.round.pairs;
  }
  return {
    rounds: history.map((h, i) => ({ round: h.round, pairs: h.pairs, outcomes: OUTCOMES[i] ?? [] })),
    next: pairs,
  };
}
