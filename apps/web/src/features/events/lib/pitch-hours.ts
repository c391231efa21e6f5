// A pitch's hours in the event form (issue 19): one from–to for every day ("same every day", the default), or a row
// per day, where a day left empty means the pitch is not available that day. The stored hours round-trip exactly.
import type { PitchHours } from "@kickoff/domain/event-contracts.ts";

/** One from–to of one day as the form holds it (times may be empty while typing). */
export type DayHoursDraft = { date: string; from: string; to: string };
export type PitchDraft = {
  id: string;
  name: string;
  /** Same hours every day: `from`/`to` (both empty = all day). */
  from: string;
  to: string;
  /** Hours per day instead: `days` (entries with empty times are left out when saved). */
  perDay: boolean;
  days: DayHoursDraft[];
};

/** One row of the per-day editor: an entry of `days` (index) or an empty day not in it yet (index -1). */
export type DayRow = DayHoursDraft & { index: number; outside: boolean };

export const newPitch = (id: string, name: string): PitchDraft => ({
  id,
  name,
  from: "",
  to: "",
  perDay: false,
  days: [],
});

/** The draft of stored hours: "same every day" only when that gives back exactly the same hours. */
export function pitchHoursDraft(
  hours: readonly PitchHours[],
  eventDays: readonly string[],
): Omit<PitchDraft, "id" | "name"> {
  const first = hours[0];
  const same =
    !first ||
    (hours.length === eventDays.length &&
      hours.every((h, i) => h.date === eventDays[i] && h.from === first.from && h.to === first.to));
  if (same) return { from: first?.from ?? "", to: first?.to ?? "", perDay: false, days: [] };
  return { from: "", to: "", perDay: true, days: hours.map((h) => ({ ...h })) };
}

/** The hours event/create and event/update take: filled entries only, in the order of the day. */
export function pitchHoursOf(pitch: PitchDraft, eventDays: readonly string[]): PitchHours[] {
  if (!pitch.perDay)
    return pitch.from && pitch.to ? eventDays.map((date) => ({ date, from: pitch.from, to: pitch.to })) : [];
  return pitch.days
    .filter((d) => d.from && d.to)
    .map((d) => ({ date: d.date, from: d.from, to: d.to }))
    .sort((a, b) => (a.date === b.date ? a.from.localeCompare(b.from) : a.date.localeCompare(b.date)));
}

/** The editor's rows: every day of the event (its entries, or one empty row), then filled entries outside the days. */
export function dayRows(pitch: PitchDraft, eventDays: readonly string[]): DayRow[] {
  const rows: DayRow[] = [];
  for (const date of eventDays) {
    const entries = pitch.days.flatMap((d, index) => (d.date === date ? [{ ...d, index, outside: false }] : []));
    rows.push(...(entries.length > 0 ? entries : [{ date, from: "", to: "", index: -1, outside: false }]));
  }
  pitch.days.forEach((d, index) => {
    if (!eventDays.includes(d.date) && (d.from || d.to)) rows.push({ ...d, index, outside: true });
  });
  return rows;
}

/** A row's times changed: the entry is updated, or added when the day had none. */
export function setDayRow(
  pitch: PitchDraft,
  row: DayRow,
  patch: Partial<Pick<DayHoursDraft, "from" | "to">>,
): PitchDraft {
  if (row.index < 0)
    return { ...pitch, days: [...pitch.days, { date: row.date, from: row.from, to: row.to, ...patch }] };
  return { ...pitch, days: pitch.days.map((d, i) => (i === row.index ? { ...d, ...patch } : d)) };
}

/** Switching between "same every day" and per day keeps the hours the organiser sees. */
export function setPerDay(pitch: PitchDraft, perDay: boolean, eventDays: readonly string[]): PitchDraft {
  if (perDay) return { ...pitch, perDay, days: eventDays.map((date) => ({ date, from: pitch.from, to: pitch.to })) };
  const first = pitch.days.find((d) => d.from && d.to && eventDays.includes(d.date));
  return { ...pitch, perDay, from: first?.from ?? "", to: first?.to ?? "", days: [] };
}

const timesWrong = (from: string, to: string) => (from || to) && !(from && to && from < to);

/** The hours' own checks: field → message key under `events.create`; per-day rows are `pitches.i.day.<row>`. */
export function checkPitchHours(
  pitch: PitchDraft,
  index: number,
  eventDays: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!pitch.perDay) {
    if (timesWrong(pitch.from, pitch.to)) errors[`pitches.${index}.hours`] = "hoursInvalid";
    return errors;
  }
  const rows = dayRows(pitch, eventDays);
  rows.forEach((row, r) => {
    if (row.outside) errors[`pitches.${index}.day.${r}`] = "dayOutside";
    else if (timesWrong(row.from, row.to)) errors[`pitches.${index}.day.${r}`] = "hoursInvalid";
  });
  // Per day with every day empty would be read as "all day, every day": say so instead.
  if (!rows.some((row) => row.from && row.to) && rows.length > 0) errors[`pitches.${index}.day.0`] = "dayNeeded";
  return errors;
}
