import type { GroupStandings } from "@kickoff/domain/tournament-views.ts";
import { Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TeamNames } from "./labels.ts";

export type StandingRowView = Omit<GroupStandings["rows"][number], "levelWith">;

/** One group's table with the rule that decided each tied position. */
export function StandingsTable({
  group,
  rows,
  names,
  level = 3,
}: {
  level?: 2 | 3;
  group: string;
  rows: readonly StandingRowView[];
  names: TeamNames;
}) {
  const { t } = useTranslation();
  const title = t("organiser.schedule.group", { group });
  return (
    <section aria-label={title}>
      <Title order={level} size="h4" mb="xs">
        {title}
      </Title>
      {/* Scrolls sideways on a phone instead of widening the page; focusable so the keyboard can scroll it. */}
      <Table.ScrollContainer minWidth={400} type="native" tabIndex={0}>
        <Table striped fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("organiser.table.rank")}</Table.Th>
              <Table.Th scope="col">{t("organiser.table.team")}</Table.Th>
              <Table.Th scope="col">{t("organiser.table.played")}</Table.Th>
              <Table.Th scope="col">{t("organiser.table.goals")}</Table.Th>
              <Table.Th scope="col">{t("organiser.table.difference")}</Table.Th>
              <Table.Th scope="col">{t("organiser.table.points")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.teamId}>
                <Table.Td>{r.rank}</Table.Td>
                <Table.Td>
                  <Text size="sm">{names.get(r.teamId) ?? r.teamId}</Text>
                  {r.reason !== "points" && r.played > 0 ? (
                    <Text size="xs">{t(`engine.reason.${r.reason}`)}</Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{r.played}</Table.Td>
                <Table.Td>
                  {r.goalsFor}:{r.goalsAgainst}
                </Table.Td>
                <Table.Td>{r.goalDifference}</Table.Td>
                <Table.Td fw={700}>{r.points}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
