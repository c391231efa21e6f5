import { stripLanguagePrefix } from "../lib/language.ts";

// The spec's access rules, checked in this order after the language prefix is removed.
export const OPEN_PATHS = [
  "/",
  "/login",
  "/register",
  "/validateEmail",
  "/aboutus",
  "/agb",
  "/contact",
  "/create-tournament",
  "/dataprivacy",
  "/faq",
  "/features",
  "/funino-howto",
  "/funino-rules",
  "/global-tournaments",
  "/howto",
  "/imprint",
  "/tip",
  "/notfound",
  "/alltournaments",
  "/offline",
];
export const OPEN_PREFIXES = ["/tournament", "/funino", "/resetpw", "/tmentOverview"];
export const PROTECTED_PREFIXES = ["/club", "/adminboard", "/settings", "/userAccount", "/messages"];

export type Access = "open" | "login-required";

/** Whether a path needs a logged-in user: open list, open prefixes, protected prefixes, else open. */
export function accessFor(pathname: string): Access {
  const path = stripLanguagePrefix(pathname);
  if (OPEN_PATHS.includes(path)) return "open";
  if (OPEN_PREFIXES.some((prefix) => path.startsWith(prefix))) return "open";
  if (PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix))) return "login-required";
  return "open";
}
