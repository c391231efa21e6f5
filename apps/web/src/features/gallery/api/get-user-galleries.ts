import { useQuery } from "@tanstack/react-query";
import { getUserGalleriesQueryOptions } from "../../../lib/api/get-user-galleries.ts";

// The call lives in lib (the session load and the data export use it too); the gallery pages read it here.
export { getUserGalleries, getUserGalleriesQueryOptions } from "../../../lib/api/get-user-galleries.ts";

export const useUserGalleries = (userId: string) => useQuery(getUserGalleriesQueryOptions(userId));
