// An event reporter link opens `eventReporter/{id}#reporter=<token>`: the token is kept in this browser per event
// (a reload at the pitch still works) and taken out of the address. Helpers to order one pitch's matches.
import type { Match, Result } from "@kickoff/domain/contracts.ts";
import type { EventReporterSession } from "@kickoff/domain/event-reporting.ts";
import { hashToken } from "../../../lib/hash-token.ts";

export const eventReporterToken = hashToken("reporter", 16, "ft-event-reporter");

export type PitchMatch = {
  tournamentId: string;
  division: string;
  match: Match;
  result: Result | null;
  names: ReadonlyMap<string, string>;
};

/** Every tournament division's match on the link's pitch, in kick-off order (festivals enter elsewhere). */
export function pitchMatches(session: EventReporterSession): PitchMatch[] {
  return session.divisions
    .filter((d) => d.mode === "normal")
    .flatMap((d) => {
      const names = new Map(d.tournament.teams.map((team) => [team.id, team.name]));
      const results = new Map(d.tournament.results.map((r) => [r.matchId, r]));
      return d.tournament.matches.map((match) => ({
        tournamentId: d.tournamentId,
        division: d.name,
        match,
        result: results.get(match.id) ?? null,
        names,
      }));
    })
    .sort((a, b) => a.match.start.localeCompare(b.match.start));
}

/** The division whose match comes next (the first without a result), else the first tournament division. */
export function nextDivision(matches: readonly PitchMatch[], session: EventReporterSession): string | null {
  return (
    matches.find((m) => m.result === null)?.tournamentId ??
    session.divisions.find((d) => d.mode === "normal")?.tournamentId ??
    null
  );
}
