import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ManagedTournament } from "./types.ts";

/** POST /api/v1/tment/duplicate — a new draft with the source's data, teams, format and times. */
export const duplicateTournament = (id: string) =>
  apiRequest<ManagedTournament>("/api/v1/tment/duplicate", { method: "POST", body: { id } });

export const useDuplicateTournament = () => useMutation({ mutationFn: duplicateTournament });
