import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDocumentDescription, useDocumentTitle } from "../../../lib/document-head.ts";

/** The heading of an info page (`pages.{page}.title`), its lead, and the page's title and description in the head. */
export function InfoPageHeader({ page, lead }: { page: string; lead: string }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  useDocumentTitle(`${title} · ${t("app.name")}`);
  useDocumentDescription(t(`pages.${page}.description`));
  return (
    <Stack gap="sm">
      <Title order={1} style={{ overflowWrap: "break-word" }}>
        {title}
      </Title>
      <Text size="lg">{lead}</Text>
    </Stack>
  );
}
