import { MailSentSchema } from "@kickoff/domain/account-views.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** GET /api/v1/auth/sendverify?email= — a new code; the same 202 for any address, 429 when asked too often. */
export const sendVerify = (email: string) =>
  apiRequestParsed(`/api/v1/auth/sendverify?${new URLSearchParams({ email })}`, MailSentSchema, { silent: true });

export const useSendVerify = () => useMutation({ mutationFn: sendVerify });
