// The wizard's draft: plain, serialisable form state kept in the session store's `formObject`, so an
// anonymous visitor's work survives the login round-trip. Conversions to the API payloads and to the
// engine settings for the live preview live here, next to the per-step validation.
import { defaultPublicResults, labelForAgeRange } from "@kickoff/domain/age-groups.ts";
import {
  DFB_TIE_BREAK_ORDER,
  type Team,
  type TournamentSettings,
  TournamentSettingsSchema,
  UEFA_TIE_BREAK_ORDER,
} from "@kickoff/domain/contracts.ts";
import { generateTournamentPlan, type TournamentPlan } from "@kickoff/domain/generate.ts";
import {
  type Format,
  FormatSchema,
  type General,
  GeneralSchema,
  type TeamInput,
  type UpdateTimes,
  UpdateTimesSchema,
  type Visibility,
  VisibilitySchema,
} from "@kickoff/domain/tournament-contracts.ts";

export const WIZARD_STEPS = ["general", "teams", "format", "times", "preview", "publish"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type DraftTeam = { id?: string; name: string };
export type DraftPitch = { id: string; name: string };

/** What the public page shows; "auto" leaves it to the age group (no tables for G/F). */
export type PublicResultsChoice = "auto" | "all" | "resultsOnly" | "none";
export type PublicResults = Exclude<PublicResultsChoice, "auto">;

/** The general step's form state: every field of `GeneralSchema`, empty strings / null for "not given". */
export type DraftGeneral = {
  name: string;
  description: string;
  startDate: string;
  /** Last day; "" = one-day tournament. */
  endDate: string;
  venue: {
    /** Id of the user's saved venue it was copied from; "" = typed. */
    venueId: string;
    name: string;
    address: string;
    city: string;
    /** ISO code or "". */
    country: string;
    latitude: number | null;
    longitude: number | null;
  };
  ageGroup: { label: string; oldestBirthYear: number | null; youngestBirthYear: number | null };
  visibility: Visibility;
  publicResults: PublicResultsChoice;
  registration: { open: boolean; deadline: string; maxTeams: number | null; feeNote: string };
  contact: { name: string; email: string; phone: string };
  /** Uploaded logo file id or "". */
  logoFileId: string;
};

export type WizardDraft = {
  kind: "tournamentWizard";
  /** Set when the draft edits a saved tournament. */
  tournamentId?: string;
  step: number;
  general: DraftGeneral;
  teams: DraftTeam[];
  format: {
    mode: Format["mode"];
    groupCount: number;
    knockout: Format["knockout"];
    thirdPlace: boolean;
    placementGames: boolean;
    doubleRoundRobin: boolean;
    seeding: Format["seeding"];
    win: number;
    draw: number;
    loss: number;
    tieBreak: "dfb" | "uefa";
  };
  times: {
    kickoff: string;
    groupMinutes: number;
    knockoutMinutes: number;
    breakMinutes: number;
    pauseBeforeFinalsMinutes: number;
    pitches: DraftPitch[];
  };
  /** Draw seed of the preview; the saved plan uses the same one, so it matches what was previewed. */
  seed: string;
  /** The visitor asked to save and went to log in: save as soon as they are back. */
  pendingSave?: boolean;
};

export const localToday = (now = new Date()) => {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const newSeed = () => Math.random().toString(36).slice(2, 10);

export const emptyVenue = (): DraftGeneral["venue"] => ({
  venueId: "",
  name: "",
  address: "",
  city: "",
  country: "",
  latitude: null,
  longitude: null,
});

export const emptyGeneral = (): DraftGeneral => ({
  name: "",
  description: "",
  startDate: localToday(),
  endDate: "",
  venue: emptyVenue(),
  ageGroup: { label: "", oldestBirthYear: null, youngestBirthYear: null },
  visibility: "public",
  publicResults: "auto",
  registration: { open: false, deadline: "", maxTeams: null, feeNote: "" },
  contact: { name: "", email: "", phone: "" },
  logoFileId: "",
});

export function emptyDraft(teamName: (n: number) => string, pitchName: (n: number) => string): WizardDraft {
  return {
    kind: "tournamentWizard",
    step: 0,
    general: emptyGeneral(),
    teams: Array.from({ length: 8 }, (_, i) => ({ name: teamName(i + 1) })),
    format: {
      mode: "groupsKnockout",
      groupCount: 2,
      knockout: "semiFinal",
      thirdPlace: true,
      placementGames: false,
      doubleRoundRobin: false,
      seeding: "draw",
      win: 3,
      draw: 1,
      loss: 0,
      tieBreak: "dfb",
    },
    times: {
      kickoff: "10:00",
      groupMinutes: 10,
      knockoutMinutes: 10,
      breakMinutes: 2,
      pauseBeforeFinalsMinutes: 10,
      pitches: [{ id: "p1", name: pitchName(1) }],
    },
    seed: newSeed(),
  };
}

/** Whether a stored `formObject` is a wizard draft (the store is shared with other forms). */
export function isWizardDraft(value: unknown): value is WizardDraft {
  if (typeof value !== "object" || value === null) return false;
  const d = value as Partial<WizardDraft>;
  const g = d.general as Partial<DraftGeneral> | undefined;
  return (
    d.kind === "tournamentWizard" &&
    typeof g === "object" &&
    typeof g.venue === "object" &&
    typeof g.ageGroup === "object" &&
    typeof g.registration === "object" &&
    typeof g.contact === "object" &&
    Array.isArray(d.teams) &&
    typeof d.format === "object" &&
    typeof d.times === "object" &&
    Array.isArray(d.times?.pitches)
  );
}

const str = (v: unknown, fallback = "") => (typeof v === "string" ? v : fallback);

/**
 * The stored `formObject` as a complete wizard draft: a current draft as it is (same object), a draft of an
 * older shape (general step with only name, date, venue name and city) completed with empty fields, so a
 * visitor's work is never thrown away; null when it is no wizard draft.
 */
export function readDraft(value: unknown): WizardDraft | null {
  if (isWizardDraft(value)) return value;
  if (typeof value !== "object" || value === null) return null;
  const d = value as Partial<WizardDraft> & { general?: Record<string, unknown> };
  if (
    d.kind !== "tournamentWizard" ||
    typeof d.general !== "object" ||
    d.general === null ||
    !Array.isArray(d.teams) ||
    typeof d.format !== "object" ||
    typeof d.times !== "object" ||
    !Array.isArray(d.times?.pitches)
  )
    return null;
  const old = d.general;
  const base = emptyGeneral();
  const visibility = VisibilitySchema.safeParse(old.visibility);
  return {
    ...(d as WizardDraft),
    general: {
      ...base,
      name: str(old.name),
      description: str(old.description),
      startDate: str(old.startDate, base.startDate),
      venue: { ...base.venue, name: str(old.venueName), city: str(old.city) },
      visibility: visibility.success ? visibility.data : base.visibility,
    },
  };
}

const given = (v: string) => {
  const trimmed = v.trim();
  return trimmed ? trimmed : undefined;
};

/** Drops the keys whose value is undefined (the contract's optional fields are left out, not null). */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The general data of the draft as `ueditallgemein` / `tment/create` take it (empty parts left out). */
export function toGeneral(d: WizardDraft): General {
  const g = d.general;
  const v = g.venue;
  const venueGiven = [v.name, v.address, v.city, v.country].some((x) => x.trim());
  const a = g.ageGroup;
  const ageGiven = Boolean(a.label) || a.oldestBirthYear !== null || a.youngestBirthYear !== null;
  const c = g.contact;
  const contactGiven = [c.name, c.email, c.phone].some((x) => x.trim());
  const r = g.registration;
  const endDate = g.endDate && g.endDate !== g.startDate ? g.endDate : undefined;
  return compact({
    name: g.name.trim(),
    description: g.description,
    startDate: g.startDate,
    endDate,
    venue: venueGiven
      ? compact({
          venueId: given(v.venueId),
          name: v.name.trim(),
          address: given(v.address),
          city: given(v.city),
          country: given(v.country),
          latitude: v.latitude ?? undefined,
          longitude: v.longitude ?? undefined,
        })
      : undefined,
    ageGroup: ageGiven
      ? compact({
          label: given(a.label),
          // A youngest year without an oldest one is reported by validateStep; the oldest is what the range needs.
          ageRange:
            a.oldestBirthYear !== null
              ? { oldestBirthYear: a.oldestBirthYear, youngestBirthYear: a.youngestBirthYear }
              : undefined,
        })
      : undefined,
    visibility: g.visibility,
    registration: compact({
      open: r.open,
      deadline: given(r.deadline),
      maxTeams: r.maxTeams ?? undefined,
      feeNote: given(r.feeNote),
    }),
    contact: contactGiven ? compact({ name: given(c.name), email: given(c.email), phone: given(c.phone) }) : undefined,
    logoFileId: given(g.logoFileId),
    publicResults: g.publicResults === "auto" ? undefined : g.publicResults,
  });
}

/** The draft's general step from a saved tournament's general data. */
export function generalFromApi(g: General): DraftGeneral {
  const base = emptyGeneral();
  return {
    name: g.name,
    description: g.description,
    startDate: g.startDate,
    endDate: g.endDate ?? "",
    venue: {
      venueId: g.venue?.venueId ?? "",
      name: g.venue?.name ?? "",
      address: g.venue?.address ?? "",
      city: g.venue?.city ?? "",
      country: g.venue?.country ?? "",
      latitude: g.venue?.latitude ?? null,
      longitude: g.venue?.longitude ?? null,
    },
    ageGroup: {
      label: g.ageGroup?.label ?? "",
      oldestBirthYear: g.ageGroup?.ageRange?.oldestBirthYear ?? null,
      youngestBirthYear: g.ageGroup?.ageRange?.youngestBirthYear ?? null,
    },
    visibility: g.visibility,
    publicResults: g.publicResults ?? "auto",
    registration: {
      open: g.registration.open,
      deadline: g.registration.deadline ?? "",
      maxTeams: g.registration.maxTeams ?? null,
      feeNote: g.registration.feeNote ?? "",
    },
    contact: { name: g.contact?.name ?? "", email: g.contact?.email ?? "", phone: g.contact?.phone ?? "" },
    logoFileId: g.logoFileId ?? base.logoFileId,
  };
}

/** U-label of the draft's age group: the chosen one, else derived from the birth-year range on the first day. */
export function ageGroupLabel(g: DraftGeneral): string | null {
  if (g.ageGroup.label) return g.ageGroup.label;
  if (g.ageGroup.oldestBirthYear === null || !/^\d{4}-\d{2}-\d{2}$/.test(g.startDate)) return null;
  return labelForAgeRange({ oldestBirthYear: g.ageGroup.oldestBirthYear, youngestBirthYear: null }, g.startDate);
}

/** What the public page will show: the organiser's choice, else no tables for G/F (DFB), everything otherwise. */
export function effectivePublicResults(g: DraftGeneral): PublicResults {
  return g.publicResults !== "auto" ? g.publicResults : defaultPublicResults(ageGroupLabel(g));
}

/** List order is the seeding order (1 = first), so the saved draw matches the previewed one. */
export const toTeamInputs = (d: WizardDraft): TeamInput[] =>
  d.teams.map((t, i) => ({ ...(t.id ? { id: t.id } : {}), name: t.name.trim(), seed: i + 1 }));

export function toFormat(d: WizardDraft): Format {
  const f = d.format;
  return {
    mode: f.mode,
    points: { win: f.win, draw: f.draw, loss: f.loss },
    tieBreakOrder: f.tieBreak === "uefa" ? UEFA_TIE_BREAK_ORDER : DFB_TIE_BREAK_ORDER,
    doubleRoundRobin: f.doubleRoundRobin,
    groupCount: f.mode === "groupsKnockout" ? f.groupCount : 1,
    seeding: f.seeding,
    knockout: f.mode === "groupsKnockout" ? f.knockout : "none",
    thirdPlace: f.thirdPlace,
    placementGames: f.placementGames,
  };
}

export function toTimes(d: WizardDraft, id: string): UpdateTimes {
  const t = d.times;
  return {
    id,
    firstKickoff: `${d.general.startDate}T${t.kickoff}`,
    matchMinutes: { group: t.groupMinutes, knockout: t.knockoutMinutes },
    breakMinutes: t.breakMinutes,
    pauseBeforeFinalsMinutes: t.pauseBeforeFinalsMinutes,
    pitches: t.pitches.map((p) => ({ id: p.id, name: p.name.trim() })),
  };
}

/** Engine settings of the draft (defaults filled by the contract). */
export function toSettings(d: WizardDraft): TournamentSettings {
  const { id: _id, ...times } = toTimes(d, "preview");
  return TournamentSettingsSchema.parse({ ...toFormat(d), ...times });
}

/** Preview ids for teams not saved yet ("t1", "t2" …, in list order). */
export const previewTeams = (d: WizardDraft): Team[] =>
  d.teams.map((t, i) => ({ id: t.id ?? `t${i + 1}`, name: t.name.trim() || `#${i + 1}`, seed: i + 1 }));

export type PreviewOutcome = { ok: true; plan: TournamentPlan; teams: Team[] } | { ok: false; error: string };

/** The engine's plan of the draft, computed in the browser; an impossible format is an error, not a throw. */
export function previewPlan(d: WizardDraft): PreviewOutcome {
  const teams = previewTeams(d);
  try {
    return { ok: true, plan: generateTournamentPlan(toSettings(d), teams, d.seed), teams };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The general step's collapsible sections (everything but name, dates and description). */
export const GENERAL_SECTIONS = ["venue", "ageGroup", "visibility", "registration", "contact", "logo"] as const;
export type GeneralSection = (typeof GENERAL_SECTIONS)[number];

/** The section a general field (dotted draft path) sits in; null for the always visible fields. */
export function sectionOfField(field: string): GeneralSection | null {
  const head = field.split(".")[0];
  if (head === "venue" || head === "ageGroup" || head === "registration" || head === "contact") return head;
  if (head === "visibility" || head === "publicResults") return "visibility";
  if (head === "logoFileId") return "logo";
  return null;
}

/** Sections that hold something already (open at the start, so a returning visitor sees their entries). */
export function filledSections(g: DraftGeneral): GeneralSection[] {
  const filled: Record<GeneralSection, boolean> = {
    venue: [g.venue.name, g.venue.address, g.venue.city, g.venue.country].some((x) => x.trim()),
    ageGroup: Boolean(g.ageGroup.label) || g.ageGroup.oldestBirthYear !== null || g.ageGroup.youngestBirthYear !== null,
    visibility: g.visibility !== "public" || g.publicResults !== "auto",
    registration:
      g.registration.open ||
      Boolean(g.registration.deadline || g.registration.feeNote.trim()) ||
      g.registration.maxTeams !== null,
    contact: [g.contact.name, g.contact.email, g.contact.phone].some((x) => x.trim()),
    logo: Boolean(g.logoFileId),
  };
  return GENERAL_SECTIONS.filter((s) => filled[s]);
}

/** Field errors of one step: field name → i18n key under the `organiser` namespace. */
export type FieldErrors = Record<string, string>;

/** The general step's fields (dotted paths of the draft), each with the message that names it. */
export const GENERAL_FIELD_MESSAGES: Record<string, string> = {
  name: "general.errors.name",
  description: "general.errors.description",
  startDate: "general.errors.startDate",
  endDate: "general.errors.endDate",
  "venue.name": "general.errors.venueName",
  "venue.address": "general.errors.venueAddress",
  "venue.city": "general.errors.venueCity",
  "venue.country": "general.errors.venueCountry",
  "ageGroup.label": "general.errors.ageGroupLabel",
  "ageGroup.oldestBirthYear": "general.errors.oldestBirthYear",
  "ageGroup.youngestBirthYear": "general.errors.youngestBirthYear",
  "registration.deadline": "general.errors.deadline",
  "registration.maxTeams": "general.errors.maxTeams",
  "registration.feeNote": "general.errors.feeNote",
  "contact.name": "general.errors.contactName",
  "contact.email": "general.errors.contactEmail",
  "contact.phone": "general.errors.contactPhone",
  logoFileId: "general.errors.logo",
};

/** The draft field of a `GeneralSchema` issue path (the contract nests the birth years under `ageRange`). */
function generalField(path: ReadonlyArray<PropertyKey>): string {
  const parts = path.filter((p): p is string => typeof p === "string" && p !== "ageRange");
  for (let n = parts.length; n > 0; n--) {
    const field = parts.slice(0, n).join(".");
    if (field in GENERAL_FIELD_MESSAGES) return field;
  }
  return parts[0] === "venue" ? "venue.name" : (parts[0] ?? "form");
}

/**
 * The server's field errors for the general data (`venue.city`, `ageGroup.ageRange.oldest…`) as the
 * general step's field messages; fields the form does not show fall back to the form's message.
 */
export function generalErrorsFromServer(fields: ReadonlyArray<{ field: string; message?: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field } of fields) {
    // ueditallgemein nests the data under `general`; create sends it bare.
    const name = generalField(field.replace(/^general\./, "").split("."));
    if (name in GENERAL_FIELD_MESSAGES) errors[name] ??= GENERAL_FIELD_MESSAGES[name] ?? "errors.invalid";
  }
  return errors;
}

/** The general step checked with the API's own `GeneralSchema` (the server answers the same rules with 400). */
function validateGeneral(d: WizardDraft): FieldErrors {
  const errors: FieldErrors = {};
  const g = d.general;
  const add = (field: string) => {
    errors[field] ??=
      field === "name" && !g.name.trim() ? "errors.required" : (GENERAL_FIELD_MESSAGES[field] ?? "errors.invalid");
  };
  const parsed = GeneralSchema.safeParse(toGeneral(d));
  if (!parsed.success) for (const issue of parsed.error.issues) add(generalField(issue.path));
  // The form keeps a youngest year without an oldest one, which toGeneral cannot send as a range.
  if (g.ageGroup.oldestBirthYear === null && g.ageGroup.youngestBirthYear !== null) add("ageGroup.oldestBirthYear");
  return errors;
}

export function validateStep(d: WizardDraft, step: WizardStep): FieldErrors {
  const errors: FieldErrors = {};
  if (step === "general") return validateGeneral(d);
  if (step === "teams") {
    if (d.teams.length < 2) errors.teams = "errors.tooFewTeams";
    const seen = new Set<string>();
    d.teams.forEach((t, i) => {
      const name = t.name.trim().toLowerCase();
      if (!name) errors[`team${i}`] = "errors.required";
      else if (seen.has(name)) errors[`team${i}`] = "errors.duplicateTeam";
      else if (name.length > 80) errors[`team${i}`] = "errors.invalid";
      seen.add(name);
    });
  }
  if (step === "format") {
    const parsed = FormatSchema.safeParse(toFormat(d));
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= "errors.invalid";
    if (d.format.mode === "groupsKnockout" && d.format.groupCount * 2 > d.teams.length)
      errors.groupCount = "errors.tooManyGroups";
  }
  if (step === "times") {
    const parsed = UpdateTimesSchema.safeParse(toTimes(d, "00000000-0000-4000-8000-000000000000"));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const key = field === "pitches" && typeof index === "number" ? `pitch${index}` : String(field ?? "form");
        errors[key === "firstKickoff" ? "kickoff" : key] ??= "errors.invalid";
      }
    d.times.pitches.forEach((p, i) => {
      if (!p.name.trim()) errors[`pitch${i}`] = "errors.required";
    });
  }
  if (step === "preview" || step === "publish") {
    const outcome = previewPlan(d);
    if (!outcome.ok) errors.form = "errors.planImpossible";
  }
  return errors;
}

/** The first step with errors (everything before `upTo`), or null. */
export function firstInvalidStep(d: WizardDraft, upTo: number = WIZARD_STEPS.length): number | null {
  for (let i = 0; i < upTo; i++) if (Object.keys(validateStep(d, WIZARD_STEPS[i] as WizardStep)).length) return i;
  return null;
}

/** A draft that edits a saved tournament, from the organiser view. */
export function draftFromTournament(t: {
  id: string;
  general: General;
  settings: TournamentSettings;
  teams: ReadonlyArray<{ id: string; name: string; seed?: number }>;
  planSeed: string | null;
}): WizardDraft {
  const s = t.settings;
  return {
    kind: "tournamentWizard",
    tournamentId: t.id,
    step: 0,
    general: generalFromApi(t.general),
    teams: [...t.teams]
      .sort((a, b) => (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER))
      .map((team) => ({ id: team.id, name: team.name })),
    format: {
      mode: s.mode,
      groupCount: s.groupCount,
      knockout: s.knockout,
      thirdPlace: s.thirdPlace,
      placementGames: s.placementGames,
      doubleRoundRobin: s.doubleRoundRobin,
      seeding: s.seeding,
      win: s.points.win,
      draw: s.points.draw,
      loss: s.points.loss,
      tieBreak: s.tieBreakOrder[1] === "headToHead" ? "uefa" : "dfb",
    },
    times: {
      kickoff: s.firstKickoff.slice(11, 16),
      groupMinutes: s.matchMinutes.group,
      knockoutMinutes: s.matchMinutes.knockout ?? s.matchMinutes.group,
      breakMinutes: s.breakMinutes,
      pauseBeforeFinalsMinutes: s.pauseBeforeFinalsMinutes,
      pitches: s.pitches.map((p) => ({ ...p })),
    },
    seed: t.planSeed ?? newSeed(),
  };
}

/** The teams with one moved one place up (-1) or down (+1): the list order is the seeding order. */
export function moveTeam<T>(teams: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...teams];
  if (index < 0 || index >= teams.length || target < 0 || target >= teams.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
