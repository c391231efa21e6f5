// An event reporter link opens `eventReporter/{id}#reporter=<token>`: the token is kept in this browser per event
// (a reload at the pitch still works) and taken out of the address. Helpers to order one pitch's matches and
// festival games across divisions.
import type { Match, Result } from "@kickoff/domain/contracts.ts";
import type { EventReporterSession } from "@kickoff/domain/event-reporting.ts";
import type { FuninoGame, FuninoGameOutcome } from "@kickoff/domain/funino-contracts.ts";
import { hashToken } from "../../../lib/hash-token.ts";

export const eventReporterToken = hashToken("reporter", 16, "ft-event-reporter");

export type PitchMatch = {
  kind: "match";
  tournamentId: string;
  division: string;
  start: string;
  match: Match;
  result: Result | null;
  names: ReadonlyMap<string, string>;
};

/** One festival round's game on the link's pitch (a festival plays one game per pitch and round). */
export type PitchGame = {
  kind: "festival";
  tournamentId: string;
  division: string;
  start: string;
  round: number;
  game: FuninoGame;
  outcome: FuninoGameOutcome | null;
};

export type PitchItem = PitchMatch | PitchGame;

/** Every tournament division's match on the link's pitch, in kick-off order. */
export function pitchMatches(session: EventReporterSession): PitchMatch[] {
  return pitchItems(session).filter((item): item is PitchMatch => item.kind === "match");
}

/** Every match and festival game on the link's pitch across divisions, in kick-off order. */
export function pitchItems(session: EventReporterSession): PitchItem[] {
  return session.divisions
    .flatMap((d): PitchItem[] => {
      if (d.mode === "funino") {
        return (d.festival?.rounds ?? []).flatMap((round) => {
          const index = round.games.findIndex((g) => g.pitch === d.pitchId);
          const game = round.games[index];
          if (!game) return [];
          const outcome = round.outcomes.find((o) => o.game === index) ?? null;
          return [
            {
              kind: "festival" as const,
              tournamentId: d.tournamentId,
              division: d.name,
              start: round.start,
              round: round.round,
              game,
              outcome: outcome?.outcome === null ? null : outcome,
            },
          ];
        });
      }
      const names = new Map(d.tournament.teams.map((team) => [team.id, team.name]));
      const results = new Map(d.tournament.results.map((r) => [r.matchId, r]));
      return d.tournament.matches.map((match) => ({
        kind: "match" as const,
        tournamentId: d.tournamentId,
        division: d.name,
        start: match.start,
        match,
        result: results.get(match.id) ?? null,
        names,
      }));
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * Festivals still playing: their next rounds' games on this pitch are drawn only when a round is complete, so the
 * pitch stays theirs after its game of the current round is in.
 */
const playingFestivals = (session: EventReporterSession) =>
  new Set(
    session.divisions
      .filter(
        (d) =>
          d.festival !== undefined &&
          d.festival.currentRound <= d.festival.roundCount &&
          d.status !== "finished" &&
          d.status !== "archived",
      )
      .map((d) => d.tournamentId),
  );

/**
 * The division that plays next on the pitch: of the first match without a result or festival game without an
 * outcome, or of a festival still playing there; else the first division.
 */
export function nextDivision(items: readonly PitchItem[], session: EventReporterSession): string | null {
  const playing = playingFestivals(session);
  const next = items.find((item) =>
    item.kind === "match" ? item.result === null : item.outcome === null || playing.has(item.tournamentId),
  );
  return next?.tournamentId ?? session.divisions[0]?.tournamentId ?? null;
}

/** The divisions with a public live stream, to follow with the version on screen (private ones have none). */
export const liveDivisions = (session: EventReporterSession | undefined) =>
  (session?.divisions ?? []).filter((d) => d.live).map((d) => ({ id: d.tournamentId, version: d.version }));

/**
 * Calls `refetch` whenever the page becomes visible again (a phone woken up at the pitch): private divisions have
 * no live stream, and a stream may have missed changes while the phone slept. Returns the clean-up.
 */
export function whenVisibleAgain(doc: Document, refetch: () => void): () => void {
  const listener = () => {
    if (doc.visibilityState === "visible") refetch();
  };
  doc.addEventListener("visibilitychange", listener);
  return () => doc.removeEventListener("visibilitychange", listener);
}
