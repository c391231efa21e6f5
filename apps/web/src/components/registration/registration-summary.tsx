import { summaryParts } from "@kickoff/domain/public-tournament-html.ts";
import type { RegistrationSummary } from "@kickoff/domain/registration-summary.ts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The parts of the summary line: one rule with the lean public page (domain public-tournament-html.ts). */
export { summaryParts };

/** Places taken and waiting while registration is open (counts only: the public never sees who applied). */
export function RegistrationSummaryLine({ summary }: { summary: RegistrationSummary | null | undefined }) {
  const { t } = useTranslation();
  if (!summary) return null;
  const full = summary.maxTeams !== null && summary.teams >= summary.maxTeams;
  return (
    <div data-testid="registration-summary">
      <Text size="sm" fw={600}>
        {summaryParts(summary)
          .map(([key, values]) => t(key, values))
          .join(" · ")}
      </Text>
      {full ? <Text size="sm">{t("public.registration.summary.full")}</Text> : null}
    </div>
  );
}
