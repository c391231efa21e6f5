import type { DivisionWindow, EventPitch } from "@kickoff/domain/event-contracts.ts";
import { Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";

/** A division's window: which pitches, which day, from when to when. Saves one window. */
export function WindowEditor({
  divisionName,
  pitches,
  window,
  defaultDate,
  busy,
  onSave,
  onCancel,
}: {
  divisionName: string;
  pitches: readonly EventPitch[];
  window: DivisionWindow | null;
  defaultDate: string;
  busy: boolean;
  onSave: (window: DivisionWindow) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>(window?.pitches ?? []);
  const [date, setDate] = useState(window?.start.slice(0, 10) ?? defaultDate);
  const [start, setStart] = useState(window?.start.slice(11, 16) ?? "09:00");
  const [end, setEnd] = useState(window?.end.slice(11, 16) ?? "12:00");
  const [error, setError] = useState<{ pitches?: string; end?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof error = {};
    if (selected.length === 0) next.pitches = t("events.window.pickPitch");
    if (!start || !end || start >= end) next.end = t("events.window.endAfterStart");
    setError(next);
    if (next.pitches || next.end) return;
    // The event's pitch order, whatever order they were ticked in.
    const ordered = pitches.map((p) => p.id).filter((id) => selected.includes(id));
    onSave({ pitches: ordered, start: `${date}T${start}`, end: `${date}T${end}` });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("events.window.formLabel", { name: divisionName })}>
      <Stack gap="xs">
        <Checkbox.Group
          label={t("events.window.pitches")}
          value={selected}
          onChange={setSelected}
          error={error.pitches}
        >
          <Group gap="xs" mt={4}>
            {pitches.map((pitch) => (
              <Checkbox
                key={pitch.id}
                value={pitch.id}
                label={pitch.name}
                styles={{ root: { minHeight: TAP_TARGET, display: "flex", alignItems: "center" } }}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          type="date"
          label={t("events.window.date")}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <TextInput
            type="time"
            label={t("events.window.start")}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            type="time"
            label={t("events.window.end")}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={error.end}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" mih={TAP_TARGET} loading={busy}>
            {t("events.window.save")}
          </Button>
          <Button variant="default" mih={TAP_TARGET} onClick={onCancel}>
            {t("events.common.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
