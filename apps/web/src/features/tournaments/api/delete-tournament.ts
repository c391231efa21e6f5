import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { tournamentKeys } from "./types.ts";

/** DELETE /api/v1/tment/del/{id} — owner only. */
export const deleteTournament = (id: string) =>
  apiRequest<{ id: string; deleted: true }>(`/api/v1/tment/del/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useDeleteTournament = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: tournamentKeys.managed(id) }),
  });
};
