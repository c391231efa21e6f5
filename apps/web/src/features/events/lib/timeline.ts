// The event's per-pitch timeline (issue 19): one column per pitch, time downwards, each division's window a block.
import type { Division, EventPitch } from "@kickoff/domain/event-contracts.ts";

/** Pixels per minute of the timeline's vertical axis. */
export const PX_PER_MINUTE = 1.2;

export type TimelineBlock = {
  tournamentId: string;
  name: string;
  /** Index of the division in the event (its colour). */
  colour: number;
  /** Offset from the top of the day's axis and height, in px. */
  top: number;
  height: number;
  start: string;
  end: string;
};

export type TimelineDay = {
  date: string;
  /** First and last full hour of the axis, minutes since midnight. */
  from: number;
  to: number;
  /** Hour marks (minutes since midnight) with their offset in px. */
  hours: Array<{ minute: number; top: number }>;
  columns: Array<{ pitchId: string; pitchName: string; blocks: TimelineBlock[] }>;
  height: number;
};

/** Minutes since midnight of a local date-time `YYYY-MM-DDTHH:mm`. */
export const minuteOf = (dateTime: string) => Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16));

/** `HH:mm` of minutes since midnight. */
export const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/**
 * The timeline of the divisions' windows, one entry per day that has a window (in date order). The axis runs from
 * the full hour before the first window to the full hour after the last; pitches keep the event's order.
 */
export function layoutTimeline(pitches: readonly EventPitch[], divisions: readonly Division[]): TimelineDay[] {
  const byDate = new Map<string, Array<{ division: Division; colour: number }>>();
  divisions.forEach((division, colour) => {
    if (!division.window) return;
    const date = division.window.start.slice(0, 10);
    const list = byDate.get(date) ?? [];
    list.push({ division, colour });
    byDate.set(date, list);
  });
  return [...byDate.keys()].sort().map((date) => {
    const entries = byDate.get(date) ?? [];
    const starts = entries.map((e) => minuteOf(e.division.window?.start ?? ""));
    const ends = entries.map((e) => minuteOf(e.division.window?.end ?? ""));
    const from = Math.floor(Math.min(...starts) / 60) * 60;
    const to = Math.min(24 * 60, Math.ceil(Math.max(...ends) / 60) * 60);
    const hours: TimelineDay["hours"] = [];
    for (let minute = from; minute <= to; minute += 60) hours.push({ minute, top: (minute - from) * PX_PER_MINUTE });
    const columns = pitches.map((pitch) => ({
      pitchId: pitch.id,
      pitchName: pitch.name,
      blocks: entries
        .filter((e) => e.division.window?.pitches.includes(pitch.id))
        .map(({ division, colour }) => {
          const start = minuteOf(division.window?.start ?? "");
          const end = minuteOf(division.window?.end ?? "");
          return {
            tournamentId: division.tournamentId,
            name: division.name,
            colour,
            top: (start - from) * PX_PER_MINUTE,
            height: (end - start) * PX_PER_MINUTE,
            start: clockOf(start),
            end: clockOf(end),
          };
        })
        .sort((a, b) => a.top - b.top),
    }));
    return { date, from, to, hours, columns, height: (to - from) * PX_PER_MINUTE };
  });
}

/** A window moved by some minutes (same pitches); null when it would leave its day. */
export function shiftWindow<W extends { start: string; end: string }>(window: W, minutes: number): W | null {
  const start = minuteOf(window.start) + minutes;
  const end = minuteOf(window.end) + minutes;
  if (start < 0 || end >= 24 * 60) return null;
  return {
    ...window,
    start: `${window.start.slice(0, 11)}${clockOf(start)}`,
    end: `${window.end.slice(0, 11)}${clockOf(end)}`,
  };
}

/** A new pitch id not used yet (`p1`, `p2`, …). */
export function nextPitchId(existing: readonly { id: string }[]): string {
  const used = new Set(existing.map((p) => p.id));
  let n = existing.length + 1;
  while (used.has(`p${n}`)) n++;
  return `p${n}`;
}
