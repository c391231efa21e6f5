import type { UserGalleries } from "@kickoff/domain/gallery-contracts.ts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api-client.ts";

/**
 * POST /api/v1/g/galauser {id} — the albums of one user (all of them for oneself, else the public ones; a read
 * that the spec makes a POST). Shared by the session load, the gallery pages and the data export. Not parsed with
 * the contract: the session load runs in the start bundle, which carries no zod.
 */
export const getUserGalleries = (userId: string) =>
  apiRequest<UserGalleries>("/api/v1/g/galauser", { method: "POST", body: { id: userId }, silent: true });

export const getUserGalleriesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ["gallery", "user", userId], queryFn: () => getUserGalleries(userId) });
