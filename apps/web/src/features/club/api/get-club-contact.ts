import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export type ClubContact = {
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  showContactPerson: boolean;
  showPhone: boolean;
  showEmail: boolean;
  showWebsite: boolean;
};

/** GET /api/v1/user/kontakt — the club's contact details (edited in the settings). */
export const getClubContact = (signal?: AbortSignal) => apiRequest<ClubContact>("/api/v1/user/kontakt", { signal });

export const getClubContactQueryOptions = () =>
  queryOptions({ queryKey: ["user", "contact"], queryFn: ({ signal }) => getClubContact(signal) });

export const useClubContact = () => useQuery(getClubContactQueryOptions());
