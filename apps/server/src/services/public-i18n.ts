// Server-side texts of the public pages (calendar export, SEO tags) from the 8 catalogs.
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { translatorOf } from "@kickoff/locales/interpolate.ts";
import type { Language } from "@kickoff/locales/languages.ts";

/** A translator for one language: `t("public.ics.summary", { home, away })`; unknown keys answer the key. */
export async function translator(language: Language) {
  // Formats such as `{{place, ordinal}}` and plural forms apply as i18next applies them in the web app.
  return translatorOf(language, await flatCatalogOf(language));
}
