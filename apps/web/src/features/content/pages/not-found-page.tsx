import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useDocumentTitle, useRobots } from "../../../lib/document-head.ts";

/** 'Page Not Found: {path}' with 404 semantics for the client: its own title and noindex. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t("notFound.title", { path: pathname });
  useDocumentTitle(`${title} · ${t("app.name")}`);
  useRobots("noindex");
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{t("notFound.hint")}</Text>
      </Stack>
    </Container>
  );
}
