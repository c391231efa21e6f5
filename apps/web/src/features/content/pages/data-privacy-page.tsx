import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { analyticsConfigured } from "../../../lib/consent.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { builtInSections, LegalDocument } from "../components/legal-document.tsx";

/** The built-in privacy policy's sections, in order (`legal.privacy.sections.{id}`). */
export const PRIVACY_SECTIONS = [
  "controller",
  "account",
  "cookies",
  "device",
  "tournaments",
  "registrations",
  "messages",
  "contact",
  "files",
  "mails",
  "logs",
  "analytics",
  "children",
  "retention",
  "rights",
  "changes",
] as const;

/** Privacy policy: the deployer's text or the built-in one; its analytics section says whether analytics is on here. */
export function DataPrivacyPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const builtIn = useCallback(
    () =>
      builtInSections(t, "privacy", PRIVACY_SECTIONS, lang, (id) =>
        id === "analytics" ? (analyticsConfigured() ? "bodyOn" : "bodyOff") : "body",
      ),
    [t, lang],
  );
  return <LegalDocument kind="dataprivacy" builtIn={builtIn} />;
}
