import type { FuninoInternal, FuninoRegen, FuninoResultResponse } from "@kickoff/domain/funino-contracts.ts";
import { Alert, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { correctableRound } from "../../../components/festival/entry.ts";
import { FestivalRoundEntry } from "../../../components/festival/round-entry.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useFestivalClock, useRegenerateFestival } from "../api/festival-actions.ts";
import { RoundClock } from "./round-clock.tsx";

/** Alert titles in the text colour: the alert's own light colour on its tint is too faint (axe colour-contrast). */
const TITLE = { title: { color: "var(--mantine-color-text)" } } as const;

/** The round tab: which round is on, its clock, one card per pitch, the bench, and corrections of the last round. */
export function RoundPanel({
  festival,
  receivedAt,
  onAnswer,
  onStale,
}: {
  festival: FuninoInternal;
  receivedAt: number;
  onAnswer: (answer: FuninoResultResponse) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const clock = useFestivalClock(festival.id);
  const current = festival.currentRound;
  const playing = current <= festival.roundCount && festival.rounds[current - 1] !== undefined;
  const correctable = correctableRound(festival);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const shown = correcting !== null && correcting === correctable ? correcting : playing ? current : null;
  const runClock = (action: "start" | "pause" | "resume" | "reset") =>
    clock.mutate(
      { action, round: current },
      {
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : null;
          if (code === "ROUND_NOT_CURRENT") onStale();
          showSnackbar(
            t(code === "TOURNAMENT_NOT_PUBLISHED" ? "festival.clock.notPublished" : "festival.clock.failed"),
            "error",
          );
        },
      },
    );

  return (
    <Stack gap="md">
      <OutdatedPlan festival={festival} />
      {playing ? (
        <Title order={2} size="h3" data-testid="current-round">
          {t("festival.entry.roundTitle", { round: current, count: festival.roundCount })}
        </Title>
      ) : (
        <Alert color="green" styles={TITLE} title={t("festivalOrganiser.round.allPlayed")}>
          {festival.rounds.length === 0
            ? t("festivalOrganiser.round.noPlan")
            : t("festivalOrganiser.round.allPlayedHint")}
        </Alert>
      )}
      {playing && shown === current ? (
        <RoundClock
          clock={festival.clock}
          round={current}
          roundMinutes={festival.config.roundMinutes}
          serverNow={festival.serverNow}
          receivedAt={receivedAt}
          busy={clock.isPending}
          {...(festival.abilities.enterResults && (festival.status === "published" || festival.status === "running")
            ? { onAction: runClock }
            : {})}
        />
      ) : null}
      {correctable !== null && festival.abilities.enterResults ? (
        shown === correctable ? (
          <Alert
            color="orange"
            styles={TITLE}
            title={t("festivalOrganiser.round.correctingTitle", { round: correctable })}
          >
            <Stack gap="xs">
              <Text size="sm">{t("festivalOrganiser.round.correctingHint")}</Text>
              {playing ? (
                <Button variant="default" onClick={() => setCorrecting(null)}>
                  {t("festivalOrganiser.round.backToRound", { round: current })}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : (
          <Button variant="subtle" onClick={() => setCorrecting(correctable)} data-testid="correct-round">
            {t("festivalOrganiser.round.correct", { round: correctable })}
          </Button>
        )
      ) : null}
      {shown !== null ? (
        <FestivalRoundEntry
          festival={festival}
          round={shown}
          canEnter={festival.abilities.enterResults}
          onAnswer={(answer) => {
            onAnswer(answer);
            if (answer.computedRound !== null && shown !== current) setCorrecting(null);
          }}
          onStale={onStale}
        />
      ) : null}
    </Stack>
  );
}

/** Teams changed after the current round was drawn: apply them (funino/regen) and say what changed. */
function OutdatedPlan({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const regen = useRegenerateFestival(festival.id);
  // What changed, named with the teams before and after (a removed team is no longer in the new view).
  const [changes, setChanges] = useState<(FuninoRegen & { names: Map<string, string> }) | null>(null);
  const list = (ids: readonly string[]) => ids.map((id) => changes?.names.get(id) ?? id).join(", ");
  return (
    <>
      {festival.planOutdated && festival.abilities.edit ? (
        <Alert color="yellow" styles={TITLE} title={t("festivalOrganiser.regen.title")} data-testid="plan-outdated">
          <Stack gap="xs">
            <Text size="sm">{t("festivalOrganiser.regen.hint")}</Text>
            <Group>
              <Button
                loading={regen.isPending}
                onClick={() =>
                  regen.mutate(undefined, {
                    onSuccess: (answer) =>
                      setChanges({
                        ...answer,
                        names: new Map(
                          [...festival.teams, ...answer.festival.teams].map((team) => [team.id, team.name]),
                        ),
                      }),
                    onError: () => showSnackbar(t("festivalOrganiser.failed"), "error"),
                  })
                }
              >
                {t("festivalOrganiser.regen.apply")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {changes ? (
        <Alert
          color={changes.fromRound === null ? "blue" : "green"}
          styles={TITLE}
          title={
            changes.fromRound === null
              ? t("festivalOrganiser.regen.later")
              : t("festivalOrganiser.regen.done", { round: changes.fromRound })
          }
          withCloseButton
          closeButtonLabel={t("festival.entry.close")}
          onClose={() => setChanges(null)}
          role="status"
        >
          <List size="sm">
            {changes.added.length ? (
              <List.Item>{t("festivalOrganiser.regen.added", { teams: list(changes.added) })}</List.Item>
            ) : null}
            {changes.removed.length ? (
              <List.Item>{t("festivalOrganiser.regen.removed", { teams: list(changes.removed) })}</List.Item>
            ) : null}
            {changes.moved.length ? (
              <List.Item>{t("festivalOrganiser.regen.moved", { teams: list(changes.moved) })}</List.Item>
            ) : null}
            {!changes.added.length && !changes.removed.length && !changes.moved.length ? (
              <List.Item>{t("festivalOrganiser.regen.nothing")}</List.Item>
            ) : null}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
