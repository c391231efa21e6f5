import type { PasswordChange } from "@kickoff/domain/account-contracts.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/user/updateuser — new password with the current one; ends every other session. */
export const changePassword = (body: PasswordChange) =>
  apiRequest<{ ok: true }>("/api/v1/user/updateuser", { method: "POST", body, silent: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
