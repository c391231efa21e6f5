// The album being edited and what g/gsave gets from it.
import type { Album, AlbumVisibility, SaveAlbum } from "@kickoff/domain/gallery-contracts.ts";
import type { DraftPhoto } from "./upload-queue.ts";

export type AlbumLink = "none" | "tournament" | "season";

export type AlbumDraft = {
  id?: string;
  title: string;
  description: string;
  link: AlbumLink;
  tournamentId: string;
  season: string;
  visibility: AlbumVisibility;
  photos: DraftPhoto[];
  coverFileId: string | null;
};

export const emptyDraft = (): AlbumDraft => ({
  title: "",
  description: "",
  link: "none",
  tournamentId: "",
  season: "",
  visibility: "private",
  photos: [],
  coverFileId: null,
});

export function draftOf(album: Album): AlbumDraft {
  return {
    id: album.id,
    title: album.title,
    description: album.description,
    link: album.tournamentId ? "tournament" : album.season ? "season" : "none",
    tournamentId: album.tournamentId ?? "",
    season: album.season ?? "",
    visibility: album.visibility,
    photos: album.photos.map((p) => ({
      fileId: p.fileId,
      caption: p.caption,
      thumbUrl: p.thumbUrl,
      width: p.width,
      height: p.height,
    })),
    coverFileId: album.coverFileId,
  };
}

/**
 * Whether saving publishes something new, so the owner must first confirm the consent of the people shown
 * (the server's rule, asked before sending): making the album visible, widening link-only to public, or adding
 * photos to a published album.
 */
export function needsConsent(draft: AlbumDraft, saved: Album | undefined): boolean {
  if (draft.visibility === "private") return false;
  if (!saved || saved.visibility === "private") return true;
  if (saved.visibility === "link" && draft.visibility === "public") return true;
  const before = new Set(saved.photos.map((p) => p.fileId));
  return draft.photos.some((p) => !before.has(p.fileId));
}

export function saveBody(draft: AlbumDraft, consentConfirmed: boolean): SaveAlbum {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    title: draft.title.trim(),
    description: draft.description.trim(),
    tournamentId: draft.link === "tournament" && draft.tournamentId ? draft.tournamentId : null,
    season: draft.link === "season" && draft.season.trim() ? draft.season.trim() : null,
    visibility: draft.visibility,
    photos: draft.photos.map((p) => ({ fileId: p.fileId, caption: p.caption.trim() })),
    coverFileId: draft.coverFileId,
    consentConfirmed,
    renewLinkKey: false,
  };
}
