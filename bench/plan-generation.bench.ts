// Plan generation: median wall time of generateTournamentPlan per team count × pitch count, with the
// plan's back-to-back count. Shape: groups of about 8 (max 8 groups) with semi-finals and a 3rd-place game.
import { type TournamentSettings, TournamentSettingsSchema } from "../packages/domain/src/contracts.ts";
import { generateTournamentPlan } from "../packages/domain/src/generate.ts";

const TEAM_COUNTS = [8, 16, 32, 64, 128];
const PITCH_COUNTS = [1, 2, 4, 8, 16];
const RUNS = 5;

function settingsFor(teams: number, pitches: number): TournamentSettings {
  return TournamentSettingsSchema.parse({
    mode: "groupsKnockout",
    groupCount: Math.min(8, Math.max(1, Math.round(teams / 8))),
    knockout: "semiFinal",
    thirdPlace: true,
    firstKickoff: "2025-06-14T09:00",
    pitches: Array.from({ length: pitches }, (_, i) => ({ id: `p${i + 1}`, name: `Pitch ${i + 1}` })),
  });
}

export default async function run(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  let worst128 = 0;
  for (const n of TEAM_COUNTS) {
    const teams = Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, seed: i + 1 }));
    for (const p of PITCH_COUNTS) {
      const settings = settingsFor(n, p);
      generateTournamentPlan(settings, teams, "warmup");
      const times: number[] = [];
      let plan = generateTournamentPlan(settings, teams, 0);
      for (let r = 0; r < RUNS; r++) {
        const t0 = performance.now();
        plan = generateTournamentPlan(settings, teams, r);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      if (n === 128) worst128 = Math.max(worst128, median);
      results[`teams${n}_pitches${p}`] = {
        medianMs: Math.round(median * 100) / 100,
        matches: plan.matches.length,
        slots: plan.fairness.slotCount,
        backToBack: plan.fairness.backToBackTotal,
        minRest: plan.fairness.minRest,
        maxRest: plan.fairness.maxRest,
        idlePitchSlots: plan.fairness.idlePitchSlots,
      };
    }
  }
  results.worst128TeamMedianMs = Math.round(worst128 * 100) / 100;
  results.under100msFor128Teams = worst128 < 100;
  return results;
}
