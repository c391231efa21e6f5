import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { InfoPageHeader } from "../components/info-page-header.tsx";

// Only what works today (checked against the code); texts under info.features.{group}.{item}.
const GROUPS = {
  plan: ["formats", "times", "fairness", "ties"],
  matchDay: ["live", "reporterLinks", "offline", "late", "display"],
  sharing: ["publicPage", "codes", "pdf", "calendar", "youngPlayers"],
  funino: ["festival", "rounds", "sheets"],
  teams: ["registration", "messages", "editors", "photos"],
  everyone: ["languages", "app", "noAccount"],
} as const;

/** What the product can do, grouped the way an organiser meets it: plan, match day, share. */
export function FeaturesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <InfoPageHeader page="features" lead={t("info.features.lead")} />
        {Object.entries(GROUPS).map(([group, items]) => (
          <Stack component="section" key={group} gap="sm" aria-labelledby={`features-${group}`}>
            <Title order={2} id={`features-${group}`}>
              {t(`info.features.${group}.title`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              {items.map((item) => (
                <div key={item}>
                  <Title order={3} size="h4">
                    {t(`info.features.${group}.${item}.title`)}
                  </Title>
                  <Text mt={4}>{t(`info.features.${group}.${item}.text`)}</Text>
                </div>
              ))}
            </SimpleGrid>
            {group === "matchDay" ? (
              <img
                src="/home/display.webp"
                alt={t("info.features.matchDay.displayAlt")}
                width={800}
                height={250}
                loading="lazy"
                decoding="async"
                style={{
                  width: "100%",
                  height: "auto",
                  border: "1px solid var(--mantine-color-default-border)",
                  borderRadius: 8,
                }}
              />
            ) : null}
          </Stack>
        ))}
        <Stack gap="sm">
          <Group gap="sm">
            <Button component={Link} to={paths.createTournament.href(lang)}>
              {t("info.features.ctaCreate")}
            </Button>
            <Button component={Link} to={paths.howto.href(lang)} variant="outline">
              {t("info.features.ctaHowto")}
            </Button>
          </Group>
          <AppLink to={paths.funinoRules.href(lang)}>{t("info.features.funinoRules")}</AppLink>
        </Stack>
      </Stack>
    </Container>
  );
}
