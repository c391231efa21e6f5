import type { Match, Pitch, Result } from "@kickoff/domain/contracts.ts";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { clockOf, sideLabel, stageLabel, type TeamNames } from "./labels.ts";

type Props = {
  matches: readonly Match[];
  pitches: readonly Pitch[];
  names: TeamNames;
  results?: readonly Result[];
  caption?: string;
};

/** The plan in kick-off order: time, pitch, pairing with stage, and the score once entered. */
export function ScheduleTable({ matches, pitches, names, results = [], caption }: Props) {
  const { t } = useTranslation();
  const pitchName = new Map(pitches.map((p) => [p.id, p.name]));
  const resultOf = new Map(results.map((r) => [r.matchId, r]));
  const ordered = [...matches].sort((a, b) => a.startMinute - b.startMinute || a.pitch.localeCompare(b.pitch));
  return (
    <Table striped verticalSpacing="xs" fz="sm">
      {caption ? <Table.Caption style={{ color: "var(--mantine-color-text)" }}>{caption}</Table.Caption> : null}
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("organiser.schedule.time")}</Table.Th>
          <Table.Th scope="col">{t("organiser.schedule.pitch")}</Table.Th>
          <Table.Th scope="col">{t("organiser.schedule.match")}</Table.Th>
          <Table.Th scope="col">{t("organiser.schedule.score")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ordered.map((m) => {
          const r = resultOf.get(m.id);
          return (
            <Table.Tr key={m.id} data-match={m.id}>
              <Table.Td>{clockOf(m.start)}</Table.Td>
              <Table.Td>{pitchName.get(m.pitch) ?? m.pitch}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {sideLabel(m.home, names, t)} – {sideLabel(m.away, names, t)}
                </Text>
                <Text size="xs">
                  {m.id} · {stageLabel(m, t)}
                </Text>
              </Table.Td>
              <Table.Td>
                {r ? (
                  <Text size="sm" fw={700}>
                    {r.home}:{r.away}
                    {r.penalties ? ` (${r.penalties.home}:${r.penalties.away})` : ""}
                  </Text>
                ) : (
                  <Text size="sm">{t("organiser.schedule.noScore")}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
