// Small test factories with overrides.
import {
  type Team,
  type TournamentSettings,
  type TournamentSettingsInput,
  TournamentSettingsSchema,
} from "../src/contracts.ts";

export function buildTeams(n: number): Team[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `t${String(i + 1).padStart(3, "0")}`,
    name: `Team ${i + 1}`,
    seed: i + 1,
  }));
}

export function buildPitches(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Pitch ${i + 1}` }));
}

export function buildSettings(overrides: Partial<TournamentSettingsInput> = {}): TournamentSettings {
  return TournamentSettingsSchema.parse({ firstKickoff: "2025-06-14T10:00", pitches: buildPitches(2), ...overrides });
}
