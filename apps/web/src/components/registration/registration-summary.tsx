import type { RegistrationSummary } from "@kickoff/domain/registration-summary.ts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The parts of "6 of 8 places taken · 2 on the waiting list" as catalog keys with their values. */
export function summaryParts(summary: RegistrationSummary): Array<[string, Record<string, number>]> {
  const parts: Array<[string, Record<string, number>]> = [
    summary.maxTeams === null
      ? ["public.registration.summary.teams", { count: summary.teams }]
      : ["public.registration.summary.places", { taken: summary.teams, count: summary.maxTeams }],
  ];
  if (summary.waitlisted > 0) parts.push(["public.registration.summary.waiting", { count: summary.waitlisted }]);
  if (summary.pending > 0) parts.push(["public.registration.summary.pending", { count: summary.pending }]);
  return parts;
}

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
