import type { FuninoResult, FuninoResultResponse } from "@kickoff/domain/funino-contracts.ts";
import { apiRequest } from "../api-client.ts";

/**
 * POST /api/v1/funino/result — one pitch's outcome. A reporter link sends its token in `x-reporter-token` (its 401
 * means the link was revoked, not that a session ended). Silent: the caller explains every refusal.
 */
export const sendFestivalResult = (entry: FuninoResult, reporterToken?: string) =>
  apiRequest<FuninoResultResponse>("/api/v1/funino/result", {
    method: "POST",
    body: entry,
    silent: true,
    ...(reporterToken ? { headers: { "x-reporter-token": reporterToken }, ownCredentials: true } : {}),
  });
