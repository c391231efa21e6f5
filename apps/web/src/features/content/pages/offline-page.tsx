import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Button, List, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";

import { listSavedTournaments, type SavedTournament } from "../../../lib/saved-tournaments.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useIsOnline } from "../../../lib/use-online.ts";

/** The tournaments and festivals this device keeps (null while they are read). */
function useSavedTournaments(): SavedTournament[] | null {
  const [saved, setSaved] = useState<SavedTournament[] | null>(null);
  useEffect(() => {
    let live = true;
    listSavedTournaments()
      .catch(() => [])
      .then((list) => live && setSaved(list));
    return () => {
      live = false;
    };
  }, []);
  return saved;
}

/**
 * Without network: the tournaments and festivals saved on this device (each opens from the service worker's copy),
 * and a retry that goes back to where the visitor was once the connection is there again.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const online = useIsOnline();
  const saved = useSavedTournaments();
  const [tried, setTried] = useState(false);
  const retry = () => {
    setTried(true);
    if (!navigator.onLine) return;
    // Back to where the visitor was: inside the app (the router's index), or the page opened before this one.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate(paths.home.href(lang), { replace: true });
  };
  const date = (iso: string) =>
    new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  const time = (iso: string) =>
    new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

  return (
    <PageIntro page="offline">
      <Stack gap="xs" align="flex-start">
        <Button onClick={retry}>{t("pages.offline.retry")}</Button>
        <Text role="status" size="sm">
          {online ? t("pages.offline.backOnline") : tried ? t("pages.offline.stillOffline") : ""}
        </Text>
      </Stack>
      <section aria-labelledby="offline-saved">
        <Title order={2} size="h3" id="offline-saved" mb="xs">
          {t("pages.offline.savedTitle")}
        </Title>
        {saved === null ? null : saved.length === 0 ? (
          <Text>{t("pages.offline.savedEmpty")}</Text>
        ) : (
          <List spacing="sm" listStyleType="none" data-saved-tournaments>
            {saved.map((item) => (
              <List.Item key={`${item.kind}-${item.id}`}>
                <AppLink
                  to={
                    item.kind === "festival" ? paths.funino.href(lang, item.id) : paths.tournament.href(lang, item.id)
                  }
                  fw={600}
                >
                  {item.name}
                </AppLink>
                <Text size="sm">
                  {[
                    t(item.kind === "festival" ? "pages.offline.festival" : "pages.offline.tournament"),
                    item.startDate ? date(item.startDate) : null,
                    item.storedAt ? t("pages.offline.savedAt", { time: time(item.storedAt) }) : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </section>
    </PageIntro>
  );
}
