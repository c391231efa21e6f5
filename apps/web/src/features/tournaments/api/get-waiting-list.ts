import type {
  ChangeRegistrationState,
  RegistrationChange,
  RegistrationEntry,
  RegistrationList,
  UpdateRegistration,
  WaitingSummary,
} from "@kickoff/domain/registration-contracts.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { tournamentKeys } from "./types.ts";

export type { RegistrationChange, RegistrationEntry, WaitingSummary } from "@kickoff/domain/registration-contracts.ts";

/** GET /api/v1/tment/waiting/{id} — counts per state, free places, deadline and auto-promotion (organisers). */
export const getWaitingSummary = (id: string, signal?: AbortSignal) =>
  apiRequest<WaitingSummary>(`/api/v1/tment/waiting/${encodeURIComponent(id)}`, { signal, silent: true });

/** GET /api/v1/wlist/waitinglist/{id} — every entry with the applicant's contact data (organisers). */
export const getRegistrations = (id: string, signal?: AbortSignal) =>
  apiRequest<RegistrationList>(`/api/v1/wlist/waitinglist/${encodeURIComponent(id)}`, { signal, silent: true });

export const waitingSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.waiting(id), "summary"] as const,
    queryFn: ({ signal }) => getWaitingSummary(id, signal),
  });

export const registrationsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.waiting(id), "entries"] as const,
    queryFn: ({ signal }) => getRegistrations(id, signal),
  });

export const useWaitingSummary = (id: string, enabled = true) =>
  useQuery({ ...waitingSummaryQueryOptions(id), enabled });
export const useRegistrations = (id: string, enabled = true) => useQuery({ ...registrationsQueryOptions(id), enabled });

/**
 * POST /api/v1/wlist/changetype — moves an entry to another state. Silent: the panel answers the expected refusals
 * (TOURNAMENT_FULL, REGISTRATION_CLOSED, TEAM_IN_PLAN) itself.
 */
export const changeRegistrationState = (body: ChangeRegistrationState) =>
  apiRequest<RegistrationChange>("/api/v1/wlist/changetype", { method: "POST", body, silent: true });

/** POST /api/v1/wlist/update — edits an entry or sets the waiting list's order. */
export const updateRegistrations = (body: UpdateRegistration) =>
  apiRequest<{ entries: RegistrationEntry[] }>("/api/v1/wlist/update", { method: "POST", body, silent: true });

/** After every write: the list, the summary and the tournament's (or festival's) teams are read again. */
function useInvalidateWaiting(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tournamentKeys.waiting(id) }),
      queryClient.invalidateQueries({ queryKey: tournamentKeys.managed(id) }),
      queryClient.invalidateQueries({ queryKey: festivalKeys.managed(id) }),
    ]);
}

export const useChangeRegistrationState = (id: string) => {
  const invalidate = useInvalidateWaiting(id);
  return useMutation({ mutationFn: changeRegistrationState, onSettled: invalidate });
};

export const useUpdateRegistrations = (id: string) => {
  const invalidate = useInvalidateWaiting(id);
  return useMutation({ mutationFn: updateRegistrations, onSettled: invalidate });
};
