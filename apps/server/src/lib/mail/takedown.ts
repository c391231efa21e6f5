// The owner's notice of an operator's decision on a reported tournament, festival, photo or message, in the
// owner's language (namespace "mail", keys mail.takedown.*): the same texts as a mail and as a system message.
// Plain text only: names are what people typed.
import type { ReportReason, ReportTargetKind } from "@kickoff/domain/report-contracts.ts";
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { interpolate } from "@kickoff/locales/interpolate.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { Mail } from "../mail.ts";
import { oneLine } from "./contact.ts";

export type TakedownNoticeInput = {
  action: "hide" | "unhide" | "delete";
  kind: ReportTargetKind;
  language: string;
  /** The owner's display name. */
  name: string;
  /** Tournament or festival name, album title, message subject. */
  title: string;
  /** The reason of the report the decision was taken on. */
  reason: ReportReason;
  noteToOwner?: string | undefined;
};

async function texts(input: TakedownNoticeInput, publicUrl: string) {
  const lang = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const m = await flatCatalogOf(lang);
  const t = (key: string, extra: Record<string, string> = {}) => {
    const template = m[`mail.${key}`];
    if (template === undefined) throw new Error(`mail.${key} is missing in the ${lang} catalog`);
    return interpolate(lang, template, {
      appName: m["app.name"] ?? "Kickoff",
      url: publicUrl,
      name: oneLine(input.name),
      title: oneLine(input.title),
      link: `${publicUrl}/${lang}/contact`,
      ...extra,
    });
  };
  const target = t(`takedown.target.${input.kind}`);
  const reason = t(`takedown.reasons.${input.reason}`);
  const lines = [t(`takedown.${input.action}.body`, { target, reason })];
  if (input.noteToOwner) lines.push(t("takedown.note", { note: input.noteToOwner }));
  if (input.action !== "unhide") lines.push(t("takedown.contact"));
  return {
    subject: oneLine(t(`takedown.${input.action}.subject`)),
    greeting: t("greeting"),
    body: lines.join("\n\n"),
    signature: t("signature"),
    footer: t("footer"),
  };
}

export async function renderTakedownMail(
  input: TakedownNoticeInput & { to: string },
  publicUrl: string,
): Promise<Mail> {
  const x = await texts(input, publicUrl);
  const text = [x.greeting, x.body, x.signature, "--", x.footer].join("\n\n").concat("\n");
  return { to: input.to, subject: x.subject, text };
}

/** The same notice as a system message in the owner's inbox. */
export async function renderTakedownMessage(input: TakedownNoticeInput, publicUrl: string) {
  const x = await texts(input, publicUrl);
  return { subject: x.subject, body: x.body };
}
