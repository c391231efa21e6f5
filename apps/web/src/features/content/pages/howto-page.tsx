import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { GuideFigure } from "../components/guide-figure.tsx";
import { GuidePage, GuideSection, GuideToc } from "../components/guide-page.tsx";

/** The steps in the order an organiser meets them; each has a screenshot of the same name in public/guide/. */
const STEPS = [
  { key: "create", shot: "create" },
  { key: "teams", shot: "teams" },
  { key: "format", shot: "format" },
  { key: "times", shot: "times" },
  { key: "preview", shot: "preview" },
  { key: "publish", shot: "control-centre" },
  { key: "results", shot: "results" },
  { key: "print", shot: "print" },
  { key: "share", shot: "share" },
  { key: "reporter", shot: "reporter" },
] as const;
/** Steps with a third paragraph. */
const THREE_PARAGRAPHS = new Set<string>(["create"]);

/** How to plan and run a tournament, step by step, with pictures of the real screens. */
export function HowtoPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = (key: string, n: number) => `${n}. ${t(`guide.howto.steps.${key}.title`)}`;
  return (
    <GuidePage page="howto">
      <Text>{t("guide.howto.intro")}</Text>
      <GuideToc
        ordered
        items={STEPS.map((step) => ({ id: `step-${step.key}`, label: t(`guide.howto.steps.${step.key}.title`) }))}
      />
      {STEPS.map((step, i) => {
        const prefix = `guide.howto.steps.${step.key}`;
        const paragraphs = THREE_PARAGRAPHS.has(step.key) ? ["p1", "p2", "p3"] : ["p1", "p2"];
        return (
          <GuideSection
            key={step.key}
            id={`step-${step.key}`}
            title={title(step.key, i + 1)}
            paragraphs={paragraphs.map((p) => t(`${prefix}.${p}`))}
          >
            <GuideFigure name={step.shot} alt={t(`${prefix}.alt`)} caption={t(`${prefix}.caption`)} />
          </GuideSection>
        );
      })}
      <GuideSection id="more" title={t("guide.howto.more.title")}>
        <List spacing="xs">
          <List.Item>
            <AppLink to={paths.tip.href(lang)}>{t("guide.howto.more.tip")}</AppLink>
          </List.Item>
          <List.Item>
            <AppLink to={paths.faq.href(lang)}>{t("guide.howto.more.faq")}</AppLink>
          </List.Item>
          <List.Item>
            <AppLink to={paths.funinoHowto.href(lang)}>{t("guide.howto.more.funino")}</AppLink>
          </List.Item>
        </List>
      </GuideSection>
    </GuidePage>
  );
}
