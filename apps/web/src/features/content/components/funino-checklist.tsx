import { Button, Checkbox, Group, NumberInput, Radio, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  clampPitches,
  FUNINO_FORMATS,
  type FuninoFormat,
  funinoEquipment,
  PITCHES_MAX,
  PITCHES_MIN,
  teamsFor,
} from "../lib/funino-equipment.ts";

const PRINT_ATTRIBUTE = "data-print-only";

/**
 * The equipment checklist for a number of pitches, computed as the organiser types. "Print checklist" prints it
 * alone (the rest of the page is hidden by the print CSS while the attribute is set); printing the page prints all.
 */
export function FuninoChecklist() {
  const { t } = useTranslation();
  const headingId = useId();
  const [pitches, setPitches] = useState<number | string>(3);
  const [format, setFormat] = useState<FuninoFormat>("3v3");
  const count = clampPitches(typeof pitches === "number" ? pitches : Number.parseInt(pitches, 10));
  const teams = teamsFor(count);

  useEffect(() => {
    const reset = () => document.documentElement.removeAttribute(PRINT_ATTRIBUTE);
    window.addEventListener("afterprint", reset);
    return () => {
      window.removeEventListener("afterprint", reset);
      reset();
    };
  }, []);

  const printChecklist = () => {
    document.documentElement.setAttribute(PRINT_ATTRIBUTE, "funino-checklist");
    window.print();
  };

  return (
    <section aria-labelledby={headingId} className="funino-section funino-checklist">
      <Stack gap="sm">
        <Title order={2} id={headingId}>
          {t("funinoGuide.checklist.title")}
        </Title>
        <Text className="funino-no-print">{t("funinoGuide.checklist.intro")}</Text>
        <Group align="flex-end" gap="md" className="funino-no-print">
          <NumberInput
            label={t("funinoGuide.checklist.pitches")}
            value={pitches}
            onChange={setPitches}
            min={PITCHES_MIN}
            max={PITCHES_MAX}
            allowDecimal={false}
            allowNegative={false}
            w={160}
          />
          <Radio.Group
            label={t("funinoGuide.checklist.format")}
            value={format}
            onChange={(value) => setFormat(value === "2v2" ? "2v2" : "3v3")}
          >
            <Group gap="md" mt={6}>
              {FUNINO_FORMATS.map((f) => (
                <Radio key={f} value={f} label={t(`funinoGuide.format.${f}`)} />
              ))}
            </Group>
          </Radio.Group>
        </Group>
        {/* The inputs are not printed: the printout names what it was computed for. */}
        <Text fw={700} className="funino-print-only">
          {t("funinoGuide.checklist.setup", { pitches: count, format: t(`funinoGuide.format.${format}`) })}
        </Text>
        <Text fw={700} data-testid="funino-checklist-summary">
          {t("funinoGuide.checklist.summary", {
            teams: teams.min,
            withBench: teams.max,
          })}
        </Text>
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>{t("funinoGuide.checklist.packed")}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t("funinoGuide.checklist.item")}</Table.Th>
              <Table.Th ta="right">{t("funinoGuide.checklist.quantity")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funinoEquipment(count, format).map((line) => {
              const name = t(`funinoGuide.checklist.items.${line.item}`);
              return (
                <Table.Tr key={line.item}>
                  <Table.Td>
                    <Checkbox aria-label={name} />
                  </Table.Td>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td ta="right" fw={700} data-item={line.item}>
                    {line.count}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Text size="sm">{t("funinoGuide.checklist.note")}</Text>
        <Group className="funino-no-print">
          <Button variant="light" onClick={printChecklist}>
            {t("funinoGuide.checklist.print")}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
