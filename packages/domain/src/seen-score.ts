import type { Result } from "./contracts.ts";
import type { SeenScore } from "./tournament-contracts.ts";

/** A result as the score an entry is based on (its `basedOn`): no match id, penalties only when played. */
export const seenScoreOf = (r: Result | undefined | null): SeenScore =>
  r
    ? {
        home: r.home,
        away: r.away,
        ...(r.penalties ? { penalties: { home: r.penalties.home, away: r.penalties.away } } : {}),
      }
    : null;
