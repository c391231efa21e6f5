import type { ReporterSession } from "@kickoff/domain/tournament-views.ts";
import { useReporterSessionQuery } from "../../../lib/reporter-session.ts";
import { publicTournamentKey } from "./get-public-tournament.ts";

/**
 * GET /api/v1/tment/reporter/session — a reporter link's view of its tournament (results included, with the
 * plan version entries must carry). Under the tournament's public key, so a live event refreshes it too.
 * Silent and with its own credentials: a revoked link shows on the page and never logs anybody out.
 */
export const useReporterSession = (tournamentId: string, token: string | null) =>
  useReporterSessionQuery<ReporterSession>(
    [...publicTournamentKey(tournamentId), "reporter", token],
    "/api/v1/tment/reporter/session",
    token,
  );
