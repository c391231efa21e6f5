/** The 8 languages of the product, as URL prefixes; `en` is the default. */
export const LANGUAGES = ["de", "en", "es", "fr", "it", "nl", "pt", "tr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** BCP 47 tags for `<html lang>`, hreflang and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  de: "de-DE",
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  it: "it-IT",
  nl: "nl-NL",
  pt: "pt-PT",
  tr: "tr-TR",
};

/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: "Deutsch",
  en: "English",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  nl: "Nederlands",
  pt: "Português",
  tr: "Türkçe",
};

export const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);
