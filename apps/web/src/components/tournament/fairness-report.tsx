import type { Fairness, Match } from "@kickoff/domain/contracts.ts";
import { Accordion, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { knockoutRestRows } from "./knockout-rest.ts";
import { clockOf, sideLabel, stageLabel } from "./labels.ts";

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * The planner's fairness figures over every stage: back-to-back games, rest between games, idle pitch slots,
 * last whistle; with the plan's matches also the rest before each knockout match per side still to be decided.
 */
export function FairnessReport({
  fairness,
  lastEnd,
  matches = [],
}: {
  fairness: Fairness;
  lastEnd: string | null;
  matches?: readonly Match[];
}) {
  const { t } = useTranslation();
  // the per-match table is rendered only while open, so a closed report adds no second table to the page
  const [open, setOpen] = useState<string | null>(null);
  const range = (min: number | null, max: number | null) =>
    min === null ? "–" : t("organiser.fairness.restRange", { min, max: max ?? min });
  const knockout = knockoutRestRows(fairness, matches);
  const items: Array<[string, string]> = [
    [t("organiser.fairness.backToBack"), String(fairness.backToBackTotal)],
    [t("organiser.fairness.rest"), range(fairness.minRest, fairness.maxRest)],
    ...(knockout.rows.length
      ? [[t("organiser.fairness.knockoutRest"), range(knockout.min, knockout.max)] as [string, string]]
      : []),
    [
      t("organiser.fairness.idle"),
      t("organiser.fairness.idleOf", { idle: fairness.idlePitchSlots, slots: fairness.slotCount }),
    ],
    [t("organiser.fairness.end"), lastEnd ?? "–"],
  ];
  return (
    <section aria-labelledby="fairness-title">
      <Title order={3} size="h4" mb="xs" id="fairness-title">
        {t("organiser.fairness.title")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: items.length }}>
        {items.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs">{label}</Text>
            <Text fw={700}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      {knockout.rows.length ? (
        <Accordion variant="separated" mt="sm" className="organiser-no-print" value={open} onChange={setOpen}>
          <Accordion.Item value="knockout">
            <Accordion.Control>{t("organiser.fairness.perMatch")}</Accordion.Control>
            <Accordion.Panel>
              {open ? (
                <Table verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t("organiser.schedule.match")}</Table.Th>
                      <Table.Th scope="col">{t("organiser.fairness.restHeader")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {knockout.rows.map(({ match, paths }) => (
                      <Table.Tr key={match.id} data-rest-match={match.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {clockOf(match.start)} · {match.id}
                          </Text>
                          <Text size="xs">{stageLabel(match, t)}</Text>
                        </Table.Td>
                        <Table.Td>
                          {paths.map((p) => (
                            <Text size="sm" key={p.side}>
                              {t("organiser.fairness.pathRest", {
                                side: sideLabel({ teamId: null, placeholder: p.placeholder }, NO_NAMES, t),
                                minutes: p.rest,
                              })}
                            </Text>
                          ))}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : null}
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      ) : null}
    </section>
  );
}
