import type { ReporterSession } from "@kickoff/domain/tournament-views.ts";

/** The matches a link may enter: a referee's link only that referee's, a pitch's link only that pitch's. */
export function reporterMatches(data: Pick<ReporterSession, "link" | "tournament" | "refereeMatches">) {
  const { refereeMatches, link } = data;
  if (refereeMatches) {
    const mine = new Set(refereeMatches);
    return data.tournament.matches.filter((m) => mine.has(m.id));
  }
  return link.pitch ? data.tournament.matches.filter((m) => m.pitch === link.pitch) : data.tournament.matches;
}
