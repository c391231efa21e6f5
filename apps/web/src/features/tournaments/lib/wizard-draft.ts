// The wizard's draft: plain, serialisable form state kept in the session store's `formObject`, so an
// anonymous visitor's work survives the login round-trip. Conversions to the API payloads and to the
// engine settings for the live preview live here, next to the per-step validation.
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
} from "@kickoff/domain/tournament-contracts.ts";

export const WIZARD_STEPS = ["general", "teams", "format", "times", "preview", "publish"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type DraftTeam = { id?: string; name: string };
export type DraftPitch = { id: string; name: string };

export type WizardDraft = {
  kind: "tournamentWizard";
  /** Set when the draft edits a saved tournament. */
  tournamentId?: string;
  step: number;
  general: {
    name: string;
    description: string;
    startDate: string;
    venueName: string;
    city: string;
    visibility: "public" | "unlisted" | "private";
  };
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

export function emptyDraft(teamName: (n: number) => string, pitchName: (n: number) => string): WizardDraft {
  return {
    kind: "tournamentWizard",
    step: 0,
    general: { name: "", description: "", startDate: localToday(), venueName: "", city: "", visibility: "public" },
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
  return (
    d.kind === "tournamentWizard" &&
    typeof d.general === "object" &&
    Array.isArray(d.teams) &&
    typeof d.format === "object" &&
    typeof d.times === "object" &&
    Array.isArray(d.times?.pitches)
  );
}

export function toGeneral(d: WizardDraft, base?: General): General {
  const venueName = d.general.venueName.trim();
  const city = d.general.city.trim();
  return {
    ...(base ?? { registration: { open: false } }),
    name: d.general.name.trim(),
    description: d.general.description,
    startDate: d.general.startDate,
    visibility: d.general.visibility,
    registration: base?.registration ?? { open: false },
    ...(venueName ? { venue: { ...(base?.venue ?? {}), name: venueName, ...(city ? { city } : {}) } } : {}),
    ...(base?.endDate && base.endDate >= d.general.startDate ? { endDate: base.endDate } : { endDate: undefined }),
  };
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

/** Field errors of one step as i18n keys under `organiser.errors`, keyed by field name. */
export type FieldErrors = Record<string, string>;

export function validateStep(d: WizardDraft, step: WizardStep): FieldErrors {
  const errors: FieldErrors = {};
  if (step === "general") {
    const parsed = GeneralSchema.safeParse(toGeneral(d));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form");
        const key = field === "venue" ? "venueName" : field;
        errors[key] ??= field === "name" && !d.general.name.trim() ? "required" : "invalid";
      }
  }
  if (step === "teams") {
    if (d.teams.length < 2) errors.teams = "tooFewTeams";
    const seen = new Set<string>();
    d.teams.forEach((t, i) => {
      const name = t.name.trim().toLowerCase();
      if (!name) errors[`team${i}`] = "required";
      else if (seen.has(name)) errors[`team${i}`] = "duplicateTeam";
      else if (name.length > 80) errors[`team${i}`] = "invalid";
      seen.add(name);
    });
  }
  if (step === "format") {
    const parsed = FormatSchema.safeParse(toFormat(d));
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= "invalid";
    if (d.format.mode === "groupsKnockout" && d.format.groupCount * 2 > d.teams.length)
      errors.groupCount = "tooManyGroups";
  }
  if (step === "times") {
    const parsed = UpdateTimesSchema.safeParse(toTimes(d, "00000000-0000-4000-8000-000000000000"));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const key = field === "pitches" && typeof index === "number" ? `pitch${index}` : String(field ?? "form");
        errors[key === "firstKickoff" ? "kickoff" : key] ??= "invalid";
      }
    d.times.pitches.forEach((p, i) => {
      if (!p.name.trim()) errors[`pitch${i}`] = "required";
    });
  }
  if (step === "preview" || step === "publish") {
    const outcome = previewPlan(d);
    if (!outcome.ok) errors.form = "planImpossible";
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
    general: {
      name: t.general.name,
      description: t.general.description,
      startDate: t.general.startDate,
      venueName: t.general.venue?.name ?? "",
      city: t.general.venue?.city ?? "",
      visibility: t.general.visibility,
    },
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
