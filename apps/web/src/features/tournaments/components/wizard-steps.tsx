import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FieldErrors, WizardDraft } from "../lib/wizard-draft.ts";

export type StepProps = {
  draft: WizardDraft;
  update: (change: (d: WizardDraft) => void) => void;
  errors: FieldErrors;
};

/** The translated message of a field's error (keys under the `organiser` namespace), or undefined. */
export const useFieldError = (errors: FieldErrors) => {
  const { t } = useTranslation();
  return (field: string) => (errors[field] ? t(`organiser.${errors[field]}`) : undefined);
};

const num = (value: string | number, fallback: number) => (typeof value === "number" ? value : fallback);

export function FormatStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const err = useFieldError(errors);
  const f = draft.format;
  const groups = f.mode === "groupsKnockout";
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="mode-label">
          {t("organiser.format.mode")}
        </Text>
        <SegmentedControl
          aria-labelledby="mode-label"
          orientation="vertical"
          fullWidth
          value={f.mode}
          onChange={(v) =>
            update((d) => {
              d.format.mode = v as WizardDraft["format"]["mode"];
            })
          }
          data={(["groupsKnockout", "roundRobin", "knockout"] as const).map((m) => ({
            value: m,
            label: t(`organiser.format.modes.${m}`),
          }))}
        />
      </Stack>
      {groups ? (
        <>
          <NumberInput
            label={t("organiser.format.groupCount")}
            value={f.groupCount}
            min={1}
            max={8}
            onChange={(v) =>
              update((d) => {
                d.format.groupCount = num(v, 1);
              })
            }
            error={err("groupCount")}
            size="md"
          />
          <Select
            label={t("organiser.format.knockout")}
            value={f.knockout}
            allowDeselect={false}
            onChange={(v) =>
              v &&
              update((d) => {
                d.format.knockout = v as WizardDraft["format"]["knockout"];
              })
            }
            data={(["none", "final", "semiFinal", "quarterFinal"] as const).map((k) => ({
              value: k,
              label: t(`organiser.format.knockouts.${k}`),
            }))}
          />
        </>
      ) : null}
      {f.mode !== "roundRobin" ? (
        <>
          <Switch
            label={t("organiser.format.thirdPlace")}
            checked={f.thirdPlace}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              update((d) => {
                d.format.thirdPlace = checked;
              });
            }}
            size="md"
          />
          <Switch
            label={t("organiser.format.placementGames")}
            description={t("organiser.format.placementGamesHint")}
            checked={f.placementGames}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              update((d) => {
                d.format.placementGames = checked;
              });
            }}
            size="md"
          />
        </>
      ) : null}
      {f.mode !== "knockout" ? (
        <Switch
          label={t("organiser.format.doubleRoundRobin")}
          checked={f.doubleRoundRobin}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            update((d) => {
              d.format.doubleRoundRobin = checked;
            });
          }}
          size="md"
        />
      ) : null}
      <Select
        label={t("organiser.format.seeding")}
        value={f.seeding}
        allowDeselect={false}
        onChange={(v) =>
          v &&
          update((d) => {
            d.format.seeding = v as WizardDraft["format"]["seeding"];
          })
        }
        data={(["draw", "snake", "pots"] as const).map((s) => ({
          value: s,
          label: t(`organiser.format.seedings.${s}`),
        }))}
      />
      <Group grow gap="xs">
        <NumberInput
          label={t("organiser.format.win")}
          value={f.win}
          min={0}
          max={10}
          onChange={(v) =>
            update((d) => {
              d.format.win = num(v, 0);
            })
          }
          error={err("points")}
        />
        <NumberInput
          label={t("organiser.format.draw")}
          value={f.draw}
          min={0}
          max={10}
          onChange={(v) =>
            update((d) => {
              d.format.draw = num(v, 0);
            })
          }
        />
        <NumberInput
          label={t("organiser.format.loss")}
          value={f.loss}
          min={0}
          max={10}
          onChange={(v) =>
            update((d) => {
              d.format.loss = num(v, 0);
            })
          }
        />
      </Group>
      <Select
        label={t("organiser.format.tieBreak")}
        value={f.tieBreak}
        allowDeselect={false}
        onChange={(v) =>
          v &&
          update((d) => {
            d.format.tieBreak = v === "uefa" ? "uefa" : "dfb";
          })
        }
        data={[
          { value: "dfb", label: t("organiser.format.tieBreaks.dfb") },
          { value: "uefa", label: t("organiser.format.tieBreaks.uefa") },
        ]}
      />
    </Stack>
  );
}

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
