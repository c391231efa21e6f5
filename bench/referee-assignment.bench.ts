// Automatic referee assignment (issue 18): median wall time of autoAssignReferees over a 22-team round robin
// (231 matches on 8 pitches) with 60 referees (22 referee teams, 38 people). Target: well under 50 ms, so the
// control centre's "Assign automatically" answers at once.
import { type TournamentSettings, TournamentSettingsSchema } from "../packages/domain/src/contracts.ts";
import { autoAssignReferees } from "../packages/domain/src/officials.ts";
import type { Referee } from "../packages/domain/src/officials-contracts.ts";
import { planTournament } from "../packages/domain/src/plan-tournament.ts";

const RUNS = 7;

export default async function run(): Promise<Record<string, unknown>> {
  const teams = Array.from({ length: 22 }, (_, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}` }));
  const settings: TournamentSettings = TournamentSettingsSchema.parse({
    mode: "roundRobin",
    firstKickoff: "2025-06-14T09:00",
    pitches: Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `Pitch ${i + 1}` })),
  });
  const outcome = planTournament(settings, teams, 1);
  if (!outcome.ok) throw new Error(outcome.message);
  const { matches } = outcome.plan;
  const referees: Referee[] = [
    ...teams.map((t) => ({ id: `r-${t.id}`, name: t.name, teamId: t.id })),
    ...Array.from({ length: 38 }, (_, i) => ({ id: `p${i}`, name: `Person ${i}` })),
  ];
  autoAssignReferees(matches, { referees, assignments: {} });
  const times: number[] = [];
  let unassigned: string[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    unassigned = autoAssignReferees(matches, { referees, assignments: {} }).unassigned;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const medianMs = Math.round((times[Math.floor(times.length / 2)] ?? 0) * 100) / 100;
  return {
    target: "median < 50 ms for 231 matches and 60 referees",
    matches: matches.length,
    referees: referees.length,
    unassigned: unassigned.length,
    medianMs,
    met: medianMs < 50 && unassigned.length === 0,
  };
}
