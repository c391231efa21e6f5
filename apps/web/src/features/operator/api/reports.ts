import {
  OperatorReportPageSchema,
  ReportDecidedSchema,
  type ReportDecision,
  type ReportStatus,
} from "@kickoff/domain/report-contracts.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { OPERATOR_KEY } from "./keys.ts";

/** GET /api/v1/op/reports?status=&page=&size= — the report queue in the server's order (severity, then age). */
export const getReports = (status: ReportStatus, page: number, size: number, signal?: AbortSignal) =>
  apiRequestParsed(
    `/api/v1/op/reports?${new URLSearchParams({ status, page: String(page), size: String(size) })}`,
    OperatorReportPageSchema,
    { signal, silent: true },
  );

export const reportsQueryOptions = (status: ReportStatus, page: number, size: number) =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, "reports", status, page, size],
    queryFn: ({ signal }) => getReports(status, page, size, signal),
  });

export const useReports = (status: ReportStatus, page: number, size: number) =>
  useQuery({ ...reportsQueryOptions(status, page, size), placeholderData: keepPreviousData });

/** POST /api/v1/op/reports/{id} — hide, unhide, delete or dismiss, with a reason (and a note to the owner). */
export const decideReport = ({ id, ...body }: ReportDecision & { id: string }) =>
  apiRequestParsed(`/api/v1/op/reports/${encodeURIComponent(id)}`, ReportDecidedSchema, {
    method: "POST",
    body,
    silent: true,
  });

export const useDecideReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
};
