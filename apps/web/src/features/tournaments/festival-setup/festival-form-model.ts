// The festival form's state (create and edit), its API payloads (funino/create, funino/update,
// funino/updateteams), the age group's DFB format suggestion, pasted team lists and the field errors it shows.
// Pure: the components in this folder render it.
import { ageGroupList, formatRecommendation, type YouthClass, youthClassForUnder } from "@kickoff/domain/age-groups.ts";
import {
  type CreateFunino,
  FUNINO_TEAMS_MAX,
  type FuninoConfig,
  FuninoConfigSchema,
  type FuninoFormat,
  FuninoFormatSchema,
  type FuninoInternal,
  type FuninoTeamInput,
} from "@kickoff/domain/funino-contracts.ts";
import { festivalPitches, festivalStarted } from "@kickoff/domain/funino-festival.ts";
import type { General } from "@kickoff/domain/tournament-contracts.ts";
import { type DraftGeneral, emptyGeneral, type WizardDraft } from "../lib/wizard-model.ts";
import { generalFromApi, toGeneral } from "../lib/wizard-payloads.ts";
import { GENERAL_FIELD_MESSAGES, validateStep } from "../lib/wizard-validation.ts";

export { FUNINO_TEAMS_MAX };

/** A team row: `key` is the list's own (React) key; `id` is the saved team's id (kept = rename). */
export type FestivalTeam = {
  key: string;
  id?: string;
  name: string;
  club: string;
  /** 1 (weakest) … 6 (strongest); null = not rated. */
  strength: number | null;
  bib: string;
};

/** The configuration as the form holds it: pitches and rounds null = the festival's defaults. */
export type FestivalConfigDraft = Omit<FuninoConfig, "pitchCount" | "rounds"> & {
  pitchCount: number | null;
  rounds: number | null;
};

export type FestivalDraft = {
  general: DraftGeneral;
  config: FestivalConfigDraft;
  teams: FestivalTeam[];
  /** The organiser chose the visibility: the age group no longer changes it. */
  visibilityChosen: boolean;
};

/** Field path (`general.name`, `config.rounds`, `teams.3.name`) → full i18n key of its message. */
export type FestivalErrors = Record<string, string>;

export const FESTIVAL_FORMATS = FuninoFormatSchema.options;

let keyCounter = 0;
/** A fresh list key for a new team row. */
export const newTeamKey = () => `t${++keyCounter}-${Math.random().toString(36).slice(2, 7)}`;

export const emptyTeam = (name = "", club = ""): FestivalTeam => ({
  key: newTeamKey(),
  name,
  club,
  strength: null,
  bib: "",
});

/** The contract's defaults; pitches and rounds follow the teams until the organiser sets them. */
export const defaultConfig = (): FestivalConfigDraft => ({
  ...FuninoConfigSchema.parse({}),
  pitchCount: null,
  rounds: null,
});

/** A new festival: today, no teams, private until an age group above F says otherwise. */
export function emptyFestivalDraft(general?: Partial<DraftGeneral>): FestivalDraft {
  const draft: FestivalDraft = {
    general: { ...emptyGeneral(), visibility: "private", ...general },
    config: defaultConfig(),
    teams: [],
    visibilityChosen: false,
  };
  // Carried over from the tournament wizard (an age group already chosen there): suggest its format.
  return draft.general.ageGroup.label ? withAgeGroup(draft, draft.general.ageGroup.label) : draft;
}

// ─── Age group → DFB format ─────────────────────────────────────────────────────────────────────────────

/** The age groups festivals are for: U6 … U11 (youth classes G, F, E), youngest first. */
export const festivalAgeGroups = (date: string) =>
  ageGroupList(/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : new Date().toISOString().slice(0, 10))
    .filter((a) => a.under <= 11)
    .reverse();

/** Youth class of a U-label ("U9" → F), or null. */
export function youthClassOf(label: string): YouthClass | null {
  const m = /^U(\d{1,2})$/.exec(label.trim());
  return m ? youthClassForUnder(Number(m[1])) : null;
}

/** The DFB formats for an age group that a festival can play (G: 2v2, 3v3; F: 3v3, 5v5; E: 5v5, 7v7). */
export function suggestedFormats(label: string): FuninoFormat[] {
  const youthClass = youthClassOf(label);
  if (!youthClass) return [];
  return formatRecommendation(youthClass).formats.filter(
    (f): f is FuninoFormat => FuninoFormatSchema.safeParse(f).success,
  );
}

/** G and F: the DFB's funino age groups (no tables, no placings). */
export const isFuninoAgeGroup = (label: string) => {
  const youthClass = youthClassOf(label);
  return youthClass !== null && formatRecommendation(youthClass).mode === "funino";
};

/**
 * The age group chosen: its birth year, the first DFB format preselected, and (unless the organiser chose one)
 * private for G/F, public above.
 */
export function withAgeGroup(draft: FestivalDraft, label: string): FestivalDraft {
  const entry = festivalAgeGroups(draft.general.startDate).find((a) => a.label === label);
  const formats = suggestedFormats(label);
  const next = structuredClone(draft);
  next.general.ageGroup = {
    label,
    oldestBirthYear: entry?.birthYear ?? (label ? draft.general.ageGroup.oldestBirthYear : null),
    youngestBirthYear: label ? draft.general.ageGroup.youngestBirthYear : null,
  };
  if (formats[0]) next.config.format = formats[0];
  if (!draft.visibilityChosen && label) next.general.visibility = isFuninoAgeGroup(label) ? "private" : "public";
  return next;
}

// ─── Pitches and rounds ─────────────────────────────────────────────────────────────────────────────────

/** Pitches by default: teams ÷ 2, at least one. */
export const defaultPitchCount = (teamCount: number) => festivalPitches({}, teamCount).length;

export const pitchCountOf = (config: Pick<FestivalConfigDraft, "pitchCount">, teamCount: number) =>
  config.pitchCount ?? defaultPitchCount(teamCount);

/** Rounds by default: pitches + 1 (a team can climb from the bottom to the top). */
export const roundCountOf = (config: Pick<FestivalConfigDraft, "pitchCount" | "rounds">, teamCount: number) =>
  config.rounds ?? pitchCountOf(config, teamCount) + 1;

/** Teams sitting out each round: more teams than pitches hold (an odd count: one on the bench). */
export const benchCount = (config: Pick<FestivalConfigDraft, "pitchCount">, teamCount: number) =>
  Math.max(0, teamCount - 2 * pitchCountOf(config, teamCount));

// ─── Pasted teams ───────────────────────────────────────────────────────────────────────────────────────

const NAME_MAX = 80;
const CLUB_MAX = 120;

/**
 * "One team per line", optionally "Team name; Club" (a tab, as pasted from a spreadsheet, works too). Empty
 * lines and list bullets or numbers in front ("1.", "-", "•") are dropped.
 */
export function parsePastedTeams(text: string): Array<{ name: string; club: string }> {
  const out: Array<{ name: string; club: string }> = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\s*(?:[-*•]|\d{1,3}[.)])\s+/, "").trim();
    if (!line) continue;
    const cut = line.search(/[;\t]/);
    const name = (cut < 0 ? line : line.slice(0, cut)).trim().slice(0, NAME_MAX).trim();
    const club = (cut < 0 ? "" : line.slice(cut + 1).replace(/[;\t]+/g, " ")).trim().slice(0, CLUB_MAX).trim();
    if (name) out.push({ name, club });
  }
  return out;
}

/** The pasted teams appended to the list, up to the festival's maximum; `skipped` did not fit. */
export function addPastedTeams(
  teams: readonly FestivalTeam[],
  text: string,
): { teams: FestivalTeam[]; added: number; skipped: number } {
  const parsed = parsePastedTeams(text);
  const room = Math.max(0, FUNINO_TEAMS_MAX - teams.length);
  const fitting = parsed.slice(0, room).map((p) => emptyTeam(p.name, p.club));
  return { teams: [...teams, ...fitting], added: fitting.length, skipped: parsed.length - fitting.length };
}

// ─── Payloads ───────────────────────────────────────────────────────────────────────────────────────────

const given = (v: string) => {
  const trimmed = v.trim();
  return trimmed ? trimmed : undefined;
};

/** The general data as funino/create and funino/update take it (a festival is one day; registration as set). */
export function toFestivalGeneral(general: DraftGeneral): General {
  const g: DraftGeneral = { ...general, endDate: "", publicResults: "auto" };
  // The wizard's conversion reads the general data only.
  return toGeneral({ general: g } as WizardDraft);
}

/** The configuration: pitches and rounds left out while they are the defaults. */
export function toFestivalConfig(c: FestivalConfigDraft): FuninoConfig {
  const { pitchCount, rounds, ...rest } = c;
  return {
    ...rest,
    ...(pitchCount !== null ? { pitchCount } : {}),
    ...(rounds !== null ? { rounds } : {}),
  };
}

/** The team list; strengths only count (and are only sent) when round 1 is paired by strength. */
export function toFestivalTeams(teams: readonly FestivalTeam[], withStrength: boolean): FuninoTeamInput[] {
  return teams.map((t) => {
    const club = given(t.club);
    const bib = given(t.bib);
    return {
      ...(t.id ? { id: t.id } : {}),
      name: t.name.trim(),
      ...(club ? { club } : {}),
      ...(withStrength && t.strength !== null ? { strength: t.strength } : {}),
      ...(bib ? { bib } : {}),
    };
  });
}

export function toCreatePayload(d: FestivalDraft): CreateFunino {
  return {
    general: toFestivalGeneral(d.general),
    config: toFestivalConfig(d.config),
    teams: toFestivalTeams(d.teams, d.config.pairing === "strength"),
  };
}

/** The form's state of a saved festival (edit mode). */
export function draftFromFestival(f: FuninoInternal): FestivalDraft {
  const { pitchCount, rounds, ...rest } = f.config;
  return {
    general: { ...generalFromApi(f.general), visibility: f.visibility },
    config: { ...rest, pitchCount: pitchCount ?? null, rounds: rounds ?? null },
    teams: f.teams
      .filter((t) => !t.withdrawn)
      .map((t) => ({
        key: t.id,
        id: t.id,
        name: t.name,
        club: t.club ?? "",
        strength: t.strength ?? null,
        bib: t.bib ?? "",
      })),
    visibilityChosen: true,
  };
}

/** Once an outcome is in or the round clock ran, plan type, pairing, pitches and top pitch are fixed. */
export const hasStarted = (f: Pick<FuninoInternal, "rounds" | "clock">) => festivalStarted(f);

/** Saved teams the new list leaves out (withdrawn when the festival has started). */
export const removedTeams = (f: Pick<FuninoInternal, "teams">, teams: readonly FestivalTeam[]) => {
  const kept = new Set(teams.flatMap((t) => (t.id ? [t.id] : [])));
  return f.teams.filter((t) => !t.withdrawn && !kept.has(t.id));
};

// ─── Checks and the server's field errors ───────────────────────────────────────────────────────────────

const organiser = (key: string) => `organiser.${key}`;

/** The general data checked with the API's own schema (as the tournament wizard does). */
export function validateGeneral(general: DraftGeneral): FestivalErrors {
  const errors: FestivalErrors = {};
  const wizardErrors = validateStep({ general: { ...general, endDate: "" } } as WizardDraft, "general");
  for (const [field, key] of Object.entries(wizardErrors))
    if (field !== "form") errors[`general.${field}`] = organiser(key);
  return errors;
}

export function validateTeams(teams: readonly FestivalTeam[]): FestivalErrors {
  const errors: FestivalErrors = {};
  if (teams.length > FUNINO_TEAMS_MAX) errors.teams = "festivalOrganiser.form.errors.tooManyTeams";
  const seen = new Set<string>();
  teams.forEach((t, i) => {
    const name = t.name.trim().toLocaleLowerCase();
    if (!name) errors[`teams.${i}.name`] = "festivalOrganiser.form.errors.teamName";
    else if (seen.has(name)) errors[`teams.${i}.name`] = "festivalOrganiser.form.errors.duplicateName";
    seen.add(name);
  });
  return errors;
}

export function validateConfig(c: FestivalConfigDraft): FestivalErrors {
  const errors: FestivalErrors = {};
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(c.startTime))
    errors["config.startTime"] = "festivalOrganiser.form.errors.startTime";
  return errors;
}

export const validateFestival = (d: FestivalDraft): FestivalErrors => ({
  ...validateGeneral(d.general),
  ...validateConfig(d.config),
  ...validateTeams(d.teams),
});

const CONFIG_FIELDS = [
  "planType",
  "format",
  "pitchCount",
  "rounds",
  "roundMinutes",
  "breakMinutes",
  "startTime",
  "topPitch",
  "drawRule",
  "pairing",
  "avoidRematches",
  "entry",
  "publicResults",
];

/**
 * The server's field errors (`general.venue.city`, `config.rounds`, `teams.3.name`) as the form's messages;
 * what the form does not show falls back to `form`.
 */
export function festivalErrorsFromServer(fields: ReadonlyArray<{ field: string }>): FestivalErrors {
  const errors: FestivalErrors = {};
  const put = (field: string, key: string) => {
    errors[field] ??= key;
  };
  for (const { field } of fields) {
    const parts = field.split(".");
    const [head, ...rest] = parts;
    if (head === "general") {
      const path = rest.filter((p) => p !== "ageRange");
      let named: string | null = null;
      for (let n = path.length; n > 0 && !named; n--) {
        const candidate = path.slice(0, n).join(".");
        if (candidate in GENERAL_FIELD_MESSAGES) named = candidate;
      }
      if (named) put(`general.${named}`, organiser(GENERAL_FIELD_MESSAGES[named] ?? "errors.invalid"));
      else put("form", "festivalOrganiser.form.errors.invalid");
    } else if (head === "config" && rest[0] && CONFIG_FIELDS.includes(rest[0])) {
      put(`config.${rest[0]}`, "festivalOrganiser.form.errors.invalid");
    } else if (head === "teams" && rest.length >= 1) {
      const index = rest[0];
      if (index !== undefined && /^\d+$/.test(index) && (rest[1] === undefined || rest[1] === "name"))
        put(`teams.${index}.name`, "festivalOrganiser.form.errors.teamName");
      else if (index !== undefined && /^\d+$/.test(index) && rest[1])
        put(`teams.${index}.${rest[1]}`, "festivalOrganiser.form.errors.invalid");
      else put("teams", "festivalOrganiser.form.errors.invalid");
    } else put("form", "festivalOrganiser.form.errors.invalid");
  }
  return errors;
}

/** Fields the form checks itself (the rest of the server's field errors stay until the next save). */
const checkedHere = (field: string) =>
  field.startsWith("general.") || field === "config.startTime" || /^teams(\.\d+\.name)?$/.test(field);

/**
 * The errors still true after a change: a field the form checks itself loses its message once it is right (so
 * the organiser sees at once that the fix worked); the server's other messages stay until the next save.
 */
export function remainingErrors(errors: FestivalErrors, found: FestivalErrors): FestivalErrors {
  const kept = Object.entries(errors).filter(([field]) => !checkedHere(field) || field in found);
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
