import type { Language } from "./languages.ts";

export type Catalog = { [key: string]: string | Catalog };

/**
 * Catalog files, one per area, so people working on different features never edit the same file:
 * `catalogs/{lang}/{namespace}.json`. Each file's top-level keys are the key prefixes it owns
 * (e.g. account.json holds `account.*`). Add a namespace here when you add a file.
 */
export const NAMESPACES = [
  "common",
  "mail",
  "account",
  "tournament",
  "shell",
  "pages",
  "engine",
  "public",
  "organiser",
  "funinoGuide",
  "festival",
  "festivalOrganiser",
  "legal",
  "guide",
  "info",
  "landing",
  "gallery",
  "officials",
  "operator",
  "events",
  "eventPublic",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// A template with a fixed directory and extension lets Vite split one chunk per file.
const loadFile = (language: Language, namespace: string): Promise<{ default: Catalog }> =>
  import(`./catalogs/${language}/${namespace}.json`);

/** One namespace's catalog of one language (the SPA loads only those the visited pages need). */
export async function loadNamespace(language: Language, namespace: Namespace): Promise<Catalog> {
  return (await loadFile(language, namespace)).default;
}

/** The merged message catalog of one language (all namespaces: the server, mails and tests). */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const parts = await Promise.all(NAMESPACES.map((ns) => loadFile(language, ns)));
  const merged: Catalog = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.default)) {
      if (key in merged) throw new Error(`Catalog key "${key}" is defined in two files of ${language}`);
      merged[key] = value;
    }
  }
  return merged;
}

const flatCatalogs = new Map<Language, Promise<Record<string, string>>>();

/** One language's whole catalog by dotted key (server texts: mails, PDFs, SEO), parsed once per process. */
export function flatCatalogOf(language: Language): Promise<Record<string, string>> {
  let entry = flatCatalogs.get(language);
  if (!entry) {
    entry = loadCatalog(language).then((c) => flattenCatalog(c));
    flatCatalogs.set(language, entry);
  }
  return entry;
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
