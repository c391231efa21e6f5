// The event form's data (create and edit) as event/create and event/update take it (issue 19).
import type { EventGeneral, EventIssue, EventPitch } from "@kickoff/domain/event-contracts.ts";
import type { NewEvent } from "../api/events-api.ts";
import { checkPitchHours, type PitchDraft, pitchHoursDraft, pitchHoursOf } from "./pitch-hours.ts";

export type { PitchDraft } from "./pitch-hours.ts";
export type Visibility = "public" | "unlisted" | "private";

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

/** What the form's fields hold; the optional texts are empty strings when not given. */
export type EventFormState = {
  name: string;
  description?: string;
  startDate: string;
  endDate: string;
  venueName: string;
  city: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  pitches: PitchDraft[];
  changeover: number;
  visibility: Visibility;
  /** The stored logo's file id; undefined = none. */
  logoFileId?: string;
};

/** The form's fields of a stored event; hours that differ between days stay per day. */
export function formOfEvent(general: EventGeneral): EventFormState {
  const days = daysOf(general.startDate, general.endDate ?? "");
  return {
    name: general.name,
    description: general.description,
    startDate: general.startDate,
    endDate: general.endDate ?? "",
    venueName: general.venue?.name ?? "",
    city: general.venue?.city ?? "",
    contactName: general.contact?.name ?? "",
    contactEmail: general.contact?.email ?? "",
    contactPhone: general.contact?.phone ?? "",
    pitches: general.pitches.map((p) => ({ id: p.id, name: p.name, ...pitchHoursDraft(p.hours, days) })),
    changeover: general.changeoverMinutes,
    visibility: general.visibility,
    ...(general.logoFileId ? { logoFileId: general.logoFileId } : {}),
  };
}

const contactOf = (form: EventFormState) => {
  const contact = {
    ...(form.contactName?.trim() ? { name: form.contactName.trim() } : {}),
    ...(form.contactEmail?.trim() ? { email: form.contactEmail.trim() } : {}),
    ...(form.contactPhone?.trim() ? { phone: form.contactPhone.trim() } : {}),
  };
  return Object.keys(contact).length > 0 ? { contact } : {};
};

/**
 * The event's data as event/create and event/update take it.
 * `base` (edit mode) keeps what the form does not show: the venue's address, country and position.
 */
export function eventOfForm(form: EventFormState, base?: EventGeneral): NewEvent {
  const days = daysOf(form.startDate, form.endDate);
  const pitches: EventPitch[] = form.pitches.map((p) => ({
    id: p.id,
    name: p.name.trim(),
    hours: pitchHoursOf(p, days),
  }));
  const venueName = form.venueName.trim();
  const city = form.city.trim();
  const { city: _oldCity, ...keptVenue } = base?.venue ?? { name: "" };
  return {
    name: form.name.trim(),
    ...(form.description?.trim() ? { description: form.description.trim() } : {}),
    startDate: form.startDate,
    ...(form.endDate && form.endDate !== form.startDate ? { endDate: form.endDate } : {}),
    ...(venueName ? { venue: { ...keptVenue, name: venueName, ...(city ? { city } : {}) } } : {}),
    ...contactOf(form),
    ...(form.logoFileId ? { logoFileId: form.logoFileId } : {}),
    pitches,
    changeoverMinutes: form.changeover,
    visibility: form.visibility,
  };
}

/** The form's own checks: field → key under `events.create` of its message. */
export function checkEventForm(form: EventFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.name.trim()) errors.name = "required";
  if (!form.startDate) errors.startDate = "required";
  if (form.endDate && form.endDate < form.startDate) errors.endDate = "endBeforeStart";
  if (form.contactEmail?.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.contactEmail.trim()))
    errors["contact.email"] = "emailInvalid";
  const days = daysOf(form.startDate, form.endDate);
  form.pitches.forEach((p, i) => {
    if (!p.name.trim()) errors[`pitches.${i}.name`] = "required";
    Object.assign(errors, checkPitchHours(p, i, days));
  });
  return errors;
}

/** An answer's failure as the form shows it: field → message (the server's text), or null when no field fits. */
export function serverFieldErrors(error: {
  status: number;
  code: string;
  message: string;
  fields: readonly { field: string; message: string }[];
  body: Readonly<Record<string, unknown>>;
}): Record<string, string> | null {
  // event/update names fields under `general.`; event/create at the top.
  const strip = (field: string) => field.replace(/^general\./, "").replace(/^(pitches\.\d+\.hours)\..*$/, "$1");
  if (error.fields.length > 0) return Object.fromEntries(error.fields.map((f) => [strip(f.field), f.message] as const));
  if (error.code === "WINDOW_CONFLICT") {
    const issues = Array.isArray(error.body.issues) ? (error.body.issues as EventIssue[]) : [];
    return { pitches: issues.map((i) => i.text).join(" ") || error.message };
  }
  // A 409's message starts with the field it is about: `general.pitches: pitch p2 is used by …`.
  const named = /^([\w.]+): (.*)$/.exec(error.message);
  if (named?.[1] && named[2]) return { [strip(named[1])]: named[2] };
  return null;
}

/** A refusal about "pitch p2" is also shown (and focused) at that pitch's name when the form still has it. */
export function atNamedPitch(errors: Record<string, string>, pitches: readonly PitchDraft[]): Record<string, string> {
  const message = errors.pitches;
  const id = message ? /\bpitch ([A-Za-z0-9_-]+)/.exec(message)?.[1] : undefined;
  const index = id ? pitches.findIndex((p) => p.id === id) : -1;
  return index < 0 || !message ? errors : { ...errors, [`pitches.${index}.name`]: message };
}
