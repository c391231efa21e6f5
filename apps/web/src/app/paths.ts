import { hrefOf, PAGES, type PageKey } from "@kickoff/domain/pages.ts";
import type { Language } from "@kickoff/locales/languages.ts";

/** A page's link builder: the id is required, optional or absent as its path pattern says. */
type Href<P extends string> = P extends `${string}:id?${string}`
  ? (lang: Language, id?: string) => string
  : P extends `${string}:id${string}`
    ? (lang: Language, id: string) => string
    : (lang: Language) => string;

export type PagePath<K extends PageKey> = (typeof PAGES)[K] & { href: Href<(typeof PAGES)[K]["path"]> };

/**
 * Every URL of the SPA comes from here; components never assemble paths by hand. Each entry is the page
 * registry's (path pattern relative to `/{lang}`, access, id pattern) plus its link builder.
 */
export const paths = Object.fromEntries(
  Object.entries(PAGES).map(([key, page]) => [key, { ...page, href: hrefOf(page.path) }]),
  // Object.fromEntries loses the keys; the mapping above is the one the type states.
) as { [K in PageKey]: PagePath<K> };
