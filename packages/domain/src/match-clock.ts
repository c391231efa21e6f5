// "Is this match being played now?" The plan's kick-off and end are wall-clock times at the venue without a zone,
// so "now" is read on the venue's clock (its zone when known), never compared with the viewer's UTC instant.
import type { LocalDateTime, Match } from "./contracts.ts";
import type { TournamentStatus } from "./tournament-contracts.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall-clock time of an instant in a zone, as plans write it ("2030-05-04T09:05"); the device's zone without one. */
export function localDateTimeAt(instant: Date, zone: string | null): LocalDateTime {
  if (zone) {
    try {
      const parts = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      }).formatToParts(instant);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
      return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
    } catch {
      // An unknown zone: fall back to the device's clock, which is right for nearly every viewer at the venue.
    }
  }
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/**
 * The wall-clock time of an instant where clocks are `offset` minutes ahead of UTC: what {@link localDateTimeAt} gives
 * for a zone with that offset, without Intl (a browser's first Intl date format costs a slow phone a quarter second).
 */
export const localDateTimeAtOffset = (instant: number, offset: number): LocalDateTime =>
  new Date(instant + offset * 60_000).toISOString().slice(0, 16);

/**
 * A match is being played ("live") while its tournament is running, its result is not in yet, and the venue's
 * clock is between the plan's kick-off (included) and end (excluded).
 */
export function isBeingPlayed(
  match: Pick<Match, "start" | "end" | "status">,
  tournamentStatus: TournamentStatus,
  now: LocalDateTime,
): boolean {
  return tournamentStatus === "running" && match.status !== "finished" && match.start <= now && now < match.end;
}

/** The ids of the matches being played now ({@link isBeingPlayed}). */
export function matchesBeingPlayed(
  tournament: { status: TournamentStatus; matches: ReadonlyArray<Pick<Match, "id" | "start" | "end" | "status">> },
  now: LocalDateTime,
): Set<string> {
  return new Set(tournament.matches.filter((m) => isBeingPlayed(m, tournament.status, now)).map((m) => m.id));
}
