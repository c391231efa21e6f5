import type { Format, General, TeamInput, UpdateTimes } from "@kickoff/domain/tournament-contracts.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ManagedTournament } from "./types.ts";

// The wizard's writes, one per endpoint; each answers the updated organiser view.

/** POST /api/v1/tment/create — a new draft from the general data. */
export const createTournament = (general: General) =>
  apiRequest<ManagedTournament>("/api/v1/tment/create", { method: "POST", body: general });

/** PUT /api/v1/tment/ueditallgemein — replace the general data. */
export const updateGeneral = (id: string, general: General) =>
  apiRequest<ManagedTournament>("/api/v1/tment/ueditallgemein", { method: "PUT", body: { id, general } });

/** PUT /api/v1/tment/ueditteams — replace the team list (kept ids rename, missing ones are removed). */
export const updateTeams = (id: string, teams: TeamInput[]) =>
  apiRequest<ManagedTournament>("/api/v1/tment/ueditteams", { method: "PUT", body: { id, teams } });

/** PUT /api/v1/tment/update3 — the format. */
export const updateFormat = (id: string, format: Partial<Format>) =>
  apiRequest<ManagedTournament>("/api/v1/tment/update3", { method: "PUT", body: { id, format } });

/** PUT /api/v1/tment/updateTime — clock and pitches (an existing plan is reflowed). */
export const updateTimes = (times: UpdateTimes) =>
  apiRequest<ManagedTournament>("/api/v1/tment/updateTime", { method: "PUT", body: times });

/** PUT /api/v1/tment/plangen — (re)generate the plan with the given draw seed. */
export const generatePlan = (id: string, seed?: string, confirmOverwriteResults?: boolean) =>
  apiRequest<ManagedTournament>("/api/v1/tment/plangen", {
    method: "PUT",
    body: { id, ...(seed ? { seed } : {}), ...(confirmOverwriteResults ? { confirmOverwriteResults } : {}) },
  });
