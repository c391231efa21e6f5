import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@kickoff/locales/languages.ts";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";

/** The language of the current page: the URL prefix, else the negotiated UI language. */
export function useLanguage(): Language {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  if (isLanguage(lang)) return lang;
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
