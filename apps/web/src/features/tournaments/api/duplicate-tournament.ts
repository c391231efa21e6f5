import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ManagedTournament } from "./types.ts";

/** POST /api/v1/tment/duplicate — a new draft with the source's data, teams, format and times (silent: the caller says what failed). */
export const duplicateTournament = (id: string) =>
  apiRequest<ManagedTournament>("/api/v1/tment/duplicate", { method: "POST", body: { id }, silent: true });

export const useDuplicateTournament = () => useMutation({ mutationFn: duplicateTournament });
