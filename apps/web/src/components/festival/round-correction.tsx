// Which round a festival's outcome entry shows (the current one, or the one before while it may be corrected) and
// the button that switches between them: the same on the festival's reporter page and in an event's entry.
import type { FuninoClock, FuninoRound } from "@kickoff/domain/funino-contracts.ts";
import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { correctableRound } from "./entry.ts";

type Festival = { rounds: readonly FuninoRound[]; roundCount: number; currentRound: number; clock: FuninoClock };

export type RoundCorrection = ReturnType<typeof useRoundCorrection>;

/** `shown`: the round to enter, or null when every round is over; `correcting` switches to the round before. */
export function useRoundCorrection(festival: Festival | undefined) {
  const [correcting, setCorrecting] = useState(false);
  const current = festival?.currentRound ?? 0;
  const playing =
    festival !== undefined && current <= festival.roundCount && festival.rounds[current - 1] !== undefined;
  const correctable = festival ? correctableRound(festival) : null;
  const shown = correcting && correctable !== null ? correctable : playing ? current : null;
  return { correcting, setCorrecting, current, correctable, shown };
}

/** "Correct round n" / "Back to round m"; nothing while no round may be corrected. */
export function RoundCorrectionToggle({ correction, mih }: { correction: RoundCorrection; mih?: number }) {
  const { t } = useTranslation();
  const { correcting, setCorrecting, current, correctable } = correction;
  if (correctable === null) return null;
  return (
    <Group>
      <Button variant="subtle" size="compact-sm" {...(mih ? { mih } : {})} onClick={() => setCorrecting((c) => !c)}>
        {correcting
          ? t("festival.reporter.back", { round: current })
          : t("festival.reporter.correct", { round: correctable })}
      </Button>
    </Group>
  );
}
