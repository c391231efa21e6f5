import type { PlatformHealth } from "@kickoff/domain/operator-contracts.ts";
import { TOURNAMENT_STATUSES } from "@kickoff/domain/tournament-contracts.ts";
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useHealth } from "../api/health.ts";
import { formatBytes } from "../lib/operator-model.ts";
import { OperatorQuery } from "./states.tsx";

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" component="div" role="group" aria-label={`${label}: ${value}`}>
      <Text size="xs" c="dimmed" aria-hidden>
        {label}
      </Text>
      <Text fw={700} size="lg" aria-hidden>
        {value}
      </Text>
    </Paper>
  );
}

/** Platform counts as a compact grid: two columns on a phone. */
export function HealthSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useHealth();
  const number = (n: number) => new Intl.NumberFormat(lang).format(n);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="default" mih={TAP_TARGET} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t("operator.health.refresh")}
        </Button>
      </Group>
      <OperatorQuery query={query}>
        {(health) => {
          const statuses = [
            ...TOURNAMENT_STATUSES.filter((s) => s in health.tournaments),
            ...Object.keys(health.tournaments).filter((s) => !(TOURNAMENT_STATUSES as readonly string[]).includes(s)),
          ];
          return (
            <Stack gap="md">
              <Title order={3} size="h4">
                {t("operator.health.usersTitle")}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
                <Tile label={t("operator.health.users")} value={number(health.users.total)} />
                <Tile label={t("operator.health.verified")} value={number(health.users.verified)} />
                <Tile label={t("operator.health.blocked")} value={number(health.users.blocked)} />
              </SimpleGrid>
              <Title order={3} size="h4">
                {t("operator.health.tournamentsTitle")}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
                {statuses.map((status) => (
                  <Tile
                    key={status}
                    label={t(`operator.tournamentStatus.${status}`, { defaultValue: status })}
                    value={number(health.tournaments[status] ?? 0)}
                  />
                ))}
              </SimpleGrid>
              <Title order={3} size="h4">
                {t("operator.health.activityTitle")}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
                <Tile label={t("operator.health.matchesThisWeek")} value={number(health.matchesThisWeek)} />
                <Tile label={t("operator.health.liveViewers")} value={number(health.liveViewers)} />
                <Tile label={t("operator.health.files")} value={number(health.storage.files)} />
                <Tile label={t("operator.health.storage")} value={formatBytes(health.storage.bytes, lang)} />
                <Tile
                  label={t("operator.health.database")}
                  value={health.databaseBytes === null ? "–" : formatBytes(health.databaseBytes, lang)}
                />
              </SimpleGrid>
              <Failures health={health} />
            </Stack>
          );
        }}
      </OperatorQuery>
    </Stack>
  );
}

/**
 * What went wrong lately on the answering server process: how mail leaves, the last 5xx answers by request id (to
 * find the full line in the log) and mails that could not be sent. Per process: a restart forgets them.
 */
function Failures({ health }: { health: PlatformHealth }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const time = (at: string) => new Date(at).toLocaleString(lang, { dateStyle: "short", timeStyle: "medium" });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t("operator.health.failuresTitle")}
      </Title>
      <Text size="sm">
        {health.mailTransport === "smtp" ? t("operator.health.mailSmtp") : t("operator.health.mailOutbox")}
      </Text>
      <Text size="sm" fw={600}>
        {t("operator.health.serverErrors", { count: health.serverErrors.total })}
      </Text>
      {health.serverErrors.recent.length ? (
        <List size="sm" spacing={4}>
          {health.serverErrors.recent.slice(0, 10).map((e) => (
            <List.Item key={`${e.requestId}-${e.at}`} style={{ overflowWrap: "anywhere" }}>
              {time(e.at)} · {e.status} {e.code} · {e.method} {e.path} · {t("operator.health.requestId")} {e.requestId}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Text size="sm" fw={600}>
        {t("operator.health.mailFailures", { count: health.mailFailures.total })}
      </Text>
      {health.mailFailures.recent.length ? (
        <List size="sm" spacing={4}>
          {health.mailFailures.recent.slice(0, 10).map((m) => (
            <List.Item key={`${m.at}-${m.subject}`} style={{ overflowWrap: "anywhere" }}>
              {time(m.at)} · {m.subject} · {m.error}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Text size="xs" c="dimmed">
        {t("operator.health.perProcess")}
      </Text>
    </Stack>
  );
}
