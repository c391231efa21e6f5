import { OperatorAuditPageSchema } from "@kickoff/domain/operator-contracts.ts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { OPERATOR_KEY } from "./keys.ts";

/** GET /api/v1/op/audit?page=&size= — the operator audit log, newest first. */
export const getAuditLog = (page: number, size: number, signal?: AbortSignal) =>
  apiRequestParsed(`/api/v1/op/audit?page=${page}&size=${size}`, OperatorAuditPageSchema, { signal, silent: true });

export const auditQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, "audit", page, size],
    queryFn: ({ signal }) => getAuditLog(page, size, signal),
  });

export const useAuditLog = (page: number, size: number) =>
  useQuery({ ...auditQueryOptions(page, size), placeholderData: keepPreviousData });
