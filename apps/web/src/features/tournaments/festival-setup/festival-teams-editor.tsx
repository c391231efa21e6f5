import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { updateFestivalTeams } from "../api/save-festival.ts";
import { FestivalTeamsFields } from "./festival-form-fields.tsx";
import {
  draftFromFestival,
  type FestivalDraft,
  type FestivalErrors,
  hasStarted,
  remainingErrors,
  toFestivalTeams,
  validateTeams,
} from "./festival-form-model.ts";
import { saveErrorsOf } from "./festival-save-errors.ts";
import type { FestivalFormProps } from "./festival-settings-form.tsx";

/**
 * A saved festival's teams (name, club, strength, bib; paste a list), saved with funino/updateteams. After the
 * start, removing a team that is in the plan withdraws it: asked first; the control centre then offers to apply
 * the change to the rounds to come (planOutdated).
 */
export function FestivalTeamsEditor({ festival, onSaved }: FestivalFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FestivalDraft>(() => draftFromFestival(festival));
  const [shownId, setShownId] = useState(festival.id);
  const [errors, setErrors] = useState<FestivalErrors>({});
  const [saving, setSaving] = useState(false);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [outdated, setOutdated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  if (shownId !== festival.id) {
    setShownId(festival.id);
    setDraft(draftFromFestival(festival));
    setErrors({});
    setWithdrawing(null);
    setOutdated(false);
  }
  const started = hasStarted(festival);
  const readOnly = !festival.abilities.edit;
  const pending = withdrawing === null ? null : draft.teams[withdrawing];

  const update = (change: (d: FestivalDraft) => void) => {
    const next = structuredClone(draft);
    change(next);
    setDraft(next);
    if (Object.keys(errors).length) setErrors(remainingErrors(errors, validateTeams(next.teams)));
  };

  const save = async () => {
    if (saving || readOnly) return;
    const found = validateTeams(draft.teams);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      // Strengths are kept even while round 1 is drawn (they are only hidden then).
      const saved = await updateFestivalTeams(festival.id, toFestivalTeams(draft.teams, true));
      queryClient.setQueryData(festivalKeys.managed(saved.id), saved);
      setDraft(draftFromFestival(saved));
      setOutdated(saved.planOutdated);
      showSnackbar(t("festivalOrganiser.form.teams.saved"), "success");
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
        </fieldset>
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
        {errors.form ? (
          <Alert color="red" role="alert">
            {t(errors.form)}
          </Alert>
        ) : Object.keys(errors).length ? (
          <Alert color="red" role="alert">
            {t("festivalOrganiser.form.errors.fixFields")}
          </Alert>
        ) : null}
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
      </Stack>
    </form>
  );
}
