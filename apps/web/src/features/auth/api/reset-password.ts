import type { ResetPassword } from "@kickoff/domain/account-contracts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { getResetTokenQueryOptions } from "./get-reset-token.ts";

/** POST /api/v1/pw/pwzsetzen — set the new password; uses up the token and ends every session. */
export const resetPassword = (body: ResetPassword) =>
  apiRequest<{ ok: true }>("/api/v1/pw/pwzsetzen", { method: "POST", body, silent: true });

export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (_data, body) => queryClient.removeQueries({ queryKey: getResetTokenQueryOptions(body.token).queryKey }),
  });
};
