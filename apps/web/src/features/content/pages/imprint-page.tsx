import type { LegalText, Operator } from "@kickoff/domain/legal-contracts.ts";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language.ts";
import { builtInSections, LegalDocument } from "../components/legal-document.tsx";
import { escapeMarkdown } from "../lib/markdown.tsx";

/** The built-in imprint's sections after the operator (`legal.imprint.sections.{id}`). */
export const IMPRINT_SECTIONS = ["contact", "content", "links"] as const;

type T = (key: string, options?: Record<string, string>) => string;

/** The operator's details from the server's configuration, as Markdown lines; a clear notice when there are none. */
function operatorMarkdown(t: T, operator: Operator | null): string {
  const title = `## ${t("legal.imprint.operator.title")}`;
  if (!operator) return `${title}\n\n**${t("legal.imprint.operator.missing")}**`;
  const lines = [operator.name, ...operator.address].map(escapeMarkdown).join("  \n");
  const fields: Array<[string, string | null]> = [
    ["representative", operator.representative && escapeMarkdown(operator.representative)],
    ["email", operator.email && `[${escapeMarkdown(operator.email)}](mailto:${operator.email})`],
    ["phone", operator.phone && escapeMarkdown(operator.phone)],
    ["register", operator.register && escapeMarkdown(operator.register)],
    ["vatId", operator.vatId && escapeMarkdown(operator.vatId)],
  ];
  const details = fields
    .flatMap(([key, value]) => (value ? [`- ${t(`legal.imprint.operator.${key}`)}: ${value}`] : []))
    .join("\n");
  return `${title}\n\n${lines}${details ? `\n\n${details}` : ""}`;
}

/** Imprint: the operator from the configuration (or a notice that it is missing), contact and responsibility. */
export function ImprintPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const builtIn = useCallback(
    (answer: LegalText) =>
      `${operatorMarkdown(t, answer.operator)}\n\n${builtInSections(t, "imprint", IMPRINT_SECTIONS, lang)}`,
    [t, lang],
  );
  return <LegalDocument kind="imprint" builtIn={builtIn} />;
}
