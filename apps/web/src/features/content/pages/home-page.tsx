import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";

const POINTS = ["plan", "live", "share"] as const;

/** The landing page: what the product is, in the visitor's language, and the two ways in. */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(`${t("app.name")} · ${t("app.tagline")}`);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="md">
          {/* Long compounds (nl "jeugdvoetbaltoernooien") break instead of widening a phone's page. */}
          <Title order={1} style={{ hyphens: "auto", overflowWrap: "break-word" }}>
            {t("home.title")}
          </Title>
          <Text size="lg">{t("home.lead")}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.createTournament.href(lang)} size="md">
              {t("home.ctaCreate")}
            </Button>
            <Button component={Link} to={paths.globalTournaments.href(lang)} size="md" variant="outline">
              {t("home.ctaFind")}
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {POINTS.map((point) => (
            <Card key={point} withBorder padding="md" component="section" aria-labelledby={`home-${point}`}>
              <Title order={2} size="h4" id={`home-${point}`}>
                {t(`home.points.${point}.title`)}
              </Title>
              <Text mt={4}>{t(`home.points.${point}.text`)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
