import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../app/paths.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLanguage } from "../lib/use-language.ts";
import { useIsOnline } from "../lib/use-online.ts";
import { AppLink } from "./app-link.tsx";
import { OfflineNotice } from "./offline-notice.tsx";

/**
 * A public page (a tournament's, a festival's) without its payload: never opened on this device and no network (it
 * loads by itself once the connection is back); not found, where a reporter link on this device still opens its
 * entry (the public cannot see a private or unpublished one); else the failure with a retry.
 */
export function PublicPageFailure({
  query,
  reporter,
  texts,
  before,
}: {
  query: { error: unknown; refetch: () => unknown };
  /** The reporter's entry, when this device holds a reporter link. */
  reporter: ReactNode;
  /** The page's heading, and its own "not found" heading and text. */
  texts: { title: string; notFoundTitle: string; notFound: string };
  /** Put first in the page's frame (the first paint's swap). */
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const online = useIsOnline();
  const { error } = query;
  if (error instanceof ApiError && error.status === 0 && !online) return <OfflineNotice />;
  const notFound = error instanceof ApiError && error.status === 404;
  if (notFound && reporter)
    return (
      <Container size="sm" py="md" data-ready>
        {before}
        {reporter}
      </Container>
    );
  return (
    <Container size="sm" py="xl" data-ready>
      {before}
      <Stack>
        <Title order={1}>{texts.title}</Title>
        <Title order={2} size="h3">
          {notFound ? texts.notFoundTitle : t("public.page.errorTitle")}
        </Title>
        <Text>{notFound ? texts.notFound : t("public.page.error")}</Text>
        <Group>
          {!notFound ? <Button onClick={() => void query.refetch()}>{t("public.page.retry")}</Button> : null}
          <AppLink to={paths.globalTournaments.href(lang)}>{t("public.page.findOthers")}</AppLink>
        </Group>
      </Stack>
    </Container>
  );
}

/** The page shows the service worker's copy (the network failed): since when. */
export function OfflineCopyAlert({ storedAt }: { storedAt: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Alert color="yellow" role="status" title={t("public.offline.title")}>
      {t("public.offline.lastUpdated", {
        time: new Date(storedAt).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" }),
      })}
    </Alert>
  );
}
