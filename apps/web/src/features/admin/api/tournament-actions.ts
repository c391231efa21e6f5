import type { TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "./dashboard-lists.ts";

// Quick actions of the board; each refreshes the lists through their common key.

/** POST /api/v1/tment/duplicate — a new draft from a tournament (silent: the caller says what failed). */
export const duplicateTournament = (id: string) =>
  apiRequest<{ id: string }>("/api/v1/tment/duplicate", { method: "POST", body: { id }, silent: true });

/** DELETE /api/v1/tment/del/{id} — owner only. */
export const deleteTournament = (id: string) =>
  apiRequest<{ deleted: true }>(`/api/v1/tment/del/${encodeURIComponent(id)}`, { method: "DELETE" });

/** PUT /api/v1/tment/status — a lifecycle transition. */
export const changeStatus = ({ id, status }: { id: string; status: TournamentStatus }) =>
  apiRequest<{ id: string; status: TournamentStatus }>("/api/v1/tment/status", { method: "PUT", body: { id, status } });

const useListMutation = <A, R>(fn: (arg: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
};

export const useDuplicateTournament = () => useListMutation(duplicateTournament);
export const useDeleteTournament = () => useListMutation(deleteTournament);
export const useChangeStatus = () => useListMutation(changeStatus);
