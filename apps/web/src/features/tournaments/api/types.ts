import type { TournamentInternal } from "@kickoff/domain/tournament-views.ts";

export type { GroupStandings } from "@kickoff/domain/tournament-views.ts";

/** The organiser's view of a tournament (GET tment/tmuser/{id}?view=internal, and every tment write). */
export type ManagedTournament = TournamentInternal;

export const tournamentKeys = {
  all: ["tournaments"] as const,
  managed: (id: string) => ["tournaments", "managed", id] as const,
  reporterLinks: (id: string) => ["tournaments", "reporter-links", id] as const,
  waiting: (id: string) => ["tournaments", "waiting", id] as const,
  editors: (id: string) => ["tournaments", "editors", id] as const,
  audit: (id: string) => ["tournaments", "audit", id] as const,
};
