import type { ReporterLink } from "@kickoff/domain/tournament-views.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { tournamentKeys } from "./types.ts";

export type { ReporterLink } from "@kickoff/domain/tournament-views.ts";

/** GET /api/v1/tment/reporter/list/{id} — the owner's reporter links. */
export const getReporterLinks = (id: string, signal?: AbortSignal) =>
  apiRequest<{ links: ReporterLink[] }>(`/api/v1/tment/reporter/list/${encodeURIComponent(id)}`, {
    signal,
    silent: true,
  });

export const reporterLinksQueryOptions = (id: string) =>
  queryOptions({ queryKey: tournamentKeys.reporterLinks(id), queryFn: ({ signal }) => getReporterLinks(id, signal) });

export const useReporterLinks = (id: string, enabled: boolean) =>
  useQuery({ ...reporterLinksQueryOptions(id), enabled });

/** What a new link may enter: one pitch's matches, one referee's (issue 18), or (neither) every match. */
export type ReporterLinkScope = { label: string; pitch?: string; refereeId?: string };

/** POST /api/v1/tment/reporter — a new link; the answer carries the URL with the token (shown once). */
export const createReporterLink = (id: string, { label, pitch, refereeId }: ReporterLinkScope) =>
  apiRequest<ReporterLink & { token: string; url: string }>("/api/v1/tment/reporter", {
    method: "POST",
    body: { id, label, ...(pitch ? { pitch } : {}), ...(refereeId ? { refereeId } : {}) },
  });

export const useCreateReporterLink = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: ReporterLinkScope) => createReporterLink(id, scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reporterLinksQueryOptions(id).queryKey }),
  });
};

/** DELETE /api/v1/tment/reporter/{linkId} — revoke at once. */
export const revokeReporterLink = (linkId: string) =>
  apiRequest<ReporterLink>(`/api/v1/tment/reporter/${encodeURIComponent(linkId)}`, { method: "DELETE" });

export const useRevokeReporterLink = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReporterLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reporterLinksQueryOptions(id).queryKey }),
  });
};
