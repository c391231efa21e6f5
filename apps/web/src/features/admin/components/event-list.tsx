import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { QueryState } from "../../../components/query-state.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDashboardEvents } from "../api/dashboard-events.ts";

/** "My events" on the organiser's board: events with several age groups, and a button for a new one. */
export function EventList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useDashboardEvents();
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-events-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="my-events-title">
          {t("events.board.title")}
        </Title>
        <Button component={Link} to={paths.createEvent.href(lang)} variant="light" mih={TAP_TARGET}>
          {t("events.board.create")}
        </Button>
      </Group>
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <Text size="sm">{t("events.board.empty")}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {data.items.map((item) => (
                <Paper component="li" withBorder p="sm" key={item.id}>
                  <Anchor
                    component={Link}
                    to={paths.eventOverview.href(lang, item.id)}
                    fw={600}
                    style={{ display: "inline-flex", alignItems: "center", minHeight: TAP_TARGET }}
                  >
                    {item.name}
                  </Anchor>
                  <Text size="sm">
                    {item.endDate && item.endDate !== item.startDate
                      ? `${item.startDate} – ${item.endDate}`
                      : item.startDate}{" "}
                    · {t("events.board.divisions", { count: item.divisionCount })}
                    {item.role === "editor" ? ` · ${t("events.board.editor")}` : ""}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
