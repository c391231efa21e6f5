// Event planning (issue 19): an event of 4 divisions × 32 teams (8 groups of 4, semi-finals and a 3rd-place game)
// on 12 pitches over one day. `planMs` (the target: under 500 ms) is proposing the windows from the divisions'
// lengths, planning every division in its window with planTournament and checking the shared plan
// (planEventDivisions → checkEvent). `estimateMs` is measuring the divisions' lengths on 1…12 pitches
// (divisionMinutesByPitches), done once when a division's format or team count changes, not on every plan.
import { type TournamentSettings, TournamentSettingsSchema } from "../packages/domain/src/contracts.ts";
import type { EventGeneral } from "../packages/domain/src/event-contracts.ts";
import {
  type DivisionDemand,
  divisionMinutesByPitches,
  planEventDivisions,
  proposeWindows,
} from "../packages/domain/src/event-planning.ts";

const DIVISIONS = 4;
const TEAMS = 32;
const PITCHES = 12;
const RUNS = 5;

const general: EventGeneral = {
  name: "Summer Cup",
  description: "",
  startDate: "2025-06-14",
  visibility: "private",
  changeoverMinutes: 10,
  pitches: Array.from({ length: PITCHES }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Pitch ${i + 1}`,
    hours: [{ date: "2025-06-14", from: "08:00", to: "22:00" }],
  })),
};

const settings: TournamentSettings = TournamentSettingsSchema.parse({
  mode: "groupsKnockout",
  groupCount: 8,
  knockout: "semiFinal",
  thirdPlace: true,
  matchMinutes: { group: 8 },
  breakMinutes: 2,
  firstKickoff: "2025-06-14T08:00",
  pitches: [{ id: "p1", name: "Pitch 1" }],
});

const divisions = Array.from({ length: DIVISIONS }, (_, d) => ({
  id: `d${d + 1}`,
  name: `U${9 + 2 * d}`,
  settings,
  teams: Array.from({ length: TEAMS }, (_, i) => ({
    id: `d${d + 1}t${i + 1}`,
    name: `Team ${i + 1}`,
    club: `Club ${(i % 12) + 1}`,
  })),
}));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (x: number) => Math.round(x * 100) / 100;

export default async function run(): Promise<Record<string, unknown>> {
  const estimateTimes: number[] = [];
  let demands: DivisionDemand[] = [];
  for (let r = 0; r <= RUNS; r++) {
    const t0 = performance.now();
    demands = divisions.map((d) => {
      const byPitches = divisionMinutesByPitches(d.settings, d.teams.length, PITCHES) ?? [];
      return { tournamentId: d.id, pitchMinutes: byPitches[0] ?? 0, maxPitches: PITCHES, minutesByPitches: byPitches };
    });
    if (r > 0) estimateTimes.push(performance.now() - t0); // run 0 warms up
  }
  const planTimes: number[] = [];
  let result = planEventDivisions(general, [], 0);
  let windows: ReturnType<typeof proposeWindows> = { windows: {}, unplaced: [] };
  for (let r = 0; r <= RUNS; r++) {
    const t0 = performance.now();
    windows = proposeWindows(general, demands);
    result = planEventDivisions(
      general,
      divisions.map((d) => ({ ...d, window: windows.windows[d.id] ?? null })),
      r,
    );
    if (r > 0) planTimes.push(performance.now() - t0);
  }
  const planMs = median(planTimes);
  return {
    divisions: DIVISIONS,
    teamsPerDivision: TEAMS,
    pitches: PITCHES,
    planMs: round(planMs),
    estimateMs: round(median(estimateTimes)),
    matches: result.divisions.reduce((n, d) => n + d.input.matches.length, 0),
    windows: Object.fromEntries(
      Object.entries(windows.windows).map(([id, w]) => [
        id,
        `${w.start.slice(11)}–${w.end.slice(11)} on ${w.pitches.length} pitches`,
      ]),
    ),
    unplaced: windows.unplaced,
    errors: result.issues.filter((i) => i.severity === "error").length,
    warnings: result.issues.filter((i) => i.severity === "warning").length,
    under500ms: planMs < 500,
  };
}
