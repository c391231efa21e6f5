import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../lib/document-head.ts";

/**
 * A page's real heading and a short description of what it holds (`pages.{page}.title` and
 * `.description`); the feature's content goes below as children.
 */
export function PageIntro({ page, children }: { page: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  useDocumentTitle(`${title} · ${t("app.name")}`);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{t(`pages.${page}.description`)}</Text>
        {children}
      </Stack>
    </Container>
  );
}
