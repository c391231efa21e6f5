// The wizard's draft: plain, serialisable form state kept in the session store's `formObject`, so an
// anonymous visitor's work survives the login round-trip. Its API payloads are in wizard-payloads.ts, the
// per-step checks in wizard-validation.ts, the live preview's plan in wizard-plan.ts.
import { defaultPublicResults, labelForAgeRange } from "@kickoff/domain/age-groups.ts";
import type {
  DisciplineSettings,
  FairPlayScale,
  HeadToHeadMode,
  TieBreakCriterion,
} from "@kickoff/domain/contracts.ts";
import { type Format, type Visibility, VisibilitySchema } from "@kickoff/domain/tournament-contracts.ts";

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
  registration: {
    open: boolean;
    deadline: string;
    maxTeams: number | null;
    feeNote: string;
    /** Promote the first waitlisted entry when a place frees up; absent until the organiser sets it. */
    autoPromote?: boolean;
  };
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
    /** A preset tie-break order, or the organiser's own (`tieBreakOrder`). */
    tieBreak: "dfb" | "uefa" | "custom";
    // The officials' settings (issue 18) are optional: drafts stored before them stay valid drafts.
    /** The own order while `tieBreak` is "custom"; kept when a preset is chosen meanwhile. */
    tieBreakOrder?: TieBreakCriterion[];
    /** Undefined = "reapply" (UEFA). */
    headToHead?: HeadToHeadMode;
    /** Undefined = no card records. */
    discipline?: DisciplineSettings;
    /** The organiser's own fair-play scale; undefined = FIFA's. */
    fairPlayScale?: FairPlayScale;
  };
  times: {
    kickoff: string;
    groupMinutes: number;
    knockoutMinutes: number;
    breakMinutes: number;
    pauseBeforeFinalsMinutes: number;
    /** Least rest before a knockout match; undefined = the break between matches (drafts from before it existed too). */
    knockoutRestMinutes?: number | undefined;
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

/** A fresh draw seed for the preview (the saved plan reuses it). */
export const newSeed = () => Math.random().toString(36).slice(2, 10);

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

/** The teams with one moved one place up (-1) or down (+1): the list order is the seeding order. */
export function moveTeam<T>(teams: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...teams];
  if (index < 0 || index >= teams.length || target < 0 || target >= teams.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
