import type { Officials, Referee } from "@kickoff/domain/officials-contracts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type ManagedTournament, tournamentKeys } from "./types.ts";

/** One hand-made assignment: the match's referee, or null for none. */
export type RefereeAssignment = { matchId: string; refereeId: string | null };

/** How referees are assigned: by hand (only the listed matches change) or automatically (every open match). */
export type AssignRequest =
  | { mode: "manual"; planVersion?: number; assignments: RefereeAssignment[] }
  | { mode: "auto"; planVersion?: number };

export type AssignResult = { officials: Officials; unassigned: string[] };

/**
 * PUT /api/v1/tment/referees — the whole referee list (add, rename, remove); a removed referee loses their
 * matches and reporter links. Silent: the panel says what failed.
 */
export const updateReferees = (id: string, referees: Referee[]) =>
  apiRequest<{ officials: Officials }>("/api/v1/tment/referees", {
    method: "PUT",
    body: { id, referees },
    silent: true,
  });

/**
 * PUT /api/v1/tment/refassign — by hand (409 REFEREE_CONFLICT with the reason when a rule would break) or
 * automatically (answers the matches nobody may lead). Silent: the panel shows the refusal next to the list.
 */
export const assignReferees = (id: string, request: AssignRequest) =>
  apiRequest<AssignResult>("/api/v1/tment/refassign", { method: "PUT", body: { id, ...request }, silent: true });

/** The new officials at once in the loaded tournament, then the whole view re-read (plan and version). */
function useOfficialsSaved(id: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (answer: { officials: Officials }) => {
      queryClient.setQueryData<ManagedTournament>(tournamentKeys.managed(id), (current) =>
        current ? { ...current, officials: answer.officials } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.managed(id) }),
  };
}

export const useUpdateReferees = (id: string) => {
  const saved = useOfficialsSaved(id);
  return useMutation({ mutationFn: (referees: Referee[]) => updateReferees(id, referees), ...saved });
};

export const useAssignReferees = (id: string) => {
  const saved = useOfficialsSaved(id);
  return useMutation({ mutationFn: (request: AssignRequest) => assignReferees(id, request), ...saved });
};
