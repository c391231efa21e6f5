// The engine's composition: settings + engine teams + seed → planned matches. Server and SPA call it through
// `planTournament` (plan-tournament.ts), which adds pots, fixed groups and refusals instead of throws.
import type { MatchSpec, Side, Team, TournamentSettings } from "./contracts.ts";
import { type Group, splitIntoGroups } from "./groups.ts";
import { buildKnockoutFromGroups, buildSeededBracket, type KnockoutShape, qualifierCount } from "./knockout.ts";
import { type Plan, type PlanOptions, planMatches } from "./planner.ts";
import { roundRobin } from "./round-robin.ts";

export interface TournamentPlan extends Plan {
  groups: Group[];
}

const team = (teamId: string): Side => ({ teamId, placeholder: null });

/** Teams in seeding order: by `seed` (1 = strongest), unseeded teams after them in id order. */
export function seedingOrder(teams: readonly Team[]): string[] {
  return [...teams]
    .sort(
      (a, b) =>
        (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((t) => t.id);
}

/** Group-stage match specs: each group's circle-method round robin (double if set); ids "A1", "A2", … in round order. */
export function groupMatchSpecs(groups: readonly Group[], double: boolean): MatchSpec[] {
  const out: MatchSpec[] = [];
  for (const g of groups) {
    let k = 0;
    roundRobin(g.teamIds, { double }).forEach((round, r) => {
      for (const [h, a] of round)
        out.push({
          id: `${g.name}${++k}`,
          stage: "group",
          group: g.name,
          round: r + 1,
          placeFor: null,
          home: team(h),
          away: team(a),
        });
    });
  }
  return out;
}

/**
 * Composes the whole plan: round robin (one group), groups → round robins → knockout (cross pairings,
 * 3rd place, placement games), or a plain seeded knockout; then time and pitch planning. Deterministic in `seed`.
 */
export function generateTournamentPlan(
  settings: TournamentSettings,
  teams: readonly Team[],
  seed: string | number,
  options: Omit<PlanOptions, "seed"> = {},
): TournamentPlan {
  const seeded = seedingOrder(teams);
  if (seeded.length < 2) throw new Error("a tournament needs at least two teams");
  let groups: Group[] = [];
  let specs: MatchSpec[] = [];
  if (settings.mode === "knockout") {
    specs = buildSeededBracket(seeded, { thirdPlace: settings.thirdPlace, placementGames: settings.placementGames });
  } else {
    const groupCount = settings.mode === "roundRobin" ? 1 : settings.groupCount;
    groups = splitIntoGroups(seeded, groupCount, {
      method: settings.seeding,
      seed,
      ...(settings.mode !== "roundRobin" && settings.groupSizes ? { sizes: settings.groupSizes } : {}),
    });
    specs = groupMatchSpecs(groups, settings.doubleRoundRobin);
    if (settings.mode === "groupsKnockout" && settings.knockout !== "none") {
      const shape: KnockoutShape = settings.knockout;
      if (seeded.length < qualifierCount(shape)) throw new Error(`${seeded.length} teams are too few for a ${shape}`);
      specs.push(
        ...buildKnockoutFromGroups(
          groups.map((g) => ({ name: g.name, size: g.teamIds.length })),
          shape,
          { thirdPlace: settings.thirdPlace, placementGames: settings.placementGames },
        ),
      );
    }
  }
  const plan = planMatches(specs, settings, { ...options, seed });
  return { ...plan, groups };
}
