// The one entry point for server and SPA: a tournament's teams as the organiser entered them (seeds, pots,
// fixed groups) and its settings → its plan, or the reason there is none. The wizard's preview and the
// server's plangen call it alike, so what was previewed is what gets saved.
import type { Team, TournamentSettings } from "./contracts.ts";
import { generateTournamentPlan, groupMatchSpecs, seedingOrder, type TournamentPlan } from "./generate.ts";
import { buildKnockoutFromGroups } from "./knockout.ts";
import { type PlanOptions, PlanTooLargeError, planMatches } from "./planner.ts";
import type { TeamInput } from "./tournament-contracts.ts";

/** A team as stored with a tournament: the entered fields with its id fixed. */
export type PlanTeam = Pick<TeamInput, "name" | "club" | "seed" | "pot" | "strength" | "group"> & { id: string };

/** Why a plan cannot be made; the codes are the API's error codes of plangen. */
export type PlanRefusal = { code: "NOT_ENOUGH_TEAMS" | "PLAN_NOT_POSSIBLE" | "PLAN_TOO_LARGE"; message: string };

export type PlanOutcome = { ok: true; plan: TournamentPlan } | ({ ok: false } & PlanRefusal);

/**
 * Engine teams: with pots, the seeding order is pot by pot (the engine draws each run of `groupCount`
 * consecutive seeds across the groups), seeds ordering within a pot.
 */
export function engineTeams(teams: readonly PlanTeam[]): Team[] {
  const base = (t: PlanTeam): Team => ({
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
 * Plans a tournament: needs two teams; when every team has a fixed group (groups + knockout mode) the groups
 * are taken as given and composed the way `generateTournamentPlan` composes drawn ones. Deterministic in `seed`.
 * An impossible or too large format is a refusal, never a throw. `options.effort` (default 1) scales the search
 * for fewer back-to-back games, which only swaps and moves matches between the greedy fill's slots: the slot
 * count, and in practice the plan's length, do not depend on it (event-planning.ts estimates lengths with 0).
 */
export function planTournament(
  settings: TournamentSettings,
  teams: readonly PlanTeam[],
  seed: string | number,
  options: Omit<PlanOptions, "seed"> = {},
): PlanOutcome {
  if (teams.length < 2) return { ok: false, code: "NOT_ENOUGH_TEAMS", message: "A plan needs at least two teams" };
  const eTeams = engineTeams(teams);
  try {
    if (!(settings.mode === "groupsKnockout" && teams.every((t) => t.group)))
      return { ok: true, plan: generateTournamentPlan(settings, eTeams, seed, options) };
    const groupOf = new Map(teams.map((t) => [t.id, t.group]));
    const names = [...new Set(teams.map((t) => t.group as string))].sort();
    const groups = names.map((name) => ({
      name,
      teamIds: seedingOrder(eTeams.filter((t) => groupOf.get(t.id) === name)),
    }));
    if (groups.some((g) => g.teamIds.length < 2))
      return { ok: false, code: "PLAN_NOT_POSSIBLE", message: "Every group needs at least two teams" };
    const specs = groupMatchSpecs(groups, settings.doubleRoundRobin);
    if (settings.knockout !== "none")
      specs.push(
        ...buildKnockoutFromGroups(
          groups.map((g) => ({ name: g.name, size: g.teamIds.length })),
          settings.knockout,
          { thirdPlace: settings.thirdPlace, placementGames: settings.placementGames },
        ),
      );
    return { ok: true, plan: { ...planMatches(specs, settings, { ...options, seed }), groups } };
  } catch (err) {
    if (err instanceof PlanTooLargeError) return { ok: false, code: "PLAN_TOO_LARGE", message: err.message };
    // The engine refuses impossible formats with a plain Error whose message says why.
    const message = err instanceof Error ? err.message : "The format cannot be planned";
    return { ok: false, code: "PLAN_NOT_POSSIBLE", message };
  }
}
