import type { AccountDeletion } from "@kickoff/domain/account-contracts.ts";
import { OkSchema } from "@kickoff/domain/account-views.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** DELETE /api/v1/user/deleteuser/{id} — one's own account, with the password; ends its sessions. */
export const deleteAccount = ({ id, password }: AccountDeletion & { id: string }) =>
  apiRequestParsed(`/api/v1/user/deleteuser/${encodeURIComponent(id)}`, OkSchema, {
    method: "DELETE",
    body: { password },
    silent: true,
  });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
