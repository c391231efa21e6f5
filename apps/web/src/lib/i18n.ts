import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import { DEFAULT_LANGUAGE, type Language } from "@kickoff/locales/languages.ts";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";

/** Start i18next with the catalog of the first language; others are fetched when switched to. */
export async function initI18n(language: Language) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: { translation: await loadCatalog(language) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Switch the UI language, loading its catalog the first time. */
export async function changeLanguage(language: Language) {
  if (!i18next.hasResourceBundle(language, "translation")) {
    i18next.addResourceBundle(language, "translation", await loadCatalog(language));
  }
  await i18next.changeLanguage(language);
}
