import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FairnessReport } from "../../../components/tournament/fairness-report.tsx";
import { clockOf } from "../../../components/tournament/labels.ts";
import { ScheduleTable } from "../../../components/tournament/schedule-table.tsx";
import { previewPlan, type WizardDraft } from "../lib/wizard-draft.ts";
import type { StepProps } from "./wizard-steps.tsx";

/** The engine's plan of the draft, computed in the browser on every change, with fairness and print. */
export function PreviewStep({ draft, update }: StepProps) {
  const { t } = useTranslation();
  const outcome = useMemo(() => previewPlan(draft), [draft]);
  if (!outcome.ok)
    return (
      <Alert color="red" title={t("organiser.preview.impossibleTitle")} role="alert">
        {t("organiser.preview.impossible")}
      </Alert>
    );
  const { plan, teams } = outcome;
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const last = plan.matches.reduce<string | null>((acc, m) => (acc === null || m.end > acc ? m.end : acc), null);
  return (
    <Stack gap="md" className="organiser-printable">
      <Title order={2} size="h3" className="organiser-print-only">
        {draft.general.name}
      </Title>
      <Text>
        {t("organiser.preview.summary", {
          matches: plan.matches.length,
          teams: teams.length,
          pitches: draft.times.pitches.length,
        })}
      </Text>
      {plan.groups.length > 1 ? (
        <Stack gap={4}>
          {plan.groups.map((g) => (
            <Text key={g.name} size="sm">
              <strong>{t("organiser.schedule.group", { group: g.name })}:</strong>{" "}
              {g.teamIds.map((id) => names.get(id) ?? id).join(", ")}
            </Text>
          ))}
        </Stack>
      ) : null}
      <FairnessReport fairness={plan.fairness} lastEnd={last ? clockOf(last) : null} />
      <Group gap="xs" className="organiser-no-print">
        <Button variant="light" onClick={() => update(redraw)}>
          {t("organiser.preview.redraw")}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t("organiser.preview.print")}
        </Button>
      </Group>
      <ScheduleTable
        matches={plan.matches}
        pitches={draft.times.pitches}
        names={names}
        caption={t("organiser.preview.caption")}
      />
    </Stack>
  );
}

const redraw = (d: WizardDraft) => {
  d.seed = Math.random().toString(36).slice(2, 10);
};
