import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export type Registration = { email: string; password: string; displayName: string };

/** POST /api/v1/auth/registration — create an account (a verification mail follows). */
export const register = (registration: Registration) =>
  apiRequest<unknown>("/api/v1/auth/registration", { method: "POST", body: registration });

export const useRegister = () => useMutation({ mutationFn: register });
