import { type LegalKind, LegalTextSchema } from "@kickoff/domain/legal-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** GET /api/v1/content/legal/{kind}?lang= — the deployer's text (or null), the published version, the operator. */
export const getLegalText = (kind: LegalKind, lang: string, signal?: AbortSignal) =>
  apiRequestParsed(`/api/v1/content/legal/${kind}?lang=${encodeURIComponent(lang)}`, LegalTextSchema, { signal });

export const getLegalTextQueryOptions = (kind: LegalKind, lang: string) =>
  queryOptions({
    queryKey: ["content", "legal", kind, lang],
    queryFn: ({ signal }) => getLegalText(kind, lang, signal),
    staleTime: 5 * 60_000,
  });

export const useLegalText = (kind: LegalKind, lang: string) => useQuery(getLegalTextQueryOptions(kind, lang));
