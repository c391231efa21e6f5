import { OperatorRoleSchema } from "@kickoff/domain/operator-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../api-client.ts";

/** GET /api/v1/op/role — whether the logged-in user is one of the platform's operators (user menu, operator page). */
export const getOperatorRole = (signal?: AbortSignal) =>
  apiRequestParsed("/api/v1/op/role", OperatorRoleSchema, { signal, silent: true });

/** Per user: a role read for one login never shows after switching accounts. */
export const operatorRoleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["operator", "role", userId],
    queryFn: ({ signal }) => getOperatorRole(signal),
    staleTime: 5 * 60_000,
  });

export const useOperatorRole = (userId: string | undefined, enabled = true) =>
  useQuery({ ...operatorRoleQueryOptions(userId ?? ""), enabled: enabled && Boolean(userId) });
