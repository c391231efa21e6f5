import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/document-head.ts";

/** Heading (`pages.{page}.title`), a short intro and the page's sections. */
export function AccountPageLayout({ page, intro, children }: { page: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  useDocumentTitle(`${title} · ${t("app.name")}`);
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text>{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
