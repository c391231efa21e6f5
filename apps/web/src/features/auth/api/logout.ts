import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/auth/logout — ends the session; a failure is ignored by the caller. */
export const logout = () => apiRequest<void>("/api/v1/auth/logout", { method: "POST", silent: true });

export const useLogout = () => useMutation({ mutationFn: logout });
