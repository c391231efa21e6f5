import type { PasswordChange } from "@kickoff/domain/account-contracts.ts";
import { OkSchema } from "@kickoff/domain/account-views.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** POST /api/v1/user/updateuser — new password with the current one; ends every other session. */
export const changePassword = (body: PasswordChange) =>
  apiRequestParsed("/api/v1/user/updateuser", OkSchema, { method: "POST", body, silent: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
