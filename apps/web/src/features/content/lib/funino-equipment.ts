// The funino rules page's equipment checklist: what to bring for a festival on a number of pitches.

export type FuninoFormat = "2v2" | "3v3";
export const FUNINO_FORMATS: readonly FuninoFormat[] = ["2v2", "3v3"];
export const PITCHES_MIN = 1;
export const PITCHES_MAX = 32;

export type EquipmentItem =
  | "miniGoals"
  | "markers"
  | "balls"
  | "bibs"
  | "pitchSigns"
  | "signal"
  | "ladderSheet"
  | "firstAid";
export type EquipmentLine = { item: EquipmentItem; count: number };

/** Largest squad per team: players on the pitch plus the rotating substitutes (2v2: 3–4, 3v3: 4–5). */
export const SQUAD_MAX: Record<FuninoFormat, number> = { "2v2": 4, "3v3": 5 };

/**
 * Markers per pitch: 4 corners and 2 ends of the halfway line; 3v3 also marks both shooting-zone lines
 * (2 ends each), while in 2v2 the opponent's half is the shooting zone.
 */
const MARKERS_PER_PITCH: Record<FuninoFormat, number> = { "2v2": 6, "3v3": 10 };

/** A whole number of pitches within the page's limits (an empty or odd input counts as the nearest valid one). */
export function clampPitches(value: number): number {
  if (!Number.isFinite(value)) return PITCHES_MIN;
  return Math.min(PITCHES_MAX, Math.max(PITCHES_MIN, Math.round(value)));
}

/**
 * Equipment for a festival on `pitches` pitches: four mini-goals per pitch (two per goal line), a ball in play
 * and a spare per pitch, one set of bibs per pitch (teams change pitches, the bibs stay), a numbered sign per
 * pitch; one start/stop signal, ladder sheet and first-aid kit for the whole festival (there is no referee).
 */
export function funinoEquipment(pitches: number, format: FuninoFormat): EquipmentLine[] {
  const n = clampPitches(pitches);
  return [
    { item: "miniGoals", count: 4 * n },
    { item: "markers", count: MARKERS_PER_PITCH[format] * n },
    { item: "balls", count: 2 * n },
    { item: "bibs", count: SQUAD_MAX[format] * n },
    { item: "pitchSigns", count: n },
    { item: "signal", count: 1 },
    { item: "ladderSheet", count: 1 },
    { item: "firstAid", count: 1 },
  ];
}

/** Teams a festival on `pitches` pitches takes: two per pitch, one more sits on the rotating bench. */
export function teamsFor(pitches: number): { min: number; max: number } {
  const n = clampPitches(pitches);
  return { min: 2 * n, max: 2 * n + 1 };
}
