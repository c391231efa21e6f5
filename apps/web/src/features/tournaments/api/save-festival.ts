import {
  type CreateFunino,
  FuninoInternalSchema,
  type FuninoTeamInput,
  type UpdateFunino,
} from "@kickoff/domain/funino-contracts.ts";
import { apiRequestParsed } from "../../../lib/api-client.ts";

// The organiser's festival writes, each answering the festival's internal view. Silent: the forms show
// field errors (400) and refusals (409) themselves, everything else through handleApiFailure.

/** POST /api/v1/funino/create — a new draft festival (201). */
export const createFestival = (body: CreateFunino) =>
  apiRequestParsed("/api/v1/funino/create", FuninoInternalSchema, { method: "POST", body, silent: true });

/** POST /api/v1/funino/update — general data and/or configuration (409 FESTIVAL_STARTED for fixed keys). */
export const updateFestival = (body: UpdateFunino) =>
  apiRequestParsed("/api/v1/funino/update", FuninoInternalSchema, { method: "POST", body, silent: true });

/** POST /api/v1/funino/updateteams — the whole team list (kept ids rename, left-out ones withdraw). */
export const updateFestivalTeams = (id: string, teams: FuninoTeamInput[]) =>
  apiRequestParsed("/api/v1/funino/updateteams", FuninoInternalSchema, {
    method: "POST",
    body: { id, teams },
    silent: true,
  });
