import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { useUpcomingTournaments } from "../../../lib/api/list-upcoming-tournaments.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { TournamentList } from "../components/tournament-list.tsx";
import { PAGE_SIZE, pageFromParams } from "../lib/search-filters.ts";

/** Upcoming public tournaments, soonest first (the page number is in the URL, so it can be shared). */
export function UpcomingTournamentsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const query = useUpcomingTournaments(page, PAGE_SIZE);
  useDocumentTitle(`${t("pages.allTournaments.title")} · ${t("app.name")}`);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("pages.allTournaments.title")}</Title>
        <Text size="lg">{t("pages.allTournaments.description")}</Text>
        <AppLink to={paths.globalTournaments.href(lang)}>{t("public.upcoming.searchLink")}</AppLink>
        {query.isError && !query.data ? (
          <Text role="alert">{t("public.list.error")}</Text>
        ) : (
          <TournamentList
            data={query.data}
            loading={query.isFetching}
            empty={t("public.upcoming.empty")}
            page={page}
            onPage={(p) => setParams(p > 0 ? { page: String(p + 1) } : {})}
          />
        )}
      </Stack>
    </Container>
  );
}
