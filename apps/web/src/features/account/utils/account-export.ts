import type { Account, SavedContact, SavedVenue } from "@kickoff/domain/account-views.ts";
import { downloadFileName } from "@kickoff/domain/file-names.ts";

/** Version of the export's shape, so a later import or reader can tell what it holds. */
export const ACCOUNT_EXPORT_FORMAT = 1;

/**
 * The "export my data" file: there is no server call for it, so it is put together from the
 * calls that exist (auth/me, user/uspielstaette, user/kontakt).
 */
export function buildAccountExport(
  account: Account,
  venues: SavedVenue[],
  contact: SavedContact,
  now: Date = new Date(),
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
    },
    venues,
    contact,
  };
}

/** A file name like `kickoff-account-2025-03-01.json`, starting with the page language's `word` for it. */
export const exportFileName = (now: Date = new Date(), word = "kickoff-account") =>
  downloadFileName([word, now.toISOString().slice(0, 10)], "json").unicode;
