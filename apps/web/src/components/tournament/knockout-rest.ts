import type { Fairness, Match, PathRest } from "@kickoff/domain/contracts.ts";

/** One knockout match of the fairness report with the rest of each side whose team is not known yet. */
export type KnockoutRestRow = { match: Match; paths: PathRest[] };

/**
 * The bracket part of the fairness report: every knockout match with unfilled sides, in kick-off order, and the
 * least and most rest over those sides (null before a bracket exists or once every side is filled).
 */
export function knockoutRestRows(
  fairness: Pick<Fairness, "restByPath">,
  matches: readonly Match[],
): { rows: KnockoutRestRow[]; min: number | null; max: number | null } {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const rows = new Map<string, KnockoutRestRow>();
  // older reports (cached before the bracket was covered) have no paths
  for (const p of fairness.restByPath ?? []) {
    const match = byId.get(p.match);
    if (!match) continue;
    const row = rows.get(p.match) ?? { match, paths: [] };
    row.paths.push(p);
    rows.set(p.match, row);
  }
  const ordered = [...rows.values()].sort(
    (a, b) => a.match.startMinute - b.match.startMinute || a.match.pitch.localeCompare(b.match.pitch),
  );
  const rests = ordered.flatMap((r) => r.paths.map((p) => p.rest));
  return {
    rows: ordered,
    min: rests.length ? Math.min(...rests) : null,
    max: rests.length ? Math.max(...rests) : null,
  };
}
