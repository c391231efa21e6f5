import { List, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

/** A titled part of the funino pages: `{prefix}.title`, then paragraphs, then a list, each given as key suffixes. */
export function FuninoSection({
  prefix,
  paragraphs = [],
  items = [],
  children,
}: {
  prefix: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="funino-section">
      <Stack gap="sm">
        <Title order={2} id={headingId}>
          {t(`${prefix}.title`)}
        </Title>
        {paragraphs.map((p) => (
          <Text key={p}>{t(`${prefix}.${p}`)}</Text>
        ))}
        {items.length ? (
          <List spacing="xs">
            {items.map((item) => (
              <List.Item key={item}>{t(`${prefix}.${item}`)}</List.Item>
            ))}
          </List>
        ) : null}
        {children}
      </Stack>
    </section>
  );
}
