import type { Registration } from "@kickoff/domain/account-contracts.ts";
import { MailSentSchema } from "@kickoff/domain/account-views.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

export type { Registration };

/** POST /api/v1/auth/registration — create an account; 202 for any address (no enumeration). */
export const register = (registration: Registration) =>
  apiRequestParsed("/api/v1/auth/registration", MailSentSchema, { method: "POST", body: registration, silent: true });

export const useRegister = () => useMutation({ mutationFn: register });
