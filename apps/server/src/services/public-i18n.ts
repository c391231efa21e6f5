// Server-side texts of the public pages (calendar export, SEO tags) from the 8 catalogs.
import { flattenCatalog, loadCatalog } from "@kickoff/locales/catalogs.ts";
import { interpolate } from "@kickoff/locales/interpolate.ts";
import type { Language } from "@kickoff/locales/languages.ts";

// Catalogs are static files: one parse per language for the process lifetime.
const catalogs = new Map<Language, Promise<Record<string, string>>>();

/** A translator for one language: `t("public.ics.summary", { home, away })`; unknown keys answer the key. */
export async function translator(language: Language) {
  let entry = catalogs.get(language);
  if (!entry) {
    entry = loadCatalog(language).then((c) => flattenCatalog(c));
    catalogs.set(language, entry);
  }
  const messages = await entry;
  // interpolate also applies formats such as `{{place, ordinal}}`, as i18next does in the web app.
  return (key: string, params: Record<string, string | number> = {}) =>
    interpolate(language, messages[key] ?? key, params);
}
