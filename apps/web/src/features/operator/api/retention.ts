import { RetentionRunSchema, RetentionRunsPageSchema } from "@kickoff/domain/retention-contracts.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { OPERATOR_KEY } from "./keys.ts";

/** GET /api/v1/op/retention?page=&size= — the clean-up policy and its recent runs, newest first. */
export const getRetention = (page: number, size: number, signal?: AbortSignal) =>
  apiRequestParsed(`/api/v1/op/retention?page=${page}&size=${size}`, RetentionRunsPageSchema, {
    signal,
    silent: true,
  });

export const retentionQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, "retention", page, size],
    queryFn: ({ signal }) => getRetention(page, size, signal),
  });

export const useRetention = (page: number, size: number) =>
  useQuery({ ...retentionQueryOptions(page, size), placeholderData: keepPreviousData });

/** POST /api/v1/op/retention/run — runs the clean-up now and answers the run (409 RETENTION_BUSY while another run is going). */
export const runRetention = ({ reason }: { reason: string }) =>
  apiRequestParsed("/api/v1/op/retention/run", RetentionRunSchema, { method: "POST", body: { reason }, silent: true });

export const useRunRetention = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRetention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
};
