import type { Language } from "./languages.ts";

export type Catalog = { [key: string]: string | Catalog };

// Explicit imports (not a template string) so bundlers split one chunk per language.
const loaders: Record<Language, () => Promise<{ default: Catalog }>> = {
  de: () => import("./catalogs/de.json"),
  en: () => import("./catalogs/en.json"),
  es: () => import("./catalogs/es.json"),
  fr: () => import("./catalogs/fr.json"),
  it: () => import("./catalogs/it.json"),
  nl: () => import("./catalogs/nl.json"),
  pt: () => import("./catalogs/pt.json"),
  tr: () => import("./catalogs/tr.json"),
};

/** The message catalog of one language (the SPA loads only the one it shows). */
export async function loadCatalog(language: Language): Promise<Catalog> {
  return (await loaders[language]()).default;
}

/** Flatten a catalog into dotted keys: `{a:{b:"x"}}` → `{"a.b":"x"}`. */
export function flattenCatalog(catalog: Catalog, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === "string") out[prefix + key] = value;
    else Object.assign(out, flattenCatalog(value, `${prefix}${key}.`));
  }
  return out;
}
