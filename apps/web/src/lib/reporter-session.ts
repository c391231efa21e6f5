import { type QueryKey, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/**
 * A reporter link's session (`path` answers with the link's view), fetched with the link's token. Silent and with
 * its own credentials: a revoked link shows on the page and never logs anybody out. No token: nothing is fetched.
 */
export const useReporterSessionQuery = <T>(queryKey: QueryKey, path: string, token: string | null) =>
  useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest<T>(path, {
        headers: { "x-reporter-token": token ?? "" },
        ownCredentials: true,
        silent: true,
        signal,
      }),
    enabled: token !== null,
    retry: false,
  });
