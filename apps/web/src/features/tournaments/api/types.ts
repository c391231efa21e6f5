import type { Fairness, Match, Result, TournamentSettings } from "@kickoff/domain/contracts.ts";
import type { General, TeamInput, TournamentStatus, Visibility } from "@kickoff/domain/tournament-contracts.ts";

export type StandingRow = {
  teamId: string;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  reason: string;
  levelWith: string[];
};

export type GroupStandings = { group: string; complete: boolean; rows: StandingRow[]; unresolved: string[][] };

/** The organiser's view of a tournament (GET tment/tmuser/{id}?view=internal, and every tment write). */
export type ManagedTournament = {
  view: "internal";
  id: string;
  ownerId: string;
  role: "owner" | "editor" | "reporter" | "none";
  abilities: {
    edit: boolean;
    enterResults: boolean;
    changeStatus: boolean;
    delete: boolean;
    manageEditors: boolean;
    manageReporters: boolean;
  };
  status: TournamentStatus;
  visibility: Visibility;
  general: General;
  settings: TournamentSettings;
  teams: Array<TeamInput & { id: string }>;
  matches: Match[];
  results: Result[];
  standings: GroupStandings[];
  planVersion: number;
  planOutdated: boolean;
  planSeed: string | null;
  fairness: Fairness | null;
  createdAt: string;
  updatedAt: string;
};

export const tournamentKeys = {
  all: ["tournaments"] as const,
  managed: (id: string) => ["tournaments", "managed", id] as const,
  reporterLinks: (id: string) => ["tournaments", "reporter-links", id] as const,
  waiting: (id: string) => ["tournaments", "waiting", id] as const,
};
