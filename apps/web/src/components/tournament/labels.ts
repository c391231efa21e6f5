import type { Match, Side } from "@kickoff/domain/contracts.ts";
import { describePlaceholder, describeStage } from "@kickoff/domain/placeholders.ts";
import type { TFunction } from "i18next";

/** A team's name by id; an unknown id shows as itself (never empty). */
export type TeamNames = ReadonlyMap<string, string>;

/** One side of a match: the team's name, or the translated placeholder ("Winner SF1") while unknown. */
export function sideLabel(side: Side, names: TeamNames, t: TFunction): string {
  if (side.teamId) return names.get(side.teamId) ?? side.teamId;
  if (side.placeholder) {
    const msg = describePlaceholder(side.placeholder);
    return t(`engine.${msg.key}`, msg.params);
  }
  return "–";
}

/** The translated stage of a match, with its group letter for group matches. */
export function stageLabel(match: Pick<Match, "stage" | "group" | "placeFor">, t: TFunction): string {
  if (match.stage === "group" && match.group) return t("organiser.schedule.group", { group: match.group });
  const msg = describeStage(match.stage);
  const stage = t(`engine.${msg.key}`, msg.params);
  return match.stage === "placement" && match.placeFor
    ? t("organiser.schedule.placeFor", { place: match.placeFor })
    : stage;
}

/** "10:12" from a local date-time "2025-06-14T10:12". */
export const clockOf = (at: string) => at.slice(11, 16);

/** The score as shown: "2:1", with penalties "2:2 (4:3)". */
export function scoreText(result: { home: number; away: number; penalties?: { home: number; away: number } }) {
  return `${result.home}:${result.away}${result.penalties ? ` (${result.penalties.home}:${result.penalties.away})` : ""}`;
}

/**
 * The note under a team that was level with others: the rule that separated it, or, for a final tie only
 * (the engine's "unresolved": every match played, every rule used), that a lot must be drawn. Nothing when
 * points alone decided or nobody was level, and nothing while teams are level only because matches are still
 * to be played (the engine's "level"). The same wording on every table.
 */
export function tieNote(row: { levelWith: readonly string[]; reason: string }, t: TFunction): string | null {
  if (row.levelWith.length === 0 || row.reason === "points" || row.reason === "level") return null;
  if (row.reason === "unresolved") return t("engine.reason.unresolved");
  return t("public.table.decidedBy", { reason: t(`engine.reason.${row.reason}`) });
}
