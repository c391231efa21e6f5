// Pieces both group tables share (the public page's and the organiser's): won/drawn/lost columns and the
// marks for the places that go through to the knockout, with their legend.
import type { Qualification } from "@kickoff/domain/placeholders.ts";
import { Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "./standings.css";

const RESULTS = ["won", "drawn", "lost"] as const;

/** Header cells for won / drawn / lost: the short label on screen, the full word for hover and screen readers. */
export function ResultHeaders({ w }: { w: number }) {
  const { t } = useTranslation();
  return RESULTS.map((k) => (
    <Table.Th key={k} scope="col" w={w} ta="right">
      <abbr title={t(`public.table.${k}`)}>{t(`public.table.${k}Short`)}</abbr>
    </Table.Th>
  ));
}

/** The won / drawn / lost cells of one row. */
export function ResultCells({ row }: { row: { won: number; drawn: number; lost: number } }) {
  return RESULTS.map((k) => (
    <Table.Td key={k} ta="right">
      {row[k]}
    </Table.Td>
  ));
}

/** The rank, marked when its place goes through to the knockout; screen readers hear the legend's words. */
export function RankMark({ rank, mark }: { rank: number; mark: Qualification | undefined }) {
  const { t } = useTranslation();
  if (!mark) return rank;
  return (
    <>
      <span className="standings-qual" data-qualification={mark}>
        {rank}
      </span>
      <VisuallyHidden>{t(`public.table.qualification.${mark}`)}</VisuallyHidden>
    </>
  );
}

/** What the marks in the rank column mean; nothing when the table has none. */
export function QualificationLegend({ marks }: { marks: ReadonlyArray<Qualification | undefined> }) {
  const { t } = useTranslation();
  const kinds = (["through", "bestOf"] as const).filter((k) => marks.includes(k));
  if (!kinds.length) return null;
  return (
    <Stack gap={4} mt={4} data-legend>
      {kinds.map((k) => (
        <Group key={k} gap={6} wrap="nowrap" align="center">
          <span
            className="standings-qual"
            data-qualification={k}
            aria-hidden="true"
            style={{ fontSize: "var(--mantine-font-size-sm)" }}
          />
          <Text size="xs">{t(`public.table.qualification.${k}`)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
