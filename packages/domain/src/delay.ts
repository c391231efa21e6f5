// "We are running X minutes late": which kick-offs move, and by how much they may.
import type { LocalDateTime, Match, Result } from "./contracts.ts";
import { addMinutes } from "./time.ts";

/** The delay may add up to this many minutes in all. */
export const DELAY_TOTAL_MAX = 720;

/** Matches still to be played: not live, not finished and without a result. A delay moves exactly these. */
export function matchesToPlay(matches: readonly Match[], results: readonly Result[]): Match[] {
  const played = new Set(results.map((r) => r.matchId));
  return matches.filter((m) => m.status === "scheduled" && !played.has(m.id));
}

/** The earliest kick-off still to come, or null when every match has been played. */
export function nextKickoff(matches: readonly Match[], results: readonly Result[]): LocalDateTime | null {
  let next: LocalDateTime | null = null;
  for (const m of matchesToPlay(matches, results)) if (next === null || m.start < next) next = m.start;
  return next;
}

/** Moves the matches still to be played by `minutes` (start, end and their minutes); played ones stay. */
export function shiftMatchesToPlay(matches: readonly Match[], results: readonly Result[], minutes: number): Match[] {
  if (minutes === 0) return [...matches];
  const moving = new Set(matchesToPlay(matches, results).map((m) => m.id));
  return matches.map((m) =>
    moving.has(m.id)
      ? {
          ...m,
          startMinute: m.startMinute + minutes,
          endMinute: m.endMinute + minutes,
          start: addMinutes(m.start, minutes),
          end: addMinutes(m.end, minutes),
        }
      : m,
  );
}

export type DelayRefusal = "nothingToPlay" | "belowZero" | "beforeNow" | "tooLate";

/**
 * Why changing the delay by `minutes` is refused, or null: there must be a match still to play; a correction
 * (negative) takes back at most what was added before and moves no kick-off before `now` (if known); the
 * delay stays within DELAY_TOTAL_MAX.
 */
export function delayRefusal(input: {
  currentDelay: number;
  minutes: number;
  next: LocalDateTime | null;
  now?: LocalDateTime | undefined;
}): DelayRefusal | null {
  const { currentDelay, minutes, next, now } = input;
  if (next === null) return "nothingToPlay";
  const total = currentDelay + minutes;
  if (total < 0) return "belowZero";
  if (total > DELAY_TOTAL_MAX) return "tooLate";
  if (minutes < 0 && now !== undefined && addMinutes(next, minutes) < now) return "beforeNow";
  return null;
}
