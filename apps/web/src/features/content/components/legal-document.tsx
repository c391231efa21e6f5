import type { LegalKind, LegalText } from "@kickoff/domain/legal-contracts.ts";
import { formatLocalDate } from "@kickoff/domain/local-dates.ts";
import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { useDocumentDescription, useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useLegalText } from "../api/get-legal-text.ts";
import { type LinkRenderer, MarkdownBlocks, parseMarkdown } from "../lib/markdown.tsx";
import "./legal.css";

/** The page key (pages catalog) of each legal text. */
const PAGE: Record<LegalKind, "imprint" | "dataPrivacy" | "agb"> = {
  imprint: "imprint",
  dataprivacy: "dataPrivacy",
  agb: "agb",
};

/** Links inside the text: this site's paths through the router, others as plain links. */
const link: LinkRenderer = ({ href, children }) =>
  href.startsWith("/") ? (
    <AppLink to={href}>{children}</AppLink>
  ) : (
    <Anchor href={href} {...(href.startsWith("http") ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </Anchor>
  );

/**
 * A legal page: title, version and date, a table of contents of its sections, and the text. The text is the
 * deployer's Markdown when the server has one, else the built-in one that `builtIn` writes from the catalog.
 */
export function LegalDocument({
  kind,
  builtIn,
}: {
  kind: LegalKind;
  /** The built-in text as Markdown, for the server's answer (the imprint needs its operator). */
  builtIn: (answer: LegalText) => string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const page = PAGE[kind];
  const title = t(`pages.${page}.title`);
  useDocumentTitle(`${title} · ${t("app.name")}`);
  useDocumentDescription(t(`pages.${page}.description`));
  const query = useLegalText(kind, lang);
  const answer = query.data;
  const blocks = useMemo(() => (answer ? parseMarkdown(answer.markdown ?? builtIn(answer)) : []), [answer, builtIn]);
  const sections = blocks.flatMap((b) => (b.type === "heading" && b.level === 2 ? [b] : []));

  return (
    // PageIntro's layout, with a title that breaks long words ("Datenschutzerklärung") on a 360 px phone.
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} className="legal-title">
          {title}
        </Title>
        <Text size="lg">{t(`pages.${page}.description`)}</Text>
        {query.isError ? (
          <LoadFailedAlert
            message={t("legal.meta.loadFailed")}
            retryLabel={t("legal.meta.retry")}
            onRetry={() => void query.refetch()}
          />
        ) : !answer ? (
          <LoadingScreen />
        ) : (
          <div className="legal-document" data-ready lang={answer.language ?? undefined}>
            <Text c="dimmed" size="sm" data-testid="legal-version">
              {t("legal.meta.version", {
                version: answer.published.version,
                date: formatLocalDate(answer.published.date, lang),
              })}
            </Text>
            {sections.length > 1 ? (
              <nav className="legal-toc" aria-labelledby={`${kind}-toc`}>
                <Text component="h2" fw={700} size="md" id={`${kind}-toc`}>
                  {t("legal.meta.toc")}
                </Text>
                <ol>
                  {sections.map((s) => (
                    <li key={s.id}>
                      <Anchor href={`#${s.id}`}>{s.text}</Anchor>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <div className="legal-text">
              <MarkdownBlocks blocks={blocks} link={link} />
            </div>
          </div>
        )}
      </Stack>
    </Container>
  );
}

/** `## title` and body for each section of a built-in text (`legal.{doc}.sections.{id}`). */
export function builtInSections(
  t: (key: string, options?: Record<string, string>) => string,
  doc: string,
  ids: readonly string[],
  lang: Parameters<typeof paths.imprint.href>[0],
  body: (id: string) => string = () => "body",
): string {
  const links = {
    imprint: paths.imprint.href(lang),
    privacy: paths.dataPrivacy.href(lang),
    terms: paths.agb.href(lang),
    contact: paths.contact.href(lang),
    account: paths.userAccount.href(lang),
  };
  return ids
    .map(
      (id) => `## ${t(`legal.${doc}.sections.${id}.title`)}\n\n${t(`legal.${doc}.sections.${id}.${body(id)}`, links)}`,
    )
    .join("\n\n");
}
