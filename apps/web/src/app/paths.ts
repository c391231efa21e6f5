import type { Language } from "@kickoff/locales/languages.ts";

/** Every URL of the SPA comes from here; components never assemble paths by hand. */
export const paths = {
  home: { pattern: "", href: (lang: Language) => `/${lang}` },
  notFound: { pattern: "notfound", href: (lang: Language) => `/${lang}/notfound` },
} as const;
