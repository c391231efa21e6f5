import { Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dayRows, type PitchDraft, setDayRow, setPerDay } from "../lib/pitch-hours.ts";

const dayLabel = (date: string, lang: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(lang, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/**
 * A pitch's hours: one from–to for every day, or (several days, "same every day" unticked) a row per day, each a
 * group named by its day; a day left empty means the pitch is not available then. Errors are field → message.
 */
export function PitchHoursEditor({
  pitch,
  index,
  eventDays,
  errors,
  onChange,
}: {
  pitch: PitchDraft;
  index: number;
  eventDays: readonly string[];
  errors: Record<string, string>;
  onChange: (pitch: PitchDraft) => void;
}) {
  const { t, i18n } = useTranslation();
  // One day and hours that are the same: nothing to choose (stored per-day hours of one day still show per day).
  const choice = eventDays.length > 1 || pitch.perDay;
  const times = (
    from: string,
    to: string,
    error: string | undefined,
    set: (p: { from?: string; to?: string }) => void,
  ) => (
    <Group gap="xs" grow wrap="nowrap" align="flex-start">
      <TextInput
        type="time"
        label={t("events.create.from")}
        value={from}
        onChange={(e) => set({ from: e.currentTarget.value })}
        error={error}
      />
      <TextInput
        type="time"
        label={t("events.create.to")}
        value={to}
        onChange={(e) => set({ to: e.currentTarget.value })}
      />
    </Group>
  );

  return (
    <Stack gap="xs">
      {choice && (
        <Checkbox
          label={t("events.create.sameEveryDay")}
          checked={!pitch.perDay}
          onChange={(e) => onChange(setPerDay(pitch, !e.currentTarget.checked, eventDays))}
        />
      )}
      {!pitch.perDay ? (
        times(pitch.from, pitch.to, errors[`pitches.${index}.hours`], (p) => onChange({ ...pitch, ...p }))
      ) : (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t("events.create.perDayHint")}
          </Text>
          {errors[`pitches.${index}.hours`] && (
            <Text size="sm" c="red.8">
              {errors[`pitches.${index}.hours`]}
            </Text>
          )}
          {dayRows(pitch, eventDays).map((row, r) => (
            <fieldset
              key={`${row.date}-${row.index}`}
              data-testid="pitch-day"
              style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
            >
              <Text component="legend" size="sm" fw={500} p={0}>
                {dayLabel(row.date, i18n.language)}
              </Text>
              {times(row.from, row.to, errors[`pitches.${index}.day.${r}`], (p) => onChange(setDayRow(pitch, row, p)))}
            </fieldset>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
