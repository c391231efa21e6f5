import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type ManagedTournament, tournamentKeys } from "./types.ts";

/**
 * PUT /api/v1/tment/delay — "we are running late": moves every kick-off still to come by `minutes` (negative takes
 * back part of an earlier delay, never before `now`). Silent: the delay dialog shows its own refusals.
 */
export const delayKickoffs = (id: string, minutes: number, now: string) =>
  apiRequest<ManagedTournament>("/api/v1/tment/delay", { method: "PUT", body: { id, minutes, now }, silent: true });

export const useDelayKickoffs = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ minutes, now }: { minutes: number; now: string }) => delayKickoffs(id, minutes, now),
    onSuccess: (data) => queryClient.setQueryData(tournamentKeys.managed(id), data),
  });
};
