import { formatRecommendation, type YouthClass } from "@kickoff/domain/age-groups.ts";
import { SimpleGrid, Table, Text } from "@mantine/core";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { FuninoChecklist } from "../components/funino-checklist.tsx";
import { FuninoPitchFigure, useMetres } from "../components/funino-pitch-figure.tsx";
import { FuninoSection } from "../components/funino-section.tsx";
import "../components/funino-guide.css";
import { PITCH_5V5 } from "../lib/funino-pitch.ts";

const RULES = ["goals", "zone", "keeper", "dribble", "afterGoal", "rotation", "referee", "fairPlay"] as const;
/** The DFB's children's classes and their ages (U-n); the formats come from the engine's recommendation. */
const CLASSES: ReadonlyArray<{ youthClass: YouthClass; from: number; to: number }> = [
  { youthClass: "G", from: 6, to: 7 },
  { youthClass: "F", from: 8, to: 9 },
  { youthClass: "E", from: 10, to: 11 },
];

/** The rules of funino: the game, the DFB formats per age group, the pitch, and the equipment checklist. */
export function FuninoRulesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const metres = useMetres();
  return (
    <PageIntro page="funinoRules">
      <FuninoSection prefix="funinoGuide.rules.idea" paragraphs={["p1", "p2"]} />
      <FuninoSection prefix="funinoGuide.rules.play" items={RULES} />
      <FuninoSection prefix="funinoGuide.rules.formats" paragraphs={["intro"]}>
        <Table withTableBorder horizontalSpacing="xs" className="funino-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("funinoGuide.rules.formats.ageGroup")}</Table.Th>
              <Table.Th>{t("funinoGuide.rules.formats.format")}</Table.Th>
              <Table.Th>{t("funinoGuide.rules.formats.tables")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CLASSES.map(({ youthClass, from, to }) => {
              const rec = formatRecommendation(youthClass);
              return (
                <Table.Tr key={youthClass}>
                  <Table.Td>{t("funinoGuide.rules.formats.class", { cls: youthClass, from, to })}</Table.Td>
                  <Table.Td>
                    {rec.formats.map((f, i) => (
                      <Fragment key={f}>
                        {/* The dot stays with the format before it; a line may break only after it. */}
                        {i > 0 ? "\u00a0· " : null}
                        <span className="funino-nowrap">{t(`funinoGuide.format.${f}`)}</span>
                      </Fragment>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    {t(rec.tables ? "funinoGuide.rules.formats.withTables" : "funinoGuide.rules.formats.noTables")}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Text>{t("funinoGuide.rules.formats.note")}</Text>
      </FuninoSection>
      <FuninoSection prefix="funinoGuide.rules.pitch" paragraphs={["intro"]}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <FuninoPitchFigure format="2v2" />
          <FuninoPitchFigure format="3v3" />
        </SimpleGrid>
        <Text>
          {t("funinoGuide.rules.pitch.fiveVFive", { length: metres(PITCH_5V5.length), width: metres(PITCH_5V5.width) })}
        </Text>
      </FuninoSection>
      <FuninoChecklist />
      <Text className="funino-no-print">
        <AppLink to={paths.funinoHowto.href(lang)}>{t("funinoGuide.rules.toHowto")}</AppLink>
      </Text>
    </PageIntro>
  );
}
