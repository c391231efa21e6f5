import type { DivisionFairness, EventFairness } from "@kickoff/domain/event-fairness.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language.ts";

type Figure = [label: string, value: string];

/** Label over value, two per row on a phone. */
function Figures({ items }: { items: readonly Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
      {items.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs">{label}</Text>
          <Text fw={700}>{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A highlighted warning: an orange bar and a bold label in the text colour (Mantine's orange text is below 4.5:1). */
function Warning({ children }: { children: ReactNode }) {
  return (
    <List.Item data-warning style={{ borderLeft: "4px solid var(--mantine-color-orange-7)", paddingLeft: 8 }}>
      <Text size="sm" span>
        {children}
      </Text>
    </List.Item>
  );
}

function Warnings({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <List spacing={4} listStyleType="none" p={0} aria-label={t("events.fairness.warningsLabel")}>
      {items.map((text) => (
        <Warning key={text}>{text}</Warning>
      ))}
    </List>
  );
}

/** The fairness report of the event (issue 19): every division's numbers, the event's totals, pitch use. */
export function EventFairnessReport({ fairness }: { fairness: EventFairness }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const percent = (v: number) => new Intl.NumberFormat(LANGUAGE_TAGS[lang], { style: "percent" }).format(v);
  const minutes = (v: number | null) => (v === null ? "–" : t("events.fairness.minutes", { minutes: v }));
  const rest = (min: number | null, max: number | null) =>
    min === null ? "–" : t("events.fairness.restRange", { min, max: max ?? min });
  const span = (r: { min: number; max: number } | null) =>
    r ? (r.min === r.max ? String(r.min) : t("events.fairness.range", { min: r.min, max: r.max })) : "–";
  const { totals } = fairness;
  const eventWarnings = [
    ...fairness.changeovers
      .filter((c) => c.tooShort)
      .map((c) =>
        t("events.fairness.warning.changeover", {
          pitch: c.pitchName,
          time: c.at.slice(11, 16),
          from: c.from,
          to: c.to,
          minutes: c.minutes,
        }),
      ),
    ...(fairness.clubClashes.count
      ? [
          t("events.fairness.warning.clubClash", {
            clashes: fairness.clubClashes.count,
            clubs: fairness.clubClashes.clubs.join(", "),
          }),
        ]
      : []),
  ];

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="event-fairness-title" data-testid="event-fairness">
      <Stack gap="sm">
        <Title order={2} size="h3" id="event-fairness-title">
          {t("events.fairness.title")}
        </Title>
        <Text size="sm">{t("events.fairness.intro")}</Text>

        <Title order={3} size="h4">
          {t("events.fairness.event")}
        </Title>
        <Figures
          items={[
            [t("events.fairness.matches"), String(totals.matchCount)],
            [t("events.fairness.backToBack"), String(totals.backToBack)],
            [t("events.fairness.rest"), rest(totals.minRest, totals.maxRest)],
            [t("events.fairness.gamesPerTeam"), span(totals.gamesPerTeam)],
            [
              t("events.fairness.idle"),
              t("events.fairness.idleOf", { idle: totals.idlePitchSlots, slots: totals.slotCount }),
            ],
            [t("events.fairness.utilisation"), percent(fairness.utilisation.utilisation)],
            [t("events.fairness.shortestChangeover"), minutes(fairness.shortestChangeover)],
            [t("events.fairness.clubClashes"), String(fairness.clubClashes.count)],
          ]}
        />
        <Warnings items={eventWarnings} />

        {fairness.divisions.length === 0 ? (
          <Text size="sm">{t("events.overview.noDivisions")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fairness.divisions.map((d) => (
              <DivisionFigures key={d.tournamentId} division={d} rest={rest} span={span} percent={percent} />
            ))}
          </SimpleGrid>
        )}

        {fairness.pitches.length > 0 && (
          // A plain scrolling box a keyboard can reach: the table is wider than a phone in some languages.
          <Table.ScrollContainer
            minWidth={320}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t("events.fairness.pitchCaption")}
          >
            <Table verticalSpacing={4} fz="sm" striped>
              <Table.Caption style={{ color: "var(--mantine-color-text)" }}>
                {t("events.fairness.pitchCaption")}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("events.fairness.pitch")}</Table.Th>
                  <Table.Th scope="col">{t("events.fairness.booked")}</Table.Th>
                  <Table.Th scope="col">{t("events.fairness.available")}</Table.Th>
                  <Table.Th scope="col">{t("events.fairness.use")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fairness.pitches.map((p) => (
                  <Table.Tr key={p.pitchId}>
                    <Table.Th scope="row">{p.name}</Table.Th>
                    <Table.Td>{minutes(p.bookedMinutes)}</Table.Td>
                    <Table.Td>{minutes(p.availableMinutes)}</Table.Td>
                    <Table.Td>{percent(p.utilisation)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        <Title order={3} size="h4">
          {t("events.fairness.help.title")}
        </Title>
        <List size="sm" spacing={4}>
          {(["backToBack", "rest", "idle", "use", "festival", "changeover"] as const).map((k) => (
            <List.Item key={k}>{t(`events.fairness.help.${k}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

function DivisionFigures({
  division: d,
  rest,
  span,
  percent,
}: {
  division: DivisionFairness;
  rest: (min: number | null, max: number | null) => string;
  span: (r: { min: number; max: number } | null) => string;
  percent: (v: number) => string;
}) {
  const { t } = useTranslation();
  const titleId = `fairness-${d.tournamentId}`;
  const items: Figure[] = [
    [t("events.fairness.matches"), String(d.matchCount)],
    ...(d.mode === "normal" ? [[t("events.fairness.backToBack"), String(d.backToBack ?? 0)] as Figure] : []),
    [t("events.fairness.rest"), rest(d.minRest, d.maxRest)],
    [t("events.fairness.gamesPerTeam"), span(d.gamesPerTeam)],
    ...(d.mode === "funino"
      ? [
          [t("events.fairness.byes"), span(d.byes)] as Figure,
          [t("events.fairness.repeated"), String(d.repeatedOpponents ?? 0)] as Figure,
        ]
      : []),
    [
      t("events.fairness.idle"),
      d.idlePitchSlots === null
        ? "–"
        : t("events.fairness.idleOf", { idle: d.idlePitchSlots, slots: d.slotCount ?? 0 }),
    ],
    [t("events.fairness.pitchUse"), d.pitchUse === null ? "–" : percent(d.pitchUse)],
  ];
  return (
    <Paper withBorder p="xs" component="article" aria-labelledby={titleId} data-division={d.tournamentId}>
      <Stack gap="xs">
        <Title order={4} size="h5" id={titleId}>
          {d.name}
        </Title>
        {d.matchCount === 0 ? (
          <Text size="sm">{t("events.fairness.notPlanned")}</Text>
        ) : (
          <>
            <Figures items={items} />
            {d.leastRest.length > 0 && (
              <Text size="sm">
                {t("events.fairness.leastRest", { teams: d.leastRest.map((x) => x.name).join(", ") })}
              </Text>
            )}
            <Warnings items={d.warnings.map((w) => t(`events.fairness.warning.${w}`))} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
