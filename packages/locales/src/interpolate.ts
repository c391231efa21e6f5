import { isLanguage, type Language } from "./languages.ts";
import { type Gender, type OrdinalOptions, ordinal } from "./ordinals.ts";

/**
 * Formats a catalog message may apply to a placeholder, in i18next's syntax: `{{place, ordinal}}`,
 * `{{place, ordinal(gender: feminine)}}`, `{{place, ordinal(form: lik)}}`. The web app registers the same
 * functions with i18next (apps/web/src/lib/i18n.ts); the server's texts use `interpolate` below.
 */
export const MESSAGE_FORMATS = ["ordinal"] as const;

/** Matches `{{name}}` and `{{name, format(options)}}`; group 1 is the name, group 2 the format. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*([^}]*?)\s*)?\}\}/g;

/** `ordinal(gender: feminine; form: lik)` → { name: "ordinal", options: { gender: "feminine", form: "lik" } }. */
export function parseFormat(format: string): { name: string; options: Record<string, string> } {
  const match = /^\s*(\w+)\s*(?:\((.*)\))?\s*$/.exec(format);
  const options: Record<string, string> = {};
  for (const pair of (match?.[2] ?? "").split(";")) {
    const [key, value] = pair.split(":").map((s) => s.trim());
    if (key && value) options[key] = value;
  }
  return { name: match?.[1] ?? format.trim(), options };
}

/** Applies one named format to a value, as i18next's formatter does (unknown formats leave it as it is). */
export function formatValue(lang: string | undefined, value: unknown, name: string, options: Record<string, unknown>) {
  const n = typeof value === "number" ? value : Number(value);
  if (name !== "ordinal" || !Number.isInteger(n)) return String(value ?? "");
  const language: Language = isLanguage(lang) ? lang : "en";
  const gender: Gender | undefined = options.gender === "feminine" ? "feminine" : undefined;
  const form: OrdinalOptions["form"] = options.form === "lik" || options.form === "suffix" ? options.form : undefined;
  return ordinal(language, n, { gender, form });
}

/** Fills a message's placeholders outside i18next (server-side texts); missing values become empty. */
export function interpolate(lang: Language, template: string, params: Record<string, string | number> = {}) {
  return template.replace(PLACEHOLDER, (_, name: string, format: string | undefined) => {
    const value = params[name];
    if (value === undefined) return "";
    if (!format) return String(value);
    const parsed = parseFormat(format);
    return formatValue(lang, value, parsed.name, parsed.options);
  });
}

/**
 * A translator over one language's flat messages (`"public.match.group": "Group {{group}}"`): the plural form by
 * `count` as i18next picks it (`key_one`, `key_other`), placeholders filled; an unknown key answers itself. The
 * server's texts and the lean public page's script (which gets only the messages it needs) both use it.
 */
export function translatorOf(lang: Language, messages: Readonly<Record<string, string>>) {
  const plural = new Intl.PluralRules(lang);
  return (key: string, params: Record<string, string | number> = {}) => {
    const count = params.count;
    const counted =
      typeof count === "number" ? (messages[`${key}_${plural.select(count)}`] ?? messages[`${key}_other`]) : undefined;
    return interpolate(lang, counted ?? messages[key] ?? key, params);
  };
}
