import { List, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TeamNames } from "./labels.ts";
import type { Placement } from "./ranking.ts";

/** The final places decided so far, in order. */
export function FinalRanking({
  placements,
  names,
  level = 3,
}: {
  placements: readonly Placement[];
  names: TeamNames;
  level?: 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="final-ranking-title">
      <Title order={level} size="h4" mb="xs" id="final-ranking-title">
        {t("organiser.table.finalRanking")}
      </Title>
      {placements.length === 0 ? (
        <Text>{t("organiser.table.noRankingYet")}</Text>
      ) : (
        <List type="ordered" listStyleType="none" spacing={4} data-testid="final-ranking">
          {placements.map((p) => (
            <List.Item key={`${p.place}-${p.teamId}`}>
              {t("organiser.table.place", { place: p.place, team: names.get(p.teamId) ?? p.teamId })}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
