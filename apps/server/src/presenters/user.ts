import type { Account } from "@kickoff/domain/account-views.ts";
import type { UserRow } from "../repositories/sessions.ts";

/** The user as the client sees it (AccountSchema): never the hash or internal columns. */
export function presentUser(user: UserRow): Account {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    clubName: user.clubName,
    clubLogoFileId: user.clubLogoFileId,
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    termsVersion: user.termsVersion,
    privacyVersion: user.privacyVersion,
  };
}
