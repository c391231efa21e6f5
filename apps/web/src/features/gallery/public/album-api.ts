import { type Album, AlbumSchema } from "@kickoff/domain/gallery-contracts.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestParsed } from "../../../lib/api-client.ts";

/** The link key of a link-only album: `#key=…` in the address, never sent to the server with the page. */
export function albumKeyInHash(hash: string): string | undefined {
  const key = new URLSearchParams(hash.replace(/^#/, "")).get("key");
  return key && /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : undefined;
}

const albumKey = (id: string, key: string | undefined, userId: string | null) =>
  ["gallery", "album", id, key ?? "", userId ?? ""] as const;

/**
 * POST g/galbum {id, key?}: one album as this visitor may see it (404 for unknown, private and, without the key,
 * link-only albums). The user is part of the key: after a login an organiser sees the hidden photos marked.
 */
export const albumQueryOptions = (id: string, key: string | undefined, userId: string | null) =>
  queryOptions({
    queryKey: albumKey(id, key, userId),
    queryFn: ({ signal }) =>
      apiRequestParsed("/api/v1/g/galbum", AlbumSchema, {
        method: "POST",
        body: key ? { id, key } : { id },
        signal,
        silent: true,
        retryWrites: true,
      }),
    retry: false,
  });

export const useAlbum = (id: string, key: string | undefined, userId: string | null) =>
  useQuery(albumQueryOptions(id, key, userId));

/**
 * Whether the album's owner organises its tournament too: only then may they hide photos there. GET tment/tmuser
 * with view=internal answers the owner and editors only; asked for owners of a linked album alone.
 */
export const useOrganisesTournament = (tournamentId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ["gallery", "organises", tournamentId ?? ""],
    queryFn: ({ signal }) =>
      apiRequest<unknown>(`/api/v1/tment/tmuser/${encodeURIComponent(tournamentId ?? "")}?view=internal`, {
        signal,
        silent: true,
      }).then(
        () => true,
        () => false,
      ),
    enabled: enabled && tournamentId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST g/ghide: an organiser hides a photo from the tournament's page or shows it again; answers the album. */
export function useHidePhoto(id: string, key: string | undefined, userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { fileId: string; hidden: boolean }) =>
      apiRequestParsed("/api/v1/g/ghide", AlbumSchema, { method: "POST", body: { albumId: id, ...input } }),
    onSuccess: (album: Album) => {
      client.setQueryData(albumKey(id, key, userId), album);
      // The tournament page's list counts photos: refetch it next time.
      if (album.tournamentId)
        void client.invalidateQueries({ queryKey: ["gallery", "tournament", album.tournamentId] });
    },
  });
}
