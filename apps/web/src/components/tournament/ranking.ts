import type { Match, Result } from "@kickoff/domain/contracts.ts";
import { knockoutWinner } from "@kickoff/domain/placeholders.ts";

export type Placement = { place: number; teamId: string };

type GroupTable = { group: string; complete: boolean; rows: ReadonlyArray<{ teamId: string; rank: number }> };

/**
 * Final places decided so far: the winner of a match deciding place n takes n, its loser n + 1
 * (final, third-place and placement games). A plan without such matches (round robin) ranks by
 * its single group's table once that group is complete.
 */
export function finalRanking(
  matches: readonly Match[],
  results: readonly Result[],
  standings: readonly GroupTable[],
): Placement[] {
  const byId = new Map(results.map((r) => [r.matchId, r]));
  const deciding = matches.filter((m) => m.placeFor !== null);
  if (deciding.length === 0) {
    const only = standings.length === 1 ? standings[0] : undefined;
    return only?.complete ? only.rows.map((r) => ({ place: r.rank, teamId: r.teamId })) : [];
  }
  const out: Placement[] = [];
  for (const m of deciding) {
    const outcome = knockoutWinner(m, byId.get(m.id));
    if (outcome && m.placeFor !== null)
      out.push({ place: m.placeFor, teamId: outcome.winner }, { place: m.placeFor + 1, teamId: outcome.loser });
  }
  return out.sort((a, b) => a.place - b.place);
}

/** Whether every match of the plan has a result. */
export const allPlayed = (matches: readonly Match[], results: readonly Result[]) => {
  const done = new Set(results.map((r) => r.matchId));
  return matches.length > 0 && matches.every((m) => done.has(m.id));
};
