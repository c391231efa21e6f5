import { EventListSchema } from "@kickoff/domain/event-views.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** GET dashboard/events: the events I own or edit (issue 19). */
export const useDashboardEvents = () =>
  useQuery({
    queryKey: ["dashboard", "events"],
    queryFn: ({ signal }) => apiRequestParsed("/api/v1/dashboard/events", EventListSchema, { signal }),
  });
