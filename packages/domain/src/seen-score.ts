import type { Result } from "./contracts.ts";
import type { SeenScore } from "./tournament-contracts.ts";

/**
 * A result as the score an entry is based on (its `basedOn`): no match id, penalties only when played, the card
 * record only when recorded — a changed card record is a changed result (409 RESULT_CHANGED for a stale screen).
 */
export const seenScoreOf = (r: Result | undefined | null): SeenScore =>
  r
    ? {
        home: r.home,
        away: r.away,
        ...(r.penalties ? { penalties: { home: r.penalties.home, away: r.penalties.away } } : {}),
        ...(r.cards ? { cards: { home: { ...r.cards.home }, away: { ...r.cards.away } } } : {}),
      }
    : null;
