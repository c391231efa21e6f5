import { SavedContactSchema } from "@kickoff/domain/account-views.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestParsed } from "../api-client.ts";

/** GET /api/v1/user/kontakt — the club's contact details (settings edit them, the club page shows them). */
export const getContact = (signal?: AbortSignal) =>
  apiRequestParsed("/api/v1/user/kontakt", SavedContactSchema, { signal });

export const getContactQueryOptions = () =>
  queryOptions({ queryKey: ["user", "contact"], queryFn: ({ signal }) => getContact(signal) });

export const useContact = () => useQuery(getContactQueryOptions());
