import type { Account, SavedContact, SavedVenue } from "@kickoff/domain/account-views.ts";
import { downloadFileName } from "@kickoff/domain/file-names.ts";
import type { Album } from "@kickoff/domain/gallery-contracts.ts";

/** Version of the export's shape, so a later import or reader can tell what it holds. */
export const ACCOUNT_EXPORT_FORMAT = 1;

/**
 * The "export my data" file: there is no server call for it, so it is put together from the
 * calls that exist (auth/me, user/uspielstaette, user/kontakt, g/galauser). Albums list their photos with
 * captions and addresses (the images themselves stay downloadable there).
 */
export function buildAccountExport(
  account: Account,
  venues: SavedVenue[],
  contact: SavedContact,
  now: Date = new Date(),
  albums: Album[] = [],
) {
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      displayName: account.displayName,
      clubName: account.clubName,
      language: account.language,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt,
      // The accepted terms and privacy policy versions are the user's data too.
      termsVersion: account.termsVersion,
      privacyVersion: account.privacyVersion,
    },
    venues,
    contact,
    albums: albums.map((a) => ({
      id: a.id,
      title: a.title,
      description: a.description,
      tournamentId: a.tournamentId,
      season: a.season,
      visibility: a.visibility,
      consent: a.consent ?? null,
      coverFileId: a.coverFileId,
      createdAt: a.createdAt,
      photos: a.photos.map((p) => ({ fileId: p.fileId, caption: p.caption, url: p.url })),
    })),
  };
}

/** A file name like `kickoff-account-2025-03-01.json`, starting with the page language's `word` for it. */
export const exportFileName = (now: Date = new Date(), word = "kickoff-account") =>
  downloadFileName([word, now.toISOString().slice(0, 10)], "json").unicode;
