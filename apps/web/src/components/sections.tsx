import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../lib/document-head.ts";

/** A page of titled sections (account, settings, club): heading `pages.{page}.title`, a short intro, the sections. */
export function SectionsPage({ page, intro, children }: { page: string; intro: string; children: ReactNode }) {
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

/** One titled block of such a page; `anchor` lets other pages link straight to it. */
export function Section({
  title,
  intro,
  anchor,
  children,
}: {
  title: string;
  intro?: string;
  anchor?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" id={anchor} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {intro ? <Text size="sm">{intro}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}
