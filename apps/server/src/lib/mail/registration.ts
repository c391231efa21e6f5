// The applicant's mails of a team registration, in the language of the page they registered on (namespace
// "mail", keys mail.registration.*). Plain text only: team and tournament names are what people typed.

import type { RegistrationState } from "@kickoff/domain/registration-contracts.ts";
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { interpolate } from "@kickoff/locales/interpolate.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "@kickoff/locales/languages.ts";
import type { Mail } from "../mail.ts";
import { oneLine } from "./contact.ts";

/** received: the confirmation after registering; the others: the entry moved to that state. */
export type RegistrationMailKind = "received" | RegistrationState;

export type RegistrationMailInput = {
  kind: RegistrationMailKind;
  to: string;
  language: string;
  params: {
    name: string;
    team: string;
    tournament: string;
    /** The private link to the entry (the confirmation), or the tournament's page (later mails). */
    link: string;
    /** Place on the waiting list (kind "waitlisted"). */
    position?: number | null;
  };
};

/** The texts of one registration mail: subject, greeting, the news, the link line, signature and footer. */
async function texts(input: RegistrationMailInput, publicUrl: string) {
  const lang = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const m = await flatCatalogOf(lang);
  const params: Record<string, string> = {
    appName: m["app.name"] ?? "Kickoff",
    url: publicUrl,
    name: oneLine(input.params.name),
    team: oneLine(input.params.team),
    tournament: oneLine(input.params.tournament),
    link: input.params.link,
    position: String(input.params.position ?? ""),
  };
  const t = (key: string) => {
    const template = m[`mail.${key}`];
    if (template === undefined) throw new Error(`mail.${key} is missing in the ${lang} catalog`);
    return interpolate(lang, template, params);
  };
  const k = `registration.${input.kind}`;
  return {
    subject: oneLine(t(`${k}.subject`)),
    greeting: t("greeting"),
    body: t(`${k}.body`),
    // Only the confirmation carries the private link (the token is stored hashed): later mails link the page.
    linkLine: input.kind === "received" ? t("registration.link") : t("registration.page"),
    signature: t("signature"),
    footer: t("footer"),
  };
}

export async function renderRegistrationMail(input: RegistrationMailInput, publicUrl: string): Promise<Mail> {
  const x = await texts(input, publicUrl);
  const text = [x.greeting, x.body, x.linkLine, x.signature, "--", x.footer].join("\n\n").concat("\n");
  return { to: input.to, subject: x.subject, text, link: input.params.link };
}

/** The same news as a system message in the applicant's inbox (when they registered logged in). */
export async function renderRegistrationMessage(
  input: Omit<RegistrationMailInput, "to">,
  publicUrl: string,
): Promise<{ subject: string; body: string }> {
  const x = await texts({ ...input, to: "" }, publicUrl);
  return { subject: x.subject, body: [x.body, x.linkLine].join("\n\n") };
}

/**
 * The organisers' system message about an applicant's doing: a new registration, or a withdrawal (with the entry
 * that moved up from the waiting list, or the one first on it when a place is free and auto-promotion is off).
 */
export async function renderOrganiserMessage(input: {
  kind: "received" | "withdrawn";
  language: string;
  params: { team: string; tournament: string; link: string; promoted?: string | null; offered?: string | null };
}): Promise<{ subject: string; body: string }> {
  const lang = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const m = await flatCatalogOf(lang);
  const t = (key: string, extra: Record<string, string> = {}) => {
    const template = m[`mail.registration.organiser.${key}`];
    if (template === undefined) throw new Error(`mail.registration.organiser.${key} is missing in the ${lang} catalog`);
    return interpolate(lang, template, {
      team: oneLine(input.params.team),
      tournament: oneLine(input.params.tournament),
      link: input.params.link,
      ...extra,
    });
  };
  const paragraphs = [t(`${input.kind}.body`)];
  if (input.kind === "withdrawn") {
    if (input.params.promoted) paragraphs.push(t("promoted", { next: oneLine(input.params.promoted) }));
    else if (input.params.offered) paragraphs.push(t("offered", { next: oneLine(input.params.offered) }));
    else paragraphs.push(t("controlCentre"));
  }
  return { subject: oneLine(t(`${input.kind}.subject`)), body: paragraphs.join("\n\n") };
}
