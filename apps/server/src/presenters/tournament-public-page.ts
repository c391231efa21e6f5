// The public tournament page's payload and the display-mode plan, built on the public presenter
// (presentPublic decides which fields may leave the server; this adds labels, grouping and hiding).
import { defaultPublicResults, labelForAgeRange } from "@kickoff/domain/age-groups.ts";
import type { Match, Side } from "@kickoff/domain/contracts.ts";
import { describePlaceholder, describeStage, knockoutWinner } from "@kickoff/domain/placeholders.ts";
import type { PublicMatch, PublicPlan, PublicResults, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { registrationOpen } from "@kickoff/domain/registration-open.ts";
import type { RegistrationSummary } from "@kickoff/domain/registration-summary.ts";
import type { General } from "@kickoff/domain/tournament-contracts.ts";
import type { TournamentPublic } from "@kickoff/domain/tournament-views.ts";
import type { ClubContactRow } from "../repositories/club-contacts.ts";
import type { TournamentState } from "../services/tournament-state.ts";
import { presentPublic } from "./tournament.ts";

/** U-label of a tournament: the organiser's, else derived from the birth-year range on the first day. */
export function ageGroupLabelOf(general: Pick<General, "ageGroup" | "startDate">): string | null {
  if (general.ageGroup?.label) return general.ageGroup.label;
  if (general.ageGroup?.ageRange) return labelForAgeRange(general.ageGroup.ageRange, general.startDate);
  return null;
}

/** What the public sees: the organiser's choice, else no tables for G/F (DFB: no tables, placings not announced). */
export function publicResultsOf(general: General): PublicResults {
  return general.publicResults ?? defaultPublicResults(ageGroupLabelOf(general));
}

/** Teams may register: registration open, deadline not passed, tournament not over. */
export const isRegistrationOpen = (
  t: { status: string; endDate: string; general: Pick<General, "registration"> },
  today: string,
) => registrationOpen(t.status, t.general.registration, t.endDate, today);

/** OpenStreetMap link: the coordinates if known, else a search for the venue's name and address. */
export function mapUrlOf(general: Pick<General, "venue">): string | null {
  const v = general.venue;
  if (!v) return null;
  if (v.latitude !== undefined && v.longitude !== undefined)
    return `https://www.openstreetmap.org/?mlat=${v.latitude}&mlon=${v.longitude}#map=17/${v.latitude}/${v.longitude}`;
  const query = [v.name, v.address, v.city, v.country].filter(Boolean).join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

const labelOf = (side: Side) => (side.teamId || !side.placeholder ? null : describePlaceholder(side.placeholder));

const byKickoff = (a: Match, b: Match) =>
  a.startMinute - b.startMinute || a.slot - b.slot || (a.pitch < b.pitch ? -1 : a.pitch > b.pitch ? 1 : 0);

const naturalId = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** With results hidden, who advanced must not show either: knockout sides fall back to their placeholder. */
function hideAdvancement(m: Match): Match {
  const strip = (s: Side): Side => (s.placeholder ? { teamId: null, placeholder: s.placeholder } : s);
  return m.stage === "group" ? m : { ...m, home: strip(m.home), away: strip(m.away) };
}

/**
 * The public view for logged-in visitors (GET tment/tmuser/{id}?view=public): what the public page shows,
 * so results, advancement and tables stay hidden as the organiser chose (DFB rule for G/F by default).
 */
export function presentVisitorView(state: TournamentState): TournamentPublic {
  const base = presentPublic(state);
  const shown = publicResultsOf(state.general);
  if (shown === "all") return base;
  if (shown === "resultsOnly") return { ...base, standings: [] };
  return { ...base, matches: base.matches.map(hideAdvancement), results: [], standings: [] };
}

export type OrganiserFacts = { clubName: string; contact: ClubContactRow | null };

/** The payload of GET auth/tment/{id}; `registrationSummary` only while registration is open (counts only). */
export function presentPublicPage(
  state: TournamentState,
  organiser: OrganiserFacts,
  today: string,
  registrationSummary: RegistrationSummary | null = null,
): PublicTournament {
  const base = presentPublic(state);
  const shown = publicResultsOf(state.general);
  const results = new Map(base.results.map((r) => [r.matchId, r]));
  const visibleMatches = shown === "none" ? base.matches.map(hideAdvancement) : base.matches;

  const matches: PublicMatch[] = [...visibleMatches].sort(byKickoff).map((m) => {
    const r = shown === "none" ? undefined : results.get(m.id);
    return {
      ...m,
      homeLabel: labelOf(m.home),
      awayLabel: labelOf(m.away),
      stageLabel: describeStage(m.stage),
      // Cards are in `base` only when the organiser publishes them.
      result: r
        ? {
            home: r.home,
            away: r.away,
            ...(r.penalties ? { penalties: r.penalties } : {}),
            ...(r.cards ? { cards: r.cards } : {}),
          }
        : null,
    };
  });

  const teamOrder = new Map(base.teams.map((t, i) => [t.id, i]));
  const groups = new Map<string, Set<string>>();
  for (const m of base.matches) {
    if (m.stage !== "group" || !m.group) continue;
    let set = groups.get(m.group);
    if (!set) {
      set = new Set();
      groups.set(m.group, set);
    }
    for (const id of [m.home.teamId, m.away.teamId]) if (id) set.add(id);
  }

  const rounds = new Map<string, { stage: Match["stage"]; round: number; first: number; ids: string[] }>();
  for (const m of matches) {
    if (m.stage === "group") continue;
    const key = `${m.stage}:${m.round}:${m.placeFor ?? ""}`;
    const entry = rounds.get(key) ?? { stage: m.stage, round: m.round, first: m.startMinute, ids: [] };
    entry.ids.push(m.id);
    entry.first = Math.min(entry.first, m.startMinute);
    rounds.set(key, entry);
  }

  const placements: PublicTournament["placements"] = [];
  if (shown === "all")
    for (const m of base.matches) {
      if (m.placeFor === null) continue;
      const outcome = knockoutWinner(m, results.get(m.id));
      if (outcome)
        placements.push(
          { place: m.placeFor, teamId: outcome.winner },
          { place: m.placeFor + 1, teamId: outcome.loser },
        );
    }
  placements.sort((a, b) => a.place - b.place);

  const c = organiser.contact;
  const open = isRegistrationOpen({ status: state.status, endDate: state.row.endDate, general: state.general }, today);
  return {
    view: "public",
    id: base.id,
    status: base.status,
    version: state.row.revision,
    updatedAt: base.updatedAt,
    general: base.general,
    mapUrl: mapUrlOf(state.general),
    ageGroupLabel: ageGroupLabelOf(state.general),
    organiser: {
      club: organiser.clubName || null,
      contactPerson: c?.showContactPerson ? (c.contactPerson ?? null) : null,
      phone: c?.showPhone ? (c.phone ?? null) : null,
      email: c?.showEmail ? (c.email ?? null) : null,
      website: c?.showWebsite ? (c.website ?? null) : null,
    },
    format: {
      mode: state.settings.mode,
      points: state.settings.points,
      tieBreakOrder: state.settings.tieBreakOrder,
      knockout: state.settings.knockout,
      thirdPlace: state.settings.thirdPlace,
      placementGames: state.settings.placementGames,
    },
    publicResults: shown,
    pitches: base.pitches,
    teams: base.teams,
    groups: [...groups.entries()]
      .sort(([a], [b]) => naturalId(a, b))
      .map(([name, ids]) => ({
        name,
        teamIds: [...ids].sort((a, b) => (teamOrder.get(a) ?? 0) - (teamOrder.get(b) ?? 0)),
      })),
    matches,
    standings: shown === "all" ? base.standings : [],
    knockout: [...rounds.values()]
      .sort((a, b) => a.first - b.first || naturalId(a.ids[0] ?? "", b.ids[0] ?? ""))
      .map((r) => ({
        stage: r.stage,
        round: r.round,
        label: describeStage(r.stage),
        matchIds: r.ids.sort(naturalId),
      })),
    placements,
    registrationOpen: open,
    registrationSummary: open ? registrationSummary : null,
    shortCode: state.row.shortCode,
    delayMinutes: state.status === "published" || state.status === "running" ? state.row.delayMinutes : 0,
  };
}

/** The payload of GET auth/tmentp/{id}: matches by pitch with names resolved, from the page payload. */
export function presentPublicPlan(page: PublicTournament): PublicPlan {
  const names = new Map(page.teams.map((t) => [t.id, t.name]));
  const sideName = (teamId: string | null, label: PublicMatch["homeLabel"]) =>
    (teamId ? names.get(teamId) : undefined) ?? label?.text ?? "";
  return {
    id: page.id,
    name: page.general.name,
    status: page.status,
    version: page.version,
    updatedAt: page.updatedAt,
    publicResults: page.publicResults,
    pitches: page.pitches.map((p) => ({
      id: p.id,
      name: p.name,
      matches: page.matches
        .filter((m) => m.pitch === p.id)
        .map((m) => ({
          id: m.id,
          stage: m.stage,
          group: m.group,
          start: m.start,
          end: m.end,
          status: m.status,
          home: sideName(m.home.teamId, m.homeLabel),
          away: sideName(m.away.teamId, m.awayLabel),
          homeLabel: m.homeLabel,
          awayLabel: m.awayLabel,
          result: m.result,
        })),
    })),
  };
}
