import { useMutation, useQueryClient } from "@tanstack/react-query";
import { generatePlan } from "./save-tournament.ts";
import { tournamentKeys } from "./types.ts";

/** PUT /api/v1/tment/plangen from the control centre (a new draw seed each time). */
export const useGeneratePlan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmOverwriteResults: boolean) => generatePlan(id, undefined, confirmOverwriteResults),
    onSuccess: (data) => queryClient.setQueryData(tournamentKeys.managed(id), data),
  });
};
