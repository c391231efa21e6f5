import type { TournamentEditor } from "@kickoff/domain/tournament-views.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { tournamentKeys } from "./types.ts";

export type { TournamentEditor } from "@kickoff/domain/tournament-views.ts";

/** GET /api/v1/tment/getBearbeiter/{id} — the editors with name, e-mail and since when (owner and editors). */
export const getEditors = (id: string, signal?: AbortSignal) =>
  apiRequest<{ editors: TournamentEditor[] }>(`/api/v1/tment/getBearbeiter/${encodeURIComponent(id)}`, {
    signal,
    silent: true,
  });

export const editorsQueryOptions = (id: string) =>
  queryOptions({ queryKey: tournamentKeys.editors(id), queryFn: ({ signal }) => getEditors(id, signal) });

export const useEditors = (id: string) => useQuery(editorsQueryOptions(id));

/**
 * POST /api/v1/tment/getBearbeiter — adds a registered user by e-mail (owner only); the new editor is notified.
 * Silent: the form shows the server's refusal (unknown e-mail, already editor, own address) next to the field.
 */
export const addEditor = (id: string, email: string) =>
  apiRequest<TournamentEditor>("/api/v1/tment/getBearbeiter", { method: "POST", body: { id, email }, silent: true });

export const useAddEditor = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addEditor(id, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorsQueryOptions(id).queryKey }),
  });
};

/** DELETE /api/v1/tment/editor/{id}/{userId} — the user loses access to the tournament at once (owner only). */
export const removeEditor = (id: string, userId: string) =>
  apiRequest<{ removed: true }>(`/api/v1/tment/editor/${encodeURIComponent(id)}/${encodeURIComponent(userId)}`, {
    method: "DELETE",
  });

export const useRemoveEditor = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeEditor(id, userId),
    // Also after a failure (e.g. 404: removed meanwhile in another tab), the list is re-read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorsQueryOptions(id).queryKey }),
  });
};
