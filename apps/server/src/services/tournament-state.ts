// The engine's view of a stored tournament, and the engine calls the services compose.
import {
  type Match,
  type Result,
  type TournamentSettings,
  TournamentSettingsSchema,
} from "@kickoff/domain/contracts.ts";
import type { FuninoState } from "@kickoff/domain/funino-contracts.ts";
import type { TournamentPlan } from "@kickoff/domain/generate.ts";
import type { Officials } from "@kickoff/domain/officials-contracts.ts";
import { fillKnockout, groupStates, type KnockoutDecisions } from "@kickoff/domain/placeholders.ts";
import { planTournament } from "@kickoff/domain/plan-tournament.ts";
import type { General, TeamInput, TournamentStatus, Visibility } from "@kickoff/domain/tournament-contracts.ts";
import { badRequest } from "../lib/errors.ts";
import type { TournamentRow } from "../repositories/tournaments.ts";

/** A stored team: the input shape with its id fixed. */
export type StoredTeam = TeamInput & { id: string /** Festivals: bib colour. */; bib?: string };

export type TournamentState = {
  row: TournamentRow;
  id: string;
  mode: "normal" | "funino";
  /** Mode funino only: the festival's own part. */
  funino: FuninoState | null;
  ownerId: string;
  status: TournamentStatus;
  visibility: Visibility;
  /** Taken down by an operator (services/reports.ts). */
  takenDown: boolean;
  general: General;
  settings: TournamentSettings;
  teams: StoredTeam[];
  matches: Match[];
  results: Result[];
  tieDecisions: KnockoutDecisions;
  /** Referees and their matches (issue 18). */
  officials: Officials;
};

/** Reads a row's jsonb columns (written only by this area, through the contracts) into typed state. */
export function toState(row: TournamentRow): TournamentState {
  return {
    row,
    id: row.id,
    mode: row.mode === "funino" ? "funino" : "normal",
    funino: row.mode === "funino" ? (row.funino as FuninoState) : null,
    ownerId: row.ownerId,
    status: row.status as TournamentStatus,
    visibility: row.visibility as Visibility,
    takenDown: row.takenDownAt !== null,
    general: row.general as General,
    settings: row.settings as TournamentSettings,
    teams: row.teams as StoredTeam[],
    matches: row.matches as Match[],
    results: row.results as Result[],
    tieDecisions: row.tieDecisions as KnockoutDecisions,
    officials: row.officials as Officials,
  };
}

/** Engine settings for a new tournament: the engine defaults, kick-off at 10:00 on the first day, one pitch. */
export function defaultSettings(general: General): TournamentSettings {
  return TournamentSettingsSchema.parse({
    firstKickoff: `${general.startDate}T10:00`,
    pitches: [{ id: "p1", name: "1" }],
    ...(general.ageGroup?.ageRange ? { ageRange: general.ageGroup.ageRange } : {}),
  });
}

/** The engine's plan of the stored teams (the one domain function the wizard's preview uses too), or 400. */
export function buildPlan(settings: TournamentSettings, teams: readonly StoredTeam[], seed: string): TournamentPlan {
  const outcome = planTournament(settings, teams, seed);
  if (!outcome.ok) throw badRequest(outcome.code, outcome.message);
  return outcome.plan;
}

/** Knockout sides after a change of results or tie rules. */
export function refill(state: Pick<TournamentState, "matches" | "results" | "settings" | "tieDecisions">) {
  return fillKnockout(state.matches, state.results, state.settings, state.tieDecisions);
}

/** Group tables (engine standings) of the current results. */
export function standingsOf(state: Pick<TournamentState, "matches" | "results" | "settings" | "tieDecisions">) {
  return groupStates(state.matches, state.results, state.settings, state.tieDecisions).map((g) => ({
    group: g.name,
    complete: g.complete,
    rows: g.standings.rows,
    unresolved: g.standings.unresolved,
  }));
}

/** The officials without these referees and without their matches' assignments (their links: revokeRefereeLinks). */
export function withoutReferees(officials: Officials, removed: ReadonlySet<string>): Officials {
  return {
    referees: officials.referees.filter((r) => !removed.has(r.id)),
    assignments: Object.fromEntries(Object.entries(officials.assignments).filter(([, ref]) => !removed.has(ref))),
  };
}
