import { changeStatus } from "../api/change-status.ts";
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
  // The draft holds every general field, so it replaces the saved general data as a whole.
  if (draft.tournamentId) {
    t = await updateGeneral(draft.tournamentId, toGeneral(draft));
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
