import type { ReporterSession } from "@kickoff/domain/tournament-views.ts";

/**
 * The matches a link may enter: a referee's link only that referee's, a pitch's link only that pitch's, and a link
 * with both (the API allows it and checks both) only the referee's matches on that pitch.
 */
export function reporterMatches(data: Pick<ReporterSession, "link" | "tournament" | "refereeMatches">) {
  const { refereeMatches, link } = data;
  const mine = refereeMatches ? new Set(refereeMatches) : null;
  return data.tournament.matches.filter((m) => (!mine || mine.has(m.id)) && (!link.pitch || m.pitch === link.pitch));
}
