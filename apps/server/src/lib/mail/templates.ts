// Account mails in the recipient's language, text and HTML from the same catalog strings
// (namespace "mail"); the product name is the catalog's app.name, links use PUBLIC_URL.
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { Mail } from "../mail.ts";

export type MailKind =
  | "verify"
  | "registerExisting"
  | "reset"
  | "passwordChanged"
  | "changeEmail"
  | "emailChangeNotice"
  | "accountDeleted";

type Params = Record<string, string | number>;

/** The paragraphs (catalog keys below `mail.`) of each mail, in order. */
const PARAGRAPHS: Record<MailKind, string[]> = {
  verify: ["verify.intro", "verify.code", "verify.link", "verify.expiry", "verify.ignore"],
  registerExisting: ["registerExisting.body", "registerExisting.action", "registerExisting.ignore"],
  reset: ["reset.intro", "reset.link", "reset.expiry"],
  passwordChanged: ["passwordChanged.body", "passwordChanged.warning"],
  changeEmail: ["changeEmail.intro", "verify.code", "verify.link", "verify.expiry", "changeEmail.ignore"],
  emailChangeNotice: ["emailChangeNotice.body", "emailChangeNotice.warning"],
  accountDeleted: ["accountDeleted.body"],
};

const interpolate = (template: string, params: Params, wrap: (name: string, value: string) => string) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in params ? wrap(name, String(params[name])) : `{{${name}}}`,
  );

/** Text for an HTML mail body or attribute. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function htmlValue(name: string, value: string): string {
  const safe = escapeHtml(value);
  if (name === "link" || name === "url") return `<a href="${safe}">${safe}</a>`;
  if (name === "code") return `<strong style="font-size:1.4em;letter-spacing:0.15em">${safe}</strong>`;
  return safe;
}

export type RenderInput = {
  kind: MailKind;
  to: string;
  language: string;
  publicUrl: string;
  /** Placeholders: name (greeting), code, link, minutes, email … */
  params: Params;
};

/** A ready-to-send mail in the recipient's language (English when the language is unknown). */
export async function renderMail({ kind, to, language, publicUrl, params }: RenderInput): Promise<Mail> {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const m = await flatCatalogOf(lang);
  const all: Params = { appName: m["app.name"] ?? "Kickoff", url: publicUrl, ...params };
  const t = (key: string) => {
    const template = m[`mail.${key}`];
    if (template === undefined) throw new Error(`mail.${key} is missing in the ${lang} catalog`);
    return template;
  };
  const keys = ["greeting", ...PARAGRAPHS[kind], "signature"];
  const text = [
    ...keys.map((k) => interpolate(t(k), all, (_, v) => v)),
    "--",
    interpolate(t("footer"), all, (_, v) => v),
  ]
    .join("\n\n")
    .concat("\n");
  const htmlParagraphs = keys.map((k) => `<p>${interpolate(escapeHtml(t(k)), all, htmlValue)}</p>`).join("\n");
  const footer = `<p style="color:#666;font-size:0.85em">${interpolate(escapeHtml(t("footer")), all, htmlValue)}</p>`;
  const subject = interpolate(t(`${kind}.subject`), all, (_, v) => v);
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222;max-width:36em">
${htmlParagraphs}
<hr>
${footer}
</body></html>`;
  const link = typeof params.link === "string" ? params.link : undefined;
  return { to, subject, text, html, ...(link ? { link } : {}) };
}
