import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { createEvent } from "../api/events-api.ts";
import { EventGeneralFields } from "../components/event-general-fields.tsx";
import { checkEventForm, type EventFormState, eventOfForm, serverFieldErrors, today } from "../lib/event-form.ts";
import { newPitch } from "../lib/pitch-hours.ts";

/** A new event with several age groups: its days, venue and pitches (issue 19). */
export function CreateEventPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const title = t("events.create.title");
  useDocumentTitle(`${title} · ${t("app.name")}`);
  const [form, setForm] = useState<EventFormState>(() => ({
    name: "",
    startDate: today(),
    endDate: "",
    venueName: "",
    city: "",
    changeover: 10,
    visibility: "private",
    pitches: [newPitch("p1", t("events.create.pitchName", { n: 1 }))],
  }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);

  const create = useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => navigate(paths.eventOverview.href(lang, event.id)),
    onError: (e) => {
      const fields = e instanceof ApiError ? serverFieldErrors(e) : null;
      if (fields) {
        setFieldErrors(fields);
        setError(t("events.create.invalid"));
      } else setError(genericErrorMessage(e));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkEventForm(form);
    setFieldErrors(Object.fromEntries(Object.entries(errors).map(([f, key]) => [f, t(`events.create.${key}`)])));
    if (Object.keys(errors).length > 0) {
      setError(t("events.create.invalid"));
      return;
    }
    setError(null);
    create.mutate(eventOfForm(form));
  };

  return (
    <Container size="sm" py="lg" px="sm">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          <Text>{t("events.create.intro")}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <EventGeneralFields
            form={form}
            onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
            errors={fieldErrors}
          />
          <Button type="submit" mih={TAP_TARGET} loading={create.isPending}>
            {t("events.create.submit")}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
