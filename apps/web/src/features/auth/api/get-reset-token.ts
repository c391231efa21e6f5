import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/v1/pw/pw/{id} — whether a reset token is still valid (400 CODE_INVALID / CODE_EXPIRED). */
export const getResetToken = (token: string, signal?: AbortSignal) =>
  apiRequest<{ valid: true }>(`/api/v1/pw/pw/${encodeURIComponent(token)}`, { signal, silent: true });

export const getResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["pw", "token", token],
    queryFn: ({ signal }) => getResetToken(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetToken = (token: string, enabled: boolean) =>
  useQuery({ ...getResetTokenQueryOptions(token), enabled });
