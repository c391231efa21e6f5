// A festival division's outcome entry inside an event (issue 19 item 5), for the reporter link's page and the
// control centre: the current round's game on one pitch, and the round before while it may still be corrected,
// the same way the festival's own reporter page and control centre enter it (funino/result).
import type { FuninoClock, FuninoRound } from "@kickoff/domain/funino-contracts.ts";
import { Alert, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RoundCorrectionToggle, useRoundCorrection } from "../../../components/festival/round-correction.tsx";
import { type FestivalEntrySource, FestivalRoundEntry } from "../../../components/festival/round-entry.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";

/** What the entry needs: the reporter session's festival (with its planVersion) or the organiser's view. */
export type EventFestival = FestivalEntrySource & {
  rounds: readonly FuninoRound[];
  roundCount: number;
  currentRound: number;
  clock: FuninoClock;
};

export function EventFestivalEntry({
  festival,
  division,
  pitch,
  pitchName,
  reporterToken,
  onChanged,
}: {
  festival: EventFestival;
  division: string;
  /** The festival's own id of the pitch ("1" … "n"). */
  pitch: string;
  /** The game card's title: the event's name of that pitch (unique on the page: it names a region). */
  pitchName: string;
  reporterToken?: string;
  /** An answer came, or the server refused because the plan or round changed: fetch again. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const correction = useRoundCorrection(festival);
  const { shown } = correction;
  if (festival.status === "finished" || festival.status === "archived")
    return <Alert color="blue">{t("events.reporter.festivalFinished", { division })}</Alert>;
  return (
    <Stack gap="sm">
      <RoundCorrectionToggle correction={correction} mih={TAP_TARGET} />
      {shown !== null ? (
        <FestivalRoundEntry
          festival={festival}
          round={shown}
          canEnter
          pitch={pitch}
          pitchNames={new Map([[pitch, pitchName]])}
          {...(reporterToken ? { reporterToken } : {})}
          onAnswer={() => {
            correction.setCorrecting(false);
            onChanged();
          }}
          onStale={onChanged}
        />
      ) : (
        <Text>{t("festival.page.over")}</Text>
      )}
    </Stack>
  );
}
