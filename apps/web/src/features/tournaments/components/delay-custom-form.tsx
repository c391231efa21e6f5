import { Button, Group, NumberInput, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ManagedTournament } from "../api/types.ts";
import { customRange, type DelayPreview, localStamp, previewDelay, TAP_TARGET_PX } from "../lib/delay.ts";

type Direction = "later" | "earlier";

/**
 * A custom number of minutes, later or earlier. The direction is a choice, not a minus sign: a phone's number
 * keypad often has no minus key. Earlier takes back part of the delay (offered only while there is one).
 */
export function DelayCustomForm({
  tournament,
  onPreview,
}: {
  tournament: ManagedTournament;
  onPreview: (preview: Extract<DelayPreview, { ok: true }>) => void;
}) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<Direction>("later");
  const [value, setValue] = useState<number | string>("");
  const [error, setError] = useState<string | null>(null);
  const limits = customRange(tournament.delayMinutes);
  const max = limits[direction];

  const choose = (next: Direction) => {
    setDirection(next);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = typeof value === "number" ? value : Number.NaN;
    const preview: DelayPreview =
      amount > max
        ? { ok: false, problem: "range" }
        : previewDelay(tournament, direction === "later" ? amount : -amount, localStamp(new Date()));
    setError(preview.ok ? null : t(`organiser.delay.problems.${preview.problem}`, { min: 1, max }));
    if (preview.ok) onPreview(preview);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group grow gap="xs" role="group" aria-label={t("organiser.delay.directionLabel")}>
          {(["later", "earlier"] as const).map((d) => (
            <Button
              key={d}
              h={TAP_TARGET_PX}
              variant={direction === d ? "filled" : "default"}
              aria-pressed={direction === d}
              disabled={limits[d] === 0}
              onClick={() => choose(d)}
            >
              {t(d === "later" ? "organiser.delay.directionLater" : "organiser.delay.directionEarlier")}
            </Button>
          ))}
        </Group>
        <NumberInput
          label={t("organiser.delay.customLabel")}
          description={t("organiser.delay.customHint", { max })}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          min={1}
          max={max}
          clampBehavior="none"
          error={error}
          styles={{ input: { minHeight: TAP_TARGET_PX } }}
          data-autofocus
        />
        <Button type="submit" h={TAP_TARGET_PX} style={{ alignSelf: "flex-start" }}>
          {t("organiser.delay.continue")}
        </Button>
      </Stack>
    </form>
  );
}
