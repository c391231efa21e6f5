import { type Qualification, qualificationMarks } from "@kickoff/domain/placeholders.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { List, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { tieNote } from "../../../components/tournament/labels.ts";
import {
  QualificationLegend,
  RankMark,
  ResultCells,
  ResultHeaders,
} from "../../../components/tournament/table-parts.tsx";

type Standings = PublicTournament["standings"][number];

/** One group's table with the rule that decided every tied position and the places that reach the knockout. */
export function GroupTable({
  standings,
  names,
  myTeam,
  marks = new Map(),
  large = false,
}: {
  standings: Standings;
  names: ReadonlyMap<string, string>;
  myTeam: string | null;
  /** Qualification mark per team (`qualificationMarks`); none without a knockout. */
  marks?: ReadonlyMap<string, Qualification>;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const title = t("public.match.group", { group: standings.group });
  const fz = large ? "xl" : "sm";
  return (
    <section aria-label={title} data-standings={standings.group}>
      <Title order={3} size={large ? "h2" : "h4"} mb={4}>
        {title}
      </Title>
      {/* Fits a 360 px phone: short headers (full words in <abbr>), fixed narrow number columns; played
          (= won + drawn + lost) and goals for:against only from the xs breakpoint, so a long name keeps room
          (difference and points always stay); the name wraps anywhere. */}
      <Table fz={fz} verticalSpacing={4} horizontalSpacing={4} layout="fixed" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={large ? 56 : 32}>
              <abbr title={t("public.table.rank")}>#</abbr>
            </Table.Th>
            <Table.Th scope="col">{t("public.table.team")}</Table.Th>
            <Table.Th scope="col" w={large ? 64 : 30} ta="right" visibleFrom={large ? undefined : "xs"}>
              <abbr title={t("public.table.played")}>{t("public.table.playedShort")}</abbr>
            </Table.Th>
            <ResultHeaders w={large ? 64 : 28} />
            <Table.Th scope="col" w={large ? 110 : 50} ta="right" visibleFrom={large ? undefined : "xs"}>
              <abbr title={t("public.table.goals")}>{t("public.table.goalsShort")}</abbr>
            </Table.Th>
            <Table.Th scope="col" w={large ? 80 : 36} ta="right">
              <abbr title={t("public.table.difference")}>{t("public.table.differenceShort")}</abbr>
            </Table.Th>
            <Table.Th scope="col" w={large ? 80 : 36} ta="right">
              <abbr title={t("public.table.points")}>{t("public.table.pointsShort")}</abbr>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standings.rows.map((row) => {
            const note = large ? null : tieNote(row, t);
            return (
              <Table.Tr
                key={row.teamId}
                data-mine={row.teamId === myTeam || undefined}
                data-qualification={marks.get(row.teamId)}
                className={row.teamId === myTeam ? "public-mine" : undefined}
              >
                <Table.Td>
                  <RankMark rank={row.rank} mark={marks.get(row.teamId)} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Text size={fz} fw={row.teamId === myTeam ? 700 : 500}>
                    {names.get(row.teamId) ?? row.teamId}
                  </Text>
                  {note ? (
                    <Text size="xs" data-reason={row.reason}>
                      {note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" visibleFrom={large ? undefined : "xs"}>
                  {row.played}
                </Table.Td>
                <ResultCells row={row} />
                <Table.Td ta="right" visibleFrom={large ? undefined : "xs"}>
                  {row.goalsFor}:{row.goalsAgainst}
                </Table.Td>
                <Table.Td ta="right">{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</Table.Td>
                <Table.Td ta="right" fw={800}>
                  {row.points}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <QualificationLegend marks={standings.rows.map((r) => marks.get(r.teamId))} />
      {/* Said once for the group unless the tied rows already say it (the engine lists final ties only). */}
      {standings.unresolved.length > 0 && !large && !standings.rows.some((r) => r.reason === "unresolved") ? (
        <Text size="xs" mt={4}>
          {t("engine.reason.unresolved")}
        </Text>
      ) : null}
    </section>
  );
}

/** Every group's table; when the organiser does not publish tables, the groups' teams and a note instead. */
export function GroupTables({
  tournament,
  names,
  myTeam,
}: {
  tournament: PublicTournament;
  names: ReadonlyMap<string, string>;
  myTeam: string | null;
}) {
  const { t } = useTranslation();
  const marks = qualificationMarks(tournament.matches, tournament.standings);
  if (tournament.publicResults !== "all" || tournament.standings.length === 0) {
    if (tournament.groups.length === 0) return null;
    return (
      <Stack gap="sm">
        {tournament.publicResults !== "all" ? <Text>{t("public.privacy.noTables")}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {tournament.groups.map((g) => (
            <section key={g.name} aria-label={t("public.match.group", { group: g.name })}>
              <Title order={3} size="h4">
                {t("public.match.group", { group: g.name })}
              </Title>
              <List size="sm">
                {g.teamIds.map((id) => (
                  <List.Item key={id}>{names.get(id) ?? id}</List.Item>
                ))}
              </List>
            </section>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {tournament.standings.map((s) => (
        <GroupTable key={s.group} standings={s} names={names} myTeam={myTeam} marks={marks} />
      ))}
    </SimpleGrid>
  );
}
