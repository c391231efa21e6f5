import type { ForgotPassword } from "@kickoff/domain/account-contracts.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/pw/pwvergessen — mail a reset link; always the same 202 answer. */
export const requestPasswordReset = (body: ForgotPassword) =>
  apiRequest<{ status: "sent" }>("/api/v1/pw/pwvergessen", { method: "POST", body, silent: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
