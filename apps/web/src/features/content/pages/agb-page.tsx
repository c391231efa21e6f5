import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language.ts";
import { builtInSections, LegalDocument } from "../components/legal-document.tsx";

/** The built-in terms' sections, in order (`legal.terms.sections.{id}`). */
export const TERMS_SECTIONS = [
  "scope",
  "service",
  "account",
  "organisers",
  "registrations",
  "helpers",
  "conduct",
  "content",
  "availability",
  "liability",
  "ending",
  "changes",
  "law",
] as const;

/** Terms of use: the deployer's text or the built-in one, with the published version. */
export function AgbPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const builtIn = useCallback(() => builtInSections(t, "terms", TERMS_SECTIONS, lang), [t, lang]);
  return <LegalDocument kind="agb" builtIn={builtIn} />;
}
