import { VerifiedSchema } from "@kickoff/domain/account-views.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

export type Verification = { code: string; email?: string };

/**
 * GET /api/v1/auth/validateuser/{code} — the link token alone, or the 6-digit code with `?email=`.
 * 400 CODE_INVALID / CODE_EXPIRED, 429 TOO_MANY_ATTEMPTS, 409 EMAIL_TAKEN: the page shows them.
 */
export const validateUser = ({ code, email }: Verification) => {
  const query = email ? `?${new URLSearchParams({ email })}` : "";
  return apiRequestParsed(`/api/v1/auth/validateuser/${encodeURIComponent(code)}${query}`, VerifiedSchema, {
    silent: true,
  });
};

export const useValidateUser = () => useMutation({ mutationFn: validateUser });
