import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { SimpleGrid, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language.ts";
import { type HomeCounts as Counts, useHomeCounts } from "../api/get-home-counts.ts";

const ITEMS = ["users", "tournaments", "matchesPlayed"] as const satisfies ReadonlyArray<keyof Counts>;

/**
 * Three live numbers. They arrive after the first paint: each number's line has its height from the start (a dash
 * until then), so nothing below moves when they come.
 */
export function HomeCounts() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const counts = useHomeCounts();
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[lang]);
  return (
    <section aria-labelledby="home-counts" aria-busy={counts.isPending}>
      <VisuallyHidden component="h2" id="home-counts">
        {t("landing.counts.heading")}
      </VisuallyHidden>
      <SimpleGrid component="ul" cols={3} spacing="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {ITEMS.map((item) => (
          <Text component="li" key={item} ta="center">
            <Text component="span" display="block" fw={800} fz={{ base: 26, sm: 36 }} lh="44px" data-count={item}>
              {counts.data ? format.format(counts.data[item]) : "–"}
            </Text>
            <Text component="span" display="block" size="sm">
              {t(`landing.counts.${item}`)}
            </Text>
          </Text>
        ))}
      </SimpleGrid>
    </section>
  );
}
