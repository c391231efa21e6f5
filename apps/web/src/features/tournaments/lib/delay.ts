import { DELAY_TOTAL_MAX, delayRefusal, matchesToPlay, nextKickoff } from "@kickoff/domain/delay.ts";
import { addMinutes } from "@kickoff/domain/time.ts";
import { DELAY_STEP_MAX } from "@kickoff/domain/tournament-contracts.ts";
import type { ManagedTournament } from "../api/types.ts";

/** Phones: every button and field of the action is at least this tall (tap target). */
export const TAP_TARGET_PX = 44;

/** The quick choices of the "running late" action, in minutes. */
export const QUICK_DELAYS = [5, 10, 15] as const;

/** The device's wall-clock time as plans write it ("2030-05-04T10:12"): plans have no time zone. */
export function localStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type DelayProblem = "whole" | "zero" | "range" | "belowZero" | "beforeNow" | "tooLate" | "nothingToPlay";

export type DelayPreview =
  | { ok: true; minutes: number; from: string; to: string; total: number; matches: number }
  | { ok: false; problem: DelayProblem };

/**
 * What moving the kick-offs by `minutes` would do (the next kick-off before → after, the new total delay), or
 * why it cannot be done: the server's own rules (domain delay.ts), checked before asking it.
 */
export function previewDelay(
  tournament: Pick<ManagedTournament, "matches" | "results" | "delayMinutes">,
  minutes: number,
  now: string,
): DelayPreview {
  if (!Number.isInteger(minutes)) return { ok: false, problem: "whole" };
  if (minutes === 0) return { ok: false, problem: "zero" };
  if (Math.abs(minutes) > DELAY_STEP_MAX) return { ok: false, problem: "range" };
  const next = nextKickoff(tournament.matches, tournament.results);
  const refusal = delayRefusal({ currentDelay: tournament.delayMinutes, minutes, next, now });
  if (refusal) return { ok: false, problem: refusal };
  return {
    ok: true,
    minutes,
    from: next as string,
    to: addMinutes(next as string, minutes),
    total: tournament.delayMinutes + minutes,
    matches: matchesToPlay(tournament.matches, tournament.results).length,
  };
}

/** The most minutes the custom value may move the kick-offs later, and earlier (back to no delay at most). */
export function customRange(delayMinutes: number) {
  return {
    later: Math.max(0, Math.min(DELAY_STEP_MAX, DELAY_TOTAL_MAX - delayMinutes)),
    earlier: Math.min(delayMinutes, DELAY_STEP_MAX),
  };
}
