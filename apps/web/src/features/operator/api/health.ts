import { PlatformHealthSchema } from "@kickoff/domain/operator-contracts.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../../../lib/api-client.ts";
import { OPERATOR_KEY } from "./keys.ts";

/** GET /api/v1/op/health — platform counts, storage and database size. */
export const getHealth = (signal?: AbortSignal) =>
  apiRequestParsed("/api/v1/op/health", PlatformHealthSchema, { signal, silent: true });

export const healthQueryOptions = () =>
  queryOptions({ queryKey: [...OPERATOR_KEY, "health"], queryFn: ({ signal }) => getHealth(signal) });

export const useHealth = () => useQuery(healthQueryOptions());
