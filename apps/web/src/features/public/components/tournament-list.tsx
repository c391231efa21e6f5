import type { PublicListPage } from "@kickoff/domain/public-contracts.ts";
import { Badge, Card, Group, Pagination, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { tournamentStatusLabel } from "../../../components/tournament/status.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { formatDateRange } from "../lib/labels.ts";

/** A page of public tournaments as cards, with loading and empty states and page links. */
export function TournamentList({
  data,
  loading,
  empty,
  page,
  onPage,
}: {
  data: PublicListPage | undefined;
  loading: boolean;
  empty: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (loading && !data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t("public.list.loading")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (!data || data.items.length === 0) {
    return (
      <Text role="status" size="lg">
        {empty}
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.size));
  return (
    <Stack gap="sm" aria-busy={loading}>
      <Text role="status">{t("public.list.count", { number: data.total })}</Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {data.items.map((item) => {
          const place = [item.venue, item.city, item.country].filter(Boolean).join(", ");
          return (
            <li key={item.id}>
              <Card withBorder padding="sm">
                <Title order={2} size="h4">
                  <AppLink to={(item.festival ? paths.funino : paths.tournament).href(lang, item.id)}>
                    {item.name}
                  </AppLink>
                </Title>
                <Text size="sm" fw={600}>
                  {formatDateRange(item.startDate, item.endDate, lang)}
                </Text>
                {place ? <Text size="sm">{place}</Text> : null}
                <Group gap={6} mt={6}>
                  {item.ageGroupLabel ? (
                    <Badge color="dark" variant="outline">
                      {t("public.header.ageGroup", { label: item.ageGroupLabel })}
                    </Badge>
                  ) : null}
                  <Badge color="dark" variant="outline">
                    {item.festival ? t("public.mode.festival") : t(`public.mode.${item.mode}`)}
                  </Badge>
                  <Badge color="dark" variant="outline">
                    {t("public.list.teams", { number: item.teamCount })}
                  </Badge>
                  {item.status === "running" ? (
                    // Blue, not red: a running tournament is good news, not an error.
                    <Badge color="blue.9" variant="filled" data-status="running">
                      {tournamentStatusLabel(item.status, t)}
                    </Badge>
                  ) : null}
                  {item.registrationOpen ? (
                    <Badge color="pitch.9" variant="filled">
                      {t("public.list.registrationOpen")}
                    </Badge>
                  ) : null}
                </Group>
              </Card>
            </li>
          );
        })}
      </Stack>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(p) => onPage(p - 1)}
          getControlProps={(control) => ({
            "aria-label": t(`public.list.${control}`),
          })}
          getItemProps={(p) => ({ "aria-label": t("public.list.page", { page: p }) })}
        />
      ) : null}
    </Stack>
  );
}
