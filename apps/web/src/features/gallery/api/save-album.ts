import type { Album, SaveAlbum } from "@kickoff/domain/gallery-contracts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/g/gsave: creates or replaces one of the caller's albums; the editor shows the failures. */
export const saveAlbum = (body: SaveAlbum) =>
  apiRequest<Album>("/api/v1/g/gsave", { method: "POST", body, silent: true });

export const useSaveAlbum = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlbum,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["gallery"] }),
  });
};
