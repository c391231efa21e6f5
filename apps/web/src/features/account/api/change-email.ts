import type { EmailChange } from "@kickoff/domain/account-contracts.ts";
import { MailSentSchema } from "@kickoff/domain/account-views.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** POST /api/v1/user/uuemail — mails a code to the new address; the change applies once confirmed. */
export const changeEmail = (body: EmailChange) =>
  apiRequestParsed("/api/v1/user/uuemail", MailSentSchema, { method: "POST", body, silent: true });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
