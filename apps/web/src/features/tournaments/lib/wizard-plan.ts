// The live preview: the draft's plan computed in the browser by the same domain function (`planTournament`)
// and seed the server's plangen uses, so what is previewed is what gets saved.
import { type Team, type TournamentSettings, TournamentSettingsSchema } from "@kickoff/domain/contracts.ts";
import type { TournamentPlan } from "@kickoff/domain/generate.ts";
import { planTournament } from "@kickoff/domain/plan-tournament.ts";
import type { WizardDraft } from "./wizard-model.ts";
import { toFormat, toTimes } from "./wizard-payloads.ts";

/** Engine settings of the draft (defaults filled by the contract). */
export function toSettings(d: WizardDraft): TournamentSettings {
  const { id: _id, ...times } = toTimes(d, "preview");
  return TournamentSettingsSchema.parse({ ...toFormat(d), ...times });
}

/** Preview ids for teams not saved yet ("t1", "t2" …, in list order). */
export const previewTeams = (d: WizardDraft): Team[] =>
  d.teams.map((t, i) => ({ id: t.id ?? `t${i + 1}`, name: t.name.trim() || `#${i + 1}`, seed: i + 1 }));

export type PreviewOutcome = { ok: true; plan: TournamentPlan; teams: Team[] } | { ok: false; error: string };

/** The engine's plan of the draft, computed in the browser; an impossible format is an error, not a throw. */
export function previewPlan(d: WizardDraft): PreviewOutcome {
  const teams = previewTeams(d);
  let settings: TournamentSettings;
  try {
    settings = toSettings(d);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const outcome = planTournament(settings, teams, d.seed);
  return outcome.ok ? { ok: true, plan: outcome.plan, teams } : { ok: false, error: outcome.message };
}
