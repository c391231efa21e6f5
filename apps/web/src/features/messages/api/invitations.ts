import { EditorInvitationsSchema, InvitationAnsweredSchema } from "@kickoff/domain/tournament-views.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { MESSAGES_KEY } from "./messages.ts";

export type { EditorInvitation } from "@kickoff/domain/tournament-views.ts";

/** GET /api/v1/tment/invitations — the caller's open invitations to edit a tournament. */
export const getInvitations = (signal?: AbortSignal) =>
  apiRequestParsed("/api/v1/tment/invitations", EditorInvitationsSchema, { signal, silent: true });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, "invitations"],
    queryFn: ({ signal }) => getInvitations(signal).then((answer) => answer.invitations),
  });

export const useInvitations = () => useQuery(invitationsQueryOptions());

/** POST /api/v1/tment/invitation/{id} — accept (become an editor) or decline an open invitation. */
export const answerInvitation = ({ tournamentId, accept }: { tournamentId: string; accept: boolean }) =>
  apiRequestParsed(`/api/v1/tment/invitation/${encodeURIComponent(tournamentId)}`, InvitationAnsweredSchema, {
    method: "POST",
    body: { accept },
  });

export const useAnswerInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    // Accepting changes more than the messages (the dashboards list the tournament now): everything is re-read.
    onSettled: () => queryClient.invalidateQueries(),
  });
};
