// The draft as the API takes it (create, ueditallgemein, teams, format, times) and back from a saved tournament.
import {
  DFB_TIE_BREAK_ORDER,
  type FairPlayScale,
  FIFA_FAIR_PLAY_SCALE,
  type TieBreakCriterion,
  type TournamentSettings,
  UEFA_TIE_BREAK_ORDER,
} from "@kickoff/domain/contracts.ts";
import type { Format, General, TeamInput, UpdateTimes } from "@kickoff/domain/tournament-contracts.ts";
import { type DraftGeneral, emptyGeneral, newSeed, type WizardDraft } from "./wizard-model.ts";

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
      autoPromote: r.autoPromote,
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
      autoPromote: g.registration.autoPromote,
    },
    contact: { name: g.contact?.name ?? "", email: g.contact?.email ?? "", phone: g.contact?.phone ?? "" },
    logoFileId: g.logoFileId ?? base.logoFileId,
  };
}

/** List order is the seeding order (1 = first), so the saved draw matches the previewed one. */
export const toTeamInputs = (d: WizardDraft): TeamInput[] =>
  d.teams.map((t, i) => ({ ...(t.id ? { id: t.id } : {}), name: t.name.trim(), seed: i + 1 }));

/** The tie-break order the draft stands for: a preset's, or the organiser's own. */
export function draftTieBreakOrder(f: WizardDraft["format"]): TieBreakCriterion[] {
  if (f.tieBreak === "custom" && f.tieBreakOrder) return [...f.tieBreakOrder];
  return [...(f.tieBreak === "uefa" ? UEFA_TIE_BREAK_ORDER : DFB_TIE_BREAK_ORDER)];
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** A saved order as the draft's choice: the preset it equals, else the organiser's own. */
export function tieBreakChoice(
  order: readonly TieBreakCriterion[],
): Pick<WizardDraft["format"], "tieBreak" | "tieBreakOrder"> {
  if (sameOrder(order, DFB_TIE_BREAK_ORDER)) return { tieBreak: "dfb" };
  if (sameOrder(order, UEFA_TIE_BREAK_ORDER)) return { tieBreak: "uefa" };
  return { tieBreak: "custom", tieBreakOrder: [...order] };
}

export function toFormat(d: WizardDraft): Format {
  const f = d.format;
  const recording = f.discipline?.enabled ?? false;
  return {
    mode: f.mode,
    points: { win: f.win, draw: f.draw, loss: f.loss },
    tieBreakOrder: draftTieBreakOrder(f),
    // Always sent (the API keeps an omitted one), so going back to a default is saved too.
    headToHead: f.headToHead ?? "reapply",
    fairPlayScale: f.fairPlayScale ? { ...f.fairPlayScale } : { ...FIFA_FAIR_PLAY_SCALE },
    discipline: { enabled: recording, public: recording && (f.discipline?.public ?? false) },
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
    ...(t.knockoutRestMinutes === undefined ? {} : { knockoutRestMinutes: t.knockoutRestMinutes }),
    pitches: t.pitches.map((p) => ({ id: p.id, name: p.name.trim() })),
  };
}

const sameScale = (a: FairPlayScale, b: FairPlayScale) =>
  a.yellow === b.yellow && a.secondYellow === b.secondYellow && a.red === b.red && a.yellowRed === b.yellowRed;

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
      ...tieBreakChoice(s.tieBreakOrder),
      ...(s.headToHead ? { headToHead: s.headToHead } : {}),
      ...(s.discipline ? { discipline: { ...s.discipline } } : {}),
      // FIFA's own values are the default choice, not "own values".
      ...(s.fairPlayScale && !sameScale(s.fairPlayScale, FIFA_FAIR_PLAY_SCALE)
        ? { fairPlayScale: { ...s.fairPlayScale } }
        : {}),
    },
    times: {
      kickoff: s.firstKickoff.slice(11, 16),
      groupMinutes: s.matchMinutes.group,
      knockoutMinutes: s.matchMinutes.knockout ?? s.matchMinutes.group,
      breakMinutes: s.breakMinutes,
      pauseBeforeFinalsMinutes: s.pauseBeforeFinalsMinutes,
      knockoutRestMinutes: s.knockoutRestMinutes,
      pitches: s.pitches.map((p) => ({ ...p })),
    },
    seed: t.planSeed ?? newSeed(),
  };
}
