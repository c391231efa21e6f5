import {
  type InboxQueryInput,
  InboxSchema,
  MessageMailSettingSchema,
  MessagesChangedSchema,
} from "@kickoff/domain/message-contracts.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** Every cached messages answer sits under this key: one invalidation refreshes the list, the message and the badge. */
export const MESSAGES_KEY = ["messages"] as const;

/** How often the header's unread badge asks the server (also refreshed after every read/unread/delete). */
export const UNREAD_POLL_MS = 60_000;

/** POST /api/v1/message/getallmessagesbyreceiverid — the caller's own inbox page, newest first. */
export const getInbox = (body: InboxQueryInput, signal?: AbortSignal) =>
  apiRequestParsed("/api/v1/message/getallmessagesbyreceiverid", InboxSchema, {
    method: "POST",
    body,
    signal,
    silent: true,
  });

export const inboxQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, "inbox", page, size],
    queryFn: ({ signal }) => getInbox({ page, size }, signal),
  });

export const messageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, "one", id],
    queryFn: ({ signal }) => getInbox({ page: 1, size: 1, id }, signal),
  });

/** The unread count for the header badge: the smallest inbox page, polled every minute; per user (no count of a
 * previous login shows after switching accounts). */
export const unreadQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, "unread", userId],
    queryFn: ({ signal }) => getInbox({ page: 1, size: 1 }, signal).then((inbox) => inbox.unread),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 30_000,
  });

export const useInbox = (page: number, size: number) =>
  useQuery({ ...inboxQueryOptions(page, size), placeholderData: keepPreviousData });
export const useMessage = (id: string) => useQuery(messageQueryOptions(id));
export const useUnreadCount = (userId: string) => useQuery(unreadQueryOptions(userId));

type ListAction = "marklistasread" | "marklistasunread" | "deletelist";

/** POST /api/v1/message/{marklistasread|marklistasunread|deletelist} — acts only on the caller's own messages. */
export const changeMessages = ({ action, ids }: { action: ListAction; ids: string[] }) =>
  apiRequestParsed(`/api/v1/message/${action}`, MessagesChangedSchema, { method: "POST", body: { ids } });

export const useChangeMessages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
};

// Sending (message/send) is shared with the public pages: components/messages/send-message.ts.

/** POST /api/v1/message/mailsetting — the caller's "mail me about new messages" setting. */
export const saveMailSetting = (mailOnNew: boolean) =>
  apiRequestParsed("/api/v1/message/mailsetting", MessageMailSettingSchema, {
    method: "POST",
    body: { mailOnNew },
  });

export const useSaveMailSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, "inbox"] }),
  });
};
