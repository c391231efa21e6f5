import {
  PrivateRegistrationSchema,
  type RegisterTeamInput,
  RegistrationReceivedSchema,
} from "@kickoff/domain/registration-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequestParsed } from "../../lib/api-client.ts";

/** POST /api/v1/wlist/register — silent: the form shows field errors, closed, duplicate and the rate limit itself. */
export const registerTeam = (body: RegisterTeamInput) =>
  apiRequestParsed("/api/v1/wlist/register", RegistrationReceivedSchema, { method: "POST", body, silent: true });

/** POST /api/v1/wlist/withdraw — the applicant withdraws with the private link's token. */
export const withdrawRegistration = (token: string) =>
  apiRequestParsed("/api/v1/wlist/withdraw", PrivateRegistrationSchema, {
    method: "POST",
    body: { token },
    silent: true,
  });

export const registrationEntryKey = (token: string) => ["registration-entry", token] as const;

/** GET /api/v1/wlist/entry/{token} — the applicant's view of their entry (silent: the panel shows failures). */
export const registrationEntryQuery = (token: string) =>
  queryOptions({
    queryKey: registrationEntryKey(token),
    queryFn: ({ signal }) =>
      apiRequestParsed(`/api/v1/wlist/entry/${encodeURIComponent(token)}`, PrivateRegistrationSchema, {
        signal,
        silent: true,
      }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2,
  });

export const useRegistrationEntry = (token: string) => useQuery(registrationEntryQuery(token));
