// The create-event form's data as event/create takes it (issue 19).
import type { EventPitch } from "@kickoff/domain/event-contracts.ts";
import type { NewEvent } from "../api/events-api.ts";
export type PitchDraft = { id: string; name: string; from: string; to: string };

export const today = () => new Date().toISOString().slice(0, 10);

/** Every day from start to end (inclusive), at most a week. */
export function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T12:00:00Z`);
  const last = end && end > start ? end : start;
  while (out.length < 7) {
    const iso = d.toISOString().slice(0, 10);
    out.push(iso);
    if (iso >= last) break;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** The event's data as event/create takes it; optional hours apply to every day of the event. */
export function eventOfForm(form: {
  name: string;
  startDate: string;
  endDate: string;
  venueName: string;
  city: string;
  pitches: PitchDraft[];
  changeover: number;
  visibility: "public" | "unlisted" | "private";
}): NewEvent {
  const days = daysOf(form.startDate, form.endDate);
  const pitches: EventPitch[] = form.pitches.map((p) => ({
    id: p.id,
    name: p.name.trim(),
    hours: p.from && p.to ? days.map((date) => ({ date, from: p.from, to: p.to })) : [],
  }));
  return {
    name: form.name.trim(),
    startDate: form.startDate,
    ...(form.endDate && form.endDate !== form.startDate ? { endDate: form.endDate } : {}),
    ...(form.venueName.trim()
      ? { venue: { name: form.venueName.trim(), ...(form.city.trim() ? { city: form.city.trim() } : {}) } }
      : {}),
    pitches,
    changeoverMinutes: form.changeover,
    visibility: form.visibility,
  };
}
