import { pitchLabel as sharedPitchLabel } from "@kickoff/domain/pitch-label.ts";
import type { PublicMatch, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import type { TFunction } from "i18next";

type Message = { key: string; params: Record<string, string | number> } | null;

/** A side of a match: the team's name, else the translated placeholder ("Winner SF1"), else "?". */
export function sideName(teamId: string | null, label: Message, names: ReadonlyMap<string, string>, t: TFunction) {
  if (teamId) return names.get(teamId) ?? teamId;
  if (label) return t(`engine.${label.key}`, label.params);
  return "?";
}

/** The translated stage of a match: "Group A", "Semi-final", "Match for place 5". */
export function stageName(match: Pick<PublicMatch, "stage" | "group" | "placeFor" | "stageLabel">, t: TFunction) {
  if (match.stage === "group" && match.group) return t("public.match.group", { group: match.group });
  if (match.stage === "placement" && match.placeFor) return t("public.match.placeFor", { place: match.placeFor });
  return t(`engine.${match.stageLabel.key}`, match.stageLabel.params);
}

/** A pitch as shown (the domain's rule: the name as given, a bare number with the translated prefix). */
export const pitchLabel = (name: string, t: TFunction) =>
  sharedPitchLabel(name, (pitch) => t("public.match.pitch", { pitch }));

/** The pitch names of a tournament by id, as shown ({@link pitchLabel}). */
export const pitchLabels = (pitches: ReadonlyArray<{ id: string; name: string }>, t: TFunction) =>
  new Map(pitches.map((p) => [p.id, pitchLabel(p.name, t)]));

export const teamNames = (tournament: Pick<PublicTournament, "teams">) =>
  new Map(tournament.teams.map((team) => [team.id, team.name]));

// One formatting for times and scores on every screen (organiser, referee, public).
export { clockOf, scoreText } from "../../../components/tournament/labels.ts";

/** A local date "2030-05-04" in the page's language (no time zone shift: parsed as UTC, shown as UTC). */
export function formatDate(date: string, lang: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/** "4 May 2030" or "4 May 2030 – 5 May 2030". */
export function formatDateRange(start: string, end: string | undefined | null, lang: string) {
  return end && end !== start ? `${formatDate(start, lang)} – ${formatDate(end, lang)}` : formatDate(start, lang);
}

/** The next match of a team still to be played (one rule for the app's page and the lean page). */
export { nextMatchOf } from "@kickoff/domain/public-tournament-html.ts";
