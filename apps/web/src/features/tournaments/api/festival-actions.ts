import type { FuninoClockAction, FuninoInternal, FuninoRegen } from "@kickoff/domain/funino-contracts.ts";
import type { TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { tournamentKeys } from "./types.ts";

/** POST /api/v1/funino/clock — start, pause, resume or reset the current round's clock. */
export const runFestivalClock = (body: FuninoClockAction) =>
  apiRequest<FuninoInternal>("/api/v1/funino/clock", { method: "POST", body, silent: true });

/** GET /api/v1/funino/regen/{id} — recompute the rounds not played yet for the teams taking part now. */
export const regenerateFestival = (id: string) =>
  apiRequest<FuninoRegen>(`/api/v1/funino/regen/${encodeURIComponent(id)}`, { silent: true });

/** DELETE /api/v1/funino/delete/{id} — owner only. */
export const deleteFestival = (id: string) =>
  apiRequest<{ id: string; deleted: true }>(`/api/v1/funino/delete/${encodeURIComponent(id)}`, {
    method: "DELETE",
    silent: true,
  });

/** PUT /api/v1/tment/status — a festival's lifecycle is the tournament's (publish, start, finish, …). */
export const changeFestivalStatus = (id: string, status: TournamentStatus) =>
  apiRequest<unknown>("/api/v1/tment/status", { method: "PUT", body: { id, status }, silent: true });

/** Every write answers the festival (or changes it): the cached view is replaced or fetched again. */
function useFestivalCache(id: string) {
  const queryClient = useQueryClient();
  return {
    put: (festival: FuninoInternal) => queryClient.setQueryData(festivalKeys.managed(id), festival),
    refetch: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: festivalKeys.managed(id) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.managed(id) }),
      ]),
  };
}

export const useFestivalClock = (id: string) => {
  const cache = useFestivalCache(id);
  return useMutation({
    mutationFn: ({ action, round }: Pick<FuninoClockAction, "action" | "round">) =>
      runFestivalClock({ id, action, round }),
    onSuccess: cache.put,
  });
};

export const useRegenerateFestival = (id: string) => {
  const cache = useFestivalCache(id);
  return useMutation({ mutationFn: () => regenerateFestival(id), onSuccess: (answer) => cache.put(answer.festival) });
};

export const useChangeFestivalStatus = (id: string) => {
  const cache = useFestivalCache(id);
  return useMutation({
    mutationFn: (status: TournamentStatus) => changeFestivalStatus(id, status),
    onSuccess: () => cache.refetch(),
  });
};

export const useDeleteFestival = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteFestival(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: festivalKeys.managed(id) });
      queryClient.removeQueries({ queryKey: tournamentKeys.managed(id) });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
};
