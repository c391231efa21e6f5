// The draft as the API takes it (create, ueditallgemein, teams, format, times) and back from a saved tournament.
import { DFB_TIE_BREAK_ORDER, type TournamentSettings, UEFA_TIE_BREAK_ORDER } from "@kickoff/domain/contracts.ts";
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
    ...(t.knockoutRestMinutes === undefined ? {} : { knockoutRestMinutes: t.knockoutRestMinutes }),
    pitches: t.pitches.map((p) => ({ id: p.id, name: p.name.trim() })),
  };
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
      knockoutRestMinutes: s.knockoutRestMinutes,
      pitches: s.pitches.map((p) => ({ ...p })),
    },
    seed: t.planSeed ?? newSeed(),
  };
}
