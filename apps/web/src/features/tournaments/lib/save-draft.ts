import { changeStatus } from "../api/change-status.ts";
import { getManagedTournament } from "../api/get-managed-tournament.ts";
import {
  createTournament,
  generatePlan,
  updateFormat,
  updateGeneral,
  updateTeams,
  updateTimes,
} from "../api/save-tournament.ts";
import type { ManagedTournament } from "../api/types.ts";
import { toFormat, toGeneral, toTeamInputs, toTimes, type WizardDraft } from "./wizard-draft.ts";

/**
 * Saves the whole draft: general data (create or replace), teams, format, times, then the plan with the
 * previewed draw seed when there is none yet or it is outdated (never over entered results), and
 * publishes if asked. Returns the saved tournament.
 */
export async function saveDraft(draft: WizardDraft, publish: boolean): Promise<ManagedTournament> {
  let t: ManagedTournament;
  if (draft.tournamentId) {
    const current = await getManagedTournament(draft.tournamentId);
    t = await updateGeneral(current.id, toGeneral(draft, current.general));
  } else {
    t = await createTournament(toGeneral(draft));
  }
  t = await updateTeams(t.id, toTeamInputs(draft));
  t = await updateFormat(t.id, toFormat(draft));
  t = await updateTimes(toTimes(draft, t.id));
  if ((t.matches.length === 0 || t.planOutdated) && t.results.length === 0) t = await generatePlan(t.id, draft.seed);
  if (publish && t.status === "draft") t = await changeStatus(t.id, "published");
  return t;
}
