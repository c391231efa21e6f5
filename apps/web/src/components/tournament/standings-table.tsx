import type { GroupStandings } from "@kickoff/domain/tournament-views.ts";
import { Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type TeamNames, tieReasonNote } from "./labels.ts";

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
      {/* Fits a 360 px phone like the public group table: short headers (full words in <abbr>), fixed narrow
          number columns, and the team name wraps anywhere, so Points is always on screen. */}
      <Table striped fz="sm" verticalSpacing={4} horizontalSpacing={4} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={28}>
              <abbr title={t("organiser.table.rank")}>#</abbr>
            </Table.Th>
            <Table.Th scope="col">{t("organiser.table.team")}</Table.Th>
            <Table.Th scope="col" w={30} ta="right">
              <abbr title={t("organiser.table.played")}>{t("organiser.table.playedShort")}</abbr>
            </Table.Th>
            <Table.Th scope="col" w={50} ta="right">
              <abbr title={t("organiser.table.goals")}>{t("organiser.table.goalsShort")}</abbr>
            </Table.Th>
            <Table.Th scope="col" w={36} ta="right">
              <abbr title={t("organiser.table.difference")}>{t("organiser.table.differenceShort")}</abbr>
            </Table.Th>
            <Table.Th scope="col" w={36} ta="right">
              <abbr title={t("organiser.table.points")}>{t("organiser.table.pointsShort")}</abbr>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const note = r.played > 0 ? tieReasonNote(r.reason, t) : null;
            return (
              <Table.Tr key={r.teamId}>
                <Table.Td>{r.rank}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Text size="sm">{names.get(r.teamId) ?? r.teamId}</Text>
                  {note ? <Text size="xs">{note}</Text> : null}
                </Table.Td>
                <Table.Td ta="right">{r.played}</Table.Td>
                <Table.Td ta="right">
                  {r.goalsFor}:{r.goalsAgainst}
                </Table.Td>
                <Table.Td ta="right">{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {r.points}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </section>
  );
}
