// The round clock on a device: the server keeps start and elapsed time (its own clock); each device corrects its
// clock by the server's `serverNow` and counts down locally, without asking the server again.
import type { FuninoClock } from "@kickoff/domain/funino-contracts.ts";

/** How far the server's clock is ahead of this device's (ms), from an answer's `serverNow` and its arrival time. */
export const serverOffset = (serverNow: number, receivedAt: number): number => serverNow - receivedAt;

export type ClockView = {
  /** Milliseconds left of the round (negative: over time). */
  remainingMs: number;
  running: boolean;
  /** The clock ran for this round (paused or running): resume and reset make sense. */
  started: boolean;
};

/**
 * The clock of `round` at the device's `now`: a clock that belongs to another round (the previous one) shows the
 * whole round length, stopped.
 */
export function clockView(
  clock: FuninoClock,
  round: number,
  roundMinutes: number,
  now: number,
  offset: number,
): ClockView {
  const length = roundMinutes * 60_000;
  if (clock.round !== round) return { remainingMs: length, running: false, started: false };
  // As the domain's clockElapsed (not imported: it would bring the pairing engine into the public page).
  const at = now + offset;
  const elapsed = clock.elapsedMs + (clock.running && clock.startedAt !== null ? Math.max(0, at - clock.startedAt) : 0);
  return { remainingMs: length - elapsed, running: clock.running, started: clock.running || clock.elapsedMs > 0 };
}

/** "mm:ss" of the time left, rounded up to whole seconds (7:00 stays 7:00 for the first second); 0:00 at the end. */
export function formatClock(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** The actions a clock offers: start (fresh), pause (running), resume (paused), reset (ran). */
export function clockActions(view: ClockView): Array<"start" | "pause" | "resume" | "reset"> {
  if (view.running) return ["pause", "reset"];
  if (view.started) return ["resume", "reset"];
  return ["start"];
}
