// The operator's answer to a contact form message, mailed to the sender in their language (the form's page
// language, else their account's, else English; namespace "mail", keys mail.contactAnswer.*). Text and HTML carry
// the same words: the answer, then the sender's own message quoted. Everything people typed is escaped in the HTML.
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { interpolate } from "@kickoff/locales/interpolate.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@kickoff/locales/languages.ts";
import type { Mail } from "../mail.ts";
import { oneLine } from "./contact.ts";
import { escapeHtml } from "./templates.ts";

export type ContactAnswerMailInput = {
  to: string;
  /** The sender's language, or null when unknown (English). */
  language: string | null;
  name: string;
  subject: string;
  /** The sender's message, quoted below the answer. */
  original: string;
  receivedAt: Date;
  answer: string;
  /** Where a reply to the answer goes (CONTACT_TO); absent: no Reply-To and no line inviting one. */
  replyTo?: string | undefined;
  publicUrl: string;
};

const lines = (text: string) => text.replace(/\r\n?/g, "\n").split("\n");

const htmlLines = (text: string) => lines(text).map(escapeHtml).join("<br>\n");

export async function renderContactAnswerMail(input: ContactAnswerMailInput): Promise<Mail> {
  const given = input.language ?? undefined;
  const lang: Language = isLanguage(given) ? given : DEFAULT_LANGUAGE;
  const m = await flatCatalogOf(lang);
  const params = {
    appName: m["app.name"] ?? "Kickoff",
    url: input.publicUrl,
    name: oneLine(input.name),
    date: new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(input.receivedAt),
  };
  const t = (key: string) => {
    const template = m[`mail.${key}`];
    if (template === undefined) throw new Error(`mail.${key} is missing in the ${lang} catalog`);
    return interpolate(lang, template, params);
  };
  const greeting = t("greeting");
  const reply = input.replyTo ? t("contactAnswer.reply") : null;
  const signature = t("signature");
  const quoteIntro = t("contactAnswer.quote");
  const footer = t("footer");
  const subject = `Re: ${oneLine(input.subject)}`;

  const text = [
    greeting,
    lines(input.answer).join("\n"),
    ...(reply ? [reply] : []),
    signature,
    [quoteIntro, ...lines(input.original).map((line) => (line ? `> ${line}` : ">"))].join("\n"),
    "--",
    footer,
  ]
    .join("\n\n")
    .concat("\n");

  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222;max-width:36em">
<p>${escapeHtml(greeting)}</p>
<p>${htmlLines(input.answer)}</p>
${reply ? `<p>${escapeHtml(reply)}</p>\n` : ""}<p>${escapeHtml(signature)}</p>
<blockquote style="margin:1em 0;padding-left:1em;border-left:3px solid #ccc;color:#555">
<p>${escapeHtml(quoteIntro)}</p>
<p>${htmlLines(input.original)}</p>
</blockquote>
<hr>
<p style="color:#666;font-size:0.85em">${escapeHtml(footer)}</p>
</body></html>`;

  return { to: input.to, subject, text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}
