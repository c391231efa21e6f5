import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { updateFestivalTeams } from "../api/save-festival.ts";
import { FestivalTeamsFields } from "./festival-form-fields.tsx";
import {
  FestivalFormErrorAlert,
  FestivalFormFrame,
  ReadOnlyFields,
  useSavedFestivalForm,
} from "./festival-form-frame.tsx";
import { hasStarted, toFestivalTeams, validateTeams } from "./festival-form-model.ts";
import type { FestivalFormProps } from "./festival-settings-form.tsx";

/**
 * A saved festival's teams (name, club, strength, bib; paste a list), saved with funino/updateteams. After the
 * start, removing a team that is in the plan withdraws it: asked first; the control centre then offers to apply
 * the change to the rounds to come (planOutdated).
 */
export function FestivalTeamsEditor({ festival, onSaved }: FestivalFormProps) {
  const { t } = useTranslation();
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [outdated, setOutdated] = useState(false);
  const form = useSavedFestivalForm(festival, {
    validate: (d) => validateTeams(d.teams),
    // Strengths are kept even while round 1 is drawn (they are only hidden then).
    save: (d) => updateFestivalTeams(festival.id, toFestivalTeams(d.teams, true)),
    onSaved: (saved) => {
      setOutdated(saved.planOutdated);
      showSnackbar(t("festivalOrganiser.form.teams.saved"), "success");
      onSaved?.(saved);
    },
    onReset: () => {
      setWithdrawing(null);
      setOutdated(false);
    },
  });
  const { draft, errors, saving, update, readOnly } = form;
  const started = hasStarted(festival);
  const pending = withdrawing === null ? null : draft.teams[withdrawing];

  return (
    <FestivalFormFrame form={form}>
      <ReadOnlyFields readOnly={readOnly}>
        <FestivalTeamsFields
          draft={draft}
          update={update}
          errors={errors}
          onRemove={(index) => {
            // Before the start a team simply leaves the list; after it, a saved team is withdrawn: ask first.
            if (!started || !draft.teams[index]?.id) return true;
            setWithdrawing(index);
            return false;
          }}
        />
      </ReadOnlyFields>
      {pending ? (
        <Alert
          color="orange"
          role="alertdialog"
          title={t("festivalOrganiser.form.teams.withdrawTitle", { name: pending.name })}
        >
          <Stack gap="xs">
            <Text size="sm">{t("festivalOrganiser.form.teams.withdrawNote")}</Text>
            <Group gap="xs">
              <Button
                color="orange"
                onClick={() => {
                  const index = withdrawing;
                  setWithdrawing(null);
                  if (index !== null)
                    update((d) => {
                      d.teams.splice(index, 1);
                    });
                }}
              >
                {t("festivalOrganiser.form.teams.withdraw")}
              </Button>
              <Button variant="default" onClick={() => setWithdrawing(null)}>
                {t("festivalOrganiser.form.teams.keep")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <FestivalFormErrorAlert errors={errors} />
      {outdated ? (
        <Alert color="blue" role="status">
          {t("festivalOrganiser.form.teams.planOutdated")}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <Button type="submit" size="md" loading={saving}>
          {t("festivalOrganiser.form.teams.save")}
        </Button>
      )}
    </FestivalFormFrame>
  );
}
