import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/document-head.ts";

/** The landing page: what the product is, in the visitor's language. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("app.name")} · ${t("app.tagline")}`);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("home.title")}</Title>
        <Text size="lg">{t("home.lead")}</Text>
      </Stack>
    </Container>
  );
}
