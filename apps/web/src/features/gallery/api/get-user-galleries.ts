import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/g/galauser {id} — the galleries of one user (a read that the spec makes a POST). */
export const getUserGalleries = (userId: string) =>
  apiRequest<unknown>("/api/v1/g/galauser", { method: "POST", body: { id: userId }, silent: true });

export const getUserGalleriesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ["gallery", "user", userId], queryFn: () => getUserGalleries(userId) });

export const useUserGalleries = (userId: string) => useQuery(getUserGalleriesQueryOptions(userId));
