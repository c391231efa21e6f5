import type { PublicMatch, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { Badge, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { liveMatchLabel } from "../../../components/tournament/status.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { clockOf, formatDate, pitchLabels, scoreText, sideName, stageName } from "../lib/labels.ts";

type Filters = { team: string; group: string; pitch: string };
const ALL = "";

export function filterMatches(matches: readonly PublicMatch[], filters: Filters): PublicMatch[] {
  return matches.filter(
    (m) =>
      (filters.team === ALL || m.home.teamId === filters.team || m.away.teamId === filters.team) &&
      (filters.group === ALL || m.group === filters.group) &&
      (filters.pitch === ALL || m.pitch === filters.pitch),
  );
}

/**
 * The schedule by kick-off with pitch, stage and score; filters by team, group and pitch. A table also in print.
 * `playing`: the matches being played now, marked "Live".
 */
export function Schedule({
  tournament,
  names,
  myTeam,
  playing,
}: {
  tournament: PublicTournament;
  names: ReadonlyMap<string, string>;
  myTeam: string | null;
  playing: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState<Filters>({ team: ALL, group: ALL, pitch: ALL });
  const pitchName = useMemo(() => pitchLabels(tournament.pitches, t), [tournament.pitches, t]);
  const shown = useMemo(() => filterMatches(tournament.matches, filters), [tournament.matches, filters]);
  const days = new Set(tournament.matches.map((m) => m.start.slice(0, 10)));
  const showScores = tournament.publicResults !== "none";
  const teamOptions = [...tournament.teams]
    .sort((a, b) => a.name.localeCompare(b.name, lang))
    .map((team) => ({ value: team.id, label: team.name }));

  return (
    <Stack gap="sm">
      <Group gap="sm" grow className="public-no-print" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("public.schedule.filterTeam")}
          value={filters.team}
          onChange={(e) => setFilters({ ...filters, team: e.currentTarget.value })}
          data={[{ value: ALL, label: t("public.schedule.allTeams") }, ...teamOptions]}
          miw={140}
        />
        {tournament.groups.length > 1 ? (
          <NativeSelect
            label={t("public.schedule.filterGroup")}
            value={filters.group}
            onChange={(e) => setFilters({ ...filters, group: e.currentTarget.value })}
            data={[
              { value: ALL, label: t("public.schedule.allGroups") },
              ...tournament.groups.map((g) => ({ value: g.name, label: t("public.match.group", { group: g.name }) })),
            ]}
            miw={120}
          />
        ) : null}
        {tournament.pitches.length > 1 ? (
          <NativeSelect
            label={t("public.schedule.filterPitch")}
            value={filters.pitch}
            onChange={(e) => setFilters({ ...filters, pitch: e.currentTarget.value })}
            data={[
              { value: ALL, label: t("public.schedule.allPitches") },
              ...tournament.pitches.map((p) => ({ value: p.id, label: pitchName.get(p.id) ?? p.name })),
            ]}
            miw={120}
          />
        ) : null}
      </Group>
      {!showScores ? <Text size="sm">{t("public.privacy.noResults")}</Text> : null}
      {shown.length === 0 ? (
        <Text>{tournament.matches.length === 0 ? t("public.schedule.noPlan") : t("public.schedule.noneMatch")}</Text>
      ) : (
        <Table className="public-schedule" verticalSpacing={6} horizontalSpacing={6} fz="sm" layout="fixed">
          <Table.Caption className="public-print-only">{t("public.schedule.title")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={days.size > 1 ? 88 : 64}>
                {t("public.schedule.time")}
              </Table.Th>
              <Table.Th scope="col">{t("public.schedule.match")}</Table.Th>
              <Table.Th scope="col" w={64} ta="right">
                {t("public.schedule.score")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((m) => {
              const mine = myTeam !== null && (m.home.teamId === myTeam || m.away.teamId === myTeam);
              return (
                <Table.Tr
                  key={m.id}
                  data-match={m.id}
                  data-mine={mine || undefined}
                  className={mine ? "public-mine" : undefined}
                >
                  <Table.Td>
                    {days.size > 1 ? (
                      <Text size="xs">{formatDate(m.start, lang, { day: "numeric", month: "short" })}</Text>
                    ) : null}
                    <Text size="sm" fw={700}>
                      <time dateTime={m.start}>{clockOf(m.start)}</time>
                    </Text>
                    <Text size="xs">{pitchName.get(m.pitch) ?? m.pitch}</Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    <Text size="sm" fw={m.home.teamId === myTeam ? 700 : 500}>
                      {sideName(m.home.teamId, m.homeLabel, names, t)}
                    </Text>
                    <Text size="sm" fw={m.away.teamId === myTeam ? 700 : 500}>
                      {sideName(m.away.teamId, m.awayLabel, names, t)}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs">{stageName(m, t)}</Text>
                      {mine ? (
                        <Badge size="xs" color="dark" variant="outline">
                          {t("public.myTeam.badge")}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    {playing.has(m.id) ? (
                      <Badge size="sm" color="red.9" variant="filled" data-playing>
                        {liveMatchLabel(t)}
                      </Badge>
                    ) : null}
                    {showScores && m.result ? (
                      <Text size="md" fw={800} data-score>
                        {scoreText(m.result)}
                      </Text>
                    ) : m.status === "finished" ? (
                      <Text size="xs">{t("common.matchStatus.finished")}</Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
