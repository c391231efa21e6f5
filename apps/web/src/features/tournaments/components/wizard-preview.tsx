import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FairnessReport } from "../../../components/tournament/fairness-report.tsx";
import { clockOf } from "../../../components/tournament/labels.ts";
import { ScheduleTable } from "../../../components/tournament/schedule-table.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { ageGroupLabel, type DraftGeneral, type WizardDraft } from "../lib/wizard-model.ts";
import { previewPlan } from "../lib/wizard-plan.ts";
import type { StepProps } from "./wizard-step-props.ts";

/** The engine's plan of the draft, computed in the browser on every change, with fairness and print. */
export function PreviewStep({ draft, update }: StepProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
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
      <Text className="organiser-print-only">{printLine(draft.general, lang)}</Text>
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
      <FairnessReport fairness={plan.fairness} lastEnd={last ? clockOf(last) : null} matches={plan.matches} />
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

/** Dates, venue and age group for the printed plan's heading (dates in the page's language). */
function printLine(g: DraftGeneral, lang: string): string {
  const day = (d: string) => new Date(`${d}T12:00:00`);
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
  const format = new Intl.DateTimeFormat(lang, { dateStyle: "long" });
  const dates = !valid(g.startDate)
    ? ""
    : valid(g.endDate) && g.endDate > g.startDate
      ? format.formatRange(day(g.startDate), day(g.endDate))
      : format.format(day(g.startDate));
  const venue = [g.venue.name.trim(), g.venue.city.trim()].filter(Boolean).join(", ");
  return [dates, venue, ageGroupLabel(g) ?? ""].filter(Boolean).join(" · ");
}
