// The organiser's writes on an event beyond its plan (issue 19): edit, attach/detach, editors.
import type { EventGeneral } from "@kickoff/domain/event-contracts.ts";
import { EventEditorSchema, EventInternalSchema } from "@kickoff/domain/event-views.ts";
import { DashboardPageSchema } from "@kickoff/domain/tournament-views.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { eventKeys, type NewEvent } from "./events-api.ts";

export type EventEditor = z.infer<typeof EventEditorSchema>;
const EditorsSchema = z.object({ editors: z.array(EventEditorSchema) });
const editorsKey = (id: string) => ["event", id, "editors"] as const;

/** Writes answer the event: the answer replaces the cached one; the board's lists are re-read. */
function useEventWrite<Vars>(id: string, call: (vars: Vars) => Promise<z.infer<typeof EventInternalSchema>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (event) => {
      client.setQueryData(eventKeys.one(id), event);
      void client.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}

/** PUT event/update: the complete general data. */
export const useUpdateEvent = (id: string) =>
  useEventWrite(id, (general: NewEvent | EventGeneral) =>
    apiRequestParsed("/api/v1/event/update", EventInternalSchema, {
      method: "PUT",
      body: { id, general },
      silent: true,
    }),
  );

/** POST event/attach: one of my tournaments joins the event. */
export const useAttachDivision = (id: string) =>
  useEventWrite(id, (tournamentId: string) =>
    apiRequestParsed("/api/v1/event/attach", EventInternalSchema, {
      method: "POST",
      body: { id, tournamentId },
      silent: true,
    }),
  );

/** POST event/detach: the division becomes a standalone tournament. */
export const useDetachDivision = (id: string) =>
  useEventWrite(id, (tournamentId: string) =>
    apiRequestParsed("/api/v1/event/detach", EventInternalSchema, {
      method: "POST",
      body: { id, tournamentId },
      silent: true,
    }),
  );

/** My current tournaments (first 100), to pick one to attach. */
export const useMyTournaments = (enabled: boolean) =>
  useQuery({
    queryKey: ["dashboard", "mine", "attach"],
    enabled,
    queryFn: ({ signal }) =>
      apiRequestParsed("/api/v1/dashboard/alltmentview", DashboardPageSchema, {
        method: "PUT",
        body: { page: 0, size: 100 },
        signal,
      }),
  });

export const useEventEditors = (id: string) =>
  useQuery({
    queryKey: editorsKey(id),
    queryFn: ({ signal }) =>
      apiRequestParsed(`/api/v1/event/editors/${encodeURIComponent(id)}`, EditorsSchema, { signal }),
  });

export const useInviteEventEditor = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequestParsed("/api/v1/event/editor", EventEditorSchema, {
        method: "POST",
        body: { id, email },
        silent: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: editorsKey(id) }),
  });
};

export const useRemoveEventEditor = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequestParsed(
        "/api/v1/event/editor",
        z.object({ id: z.string(), userId: z.string(), removed: z.literal(true) }),
        { method: "DELETE", body: { id, userId } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: editorsKey(id) }),
  });
};
