import { firstSegment, PAGES, type PageDef } from "@kickoff/domain/pages.ts";
import { stripLanguagePrefix } from "../lib/language.ts";

// The spec's access rules, checked in this order after the language prefix is removed; the lists come
// from the page registry: open pages by their path (ids optional or none), open pages with a required id
// by prefix, protected pages by prefix.
const pages: readonly PageDef[] = Object.values(PAGES);
const requiresId = (page: PageDef) => page.path.includes(":id") && !page.path.includes(":id?");
const prefixes = (list: readonly PageDef[]) => [...new Set(list.map((page) => `/${firstSegment(page)}`))];
const openPages = pages.filter((page) => page.access === "open");

export const OPEN_PATHS = prefixes(openPages.filter((page) => !requiresId(page)));
export const OPEN_PREFIXES = prefixes(openPages.filter(requiresId));
export const PROTECTED_PREFIXES = prefixes(pages.filter((page) => page.access === "login-required"));

export type Access = PageDef["access"];

/** Whether a path needs a logged-in user: open list, open prefixes, protected prefixes, else open. */
export function accessFor(pathname: string): Access {
  const path = stripLanguagePrefix(pathname);
  if (OPEN_PATHS.includes(path)) return "open";
  // The longest matching prefix decides: `/eventOverview/1` is protected although the open `/event` matches too.
  const longest = (list: readonly string[]) =>
    Math.max(-1, ...list.filter((prefix) => path.startsWith(prefix)).map((prefix) => prefix.length));
  const open = longest(OPEN_PREFIXES);
  const login = longest(PROTECTED_PREFIXES);
  if (open >= 0 && open >= login) return "open";
  if (login >= 0) return "login-required";
  return "open";
}
