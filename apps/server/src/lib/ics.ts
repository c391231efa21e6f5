// iCalendar (RFC 5545) writing: CRLF line endings, lines folded at 75 octets (never inside a UTF-8
// character), TEXT values escaped. Times are UTC instants computed in the tournament's time zone
// ("DTSTART:20300504T070000Z"), so every calendar app shows them right, also one in another zone; with no zone
// known they stay floating local times ("DTSTART:20300504T090000"), which calendars show as printed on the plan.
import { zonedTimeToUtc } from "@kickoff/domain/time-zones.ts";

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line into chunks of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never split a multi-byte character: back off while `end` points at a continuation byte.
    while (end < bytes.length && end > start && ((bytes[end] as number) & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
    limit = 74; // the leading space of a continuation line counts
  }
  return parts.join("\r\n ");
}

/** "2030-05-04T09:00" → "20300504T090000" (floating local time). */
export function icsLocalDateTime(local: string): string {
  return `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}T${local.slice(11, 13)}${local.slice(14, 16)}00`;
}

/** A UTC timestamp for DTSTAMP. */
export function icsUtc(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** How often a subscribed calendar should fetch the plan again: often enough for a match day's changes. */
export const REFRESH_INTERVAL = "PT15M";

export type IcsEvent = {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Changes with every update, so calendar apps replace their copy. */
  sequence?: number;
};

/**
 * A VCALENDAR with one VEVENT per event; `timeZone` (IANA) turns the local kick-off times into UTC instants.
 * The refresh hints ask subscribed calendars (Apple, Outlook, Thunderbird) to fetch the plan again every 15 minutes.
 */
export function buildCalendar(opts: {
  name: string;
  stamp: Date;
  events: IcsEvent[];
  timeZone?: string | null;
}): string {
  const { timeZone } = opts;
  const time = (local: string) => (timeZone ? icsUtc(zonedTimeToUtc(local, timeZone)) : icsLocalDateTime(local));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kickoff//Tournament schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
  ];
  // A hint for apps that show the calendar's own zone; the times themselves are absolute.
  if (timeZone) lines.push(`X-WR-TIMEZONE:${timeZone}`);
  const stamp = icsUtc(opts.stamp);
  for (const e of opts.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${time(e.start)}`,
      `DTEND:${time(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.sequence !== undefined) lines.push(`SEQUENCE:${e.sequence}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
