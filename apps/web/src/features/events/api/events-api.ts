import type { CreateEventSchema, DivisionWindow, EventGeneral } from "@kickoff/domain/event-contracts.ts";
import { type EventInternal, EventInternalSchema, EventProposalSchema } from "@kickoff/domain/event-views.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest, apiRequestParsed } from "../../../lib/api-client.ts";

export type EventProposal = z.output<typeof EventProposalSchema>;
/** What event/create takes (defaults of the contract may be left out). */
export type NewEvent = z.input<typeof CreateEventSchema>;

export const eventKeys = { one: (id: string) => ["event", id] as const };

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequestParsed(`/api/v1/event/${encodeURIComponent(id)}`, EventInternalSchema, { signal }),
  });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));

/** POST event/create. */
export const createEvent = (general: NewEvent) =>
  apiRequestParsed("/api/v1/event/create", EventInternalSchema, { method: "POST", body: general, silent: true });

/** Every write answers the event: the answer replaces the cached one. */
function useEventWrite<Vars>(id: string, call: (vars: Vars) => Promise<EventInternal>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (event) => client.setQueryData(eventKeys.one(id), event),
  });
}

export const useAddDivision = (id: string) =>
  useEventWrite(id, (body: { mode: "normal" | "funino"; name: string; ageGroupLabel?: string }) =>
    apiRequestParsed("/api/v1/event/division", EventInternalSchema, {
      method: "POST",
      body: { id, ...body },
      silent: true,
    }),
  );

export const useSaveWindows = (id: string) =>
  useEventWrite(id, (windows: Array<{ tournamentId: string; window: DivisionWindow }>) =>
    apiRequestParsed("/api/v1/event/windows", EventInternalSchema, {
      method: "PUT",
      body: { id, windows },
      silent: true,
    }),
  );

export const useProposeWindows = (id: string) =>
  useMutation({
    mutationFn: () =>
      apiRequestParsed("/api/v1/event/propose", EventProposalSchema, { method: "POST", body: { id }, silent: true }),
  });

export const useDeleteEvent = (id: string) =>
  useMutation({
    mutationFn: () => apiRequest<{ deleted: true }>(`/api/v1/event/${encodeURIComponent(id)}`, { method: "DELETE" }),
  });

export type { EventGeneral, EventInternal };
