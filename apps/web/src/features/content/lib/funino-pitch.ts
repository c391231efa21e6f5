// Pitch sizes the rules page draws and states, as guidance (DOMAIN.md §3, DFB: G 16×20 to 28×22 m,
// F 3v3 26–28 × 20–22 m, F 5v5 40 × 22–25 m; mini-goals at least 12 m apart, 6 m shooting zone in 3v3).
import type { FuninoFormat } from "./funino-equipment.ts";

/** A length in metres, or a range of them. */
export type Metres = { min: number; max: number };

export type PitchGuide = {
  length: Metres;
  width: Metres;
  /** Depth of the shooting zone in front of each goal line; null: the opponent's half is the zone (2v2). */
  zone: number | null;
  /** Least distance between the two mini-goals of one goal line; null: no rule, goals near the corners. */
  goalGap: number | null;
};

export const PITCH_GUIDE: Record<FuninoFormat, PitchGuide> = {
  "2v2": { length: { min: 20, max: 20 }, width: { min: 16, max: 16 }, zone: null, goalGap: null },
  "3v3": { length: { min: 26, max: 28 }, width: { min: 20, max: 22 }, zone: 6, goalGap: 12 },
};

/** The 5v5 pitch (F youth may play it): only stated, as its goals differ by region. */
export const PITCH_5V5: Pick<PitchGuide, "length" | "width"> = {
  length: { min: 40, max: 40 },
  width: { min: 22, max: 25 },
};
