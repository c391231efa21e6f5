import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { updateFestival } from "../api/save-festival.ts";
import { FestivalBasicsFields, FestivalPlanFields, FestivalResultsFields } from "./festival-form-fields.tsx";
import {
  FestivalFormErrorAlert,
  FestivalFormFrame,
  FestivalFormSection,
  ReadOnlyFields,
  useSavedFestivalForm,
} from "./festival-form-frame.tsx";
import {
  hasStarted,
  toFestivalConfig,
  toFestivalGeneral,
  validateConfig,
  validateGeneral,
} from "./festival-form-model.ts";

export type FestivalFormProps = { festival: FuninoInternal; onSaved?: (f: FuninoInternal) => void };

/**
 * A saved festival's settings (general data and configuration), saved with funino/update. Once the festival
 * has started (an outcome in, or the round clock ran) plan type, pairing, pitches and top pitch are fixed.
 */
export function FestivalSettingsForm({ festival, onSaved }: FestivalFormProps) {
  const { t } = useTranslation();
  const form = useSavedFestivalForm(festival, {
    validate: (d) => ({ ...validateGeneral(d.general), ...validateConfig(d.config) }),
    save: (d) =>
      updateFestival({ id: festival.id, general: toFestivalGeneral(d.general), config: toFestivalConfig(d.config) }),
    onSaved: (saved) => {
      showSnackbar(t("festivalOrganiser.form.settings.saved"), "success");
      onSaved?.(saved);
    },
  });
  const { draft, errors, saving, update, readOnly } = form;
  const locked = hasStarted(festival);

  const props = { draft, update, errors };

  return (
    <FestivalFormFrame form={form}>
      <ReadOnlyFields readOnly={readOnly}>
        <Stack gap="md">
          <FestivalFormSection
            id="festival-settings-basics"
            title={t("festivalOrganiser.form.sections.basics")}
            level={3}
          >
            <FestivalBasicsFields {...props} />
          </FestivalFormSection>
          <FestivalFormSection id="festival-settings-plan" title={t("festivalOrganiser.form.sections.plan")} level={3}>
            <FestivalPlanFields {...props} locked={locked} />
          </FestivalFormSection>
          <FestivalFormSection
            id="festival-settings-results"
            title={t("festivalOrganiser.form.sections.results")}
            level={3}
          >
            <FestivalResultsFields {...props} />
          </FestivalFormSection>
        </Stack>
      </ReadOnlyFields>
      <FestivalFormErrorAlert errors={errors} />
      {readOnly ? null : (
        <Stack gap={4}>
          <Button type="submit" size="md" loading={saving}>
            {t("festivalOrganiser.form.settings.save")}
          </Button>
          {locked ? null : <Text size="xs">{t("festivalOrganiser.form.settings.redrawNote")}</Text>}
        </Stack>
      )}
    </FestivalFormFrame>
  );
}
