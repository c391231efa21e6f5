import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { Alert, Paper, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { draftFromFestival, type FestivalDraft, type FestivalErrors, remainingErrors } from "./festival-form-model.ts";
import { saveErrorsOf } from "./festival-save-errors.ts";

type Options = {
  initial: () => FestivalDraft;
  /** The draft's errors (none: it may be saved). */
  validate: (draft: FestivalDraft) => FestivalErrors;
  /** Sends the draft; the festival answered goes into the query cache before `onSaved`. */
  save: (draft: FestivalDraft) => Promise<FuninoInternal>;
  onSaved: (saved: FuninoInternal) => void;
  /** Nothing is sent (read only). */
  readOnly?: boolean;
};

/**
 * The festival forms' shared state: the draft, its errors (re-checked on every change once shown; the first one
 * focused), and the save: validate, send, cache the answer, or show the server's refusal by field.
 */
export function useFestivalForm({ initial, validate, save, onSaved, readOnly = false }: Options) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FestivalDraft>(initial);
  const [errors, setErrors] = useState<FestivalErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const update = (change: (d: FestivalDraft) => void) => {
    const next = structuredClone(draft);
    change(next);
    setDraft(next);
    if (Object.keys(errors).length) setErrors(remainingErrors(errors, validate(next)));
  };

  const submit = async () => {
    if (saving || readOnly) return;
    const found = validate(draft);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const saved = await save(draft);
      queryClient.setQueryData(festivalKeys.managed(saved.id), saved);
      onSaved(saved);
    } catch (failure) {
      setErrors(saveErrorsOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    setDraft,
    errors,
    setErrors,
    saving,
    formRef,
    update,
    submit,
  };
}

/**
 * The form of a saved festival (its settings, its teams): the draft drawn from the festival, again after each save
 * and when another festival is shown (React's way of resetting state on a prop change; `onReset` for the rest).
 * Read only for someone who may not edit.
 */
export function useSavedFestivalForm(
  festival: FuninoInternal,
  { validate, save, onSaved, onReset }: Pick<Options, "validate" | "save" | "onSaved"> & { onReset?: () => void },
) {
  const readOnly = !festival.abilities.edit;
  const [shownId, setShownId] = useState(festival.id);
  const form = useFestivalForm({
    initial: () => draftFromFestival(festival),
    validate,
    save,
    onSaved: (saved) => {
      form.setDraft(draftFromFestival(saved));
      onSaved(saved);
    },
    readOnly,
  });
  if (shownId !== festival.id) {
    setShownId(festival.id);
    form.setDraft(draftFromFestival(festival));
    form.setErrors({});
    onReset?.();
  }
  return { ...form, readOnly };
}

/** The server's refusal of the whole form, else a hint that fields need fixing. */
export function FestivalFormErrorAlert({ errors }: { errors: FestivalErrors }) {
  const { t } = useTranslation();
  return errors.form ? (
    <Alert color="red" role="alert">
      {t(errors.form)}
    </Alert>
  ) : Object.keys(errors).length ? (
    <Alert color="red" role="alert">
      {t("festivalOrganiser.form.errors.fixFields")}
    </Alert>
  ) : null;
}

/** A festival form: the browser's own validation off (the form's errors show instead), sent by Enter or its button. */
export function FestivalFormFrame({
  form,
  children,
}: {
  form: Pick<ReturnType<typeof useFestivalForm>, "formRef" | "submit">;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}

/** The fields, disabled (and said so) for someone who may only look. */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {readOnly ? (
        <Alert color="gray" role="status">
          {t("festivalOrganiser.form.settings.readOnly")}
        </Alert>
      ) : null}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </>
  );
}

/** One section of a festival form: a framed box with its heading. */
export function FestivalFormSection({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  /** The heading's level: 2 on the create page, 3 inside the control centre's tab. */
  level: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={level} size={level === 2 ? "h3" : "h4"} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
