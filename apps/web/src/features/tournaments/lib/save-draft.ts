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
import type { WizardDraft, WizardStep } from "./wizard-model.ts";
import { toFormat, toGeneral, toTeamInputs, toTimes } from "./wizard-payloads.ts";

/** A failed save, with the wizard step whose call the server refused (so the page can go back to it). */
export class DraftSaveError extends Error {
  constructor(
    readonly step: WizardStep,
    override readonly cause: unknown,
  ) {
    super(`saving the ${step} step failed`);
    this.name = "DraftSaveError";
  }
}

async function stepCall<T>(step: WizardStep, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new DraftSaveError(step, error);
  }
}

/**
 * Saves the whole draft: general data (create or replace), teams, format, times, then the plan with the
 * previewed draw seed when there is none yet or it is outdated (never over entered results), and
 * publishes if asked. Returns the saved tournament; a refused call throws a DraftSaveError naming its step.
 */
export async function saveDraft(draft: WizardDraft, publish: boolean): Promise<ManagedTournament> {
  let t: ManagedTournament;
  // The draft holds every general field, so it replaces the saved general data as a whole.
  const { tournamentId } = draft;
  t = await stepCall("general", () =>
    tournamentId ? updateGeneral(tournamentId, toGeneral(draft)) : createTournament(toGeneral(draft)),
  );
  const id = t.id;
  t = await stepCall("teams", () => updateTeams(id, toTeamInputs(draft)));
  t = await stepCall("format", () => updateFormat(id, toFormat(draft)));
  t = await stepCall("times", () => updateTimes(toTimes(draft, id)));
  const current = t;
  if ((current.matches.length === 0 || current.planOutdated) && current.results.length === 0)
    t = await stepCall("preview", () => generatePlan(id, draft.seed));
  if (publish && t.status === "draft") t = await stepCall("publish", () => changeStatus(id, "published"));
  return t;
}
