import type { Login } from "@kickoff/domain/account-contracts.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { SessionUser } from "../../../lib/session-store.ts";

export type Credentials = Login;

/**
 * POST /api/v1/auth/authenticate — log in; sets the session cookie. Silent: the form shows
 * INVALID_CREDENTIALS (the same for an unknown address), EMAIL_NOT_VERIFIED and RATE_LIMITED itself.
 */
export const authenticate = (credentials: Credentials) =>
  apiRequest<SessionUser>("/api/v1/auth/authenticate", { method: "POST", body: credentials, silent: true });

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
