import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/v1/g/gdelete: deletes one of the caller's albums (its photos stay among the caller's files). */
export const deleteAlbum = (id: string) =>
  apiRequest<{ ok: true }>("/api/v1/g/gdelete", { method: "POST", body: { id }, silent: true });

export const useDeleteAlbum = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbum,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["gallery"] }),
  });
};
