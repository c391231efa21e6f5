import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, LANGUAGES, type Language } from "@kickoff/locales/languages.ts";

/** The language prefix of a path (`/de/faq` → `de`), or undefined. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : undefined;
}

/** The path without its language prefix (`/de/faq` → `/faq`, `/de` → `/`). */
export function stripLanguagePrefix(pathname: string): string {
  if (!languageOfPath(pathname)) return pathname || "/";
  const rest = pathname.split("/").slice(2).join("/");
  return `/${rest}`;
}

/** The same page in another language; an unprefixed path gains the prefix. */
export function switchLanguagePath(pathname: string, language: Language): string {
  const rest = stripLanguagePrefix(pathname);
  return rest === "/" ? `/${language}` : `/${language}${rest}`;
}

/**
 * The language for an entry without prefix: the remembered choice (cookie), then the browser's
 * languages in order (exact tag or its primary subtag), then English.
 */
export function negotiateLanguage(cookie: string | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** `<link rel="alternate" hreflang>` entries for the page in all languages plus x-default. */
export function alternateLinks(pathname: string, origin: string): Array<{ hreflang: string; href: string }> {
  const links = LANGUAGES.map((language) => ({
    hreflang: LANGUAGE_TAGS[language],
    href: origin + switchLanguagePath(pathname, language),
  }));
  links.push({ hreflang: "x-default", href: origin + switchLanguagePath(pathname, DEFAULT_LANGUAGE) });
  return links;
}
