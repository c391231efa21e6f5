import { List, Table, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { FuninoSection } from "../components/funino-section.tsx";
import "../components/funino-guide.css";
import { type ExampleRound, funinoExample } from "../lib/funino-example.ts";

const EXAMPLE = funinoExample();
const STEPS = ["before", "start", "report", "move", "noTable"] as const;

/** How a funino festival with the ladder runs, with a worked example computed by the ladder engine. */
export function FuninoHowtoPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pitchNumbers = EXAMPLE.next.map((_, i) => i + 1);
  return (
    <PageIntro page="funinoHowto">
      <FuninoSection prefix="funinoGuide.howto.festival" paragraphs={["p1", "p2"]} />
      <FuninoSection prefix="funinoGuide.howto.ladder" paragraphs={["intro"]} items={["up", "down", "ends", "top"]} />
      <FuninoSection
        prefix="funinoGuide.howto.draws"
        paragraphs={["intro"]}
        items={["previousLoser", "lot", "decision"]}
      />
      <FuninoSection prefix="funinoGuide.howto.bench" paragraphs={["p1"]} />
      <FuninoSection prefix="funinoGuide.howto.rematches" paragraphs={["p1"]} />
      <FuninoSection prefix="funinoGuide.howto.timing" paragraphs={["p1"]} />
      <FuninoSection prefix="funinoGuide.howto.example" paragraphs={["intro"]}>
        {/* One body per round with its heading row: three pitch columns fit a 360 px screen, a round column did not. */}
        <Table
          withTableBorder
          horizontalSpacing={6}
          layout="fixed"
          className="funino-table"
          data-testid="funino-example"
        >
          <Table.Caption>{t("funinoGuide.howto.example.caption")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {pitchNumbers.map((n) => (
                <Table.Th key={n} scope="col">
                  {t(n === 1 ? "funinoGuide.howto.example.topPitch" : "funinoGuide.howto.example.pitch", { n })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {[...EXAMPLE.rounds, { round: EXAMPLE.rounds.length + 1, pairs: EXAMPLE.next, outcomes: [] }].map((round) => (
            <Table.Tbody key={round.round} data-round={round.round}>
              <Table.Tr>
                <Table.Th colSpan={pitchNumbers.length} scope="colgroup" bg="var(--mantine-color-default-hover)">
                  {t("funinoGuide.howto.example.round", { n: round.round })}
                </Table.Th>
              </Table.Tr>
              <Table.Tr>
                {round.pairs.map((pair, k) => (
                  <Table.Td key={pair.join("-")}>
                    <Text span fw={700}>{`${pair[0]} – ${pair[1]}`}</Text>
                    {round.outcomes.length ? <Text size="xs">{outcomeText(t, round, k)}</Text> : null}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          ))}
        </Table>
        <List spacing="xs">
          {["after1", "after2", "after3"].map((key) => (
            <List.Item key={key}>{t(`funinoGuide.howto.example.${key}`)}</List.Item>
          ))}
        </List>
      </FuninoSection>
      <FuninoSection prefix="funinoGuide.howto.day" items={STEPS} />
      <FuninoSection prefix="funinoGuide.howto.app" paragraphs={["p1"]}>
        <Text>
          <AppLink to={paths.funinoRules.href(lang)}>{t("funinoGuide.howto.toRules")}</AppLink>
        </Text>
      </FuninoSection>
    </PageIntro>
  );
}

function outcomeText(t: TFunction, round: ExampleRound, k: number) {
  const pair = round.pairs[k];
  const outcome = round.outcomes[k];
  if (!pair || outcome === undefined) return "";
  if (outcome === "draw") return t("funinoGuide.howto.example.draw");
  return t("funinoGuide.howto.example.wins", { team: outcome === "first" ? pair[0] : pair[1] });
}
