import type { EmailChange } from "@kickoff/domain/account-contracts.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/user/uuemail — mails a code to the new address; the change applies once confirmed. */
export const changeEmail = (body: EmailChange) =>
  apiRequest<{ status: "sent" }>("/api/v1/user/uuemail", { method: "POST", body, silent: true });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
