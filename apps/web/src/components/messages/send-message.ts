import { MessageSentSchema, type SendMessageInput } from "@kickoff/domain/message-contracts.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../../lib/api-client.ts";

/**
 * POST /api/v1/message/send — to one user (a reply) or to a tournament's organisers; shared by the inbox and the
 * public pages' "contact the organisers". Errors come back to the form (silent), not as a snackbar.
 */
export const sendMessage = (body: SendMessageInput) =>
  apiRequestParsed("/api/v1/message/send", MessageSentSchema, { method: "POST", body, silent: true });

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
