// Who may read or delete which stored file. The only place that decides; the files service asks here.
import { type Actor, can, isPubliclyVisible, type PolicyTournament } from "./tournament-policy.ts";

export type PolicyFile = {
  id: string;
  ownerId: string;
  purpose: string;
  /** A photo taken down by an operator, or pending review of a report (services/reports.ts): its owner's alone. */
  takenDownAt?: Date | null;
};

/** A tournament showing the file as its logo, with the caller's standing in it. */
export type LogoUse = { tournament: PolicyTournament; actor: Actor };

/**
 * An event showing the file as its logo: its visibility ("public", "unlisted" or "private") and whether the caller
 * runs it (owner or accepted editor).
 */
export type EventLogoUse = { visibility: string; organiser: boolean };

/**
 * How a file may be served to the caller: "public" (anybody, shared caches may keep it) when it is the logo
 * of a publicly visible tournament (public or unlisted, not a draft) or of a public or unlisted event (its page
 * shows it to anybody with the link); "private" for its owner and for whoever may see a tournament or event
 * showing it (owner and editors of a private or draft one); null = not at all (answered like an unknown id, so
 * private files never leak).
 */
export function fileReadAccess(
  file: PolicyFile,
  callerId: string | null,
  uses: readonly LogoUse[],
  eventUses: readonly EventLogoUse[] = [],
): "public" | "private" | null {
  const owner = callerId !== null && callerId === file.ownerId;
  // Only logos are shown by tournaments and events; any other file is its owner's alone.
  if (file.purpose !== "logo") return owner ? "private" : null;
  if (uses.some((u) => isPubliclyVisible(u.tournament))) return "public";
  if (eventUses.some((u) => u.visibility === "public" || u.visibility === "unlisted")) return "public";
  if (owner || uses.some((u) => can(u.actor, "viewPublic", u.tournament))) return "private";
  if (eventUses.some((u) => u.organiser)) return "private";
  return null;
}

/** Only the owner deletes a file. */
export function canDeleteFile(file: PolicyFile, callerId: string): boolean {
  return file.ownerId === callerId;
}

/** An album showing a photo, as the read decision needs it. */
export type PhotoUse = {
  visibility: string;
  linkKey: string;
  consentConfirmedAt: Date | null;
  hiddenAt: Date | null;
  tournamentOwnerId: string | null;
  editorIds: readonly string[] | null;
};

/**
 * How a photo may be served: "public" when a public album shows it (consent confirmed, not hidden by an
 * organiser); "private" (never kept by shared caches) for its owner, for whoever sends the key of a link-only
 * album showing it, and for the organisers of a tournament a published album showing it is linked to (so they can
 * decide to hide it); null = not at all (404, like an unknown id).
 */
export function photoReadAccess(
  file: PolicyFile,
  callerId: string | null,
  uses: readonly PhotoUse[],
  key: string | undefined,
): "public" | "private" | null {
  if (file.takenDownAt) return callerId !== null && callerId === file.ownerId ? "private" : null;
  const published = uses.filter((u) => u.visibility !== "private" && u.consentConfirmedAt !== null);
  const shown = published.filter((u) => u.hiddenAt === null);
  if (shown.some((u) => u.visibility === "public")) return "public";
  if (callerId !== null && callerId === file.ownerId) return "private";
  if (key && shown.some((u) => u.visibility === "link" && u.linkKey === key)) return "private";
  const organiser = (u: PhotoUse) =>
    callerId !== null && (u.tournamentOwnerId === callerId || (u.editorIds ?? []).includes(callerId));
  if (published.some(organiser)) return "private";
  return null;
}
