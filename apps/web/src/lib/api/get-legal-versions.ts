import { LegalVersionsSchema } from "@kickoff/domain/legal-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../api-client.ts";

/** GET /api/v1/content/legal/versions — the published terms and privacy versions (what users accept). */
export const getLegalVersions = (signal?: AbortSignal) =>
  apiRequestParsed("/api/v1/content/legal/versions", LegalVersionsSchema, { signal, silent: true });

export const getLegalVersionsQueryOptions = () =>
  queryOptions({ queryKey: ["content", "legal", "versions"], queryFn: ({ signal }) => getLegalVersions(signal) });

export const useLegalVersions = (enabled: boolean) => useQuery({ ...getLegalVersionsQueryOptions(), enabled });
