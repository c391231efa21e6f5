import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useDocumentDescription } from "../../../lib/document-head.ts";
import "./guide.css";

/** One of the guide pages (howto, tip, faq): heading, description as intro and meta description, then the content. */
export function GuidePage({ page, children }: { page: "howto" | "tip" | "faq"; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentDescription(t(`pages.${page}.description`));
  return (
    <PageIntro page={page}>
      <div className="guide">{children}</div>
    </PageIntro>
  );
}

/** A jump list to the page's sections (`#id`), named so screen readers can find it among the landmarks. */
export function GuideToc({
  items,
  ordered = false,
}: {
  items: ReadonlyArray<{ id: string; label: string }>;
  /** Numbered like the steps it lists. */
  ordered?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="guide-toc" className="guide-toc guide-no-print">
      <Text fw={700} id="guide-toc">
        {t("guide.toc")}
      </Text>
      <List spacing={4} type={ordered ? "ordered" : "unordered"}>
        {items.map((item) => (
          <List.Item key={item.id}>
            <Anchor href={`#${item.id}`}>{item.label}</Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}

/** A titled section of a guide page with its anchor; paragraphs and list items are given as translated text. */
export function GuideSection({
  id,
  title,
  paragraphs = [],
  items = [],
  children,
}: {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="guide-section">
      <Stack gap="sm">
        <Title order={2} id={`${id}-title`}>
          {title}
        </Title>
        {paragraphs.map((p) => (
          <Text key={p}>{p}</Text>
        ))}
        {items.length ? (
          <List spacing="xs">
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ) : null}
        {children}
      </Stack>
    </section>
  );
}
