import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { storedOutcome } from "../../../components/festival/entry.ts";
import { outcomeText } from "../../../components/festival/round-entry.tsx";

/** Every round: kick-off, pitches with their pairings and outcomes, the bench; ladder rounds to come as a note. */
export function PlanPanel({ festival }: { festival: FuninoInternal }) {
  const { t } = useTranslation();
  const names = new Map(festival.teams.map((team) => [team.id, team]));
  const name = (id: string) => names.get(id)?.name ?? id;
  const later = Array.from(
    { length: Math.max(0, festival.roundCount - festival.rounds.length) },
    (_, i) => festival.rounds.length + i + 1,
  );
  return (
    <Stack gap="md">
      <Text size="sm">
        {t(
          festival.config.planType === "ladder"
            ? "festivalOrganiser.plan.ladderHint"
            : "festivalOrganiser.plan.fixedHint",
        )}
      </Text>
      {festival.rounds.length === 0 ? <Text>{t("festivalOrganiser.round.noPlan")}</Text> : null}
      {festival.rounds.map((round) => (
        <Card
          key={round.round}
          withBorder
          padding="sm"
          component="section"
          aria-labelledby={`plan-round-${round.round}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4" id={`plan-round-${round.round}`}>
                {t("festivalOrganiser.plan.round", { round: round.round, time: round.start.slice(11, 16) })}
              </Title>
              {round.round === festival.currentRound ? (
                <Badge variant="light">{t("festivalOrganiser.plan.now")}</Badge>
              ) : round.round < festival.currentRound ? (
                <Badge variant="light" color="green">
                  {t("festivalOrganiser.plan.played")}
                </Badge>
              ) : null}
            </Group>
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
              {round.games.map((game, k) => (
                <li key={`${game.pitch}-${game.first}`}>
                  <Text size="sm">
                    <b>{t("festival.entry.pitch", { pitch: game.pitch })}</b>: {name(game.first)} – {name(game.second)}
                  </Text>
                  {storedOutcome(round, k) ? (
                    <Text size="xs">{outcomeText(game, storedOutcome(round, k), names, t)}</Text>
                  ) : null}
                </li>
              ))}
            </Stack>
            {round.bench.length ? (
              <Text size="sm">{t("festivalOrganiser.plan.bench", { teams: round.bench.map(name).join(", ") })}</Text>
            ) : null}
          </Stack>
        </Card>
      ))}
      {later.length ? (
        <Text size="sm">
          {t("festivalOrganiser.plan.later", { from: later[0], to: later[later.length - 1], count: later.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
