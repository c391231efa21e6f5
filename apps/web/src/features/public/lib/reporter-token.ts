// A reporter link opens the public page with `#reporter=<token>`. The token is kept in this browser per
// tournament (so a reload or a later visit at the pitch still enters results) and removed from the address,
// so it is not shared by copying the URL or left in the history.
import { local } from "../../../lib/storage.ts";

const keyOf = (tournamentId: string) => `ft-reporter:${tournamentId.toLowerCase()}`;

/** The token in a location hash (`#reporter=…`, possibly among other parameters), or null. */
export function reporterTokenInHash(hash: string): string | null {
  const match = /(?:^#|&)reporter=([A-Za-z0-9_-]{16,200})(?:&|$)/.exec(hash);
  return match?.[1] ?? null;
}

/** The hash without the reporter parameter ("" when nothing else was in it). */
export function hashWithoutReporter(hash: string): string {
  const rest = hash
    .replace(/^#/, "")
    .split("&")
    .filter((part) => part && !part.startsWith("reporter="));
  return rest.length ? `#${rest.join("&")}` : "";
}

export const rememberReporterToken = (tournamentId: string, token: string) => local.set(keyOf(tournamentId), token);
export const storedReporterToken = (tournamentId: string) => local.get(keyOf(tournamentId));
export const forgetReporterToken = (tournamentId: string) => local.remove(keyOf(tournamentId));
