// The engine's view of a stored tournament, and the engine calls the services compose.
import {
  type Match,
  type Result,
  type Team,
  type TournamentSettings,
  TournamentSettingsSchema,
} from "@kickoff/domain/contracts.ts";
import {
  generateTournamentPlan,
  groupMatchSpecs,
  seedingOrder,
  type TournamentPlan,
} from "@kickoff/domain/generate.ts";
import { buildKnockoutFromGroups } from "@kickoff/domain/knockout.ts";
import { fillKnockout, groupStates, type KnockoutDecisions } from "@kickoff/domain/placeholders.ts";
import { PlanTooLargeError, planMatches } from "@kickoff/domain/planner.ts";
import type { General, TeamInput, TournamentStatus, Visibility } from "@kickoff/domain/tournament-contracts.ts";
import { AppError, badRequest } from "../lib/errors.ts";
import type { TournamentRow } from "../repositories/tournaments.ts";

/** A stored team: the input shape with its id fixed. */
export type StoredTeam = TeamInput & { id: string };

export type TournamentState = {
  row: TournamentRow;
  id: string;
  ownerId: string;
  status: TournamentStatus;
  visibility: Visibility;
  general: General;
  settings: TournamentSettings;
  teams: StoredTeam[];
  matches: Match[];
  results: Result[];
  tieDecisions: KnockoutDecisions;
};

/** Reads a row's jsonb columns (written only by this area, through the contracts) into typed state. */
export function toState(row: TournamentRow): TournamentState {
  return {
    row,
    id: row.id,
    ownerId: row.ownerId,
    status: row.status as TournamentStatus,
    visibility: row.visibility as Visibility,
    general: row.general as General,
    settings: row.settings as TournamentSettings,
    teams: row.teams as StoredTeam[],
    matches: row.matches as Match[],
    results: row.results as Result[],
    tieDecisions: row.tieDecisions as KnockoutDecisions,
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

/**
 * Engine teams: with pots, the seeding order is pot by pot (the engine draws each run of
 * `groupCount` consecutive seeds across the groups), seeds ordering within a pot.
 */
export function engineTeams(teams: readonly StoredTeam[]): Team[] {
  const base = (t: StoredTeam): Team => ({
    id: t.id,
    name: t.name,
    ...(t.club ? { club: t.club } : {}),
    ...(t.seed ? { seed: t.seed } : {}),
    ...(t.strength ? { strength: t.strength } : {}),
  });
  if (!teams.some((t) => t.pot)) return teams.map(base);
  const big = Number.MAX_SAFE_INTEGER;
  const ordered = teams
    .map((t, i) => ({ t, i }))
    .sort((a, b) => (a.t.pot ?? big) - (b.t.pot ?? big) || (a.t.seed ?? big) - (b.t.seed ?? big) || a.i - b.i);
  return ordered.map(({ t }, i) => ({ ...base(t), seed: i + 1 }));
}

/**
 * Generates the plan with the engine. When every team has a fixed group (groups + knockout mode), the
 * groups are taken as given and the engine's parts are composed the same way `generateTournamentPlan` does.
 */
export function buildPlan(settings: TournamentSettings, teams: readonly StoredTeam[], seed: string): TournamentPlan {
  if (teams.length < 2) throw badRequest("NOT_ENOUGH_TEAMS", "A plan needs at least two teams");
  const eTeams = engineTeams(teams);
  const fixedGroups = settings.mode === "groupsKnockout" && teams.every((t) => t.group);
  try {
    if (!fixedGroups) return generateTournamentPlan(settings, eTeams, seed);
    const names = [...new Set(teams.map((t) => t.group as string))].sort();
    const groups = names.map((name) => ({
      name,
      teamIds: seedingOrder(eTeams.filter((t) => teams.find((s) => s.id === t.id)?.group === name)),
    }));
    if (groups.some((g) => g.teamIds.length < 2))
      throw badRequest("PLAN_NOT_POSSIBLE", "Every group needs at least two teams");
    const specs = groupMatchSpecs(groups, settings.doubleRoundRobin);
    if (settings.knockout !== "none")
      specs.push(
        ...buildKnockoutFromGroups(
          groups.map((g) => ({ name: g.name, size: g.teamIds.length })),
          settings.knockout,
          { thirdPlace: settings.thirdPlace, placementGames: settings.placementGames },
        ),
      );
    return { ...planMatches(specs, settings, { seed }), groups };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof PlanTooLargeError) throw badRequest("PLAN_TOO_LARGE", err.message);
    // The engine refuses impossible formats with a plain Error whose message says why.
    throw badRequest("PLAN_NOT_POSSIBLE", err instanceof Error ? err.message : "The format cannot be planned");
  }
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
