// Server-side texts of the public pages (calendar export, SEO tags) from the 8 catalogs.
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { interpolate } from "@kickoff/locales/interpolate.ts";
import type { Language } from "@kickoff/locales/languages.ts";

/** A translator for one language: `t("public.ics.summary", { home, away })`; unknown keys answer the key. */
export async function translator(language: Language) {
  const messages = await flatCatalogOf(language);
  // interpolate also applies formats such as `{{place, ordinal}}`, as i18next does in the web app.
  return (key: string, params: Record<string, string | number> = {}) =>
    interpolate(language, messages[key] ?? key, params);
}
