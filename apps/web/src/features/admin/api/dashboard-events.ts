import { EventInvitationAnsweredSchema, EventInvitationsSchema, EventListSchema } from "@kickoff/domain/event-views.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** GET dashboard/events: the events I own or edit (issue 19). */
export const useDashboardEvents = () =>
  useQuery({
    queryKey: ["dashboard", "events"],
    queryFn: ({ signal }) => apiRequestParsed("/api/v1/dashboard/events", EventListSchema, { signal }),
  });

/** GET event/invitations: my open invitations to edit an event. */
export const useEventInvitations = () =>
  useQuery({
    queryKey: ["dashboard", "eventInvitations"],
    queryFn: ({ signal }) => apiRequestParsed("/api/v1/event/invitations", EventInvitationsSchema, { signal }),
  });

/** POST event/invitation/{id}: accept (become an editor of the event) or decline. */
export const useAnswerEventInvitation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, accept }: { eventId: string; accept: boolean }) =>
      apiRequestParsed(`/api/v1/event/invitation/${encodeURIComponent(eventId)}`, EventInvitationAnsweredSchema, {
        method: "POST",
        body: { accept },
      }),
    // Accepting adds the event (and its divisions) to my lists: the board is re-read.
    onSettled: () => client.invalidateQueries({ queryKey: ["dashboard"] }),
  });
};
