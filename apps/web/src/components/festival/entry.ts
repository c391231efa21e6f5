// Building a pitch's entry (POST funino/result) from what was tapped, and which rounds take entries.
import type {
  FuninoClock,
  FuninoConfig,
  FuninoGame,
  FuninoGameOutcome,
  FuninoResult,
  FuninoRound,
} from "@kickoff/domain/funino-contracts.ts";

export type Outcome = FuninoGameOutcome["outcome"];
export type Score = { first: number; second: number };

/** What a person chose for one game: an outcome (with the team that moves up after a decided draw), or a score. */
export type EntryChoice =
  | { outcome: Outcome; decidedWinner?: string | undefined; score?: Score | undefined }
  | { outcome: null };

/** The outcome a score means. */
export const outcomeOfScore = (score: Score): Outcome =>
  score.first > score.second ? "first" : score.first < score.second ? "second" : "draw";

/** Whether a draw needs the team that moves up (ladder with the draw rule "decision"). */
export const drawNeedsDecision = (config: Pick<FuninoConfig, "planType" | "drawRule">): boolean =>
  config.planType === "ladder" && config.drawRule === "decision";

/** The body of POST funino/result for one game. `basedOn` is the outcome the device showed (null: none). */
export function buildResultPayload(args: {
  id: string;
  round: number;
  game: number;
  choice: EntryChoice;
  planVersion: number;
  basedOn: Outcome | null;
  idempotencyKey: string;
}): FuninoResult {
  const { choice } = args;
  return {
    id: args.id,
    round: args.round,
    game: args.game,
    outcome: choice.outcome,
    ...(choice.outcome === "draw" && choice.decidedWinner ? { decidedWinner: choice.decidedWinner } : {}),
    ...(choice.outcome !== null && choice.score ? { score: { ...choice.score } } : {}),
    planVersion: args.planVersion,
    basedOn: args.basedOn,
    idempotencyKey: args.idempotencyKey,
  };
}

/** A choice from the score steppers: the outcome follows from the score. */
export const choiceOfScore = (score: Score, decidedWinner?: string): EntryChoice => {
  const outcome = outcomeOfScore(score);
  return { outcome, score, ...(outcome === "draw" && decidedWinner ? { decidedWinner } : {}) };
};

/** The stored outcome of one game of a round, or null. */
export const storedOutcome = (round: Pick<FuninoRound, "outcomes"> | undefined, game: number) =>
  round?.outcomes.find((o) => o.game === game) ?? null;

/** The team a game's outcome moves up (winner, or the decided team after a draw), or null. */
export function winnerOf(game: FuninoGame, outcome: Pick<FuninoGameOutcome, "outcome" | "decidedWinner"> | null) {
  if (!outcome) return null;
  if (outcome.outcome === "first") return game.first;
  if (outcome.outcome === "second") return game.second;
  return outcome.decidedWinner ?? null;
}

/**
 * The round before the current one, while it may still be corrected: the current round has not started (no outcome,
 * its clock has not run) or every round is played. Null when there is none.
 */
export function correctableRound(f: {
  rounds: readonly FuninoRound[];
  clock: FuninoClock;
  currentRound: number;
}): number | null {
  const previous = f.currentRound - 1;
  if (previous < 1 || !f.rounds[previous - 1]) return null;
  const current = f.rounds[f.currentRound - 1];
  // Same rule as the server's (domain roundStarted): an outcome entered, or the clock ran for the round.
  const started =
    current !== undefined &&
    (current.outcomes.length > 0 || (f.clock.round === f.currentRound && (f.clock.running || f.clock.elapsedMs > 0)));
  if (started) return null;
  return previous;
}

/** Whether every game of a round has an outcome. */
export const roundComplete = (round: Pick<FuninoRound, "games" | "outcomes">): boolean =>
  round.games.length > 0 && round.games.every((_, k) => round.outcomes.some((o) => o.game === k));
