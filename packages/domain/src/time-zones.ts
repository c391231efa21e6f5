// A tournament's clock: kick-offs are local wall-clock times ("2030-05-04T09:00") at the venue. No zone is stored
// for a tournament; the venue's country names it (one zone for almost every country where youth tournaments are
// planned with this app). Countries spanning several zones without a clear main one give no zone.
import type { LocalDateTime } from "./contracts.ts";

/**
 * Countries with several zones whose mainland (where the tournaments are) has one, and codes ICU does not know;
 * alternatives in order of preference (older ICU data still calls Kyiv "Europe/Kiev").
 */
const MAIN_ZONE: Record<string, readonly string[]> = {
  CY: ["Asia/Nicosia"],
  DE: ["Europe/Berlin"],
  ES: ["Europe/Madrid"],
  PT: ["Europe/Lisbon"],
  UA: ["Europe/Kyiv", "Europe/Kiev"],
  XK: ["Europe/Belgrade"],
};

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

/** The zones ICU lists for a region: `getTimeZones()` in newer runtimes, the `timeZones` getter in older ones. */
function zonesOfRegion(country: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${country}`) as LocaleWithZones;
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/** Whether the runtime knows an IANA zone name. */
function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The venue country's IANA time zone (ISO 3166-1 alpha-2 in, e.g. "DE" → "Europe/Berlin"); null when unknown or ambiguous. */
export function timeZoneOfCountry(country: string | null | undefined): string | null {
  if (!country || !/^[A-Z]{2}$/.test(country)) return null;
  const main = MAIN_ZONE[country];
  if (main) return main.find(isKnownZone) ?? null;
  const zones = zonesOfRegion(country);
  return zones.length === 1 ? (zones[0] ?? null) : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant (Berlin in summer: 120). */
export function offsetMinutes(instant: number, zone: string): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string) => Number(parts.find((p) => p.type === type)?.value);
  const parts = format.formatToParts(new Date(instant));
  const wall = Date.UTC(
    part(parts, "year"),
    part(parts, "month") - 1,
    part(parts, "day"),
    part(parts, "hour"),
    part(parts, "minute"),
    part(parts, "second"),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall-clock time at a place. Across a DST change: a time that exists twice (autumn) is the first
 * one, a time that does not exist (spring, 02:30 in Berlin) is read with the offset before the change, i.e. moved
 * forward by the gap (03:30) — the rule of JavaScript's Temporal ("compatible") and of calendar apps.
 */
export function zonedTimeToUtc(local: LocalDateTime, zone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) throw new Error(`invalid local date-time: ${local}`);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const day = 86_400_000;
  // DST changes are never a day apart: the offsets a day before and after are the two candidates.
  const before = offsetMinutes(wall - day, zone);
  const after = offsetMinutes(wall + day, zone);
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const instant = wall - offset * 60_000;
    if (offsetMinutes(instant, zone) === offset) return new Date(instant);
  }
  return new Date(wall - before * 60_000);
}
