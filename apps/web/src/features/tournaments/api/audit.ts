import type { AuditEntry } from "@kickoff/domain/tournament-views.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { tournamentKeys } from "./types.ts";

export type { AuditEntry } from "@kickoff/domain/tournament-views.ts";

/** GET /api/v1/tment/audit/{id} — every result change, oldest first: who, when, old → new (owner and editors). */
export const getAudit = (id: string, signal?: AbortSignal) =>
  apiRequest<{ entries: AuditEntry[] }>(`/api/v1/tment/audit/${encodeURIComponent(id)}`, { signal, silent: true });

export const auditQueryOptions = (id: string) =>
  queryOptions({ queryKey: tournamentKeys.audit(id), queryFn: ({ signal }) => getAudit(id, signal) });

/** The trail is read when shown; results change it, so it is fetched again whenever it is opened. */
export const useAudit = (id: string, enabled = true) =>
  useQuery({ ...auditQueryOptions(id), enabled, refetchOnMount: "always" });
