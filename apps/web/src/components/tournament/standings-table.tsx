import type { Qualification } from "@kickoff/domain/placeholders.ts";
import type { GroupStandings } from "@kickoff/domain/tournament-views.ts";
import { Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type TeamNames, tieNote } from "./labels.ts";
import { QualificationLegend, RankMark, ResultCells, ResultHeaders } from "./table-parts.tsx";

export type StandingRowView = GroupStandings["rows"][number];

/** One group's table with the rule that decided each tied position and the places that reach the knockout. */
export function StandingsTable({
  group,
  rows,
  names,
  marks = new Map(),
  level = 3,
}: {
  level?: 2 | 3;
  group: string;
  rows: readonly StandingRowView[];
  names: TeamNames;
  /** Qualification mark per team (`qualificationMarks`); none without a knockout. */
  marks?: ReadonlyMap<string, Qualification>;
}) {
  const { t } = useTranslation();
  const title = t("organiser.schedule.group", { group });
  return (
    <section aria-label={title}>
      <Title order={level} size="h4" mb="xs">
        {title}
      </Title>
      {/* Fits a 360 px phone like the public group table: short headers (full words in <abbr>), fixed narrow
          number columns; played (= won + drawn + lost) and goals for:against only from the xs breakpoint, so a
          long name keeps room (difference and points always stay); the name wraps anywhere. */}
      <Table striped fz="sm" verticalSpacing={4} horizontalSpacing={4} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={32}>
              <abbr title={t("organiser.table.rank")}>#</abbr>
            </Table.Th>
            <Table.Th scope="col">{t("organiser.table.team")}</Table.Th>
            <Table.Th scope="col" w={30} ta="right" visibleFrom="xs">
              <abbr title={t("organiser.table.played")}>{t("organiser.table.playedShort")}</abbr>
            </Table.Th>
            <ResultHeaders w={28} />
            <Table.Th scope="col" w={50} ta="right" visibleFrom="xs">
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
            const note = tieNote(r, t);
            return (
              <Table.Tr key={r.teamId} data-qualification={marks.get(r.teamId)}>
                <Table.Td>
                  <RankMark rank={r.rank} mark={marks.get(r.teamId)} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Text size="sm">{names.get(r.teamId) ?? r.teamId}</Text>
                  {note ? (
                    <Text size="xs" data-reason={r.reason}>
                      {note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="xs">
                  {r.played}
                </Table.Td>
                <ResultCells row={r} />
                <Table.Td ta="right" visibleFrom="xs">
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
      <QualificationLegend marks={rows.map((r) => marks.get(r.teamId))} />
    </section>
  );
}
