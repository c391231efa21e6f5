import { HOME_UPCOMING_SHOWN } from "@kickoff/domain/home-content.ts";
import { formatLocalDateRange } from "@kickoff/domain/local-dates.ts";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { useUpcomingTournaments } from "../../../lib/api/list-upcoming-tournaments.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import "./home.css";

/** The next few public tournaments and festivals, each a link to its page, and the way to all of them. */
export function HomeUpcoming() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const upcoming = useUpcomingTournaments(0, HOME_UPCOMING_SHOWN);
  const items = upcoming.data?.items ?? [];
  return (
    <Stack component="section" aria-labelledby="home-upcoming" gap="sm" data-upcoming>
      <Title order={2} id="home-upcoming">
        {t("landing.upcoming.heading")}
      </Title>
      {upcoming.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t("landing.upcoming.loading")}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="home-skeleton" />
          ))}
        </Stack>
      ) : upcoming.isError ? (
        <Text>{t("landing.upcoming.error")}</Text>
      ) : items.length === 0 ? (
        <Text>{t("landing.upcoming.empty")}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {items.map((item) => (
            <li key={item.id}>
              <div className="home-card">
                <Text fw={700} size="lg" style={{ overflowWrap: "anywhere" }}>
                  <AppLink to={(item.festival ? paths.funino : paths.tournament).href(lang, item.id)}>
                    {item.name}
                  </AppLink>
                </Text>
                <Text size="sm">
                  {[formatLocalDateRange(item.startDate, item.endDate, lang), item.city].filter(Boolean).join(" · ")}
                </Text>
                {item.festival ? <span className="home-badge">{t("landing.upcoming.festival")}</span> : null}
              </div>
            </li>
          ))}
        </Stack>
      )}
      <AppLink to={paths.allTournaments.href(lang)} fw={600}>
        {t("landing.upcoming.all")}
      </AppLink>
    </Stack>
  );
}
