import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { GuidePage, GuideSection, GuideToc } from "../components/guide-page.tsx";

/** Each section's paragraphs and list items (key suffixes under guide.tip.sections.{section}). */
const SECTIONS = [
  { key: "timing", paragraphs: ["p1"], items: ["g", "f", "e", "d", "day"] },
  { key: "rest", paragraphs: ["p1"], items: ["fairness", "knockout", "lunch"] },
  { key: "pitches", paragraphs: [], items: ["count", "names", "goals", "space", "spare"] },
  { key: "referees", paragraphs: [], items: ["brief", "youngest", "links", "kit"] },
  { key: "formats", paragraphs: ["p1", "p2"], items: [] },
  { key: "weather", paragraphs: [], items: ["heat", "storm", "rain", "delay"] },
  { key: "firstAid", paragraphs: [], items: ["person", "kit", "emergency", "contacts"] },
  { key: "photos", paragraphs: ["p1"], items: ["announce", "ask", "mark", "names"] },
  { key: "day", paragraphs: [], items: ["desk", "early", "ceremony"] },
] as const;

/** Practical advice for a youth tournament day. */
export function TipPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const prefix = (key: string) => `guide.tip.sections.${key}`;
  return (
    <GuidePage page="tip">
      <Text>{t("guide.tip.intro")}</Text>
      <GuideToc items={SECTIONS.map((s) => ({ id: `tip-${s.key}`, label: t(`${prefix(s.key)}.title`) }))} />
      {SECTIONS.map((s) => (
        <GuideSection
          key={s.key}
          id={`tip-${s.key}`}
          title={t(`${prefix(s.key)}.title`)}
          paragraphs={s.paragraphs.map((p) => t(`${prefix(s.key)}.${p}`))}
          items={s.items.map((item) => t(`${prefix(s.key)}.items.${item}`))}
        >
          {s.key === "formats" ? (
            <List spacing="xs">
              <List.Item>
                <AppLink to={paths.funinoRules.href(lang)}>{t("guide.tip.sections.formats.rules")}</AppLink>
              </List.Item>
              <List.Item>
                <AppLink to={paths.funinoHowto.href(lang)}>{t("guide.tip.sections.formats.howto")}</AppLink>
              </List.Item>
            </List>
          ) : null}
        </GuideSection>
      ))}
      <Text size="sm" c="dimmed">
        {t("guide.tip.disclaimer")}
      </Text>
    </GuidePage>
  );
}
