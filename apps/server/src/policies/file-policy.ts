// Who may read or delete which stored file. The only place that decides; the files service asks here.
import { type Actor, can, isPubliclyVisible, type PolicyTournament } from "./tournament-policy.ts";

export type PolicyFile = { id: string; ownerId: string; purpose: string };

/** A tournament showing the file as its logo, with the caller's standing in it. */
export type LogoUse = { tournament: PolicyTournament; actor: Actor };

/**
 * How a file may be served to the caller: "public" (anybody, shared caches may keep it) when it is the logo
 * of a publicly visible tournament (public or unlisted, not a draft); "private" for its owner and for whoever
 * may see a tournament showing it (owner and editors of a private or draft tournament); null = not at all
 * (answered like an unknown id, so private files never leak).
 */
export function fileReadAccess(
  file: PolicyFile,
  callerId: string | null,
  uses: readonly LogoUse[],
): "public" | "private" | null {
  const owner = callerId !== null && callerId === file.ownerId;
  // Only logos are shown by tournaments; any other file is its owner's alone.
  if (file.purpose !== "logo") return owner ? "private" : null;
  if (uses.some((u) => isPubliclyVisible(u.tournament))) return "public";
  if (owner || uses.some((u) => can(u.actor, "viewPublic", u.tournament))) return "private";
  return null;
}

/** Only the owner deletes a file. */
export function canDeleteFile(file: PolicyFile, callerId: string): boolean {
  return file.ownerId === callerId;
}
