// Tokens that arrive in a link's fragment (`#reporter=…`, `#registration=…`): read, taken out of the address (so
// copying the URL does not share them and the history does not keep them), and kept on this device per tournament.
import { local } from "./storage.ts";

export type HashToken = {
  /** The token in a location hash (possibly among other parameters), or null. */
  inHash: (hash: string) => string | null;
  /** The hash without this parameter ("" when nothing else was in it). */
  without: (hash: string) => string;
  remember: (tournamentId: string, token: string) => void;
  stored: (tournamentId: string) => string | null;
  forget: (tournamentId: string) => void;
};

/** The helpers of one fragment parameter: its name, the least length of a token, the device storage's prefix. */
export function hashToken(name: string, minLength: number, storagePrefix: string): HashToken {
  const pattern = new RegExp(`(?:^#|&)${name}=([A-Za-z0-9_-]{${minLength},200})(?:&|$)`);
  const keyOf = (tournamentId: string) => `${storagePrefix}:${tournamentId.toLowerCase()}`;
  return {
    inHash: (hash) => pattern.exec(hash)?.[1] ?? null,
    without: (hash) => {
      const rest = hash
        .replace(/^#/, "")
        .split("&")
        .filter((part) => part && !part.startsWith(`${name}=`));
      return rest.length ? `#${rest.join("&")}` : "";
    },
    remember: (tournamentId, token) => local.set(keyOf(tournamentId), token),
    stored: (tournamentId) => local.get(keyOf(tournamentId)),
    forget: (tournamentId) => local.remove(keyOf(tournamentId)),
  };
}

/** A reporter link's token (`#reporter=…`), the same for tournament and festival pages (one key per row). */
export const reporterToken = hashToken("reporter", 16, "ft-reporter");

/** A private registration link's token (`#registration=…`). */
export const registrationToken = hashToken("registration", 32, "ft-registration");
