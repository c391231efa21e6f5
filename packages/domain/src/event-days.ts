// The days of an event over several days (issue 19 review): which day "now / next" is about, and the short day
// label shown beside a kick-off time when an event has more than one day. Shared by the public event page, its
// script's texts, the control centre and the organiser's pages, so that they all agree.

/**
 * The event day "now / next" is about: today while the event runs, its first day before it and its last after it.
 * Dates are local wall-clock dates ("2030-06-13") and compare as strings.
 */
export function eventDayOf(today: string, startDate: string, endDate: string | null | undefined): string {
  const last = endDate && endDate >= startDate ? endDate : startDate;
  return today < startDate ? startDate : today > last ? last : today;
}

/**
 * Whether an item kicking off at `start` ("2030-06-13T09:00") may still be current on `day`: one of an earlier
 * day that never got a result (forgotten at the pitch desk) is not "now" or "next".
 */
export const fromDay = (start: string, day: string): boolean => start.slice(0, 10) >= day;

/** Whether an event spans more than one day. */
export const isMultiDay = (startDate: string, endDate: string | null | undefined): boolean =>
  !!endDate && endDate.slice(0, 10) !== startDate.slice(0, 10);

/** Every date from the first to the last day (at most 31), for the day labels a page sends to its script. */
export function eventDates(startDate: string, endDate: string | null | undefined): string[] {
  const days: string[] = [];
  const last = endDate && endDate >= startDate ? endDate : startDate;
  for (let at = Date.parse(`${startDate}T00:00:00Z`); days.length < 31; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

/** A short day in a language ("Fr., 14.6." for de-DE, "Fri, 6/14" for en-US): `locale` is a BCP 47 tag. */
export function shortDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** "Fr., 14.6. 09:00" on an event over several days, "09:00" on one of a single day. */
export const dayTime = (start: string, locale: string, multiDay: boolean): string =>
  multiDay ? `${shortDay(start, locale)} ${start.slice(11, 16)}` : start.slice(11, 16);
