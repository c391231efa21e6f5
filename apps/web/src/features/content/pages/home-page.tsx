import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useDocumentDescription, useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { HomeAudiences } from "../components/home-audiences.tsx";
import { HomeCounts } from "../components/home-counts.tsx";
import { HomeUpcoming } from "../components/home-upcoming.tsx";

/** The landing page: what the product does and for whom, live numbers, what comes next, and the two ways in. */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(`${t("app.name")} · ${t("app.tagline")}`);
  useDocumentDescription(t("landing.description"));
  return (
    <Container size="md" py="xl">
      <Stack gap={48}>
        <Stack gap="md">
          {/* Long compounds (nl "jeugdvoetbaltoernooien") break instead of widening a phone's page. */}
          <Title order={1} style={{ hyphens: "auto", overflowWrap: "break-word" }}>
            {t("landing.title")}
          </Title>
          <Text size="lg">{t("landing.lead")}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.createTournament.href(lang)} size="md">
              {t("landing.ctaCreate")}
            </Button>
            <Button component={Link} to={paths.globalTournaments.href(lang)} size="md" variant="outline">
              {t("landing.ctaFind")}
            </Button>
          </Group>
          <Text size="sm">{t("landing.noAccount")}</Text>
        </Stack>
        <HomeCounts />
        <HomeAudiences />
        <HomeUpcoming />
      </Stack>
    </Container>
  );
}
