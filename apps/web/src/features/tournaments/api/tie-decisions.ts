import type { KnockoutDecisions } from "@kickoff/domain/placeholders.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type ManagedTournament, tournamentKeys } from "./types.ts";

/**
 * PUT /api/v1/tment/update3 — stores the tie decisions (every group's and rank's, as a whole). The format is
 * partial in this call: an empty one keeps the stored format as it is, so a format edit made meanwhile by
 * another editor is not overwritten.
 */
export const saveTieDecisions = (id: string, tieDecisions: KnockoutDecisions) =>
  apiRequest<ManagedTournament>("/api/v1/tment/update3", { method: "PUT", body: { id, format: {}, tieDecisions } });

export const useSaveTieDecisions = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tieDecisions: KnockoutDecisions) => saveTieDecisions(id, tieDecisions),
    onSuccess: (data) => queryClient.setQueryData(tournamentKeys.managed(id), data),
  });
};
