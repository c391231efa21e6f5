import type { TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type ManagedTournament, tournamentKeys } from "./types.ts";

/** PUT /api/v1/tment/status — a lifecycle transition (publish, start, finish, archive, back to draft). */
export const changeStatus = (id: string, status: TournamentStatus) =>
  apiRequest<ManagedTournament>("/api/v1/tment/status", { method: "PUT", body: { id, status } });

export const useChangeStatus = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TournamentStatus) => changeStatus(id, status),
    onSuccess: (data) => queryClient.setQueryData(tournamentKeys.managed(id), data),
  });
};
