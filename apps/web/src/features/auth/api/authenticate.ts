import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { SessionUser } from "../../../lib/session-store.ts";

export type Credentials = { email: string; password: string };

/** POST /api/v1/auth/authenticate — log in; sets the session cookie. */
export const authenticate = (credentials: Credentials) =>
  apiRequest<SessionUser | { user: SessionUser }>("/api/v1/auth/authenticate", { method: "POST", body: credentials });

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
