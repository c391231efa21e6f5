import {
  type ContactAnswer,
  ContactInboxPageSchema,
  type ContactInboxStatus,
} from "@kickoff/domain/operator-contact-contracts.ts";
import { OperatorDoneSchema } from "@kickoff/domain/operator-contracts.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { OPERATOR_KEY } from "./keys.ts";

/** GET /api/v1/op/contact?status=&page=&size= — the contact form's messages, newest first. */
export const getContactInbox = (
  status: ContactInboxStatus | undefined,
  page: number,
  size: number,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (status) query.set("status", status);
  return apiRequestParsed(`/api/v1/op/contact?${query}`, ContactInboxPageSchema, { signal, silent: true });
};

export const contactInboxQueryOptions = (status: ContactInboxStatus | undefined, page: number, size: number) =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, "contact", status ?? "all", page, size],
    queryFn: ({ signal }) => getContactInbox(status, page, size, signal),
  });

export const useContactInbox = (status: ContactInboxStatus | undefined, page: number, size: number) =>
  useQuery({ ...contactInboxQueryOptions(status, page, size), placeholderData: keepPreviousData });

/** POST /api/v1/op/contact/{id}/answer — mails the operator's answer to the sender. */
export const answerContact = ({ id, ...body }: ContactAnswer & { id: string }) =>
  apiRequestParsed(`/api/v1/op/contact/${encodeURIComponent(id)}/answer`, OperatorDoneSchema, {
    method: "POST",
    body,
    silent: true,
  });

export const useAnswerContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEY }),
  });
};
