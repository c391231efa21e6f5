import { HOME_COUNTS } from "@kickoff/domain/home-content.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language.ts";
import { type HomeCounts as Counts, useHomeCounts } from "../api/get-home-counts.ts";
import "./home.css";

const ITEMS = HOME_COUNTS satisfies ReadonlyArray<keyof Counts>;

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
      <h2 className="home-sr-only" id="home-counts">
        {t("landing.counts.heading")}
      </h2>
      <ul className="home-counts">
        {ITEMS.map((item) => (
          <Text component="li" key={item} ta="center">
            <span className="home-count" data-count={item}>
              {counts.data ? format.format(counts.data[item]) : "–"}
            </span>
            <Text component="span" display="block" size="sm">
              {t(`landing.counts.${item}`)}
            </Text>
          </Text>
        ))}
      </ul>
    </section>
  );
}
