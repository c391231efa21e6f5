// The event control centre's and the event reporter page's calls (issue 19 item 5).
import {
  CreatedEventReporterLinkSchema,
  EventControlSchema,
  EventReporterLinkListSchema,
  EventReporterLinkSchema,
  type EventReporterSession,
} from "@kickoff/domain/event-reporting.ts";
import { FuninoInternalSchema } from "@kickoff/domain/funino-contracts.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { useReporterSessionQuery } from "../../../lib/reporter-session.ts";

export const eventControlKey = (id: string) => ["event", id, "control"] as const;
const linksKey = (id: string) => ["event", id, "reporterLinks"] as const;

/** GET event/control/{id}; a fallback refetch for divisions without a live stream (private ones). */
export const useEventControl = (id: string) =>
  useQuery({
    queryKey: eventControlKey(id),
    queryFn: ({ signal }) =>
      apiRequestParsed(`/api/v1/event/control/${encodeURIComponent(id)}`, EventControlSchema, { signal }),
    refetchInterval: (query) =>
      query.state.data?.divisions.some((d) => !d.live && d.mode === "normal") ? 30_000 : false,
  });

export const useEventReporterLinks = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: linksKey(id),
    queryFn: ({ signal }) =>
      apiRequestParsed(`/api/v1/event/reporter/list/${encodeURIComponent(id)}`, EventReporterLinkListSchema, {
        signal,
      }),
    enabled,
  });

export const useCreateEventReporterLink = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { pitch: string; label: string }) =>
      apiRequestParsed("/api/v1/event/reporter", CreatedEventReporterLinkSchema, {
        method: "POST",
        body: { id, ...body },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: linksKey(id) }),
  });
};

export const useRevokeEventReporterLink = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequestParsed(`/api/v1/event/reporter/${encodeURIComponent(linkId)}`, EventReporterLinkSchema, {
        method: "DELETE",
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: linksKey(id) }),
  });
};

export const eventReporterSessionKey = (id: string, token: string | null) =>
  ["event", id, "reporterSession", token] as const;

/** The link's session: silent and with its own credentials (a revoked link never logs anybody out). */
export const useEventReporterSession = (id: string, token: string | null) =>
  useReporterSessionQuery<EventReporterSession>(
    eventReporterSessionKey(id, token),
    "/api/v1/event/reporter/session",
    token,
  );

/**
 * GET funino/{id}: the organiser's view of a festival division (owner and event editors, who edit every division),
 * fetched when its outcome entry opens in the control centre. Under the festival's own key, so the control centre's
 * live refetch refreshes it too.
 */
export const useControlFestival = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: festivalKeys.managed(id),
    queryFn: ({ signal }) =>
      apiRequestParsed(`/api/v1/funino/${encodeURIComponent(id)}`, FuninoInternalSchema, { signal, silent: true }),
    enabled,
  });
