import {
  OperatorDoneSchema,
  type OperatorUserDetail,
  OperatorUserDetailSchema,
  OperatorUserListSchema,
} from "@kickoff/domain/operator-contracts.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { OPERATOR_KEY } from "./keys.ts";

const USERS_KEY = [...OPERATOR_KEY, "users"] as const;

/** GET /api/v1/op/users?q=&page=&size= — users whose e-mail or name contains `q`, newest first. */
export const searchUsers = (q: string, page: number, size: number, signal?: AbortSignal) =>
  apiRequestParsed(
    `/api/v1/op/users?${new URLSearchParams({ q, page: String(page), size: String(size) })}`,
    OperatorUserListSchema,
    { signal, silent: true },
  );

export const userSearchQueryOptions = (q: string, page: number, size: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, "search", q, page, size],
    queryFn: ({ signal }) => searchUsers(q, page, size, signal),
  });

export const useUserSearch = (q: string, page: number, size: number) =>
  useQuery({ ...userSearchQueryOptions(q, page, size), placeholderData: keepPreviousData });

/** GET /api/v1/op/users/{id} — one user with tournaments, storage and block state. */
export const getUser = (id: string, signal?: AbortSignal): Promise<OperatorUserDetail> =>
  apiRequestParsed(`/api/v1/op/users/${encodeURIComponent(id)}`, OperatorUserDetailSchema, { signal, silent: true });

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...USERS_KEY, "one", id], queryFn: ({ signal }) => getUser(id, signal) });

export const useOperatorUser = (id: string) => useQuery(userQueryOptions(id));

export type UserAction = "block" | "unblock" | "resendverify" | "delete";

/** POST /api/v1/op/users/{id}/{block|unblock|resendverify} or DELETE /api/v1/op/users/{id}, each with a reason. */
export const actOnUser = ({ id, action, reason }: { id: string; action: UserAction; reason: string }) =>
  apiRequestParsed(
    action === "delete"
      ? `/api/v1/op/users/${encodeURIComponent(id)}`
      : `/api/v1/op/users/${encodeURIComponent(id)}/${action}`,
    OperatorDoneSchema,
    { method: action === "delete" ? "DELETE" : "POST", body: { reason }, silent: true },
  );

export const useUserAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
};

/** GET /api/v1/op/users/{id}/export — the user's data as a JSON attachment (logged in the audit log). */
export const exportUserPath = (id: string) => `/api/v1/op/users/${encodeURIComponent(id)}/export`;
