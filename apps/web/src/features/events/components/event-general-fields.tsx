import { EVENT_PITCHES_MAX } from "@kickoff/domain/event-contracts.ts";
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LogoUpload } from "../../../components/logo-upload.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { daysOf, type EventFormState, type PitchDraft, type Visibility } from "../lib/event-form.ts";
import { newPitch } from "../lib/pitch-hours.ts";
import { nextPitchId } from "../lib/timeline.ts";
import { PitchHoursEditor } from "./pitch-hours-editor.tsx";

/**
 * The event's general data as fields, shared by the create page and the event page's edit form (issue 19).
 * `full` adds the description and the contact (the edit form); errors are field → message.
 */
export function EventGeneralFields({
  form,
  onChange,
  errors,
  full = false,
}: {
  form: EventFormState;
  onChange: (patch: Partial<EventFormState>) => void;
  errors: Record<string, string>;
  full?: boolean;
}) {
  const { t } = useTranslation();
  const { pitches } = form;
  const setPitch = (index: number, patch: Partial<PitchDraft>) =>
    onChange({ pitches: pitches.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  const eventDays = daysOf(form.startDate, form.endDate);

  return (
    <Stack gap="md">
      <TextInput
        label={t("events.create.name")}
        required
        value={form.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        error={errors.name}
        maxLength={120}
      />
      {full && (
        <Textarea
          label={t("events.edit.description")}
          autosize
          minRows={2}
          maxLength={5000}
          value={form.description ?? ""}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
          error={errors.description}
        />
      )}
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t("events.create.startDate")}
          required
          value={form.startDate}
          onChange={(e) => onChange({ startDate: e.currentTarget.value })}
          error={errors.startDate}
        />
        <TextInput
          type="date"
          label={t("events.create.endDate")}
          value={form.endDate}
          min={form.startDate}
          onChange={(e) => onChange({ endDate: e.currentTarget.value })}
          error={errors.endDate}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t("events.create.venueName")}
          value={form.venueName}
          onChange={(e) => onChange({ venueName: e.currentTarget.value })}
          error={errors["venue.name"]}
        />
        <TextInput
          label={t("events.create.city")}
          value={form.city}
          onChange={(e) => onChange({ city: e.currentTarget.value })}
          error={errors["venue.city"]}
        />
      </Group>
      {full && (
        <Stack gap="xs">
          <TextInput
            label={t("events.edit.contactName")}
            value={form.contactName ?? ""}
            maxLength={200}
            onChange={(e) => onChange({ contactName: e.currentTarget.value })}
            error={errors["contact.name"]}
          />
          <Group grow align="flex-start">
            <TextInput
              type="email"
              inputMode="email"
              label={t("events.edit.contactEmail")}
              value={form.contactEmail ?? ""}
              maxLength={254}
              onChange={(e) => onChange({ contactEmail: e.currentTarget.value })}
              error={errors["contact.email"]}
            />
            <TextInput
              type="tel"
              label={t("events.edit.contactPhone")}
              value={form.contactPhone ?? ""}
              maxLength={50}
              onChange={(e) => onChange({ contactPhone: e.currentTarget.value })}
              error={errors["contact.phone"]}
            />
          </Group>
        </Stack>
      )}
      <Stack gap={4}>
        <LogoUpload
          label={t("events.create.logo")}
          value={form.logoFileId}
          onChange={(logoFileId) => onChange({ logoFileId })}
        />
        {errors.logoFileId && (
          <Text size="sm" c="red.8" role="alert">
            {errors.logoFileId}
          </Text>
        )}
      </Stack>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("events.create.pitches")}
          </Title>
          <Text size="sm" c="dimmed">
            {t(eventDays.length > 1 ? "events.create.pitchesHintDays" : "events.create.pitchesHint")}
          </Text>
          {errors.pitches && (
            <Text size="sm" c="red.8" role="alert">
              {errors.pitches}
            </Text>
          )}
          {pitches.map((pitch, index) => (
            <Stack key={pitch.id} gap={4} data-testid="pitch-row">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t("events.create.pitchLabel", { n: index + 1 })}
                  value={pitch.name}
                  onChange={(e) => setPitch(index, { name: e.currentTarget.value })}
                  error={errors[`pitches.${index}.name`]}
                  maxLength={40}
                />
                <ActionIcon
                  variant="light"
                  color="red"
                  size={TAP_TARGET}
                  disabled={pitches.length <= 1}
                  aria-label={t("events.create.removePitch", { name: pitch.name || index + 1 })}
                  onClick={() => onChange({ pitches: pitches.filter((_, i) => i !== index) })}
                >
                  ×
                </ActionIcon>
              </Group>
              <PitchHoursEditor
                pitch={pitch}
                index={index}
                eventDays={eventDays}
                errors={errors}
                onChange={(next) => setPitch(index, next)}
              />
            </Stack>
          ))}
          <Button
            variant="light"
            mih={TAP_TARGET}
            disabled={pitches.length >= EVENT_PITCHES_MAX}
            onClick={() =>
              onChange({
                pitches: [
                  ...pitches,
                  newPitch(nextPitchId(pitches), t("events.create.pitchName", { n: pitches.length + 1 })),
                ],
              })
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
        value={form.changeover}
        onChange={(v) => onChange({ changeover: typeof v === "number" ? v : Number(v) || 0 })}
        error={errors.changeoverMinutes}
      />
      <Select
        label={t("events.create.visibility")}
        value={form.visibility}
        allowDeselect={false}
        onChange={(v) => v && onChange({ visibility: v as Visibility })}
        data={(["private", "unlisted", "public"] as const).map((v) => ({
          value: v,
          label: t(`events.visibility.${v}`),
        }))}
      />
    </Stack>
  );
}
