import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { PlanEdit } from "../lib/reorder.ts";
import { type ManagedTournament, tournamentKeys } from "./types.ts";

/**
 * PUT /api/v1/tment/updateo — swap two matches or move one to a free pitch/slot. With `planVersion`, a plan
 * changed meanwhile is refused (409 PLAN_CHANGED); the engine's refusal is 409 PLAN_EDIT_REFUSED. Silent: the
 * schedule tab explains every refusal itself.
 */
export const reorderPlan = (id: string, planVersion: number, edit: PlanEdit) =>
  apiRequest<ManagedTournament>("/api/v1/tment/updateo", {
    method: "PUT",
    body: { id, planVersion, ...edit },
    silent: true,
  });

export const useReorderPlan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planVersion, edit }: { planVersion: number; edit: PlanEdit }) => reorderPlan(id, planVersion, edit),
    onSuccess: (data) => queryClient.setQueryData(tournamentKeys.managed(id), data),
  });
};
