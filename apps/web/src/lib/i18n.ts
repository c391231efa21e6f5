import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from "@kickoff/locales/languages.ts";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { COOKIES, LOCALE_COOKIE_DAYS } from "./constants.ts";
import { negotiateLanguage } from "./language.ts";
import { readCookie, writeCookie } from "./storage.ts";

/** Start i18next with the catalog of the first language; others are fetched when switched to. */
export async function initI18n(language: Language) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: { translation: await loadCatalog(language) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing key is a bug: the e2e suite fails on this warning.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => {
      console.warn(`i18next: missing key "${key}" for ${languages.join(",")}`);
    },
  });
  setDocumentLanguage(language);
  return i18next;
}

/** Switch the UI language, loading its catalog the first time. */
export async function changeLanguage(language: Language) {
  if (!i18next.hasResourceBundle(language, "translation")) {
    i18next.addResourceBundle(language, "translation", await loadCatalog(language));
  }
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
