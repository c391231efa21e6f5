import { type GrantOperator, OperatorListSchema } from "@kickoff/domain/operator-contracts.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { OPERATOR_KEY } from "./keys.ts";

/** GET /api/v1/op/operators — configured and granted operators. */
export const listOperators = (signal?: AbortSignal) =>
  apiRequestParsed("/api/v1/op/operators", OperatorListSchema, { signal, silent: true });

export const operatorsQueryOptions = () =>
  queryOptions({ queryKey: [...OPERATOR_KEY, "operators"], queryFn: ({ signal }) => listOperators(signal) });

export const useOperators = () => useQuery(operatorsQueryOptions());

/** POST /api/v1/op/operators — grants the role to the verified account with the address. */
export const grantOperator = (body: GrantOperator) =>
  apiRequestParsed("/api/v1/op/operators", OperatorListSchema, { method: "POST", body, silent: true });

/** DELETE /api/v1/op/operators/{userId} — revokes a granted role. */
export const revokeOperator = ({ userId, reason }: { userId: string; reason: string }) =>
  apiRequestParsed(`/api/v1/op/operators/${encodeURIComponent(userId)}`, OperatorListSchema, {
    method: "DELETE",
    body: { reason },
    silent: true,
  });

const useOperatorMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }) });
};

export const useGrantOperator = () => useOperatorMutation(grantOperator);
export const useRevokeOperator = () => useOperatorMutation(revokeOperator);
