// Times on an event over several days carry their day (issue 19 review): "Fr., 14.6. 09:00" instead of a bare
// "09:00" that could be either day. Pure helpers for the organiser's pages and the reporter's pitch list.

import type { DivisionWindow, EventPitch } from "@kickoff/domain/event-contracts.ts";
import { dayTime, shortDay } from "@kickoff/domain/event-days.ts";

/**
 * `Pitch 1, Pitch 2 · 09:00–11:00` of a window; on an event over several days with its day
 * (`… · Fr., 14.6. 09:00–11:00`, and the end's day too when the window runs past midnight). `locale` is a BCP 47 tag.
 */
export function windowText(
  window: DivisionWindow,
  pitches: readonly Pick<EventPitch, "id" | "name">[],
  days?: { multiDay: boolean; locale: string },
) {
  const names = window.pitches.map((id) => pitches.find((p) => p.id === id)?.name ?? id).join(", ");
  const multiDay = days?.multiDay === true;
  const locale = days?.locale ?? "en-US";
  const sameDay = window.start.slice(0, 10) === window.end.slice(0, 10);
  const end = multiDay && !sameDay ? dayTime(window.end, locale, true) : window.end.slice(11, 16);
  return `${names} · ${dayTime(window.start, locale, multiDay)}–${end}`;
}

/** Items in kick-off order, grouped by their day ("2030-06-13") in that order. */
export function byDay<T extends { start: string }>(items: readonly T[]): Array<{ day: string; items: T[] }> {
  const groups: Array<{ day: string; items: T[] }> = [];
  for (const item of items) {
    const day = item.start.slice(0, 10);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** A day's heading in a list over several days: "Fr., 14.6.". */
export const dayHeading = (day: string, locale: string) => shortDay(day, locale);
