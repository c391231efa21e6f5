import { Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { WizardDraft } from "../lib/wizard-model.ts";
import { OfficialsSettings } from "./wizard-officials-settings.tsx";
import { num, type StepProps, useFieldError } from "./wizard-step-props.ts";

/** Tournament mode, knockout stage, seeding, points, tie-break order and the officials' settings. */
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
      <OfficialsSettings draft={draft} update={update} errors={errors} />
    </Stack>
  );
}
