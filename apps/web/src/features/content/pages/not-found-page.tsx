import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { useDocumentTitle, useRobots } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import "./not-found-page.css";

/**
 * 'Page Not Found: {path}' with 404 semantics for the client (its own title and noindex; the server answers 404 too),
 * a tournament search and the ways back (previous page, home). Static and in the shell's catalog: it is also the
 * route error screen, shown when page chunks or catalogs could not load.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState("");
  const inputId = useId();
  const title = t("notFound.title", { path: pathname });
  useDocumentTitle(`${title} · ${t("app.name")}`);
  useRobots("noindex");
  // Something to go back to: a page of the app (the router's index) or the page opened before this one in the tab.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 || window.history.length > 1;
  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(`${paths.globalTournaments.href(lang)}${query ? `?${new URLSearchParams({ text: query })}` : ""}`);
  };
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        <Text size="lg">{t("notFound.hint")}</Text>
        <form onSubmit={search}>
          <Group gap="xs" align="flex-end">
            {/* A plain input, not Mantine's TextInput: this page is in the start bundle of every page (the route
                error screen), and the input package would add 8 KB there. */}
            <Stack gap={4} style={{ flex: "1 1 14rem" }}>
              <Text component="label" htmlFor={inputId} size="sm" fw={500}>
                {t("notFound.searchLabel")}
              </Text>
              <input
                id={inputId}
                type="search"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={120}
                className="not-found-search"
              />
            </Stack>
            <Button type="submit">{t("notFound.search")}</Button>
          </Group>
        </form>
        <Group gap="md">
          {canGoBack ? (
            <Button variant="default" onClick={() => window.history.back()}>
              {t("notFound.back")}
            </Button>
          ) : null}
          <AppLink to={paths.home.href(lang)}>{t("notFound.home")}</AppLink>
        </Group>
      </Stack>
    </Container>
  );
}
