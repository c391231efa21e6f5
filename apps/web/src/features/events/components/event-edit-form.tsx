import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { useUpdateEvent } from "../api/event-admin-api.ts";
import { atNamedPitch, checkEventForm, eventOfForm, formOfEvent, serverFieldErrors } from "../lib/event-form.ts";
import { EventGeneralFields } from "./event-general-fields.tsx";

/** The create form in edit mode: PUT event/update with the complete data; refusals shown at their field. */
export function EventEditForm({ event, onDone }: { event: EventInternal; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOfEvent(event.general));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);
  const update = useUpdateEvent(event.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = checkEventForm(form);
    setFieldErrors(Object.fromEntries(Object.entries(errors).map(([f, key]) => [f, t(`events.create.${key}`)])));
    if (Object.keys(errors).length > 0) {
      setError(t("events.create.invalid"));
      return;
    }
    setError(null);
    update.mutate(eventOfForm(form, event.general), {
      onSuccess: () => {
        showSnackbar(t("events.edit.saved"), "success");
        onDone();
      },
      onError: (failure) => {
        const fields = failure instanceof ApiError ? serverFieldErrors(failure) : null;
        if (fields) {
          setFieldErrors(atNamedPitch(fields, form.pitches));
          setError(t("events.create.invalid"));
        } else setError(genericErrorMessage(failure));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t("events.edit.title")}>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <EventGeneralFields
          form={form}
          onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
          errors={fieldErrors}
          full
        />
        <Group>
          <Button type="submit" mih={TAP_TARGET} loading={update.isPending}>
            {t("events.edit.save")}
          </Button>
          <Button variant="default" mih={TAP_TARGET} onClick={onDone} disabled={update.isPending}>
            {t("events.edit.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
