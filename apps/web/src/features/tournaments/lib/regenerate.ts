import type { TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";

/**
 * The question to ask before "Generate plan again" (an i18n key), or null when a new draw changes nothing anyone
 * relies on. Results are deleted; once published, teams may know their groups and times; and a plan version above 1
 * means the plan was regenerated or reordered by hand since it was first made (the two cannot be told apart here).
 */
export function regenerateQuestion(t: {
  status: TournamentStatus;
  resultCount: number;
  planVersion: number;
}): string | null {
  if (t.resultCount > 0) return "organiser.settings.regenerateConfirm";
  if (t.status !== "draft") return "organiser.settings.regenerateConfirmPublished";
  if (t.planVersion > 1) return "organiser.settings.regenerateConfirmEdited";
  return null;
}
