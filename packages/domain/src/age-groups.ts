// German youth age groups (DFB Jugendordnung § 5): season 1 July – 30 June, cut-off 1 January.
import type { AgeRange } from "./contracts.ts";

export type YouthClass = "A" | "B" | "C" | "D" | "E" | "F" | "G";

export interface AgeGroupEntry {
  /** "U11" */
  label: string;
  /** n of U-n. */
  under: number;
  youthClass: YouthClass;
  birthYear: number;
}

export interface FormatRecommendation {
  youthClass: YouthClass;
  mode: "funino" | "normal";
  /** Allowed/typical game formats, e.g. "3v3". */
  formats: string[];
  /** G and F: no tables, no overall winner, placings not announced. */
  tables: boolean;
  /** Typical outdoor match length in minutes (FLVW). */
  matchMinutes: number;
}

/** Season start year for a local date "YYYY-MM-DD…": the season starts on 1 July. */
export function seasonStartYear(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= 7 ? year : year - 1;
}

/** Birth year of U-n in the season that starts in year Y: Y − n + 1 (2024/25: U19 = 2006, U7 = 2018). */
export function birthYearForUnder(under: number, seasonStart: number): number {
  return seasonStart - under + 1;
}

/** U-number of a birth year in the season that starts in year Y: Y − birthYear + 1. */
export function underForBirthYear(birthYear: number, seasonStart: number): number {
  return seasonStart - birthYear + 1;
}

/** Youth class of U-n: A U19/18, B U17/16, C U15/14, D U13/12, E U11/10, F U9/8, G U7 and younger; null above U19. */
export function youthClassForUnder(under: number): YouthClass | null {
  if (under > 19) return null;
  if (under <= 7) return "G";
  const classes: YouthClass[] = ["F", "E", "D", "C", "B", "A"];
  return classes[Math.floor((under - 8) / 2)] ?? null;
}

/** U-label of a tournament's birth-year range on a date: derived from the oldest allowed birth year ("Jahrgang 2016 und jünger"). */
export function labelForAgeRange(range: AgeRange, date: string): string {
  return `U${underForBirthYear(range.oldestBirthYear, seasonStartYear(date))}`;
}

/** The age-group list served by `auth/tment/getjahrgang` for a date: U19 down to U6 with class and birth year. */
export function ageGroupList(date: string): AgeGroupEntry[] {
  const y = seasonStartYear(date);
  const out: AgeGroupEntry[] = [];
  for (let under = 19; under >= 6; under--) {
    out.push({
      label: `U${under}`,
      under,
      youthClass: youthClassForUnder(under) as YouthClass,
      birthYear: birthYearForUnder(under, y),
    });
  }
  return out;
}

/**
 * DFB format recommendation (reform binding from 2024/25 for U6–U11): G 2v2/3v3 funino, F 3v3 funino
 * (5v5 allowed), both without tables; E 5v5 or 7v7; D 9v9; C and older 11v11. Lengths: E/F/G 10, C/D 15, A/B 20 min.
 */
export function formatRecommendation(youthClass: YouthClass): FormatRecommendation {
  switch (youthClass) {
    case "G":
      return { youthClass, mode: "funino", formats: ["2v2", "3v3"], tables: false, matchMinutes: 10 };
    case "F":
      return { youthClass, mode: "funino", formats: ["3v3", "5v5"], tables: false, matchMinutes: 10 };
    case "E":
      return { youthClass, mode: "normal", formats: ["5v5", "7v7"], tables: true, matchMinutes: 10 };
    case "D":
      return { youthClass, mode: "normal", formats: ["9v9"], tables: true, matchMinutes: 15 };
    case "C":
      return { youthClass, mode: "normal", formats: ["11v11"], tables: true, matchMinutes: 15 };
    default:
      return { youthClass, mode: "normal", formats: ["11v11"], tables: true, matchMinutes: 20 };
  }
}

/**
 * What a tournament's public page shows when the organiser has not chosen: scores without tables or placings for
 * G and F youth (DFB children's football: no tables, placings not announced), everything otherwise.
 */
export function defaultPublicResults(ageLabel: string | null): "all" | "resultsOnly" {
  const youthClass = ageLabel ? youthClassForUnder(Number(ageLabel.slice(1))) : null;
  return youthClass === "G" || youthClass === "F" ? "resultsOnly" : "all";
}
