import { LANGUAGE_TAGS, type Language } from "@kickoff/locales/languages.ts";

// Tournament dates and kick-offs are wall-clock values without a zone ("2026-11-22", "2026-11-22T10:00"):
// they are parsed and shown as UTC so that no visitor's time zone shifts them.

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A local date "2026-11-22" in the page's language ("Nov 22, 2026", "22.11.2026"); anything else as it is. */
export function formatLocalDate(date: string, lang: Language) {
  if (!DAY.test(date)) return date;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/** One day, or "first – last" when the tournament spans several days. */
export function formatLocalDateRange(start: string, end: string | null | undefined, lang: Language) {
  return end && end.slice(0, 10) !== start.slice(0, 10)
    ? `${formatLocalDate(start, lang)} – ${formatLocalDate(end, lang)}`
    : formatLocalDate(start, lang);
}

/** A local date-time "2026-11-22T10:00" with a 24-hour clock, like every kick-off ("Nov 22, 2026, 10:00"). */
export function formatLocalDateTime(at: string, lang: Language) {
  if (!DAY.test(at)) return at;
  const time = at.length >= 16 ? at.slice(11, 16) : "00:00";
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(new Date(`${at.slice(0, 10)}T${time}:00Z`));
}
