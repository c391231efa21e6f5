import type { EventReporterSession } from "@kickoff/domain/event-reporting.ts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { outcomeText } from "../../../components/festival/round-entry.tsx";
import { clockOf, scoreText, sideLabel } from "../../../components/tournament/labels.ts";
import type { PitchItem } from "../lib/event-reporter.ts";

/** One line of the reporter's pitch list: a match with its score, or a festival round's game with its outcome. */
export function PitchItemLine({ item, session }: { item: PitchItem; session: EventReporterSession }) {
  const { t } = useTranslation();
  if (item.kind === "match")
    return (
      <Text component="li" size="sm">
        {clockOf(item.start)} · <b>{item.division}</b> · {sideLabel(item.match.home, item.names, t)} –{" "}
        {sideLabel(item.match.away, item.names, t)}
        {item.result ? ` · ${scoreText(item.result)}` : ""}
      </Text>
    );
  const teams = session.divisions.find((d) => d.tournamentId === item.tournamentId)?.festival?.teams ?? [];
  const names = new Map(teams.map((team) => [team.id, team]));
  const name = (teamId: string) => names.get(teamId)?.name ?? teamId;
  return (
    <Text component="li" size="sm">
      {clockOf(item.start)} · <b>{item.division}</b> · {t("events.control.festivalRound", { round: item.round })} ·{" "}
      {name(item.game.first)} – {name(item.game.second)}
      {item.outcome ? ` · ${outcomeText(item.game, item.outcome, names, t)}` : ""}
    </Text>
  );
}
