import { STATUS_TRANSITIONS, type TournamentStatus, type Visibility } from "@kickoff/domain/tournament-contracts.ts";

/** One lifecycle step the control centre offers, with the i18n keys of its button, question and success message. */
export type StatusAction = {
  target: TournamentStatus;
  label: string;
  confirm: string;
  done: string;
  /** Steps that take something away from visitors or helpers (back to draft, archive) are confirmed in red. */
  danger: boolean;
  /** Why the step cannot be taken yet (an i18n key), or null. */
  blockedBy: string | null;
};

/**
 * The steps the caller may take from the tournament's status (none without the changeStatus ability). Back to draft
 * is not offered once results exist (the server refuses it: RESULTS_EXIST); starting needs a plan (NO_PLAN).
 * The forward step comes first, the red steps that take something away after it.
 */
export function statusActions(t: {
  status: TournamentStatus;
  visibility: Visibility;
  abilities: { changeStatus: boolean };
  matchCount: number;
  resultCount: number;
}): StatusAction[] {
  if (!t.abilities.changeStatus) return [];
  return STATUS_TRANSITIONS[t.status]
    .filter((target) => !(target === "draft" && t.resultCount > 0))
    .map((target) => {
      const restore = t.status === "archived" && target === "finished";
      return {
        target,
        label: restore ? "organiser.status.restore.label" : `organiser.status.to.${target}`,
        confirm: restore
          ? "organiser.status.restore.confirm"
          : target === "published"
            ? `organiser.status.publishConfirm.${t.visibility}`
            : `organiser.status.confirm.${target}`,
        done: restore ? "organiser.status.restore.done" : `organiser.status.done.${target}`,
        danger: target === "draft" || target === "archived",
        blockedBy: target === "running" && t.matchCount === 0 ? "organiser.status.needPlan" : null,
      };
    })
    .sort((a, b) => Number(a.danger) - Number(b.danger));
}
