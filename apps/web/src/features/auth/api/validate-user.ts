import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** `signedIn`: the server started a session (this browser registered the address). */
export type Verified = { purpose: "verify-email" | "change-email"; email: string; signedIn: boolean };
export type Verification = { code: string; email?: string };

/**
 * GET /api/v1/auth/validateuser/{code} — the link token alone, or the 6-digit code with `?email=`.
 * 400 CODE_INVALID / CODE_EXPIRED, 429 TOO_MANY_ATTEMPTS, 409 EMAIL_TAKEN: the page shows them.
 */
export const validateUser = ({ code, email }: Verification) => {
  const query = email ? `?${new URLSearchParams({ email })}` : "";
  return apiRequest<Verified>(`/api/v1/auth/validateuser/${encodeURIComponent(code)}${query}`, { silent: true });
};

export const useValidateUser = () => useMutation({ mutationFn: validateUser });
