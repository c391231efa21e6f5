import { Alert, Button, SegmentedControl, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DraftGeneral } from "../lib/wizard-model.ts";
import { ageGroupLabel } from "../lib/wizard-model.ts";
import { isFuninoAgeGroup } from "./festival-form-model.ts";

export type CreateMode = "tournament" | "funino";

/** What the organiser creates: a tournament (the wizard) or a funino festival (the festival form). */
export function CreateModeChoice({ mode, onChange }: { mode: CreateMode; onChange: (mode: CreateMode) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text fw={600} id={labelId}>
        {t("festivalOrganiser.form.mode.label")}
      </Text>
      <SegmentedControl
        fullWidth
        size="md"
        value={mode}
        onChange={(value) => onChange(value as CreateMode)}
        data={[
          { value: "tournament", label: t("festivalOrganiser.form.mode.tournament") },
          { value: "funino", label: t("festivalOrganiser.form.mode.funino") },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t(mode === "funino" ? "festivalOrganiser.form.mode.funinoHint" : "festivalOrganiser.form.mode.tournamentHint")}
      </Text>
    </Stack>
  );
}

/** The wizard's age group is a DFB funino one (G/F): suggest a festival instead, with the data entered so far. */
export function FuninoSuggestion({
  general,
  onSwitch,
}: {
  general: DraftGeneral;
  onSwitch: (carry: Partial<DraftGeneral>) => void;
}) {
  const { t } = useTranslation();
  const label = ageGroupLabel(general);
  if (!label || !isFuninoAgeGroup(label)) return null;
  return (
    <Alert color="blue" role="note" title={t("festivalOrganiser.form.mode.suggestTitle", { label })}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("festivalOrganiser.form.mode.suggestNote")}</Text>
        <Button
          variant="light"
          size="sm"
          onClick={() =>
            onSwitch({
              name: general.name,
              startDate: general.startDate,
              venue: general.venue,
              ageGroup: { ...general.ageGroup, label },
              contact: general.contact,
              logoFileId: general.logoFileId,
            })
          }
        >
          {t("festivalOrganiser.form.mode.suggestSwitch")}
        </Button>
      </Stack>
    </Alert>
  );
}
