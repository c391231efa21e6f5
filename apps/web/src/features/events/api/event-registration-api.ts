import {
  EventRegistrationInfoSchema,
  EventRegistrationReceivedSchema,
  type RegisterEventTeamInput,
} from "@kickoff/domain/event-registration.ts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequestParsed } from "../../../lib/api-client.ts";

/** GET /api/v1/event/registration/{id} — the form's divisions (silent: the page shows a 404 itself). */
export const useEventRegistrationInfo = (id: string) =>
  useQuery({
    queryKey: ["event-registration", id],
    queryFn: ({ signal }) =>
      apiRequestParsed(`/api/v1/event/registration/${encodeURIComponent(id)}`, EventRegistrationInfoSchema, {
        signal,
        silent: true,
      }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2,
  });

/** POST /api/v1/event/register — silent: the form shows field errors, refusals and the rate limit itself. */
export const registerEventTeam = (body: RegisterEventTeamInput) =>
  apiRequestParsed("/api/v1/event/register", EventRegistrationReceivedSchema, { method: "POST", body, silent: true });
