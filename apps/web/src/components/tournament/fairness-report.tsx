import type { Fairness } from "@kickoff/domain/contracts.ts";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The planner's fairness figures: back-to-back games, rest between games, idle pitch slots, last whistle. */
export function FairnessReport({ fairness, lastEnd }: { fairness: Fairness; lastEnd: string | null }) {
  const { t } = useTranslation();
  const items: Array<[string, string]> = [
    [t("organiser.fairness.backToBack"), String(fairness.backToBackTotal)],
    [
      t("organiser.fairness.rest"),
      fairness.minRest === null
        ? "–"
        : t("organiser.fairness.restRange", { min: fairness.minRest, max: fairness.maxRest ?? fairness.minRest }),
    ],
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
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {items.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs">{label}</Text>
            <Text fw={700}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
