import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { updateFestival } from "../api/save-festival.ts";
import { FestivalBasicsFields, FestivalPlanFields, FestivalResultsFields } from "./festival-form-fields.tsx";
import {
  draftFromFestival,
  type FestivalDraft,
  type FestivalErrors,
  hasStarted,
  remainingErrors,
  toFestivalConfig,
  toFestivalGeneral,
  validateConfig,
  validateGeneral,
} from "./festival-form-model.ts";
import { saveErrorsOf } from "./festival-save-errors.ts";

export type FestivalFormProps = { festival: FuninoInternal; onSaved?: (f: FuninoInternal) => void };

/**
 * A saved festival's settings (general data and configuration), saved with funino/update. Once the festival
 * has started (an outcome in, or the round clock ran) plan type, pairing, pitches and top pitch are fixed.
 */
export function FestivalSettingsForm({ festival, onSaved }: FestivalFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FestivalDraft>(() => draftFromFestival(festival));
  const [shownId, setShownId] = useState(festival.id);
  const [errors, setErrors] = useState<FestivalErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  // Another festival: its own settings (React's way of resetting state on a prop change).
  if (shownId !== festival.id) {
    setShownId(festival.id);
    setDraft(draftFromFestival(festival));
    setErrors({});
  }
  const locked = hasStarted(festival);
  const readOnly = !festival.abilities.edit;

  const update = (change: (d: FestivalDraft) => void) => {
    const next = structuredClone(draft);
    change(next);
    setDraft(next);
    if (Object.keys(errors).length)
      setErrors(remainingErrors(errors, { ...validateGeneral(next.general), ...validateConfig(next.config) }));
  };
  const props = { draft, update, errors };

  const save = async () => {
    if (saving || readOnly) return;
    const found = { ...validateGeneral(draft.general), ...validateConfig(draft.config) };
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const saved = await updateFestival({
        id: festival.id,
        general: toFestivalGeneral(draft.general),
        config: toFestivalConfig(draft.config),
      });
      queryClient.setQueryData(festivalKeys.managed(saved.id), saved);
      setDraft(draftFromFestival(saved));
      showSnackbar(t("festivalOrganiser.form.settings.saved"), "success");
      onSaved?.(saved);
    } catch (failure) {
      setErrors(saveErrorsOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        {readOnly ? (
          <Alert color="gray" role="status">
            {t("festivalOrganiser.form.settings.readOnly")}
          </Alert>
        ) : null}
        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="festival-settings-basics">
              <Stack gap="sm">
                <Title order={3} size="h4" id="festival-settings-basics">
                  {t("festivalOrganiser.form.sections.basics")}
                </Title>
                <FestivalBasicsFields {...props} />
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="festival-settings-plan">
              <Stack gap="sm">
                <Title order={3} size="h4" id="festival-settings-plan">
                  {t("festivalOrganiser.form.sections.plan")}
                </Title>
                <FestivalPlanFields {...props} locked={locked} />
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="festival-settings-results">
              <Stack gap="sm">
                <Title order={3} size="h4" id="festival-settings-results">
                  {t("festivalOrganiser.form.sections.results")}
                </Title>
                <FestivalResultsFields {...props} />
              </Stack>
            </Paper>
          </Stack>
        </fieldset>
        {errors.form ? (
          <Alert color="red" role="alert">
            {t(errors.form)}
          </Alert>
        ) : Object.keys(errors).length ? (
          <Alert color="red" role="alert">
            {t("festivalOrganiser.form.errors.fixFields")}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Stack gap={4}>
            <Button type="submit" size="md" loading={saving}>
              {t("festivalOrganiser.form.settings.save")}
            </Button>
            {locked ? null : <Text size="xs">{t("festivalOrganiser.form.settings.redrawNote")}</Text>}
          </Stack>
        )}
      </Stack>
    </form>
  );
}
