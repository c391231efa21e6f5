// What a client may know about a funino festival. The public view never carries strengths, and carries no
// outcome or score at all unless the organiser made results public (hidden results never leave the server).

import type { FuninoInternal, FuninoPublic, FuninoPublicPlan, FuninoState } from "@kickoff/domain/funino-contracts.ts";
import { currentRoundOf, pitchesOf, roundCountOf, roundStart } from "@kickoff/domain/funino-festival.ts";
import { type Actor, abilities, roleOf } from "../policies/tournament-policy.ts";
import type { TournamentState } from "../services/tournament-state.ts";

/** A stored tournament of mode funino, with its festival part. */
export type FestivalState = TournamentState & { funino: FuninoState };

function shared(s: FestivalState, withOutcomes: boolean) {
  const f = s.funino;
  return {
    id: s.id,
    status: s.status,
    general: s.general,
    config: f.config,
    pitches: pitchesOf(f),
    rounds: f.rounds.map((r) => ({
      ...r,
      outcomes: withOutcomes ? r.outcomes : [],
      start: roundStart(f.config, s.general.startDate, r.round),
    })),
    roundCount: roundCountOf(f),
    currentRound: currentRoundOf(f.rounds),
    clock: f.clock,
    serverNow: Date.now(),
    version: s.row.revision,
    shortCode: s.row.shortCode,
    updatedAt: s.row.updatedAt.toISOString(),
  };
}

const publicTeams = (s: FestivalState) => [
  ...s.teams.map((t) => ({
    id: t.id,
    name: t.name,
    ...(t.club ? { club: t.club } : {}),
    ...(t.bib ? { bib: t.bib } : {}),
  })),
  ...s.funino.withdrawn.map((t) => ({ ...t, withdrawn: true })),
];

export function presentFestivalPublic(s: FestivalState): FuninoPublic {
  return { view: "public", ...shared(s, s.funino.config.publicResults), teams: publicTeams(s) };
}

/** A reporter link's view: the public one with every outcome (the reporter enters them). */
export function presentFestivalForReporter(s: FestivalState): FuninoPublic {
  return { view: "public", ...shared(s, true), teams: publicTeams(s) };
}

export function presentFestivalPlan(s: FestivalState): FuninoPublicPlan {
  const { id, rounds, roundCount, currentRound, clock, serverNow, version } = shared(s, s.funino.config.publicResults);
  return { id, rounds, roundCount, currentRound, clock, serverNow, version };
}

export function presentFestivalInternal(s: FestivalState, actor: Actor): FuninoInternal {
  return {
    view: "internal",
    ...shared(s, true),
    ownerId: s.ownerId,
    role: roleOf(actor, s),
    abilities: abilities(actor, s),
    visibility: s.visibility,
    teams: [
      ...s.teams.map((t) => ({
        id: t.id,
        name: t.name,
        ...(t.club ? { club: t.club } : {}),
        ...(t.bib ? { bib: t.bib } : {}),
        ...(t.strength ? { strength: t.strength } : {}),
      })),
      ...s.funino.withdrawn.map((t) => ({ ...t, withdrawn: true })),
    ],
    planVersion: s.row.planVersion,
    planOutdated: s.row.planOutdated,
    createdAt: s.row.createdAt.toISOString(),
  };
}
