import { ActionIcon, Button, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { num, type StepProps, useFieldError } from "./wizard-step-props.ts";

/** First kick-off, match and break lengths, and the pitches played on at the same time. */
export function TimesStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const err = useFieldError(errors);
  const tm = draft.times;
  return (
    <Stack gap="sm">
      <TextInput
        type="time"
        label={t("organiser.times.kickoff")}
        value={tm.kickoff}
        onChange={(e) =>
          update((d) => {
            d.times.kickoff = e.currentTarget.value;
          })
        }
        error={err("kickoff")}
        required
      />
      <Group grow gap="xs">
        <NumberInput
          label={t("organiser.times.groupMinutes")}
          value={tm.groupMinutes}
          min={1}
          max={120}
          onChange={(v) =>
            update((d) => {
              d.times.groupMinutes = num(v, 1);
            })
          }
          error={err("matchMinutes")}
        />
        <NumberInput
          label={t("organiser.times.knockoutMinutes")}
          value={tm.knockoutMinutes}
          min={1}
          max={120}
          onChange={(v) =>
            update((d) => {
              d.times.knockoutMinutes = num(v, 1);
            })
          }
        />
      </Group>
      <Group grow gap="xs">
        <NumberInput
          label={t("organiser.times.breakMinutes")}
          value={tm.breakMinutes}
          min={0}
          max={120}
          onChange={(v) =>
            update((d) => {
              d.times.breakMinutes = num(v, 0);
            })
          }
          error={err("breakMinutes")}
        />
        <NumberInput
          label={t("organiser.times.pauseBeforeFinals")}
          value={tm.pauseBeforeFinalsMinutes}
          min={0}
          max={600}
          onChange={(v) =>
            update((d) => {
              d.times.pauseBeforeFinalsMinutes = num(v, 0);
            })
          }
          error={err("pauseBeforeFinalsMinutes")}
        />
      </Group>
      {draft.format.knockout !== "none" || draft.format.placementGames ? (
        <NumberInput
          label={t("organiser.times.knockoutRest")}
          description={t("organiser.times.knockoutRestHint", { minutes: tm.breakMinutes })}
          value={tm.knockoutRestMinutes ?? ""}
          placeholder={String(tm.breakMinutes)}
          min={0}
          max={120}
          onChange={(v) =>
            update((draft) => {
              draft.times.knockoutRestMinutes = v === "" ? undefined : num(v, 0);
            })
          }
          error={err("knockoutRestMinutes")}
        />
      ) : null}
      <Stack gap="xs" role="list" aria-label={t("organiser.times.pitches")}>
        {tm.pitches.map((p, i) => (
          <Group key={p.id} gap="xs" wrap="nowrap" align="flex-start" role="listitem">
            <TextInput
              style={{ flex: 1 }}
              label={t("organiser.times.pitchName", { n: i + 1 })}
              value={p.name}
              onChange={(e) => {
                const value = e.currentTarget.value;
                update((d) => {
                  const target = d.times.pitches[i];
                  if (target) target.name = value;
                });
              }}
              error={err(`pitch${i}`)}
              maxLength={40}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={24}
              aria-label={t("organiser.times.removePitch", { name: p.name || i + 1 })}
              disabled={tm.pitches.length <= 1}
              onClick={() => update((d) => void d.times.pitches.splice(i, 1))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Button
        variant="light"
        onClick={() =>
          update((d) => {
            let k = d.times.pitches.length + 1;
            while (d.times.pitches.some((p) => p.id === `p${k}`)) k++;
            d.times.pitches.push({
              id: `p${k}`,
              name: t("organiser.times.defaultPitch", { n: d.times.pitches.length + 1 }),
            });
          })
        }
      >
        {t("organiser.times.addPitch")}
      </Button>
    </Stack>
  );
}
