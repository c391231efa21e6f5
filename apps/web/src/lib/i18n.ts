import { type Catalog, loadNamespace, NAMESPACES, type Namespace } from "@kickoff/locales/catalogs.ts";
import { formatValue } from "@kickoff/locales/interpolate.ts";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, type Language } from "@kickoff/locales/languages.ts";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { COOKIES, LOCALE_COOKIE_DAYS } from "./constants.ts";
import { negotiateLanguage } from "./language.ts";
import { readCookie, writeCookie } from "./storage.ts";

/** What the shell itself shows (header, footer, errors, snackbars, home, not found) on every page. */
const SHELL_NAMESPACES: readonly Namespace[] = ["common", "shell"];

/**
 * The namespaces the pages visited so far needed: a language switch loads these in the new language.
 * Each namespace file owns its top-level key prefix (`public.*` in public.json), so all are merged into
 * i18next's one namespace and keys keep their prefixes.
 */
const wanted = new Set<Namespace>(SHELL_NAMESPACES);
const loaded = new Map<string, Promise<void>>();

function ensureLoaded(language: Language, namespace: Namespace): Promise<void> {
  const key = `${language}/${namespace}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = loadNamespace(language, namespace).then(
      (catalog: Catalog) => {
        i18next.addResourceBundle(language, "translation", catalog, true, true);
      },
      (err: unknown) => {
        // Not remembered as loaded: the next page or retry fetches it again.
        loaded.delete(key);
        throw err;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * The safety net for a page that forgot a namespace: its key shows for a moment, the namespace that owns the
 * key's prefix (`organiser.…` → organiser; app, home, notFound → common) loads, and the text replaces it.
 */
function loadOnMiss(key: string) {
  const prefix = key.split(".")[0] ?? "";
  const namespace = NAMESPACES.find((ns) => ns === prefix) ?? "common";
  const language = i18next.language;
  if (isLanguage(language)) void loadNamespaces(language, [namespace]).catch(() => undefined);
}

/** Start i18next with the shell's catalogs of the first language; pages load theirs (loadNamespaces). */
export async function initI18n(language: Language) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    // Catalogs are added by hand (addResourceBundle): no backend, so init must not wait for one.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing key is a bug (or a namespace a page forgot to declare): the e2e suite fails on this warning.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => {
      console.warn(`i18next: missing key "${key}" for ${languages.join(",")}`);
      loadOnMiss(key);
    },
    // Re-render when a catalog arrives, so a key of a namespace loaded late (loadOnMiss) replaces itself.
    react: { bindI18nStore: "added" },
  });
  // Ordinals follow each language's rule (fr "1re place", tr "3'üncülük"): messages say `{{place, ordinal}}`.
  i18next.services.formatter?.add("ordinal", (value, lng, options) => formatValue(lng, value, "ordinal", options));
  await Promise.all(SHELL_NAMESPACES.map((ns) => ensureLoaded(language, ns)));
  setDocumentLanguage(language);
  return i18next;
}

/** Load the catalogs a page needs in its language before it renders (route loaders call this). */
export async function loadNamespaces(language: Language, namespaces: readonly Namespace[]) {
  for (const namespace of namespaces) wanted.add(namespace);
  await Promise.all(namespaces.map((ns) => ensureLoaded(language, ns)));
}

/** Switch the UI language, loading the catalogs the visited pages needed in it the first time. */
export async function changeLanguage(language: Language) {
  await Promise.all([...wanted].map((ns) => ensureLoaded(language, ns)));
  if (i18next.language !== language) await i18next.changeLanguage(language);
  setDocumentLanguage(language);
}

function setDocumentLanguage(language: Language) {
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** The language for `/` and other entries without prefix: cookie, browser, English. */
export const preferredLanguage = (): Language =>
  negotiateLanguage(readCookie(COOKIES.locale), typeof navigator === "undefined" ? [] : navigator.languages);

/** Remember an explicit language choice for 365 days. */
export const rememberLanguage = (language: Language) => writeCookie(COOKIES.locale, language, LOCALE_COOKIE_DAYS);
