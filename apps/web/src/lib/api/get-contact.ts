import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";

export type SavedContact = {
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  showContactPerson: boolean;
  showPhone: boolean;
  showEmail: boolean;
  showWebsite: boolean;
};

/** GET /api/v1/user/kontakt — the club's contact details (settings edit them, the club page shows them). */
export const getContact = (signal?: AbortSignal) => apiRequest<SavedContact>("/api/v1/user/kontakt", { signal });

export const getContactQueryOptions = () =>
  queryOptions({ queryKey: ["user", "contact"], queryFn: ({ signal }) => getContact(signal) });

export const useContact = () => useQuery(getContactQueryOptions());
