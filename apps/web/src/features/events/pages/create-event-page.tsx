import { EVENT_PITCHES_MAX } from "@kickoff/domain/event-contracts.ts";
import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { createEvent } from "../api/events-api.ts";
import { eventOfForm, type PitchDraft, today } from "../lib/event-form.ts";
import { nextPitchId } from "../lib/timeline.ts";

/** A new event with several age groups: its days, venue and pitches (issue 19). */
export function CreateEventPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const title = t("events.create.title");
  useDocumentTitle(`${title} · ${t("app.name")}`);
  const [name, setName] = useState("");
  const [startDate, setStartDate] = useState(today());
  const [endDate, setEndDate] = useState("");
  const [venueName, setVenueName] = useState("");
  const [city, setCity] = useState("");
  const [changeover, setChangeover] = useState(10);
  const [visibility, setVisibility] = useState<"public" | "unlisted" | "private">("private");
  const [pitches, setPitches] = useState<PitchDraft[]>([
    { id: "p1", name: t("events.create.pitchName", { n: 1 }), from: "", to: "" },
  ]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => navigate(paths.eventOverview.href(lang, event.id)),
    onError: (e) => {
      if (e instanceof ApiError && e.fields.length > 0) {
        setFieldErrors(Object.fromEntries(e.fields.map((f) => [f.field, f.message])));
        setError(t("events.create.invalid"));
      } else setError(genericErrorMessage(e));
    },
  });

  const setPitch = (index: number, patch: Partial<PitchDraft>) =>
    setPitches((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!name.trim()) errors.name = t("events.create.required");
    if (!startDate) errors.startDate = t("events.create.required");
    if (endDate && endDate < startDate) errors.endDate = t("events.create.endBeforeStart");
    pitches.forEach((p, i) => {
      if (!p.name.trim()) errors[`pitches.${i}.name`] = t("events.create.required");
      if ((p.from || p.to) && !(p.from && p.to && p.from < p.to))
        errors[`pitches.${i}.hours`] = t("events.create.hoursInvalid");
    });
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setError(t("events.create.invalid"));
      return;
    }
    setError(null);
    create.mutate(eventOfForm({ name, startDate, endDate, venueName, city, pitches, changeover, visibility }));
  };

  return (
    <Container size="sm" py="lg" px="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          <Text>{t("events.create.intro")}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t("events.create.name")}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldErrors.name}
            maxLength={120}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t("events.create.startDate")}
              required
              value={startDate}
              onChange={(e) => setStartDate(e.currentTarget.value)}
              error={fieldErrors.startDate}
            />
            <TextInput
              type="date"
              label={t("events.create.endDate")}
              value={endDate}
              min={startDate}
              onChange={(e) => setEndDate(e.currentTarget.value)}
              error={fieldErrors.endDate}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label={t("events.create.venueName")}
              value={venueName}
              onChange={(e) => setVenueName(e.currentTarget.value)}
              error={fieldErrors["venue.name"]}
            />
            <TextInput
              label={t("events.create.city")}
              value={city}
              onChange={(e) => setCity(e.currentTarget.value)}
              error={fieldErrors["venue.city"]}
            />
          </Group>
          <Paper withBorder p="sm">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t("events.create.pitches")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("events.create.pitchesHint")}
              </Text>
              {pitches.map((pitch, index) => (
                <Stack key={pitch.id} gap={4} data-testid="pitch-row">
                  <Group gap="xs" align="flex-end" wrap="nowrap">
                    <TextInput
                      style={{ flex: 1 }}
                      label={t("events.create.pitchLabel", { n: index + 1 })}
                      value={pitch.name}
                      onChange={(e) => setPitch(index, { name: e.currentTarget.value })}
                      error={fieldErrors[`pitches.${index}.name`]}
                      maxLength={40}
                    />
                    <ActionIcon
                      variant="light"
                      color="red"
                      size={TAP_TARGET}
                      disabled={pitches.length <= 1}
                      aria-label={t("events.create.removePitch", { name: pitch.name || index + 1 })}
                      onClick={() => setPitches((list) => list.filter((_, i) => i !== index))}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                  <Group gap="xs" grow>
                    <TextInput
                      type="time"
                      label={t("events.create.from")}
                      value={pitch.from}
                      onChange={(e) => setPitch(index, { from: e.currentTarget.value })}
                      error={fieldErrors[`pitches.${index}.hours`]}
                    />
                    <TextInput
                      type="time"
                      label={t("events.create.to")}
                      value={pitch.to}
                      onChange={(e) => setPitch(index, { to: e.currentTarget.value })}
                    />
                  </Group>
                </Stack>
              ))}
              <Button
                variant="light"
                mih={TAP_TARGET}
                disabled={pitches.length >= EVENT_PITCHES_MAX}
                onClick={() =>
                  setPitches((list) => [
                    ...list,
                    {
                      id: nextPitchId(list),
                      name: t("events.create.pitchName", { n: list.length + 1 }),
                      from: "",
                      to: "",
                    },
                  ])
                }
              >
                {t("events.create.addPitch")}
              </Button>
            </Stack>
          </Paper>
          <NumberInput
            label={t("events.create.changeover")}
            description={t("events.create.changeoverHint")}
            min={0}
            max={120}
            value={changeover}
            onChange={(v) => setChangeover(typeof v === "number" ? v : Number(v) || 0)}
          />
          <Select
            label={t("events.create.visibility")}
            value={visibility}
            allowDeselect={false}
            onChange={(v) => v && setVisibility(v as typeof visibility)}
            data={(["private", "unlisted", "public"] as const).map((v) => ({
              value: v,
              label: t(`events.visibility.${v}`),
            }))}
          />
          <Button type="submit" mih={TAP_TARGET} loading={create.isPending}>
            {t("events.create.submit")}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
