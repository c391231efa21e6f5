import { formatLocalDateRange } from "@kickoff/domain/local-dates.ts";
import { Alert, Badge, Button, Card, Group, Loader, Pagination, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TOURNAMENT_STATUS_COLOURS, tournamentStatusLabel } from "../../../components/tournament/status.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardItem,
  type DashboardList,
  useDashboardList,
} from "../api/dashboard-lists.ts";
import { useChangeStatus, useDeleteTournament, useDuplicateTournament } from "../api/tournament-actions.ts";

/** One paged list of the board with status, date, team count and quick actions. */
export function TournamentList({ list }: { list: DashboardList }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useDashboardList(list, page);
  const titleId = `dashboard-${list}`;
  const pages = query.data ? Math.ceil(query.data.total / DASHBOARD_PAGE_SIZE) : 0;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t(`organiser.dashboard.lists.${list}`)}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label={t("organiser.loading")} />
      ) : query.isError ? (
        <Alert color="red">{t("organiser.loadFailed")}</Alert>
      ) : query.data.items.length === 0 ? (
        <Text>{t(`organiser.dashboard.empty.${list}`)}</Text>
      ) : (
        <Stack gap="sm">
          {query.data.items.map((item) => (
            <TournamentCard key={item.id} item={item} />
          ))}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page + 1}
              onChange={(p) => setPage(p - 1)}
              getControlProps={(control) => ({ "aria-label": t(`organiser.dashboard.pager.${control}`) })}
              getItemProps={(p) => ({ "aria-label": t("organiser.dashboard.pager.page", { page: p }) })}
            />
          ) : null}
        </Stack>
      )}
    </section>
  );
}

function TournamentCard({ item }: { item: DashboardItem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const duplicate = useDuplicateTournament();
  const remove = useDeleteTournament();
  const status = useChangeStatus();
  const [confirm, setConfirm] = useState<"delete" | "status" | null>(null);
  const quickStatus = item.status === "draft" ? "published" : item.status === "running" ? "finished" : null;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={item.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{item.name}</Text>
          <Badge color={TOURNAMENT_STATUS_COLOURS[item.status]} variant="dot" data-status={item.status}>
            {tournamentStatusLabel(item.status, t)}
          </Badge>
        </Group>
        <Text size="sm">
          {t("organiser.dashboard.meta", {
            date: formatLocalDateRange(item.startDate, item.endDate, lang),
            teams: item.teamCount,
          })}
          {item.role === "editor"
            ? ` · ${t(item.viaEvent ? "organiser.dashboard.viaEventRole" : "organiser.dashboard.editorRole")}`
            : ""}
        </Text>
        <Group gap="xs">
          <Button size="compact-md" component={Link} to={paths.tournamentOverview.href(lang, item.id)}>
            {t("organiser.actions.open")}
          </Button>
          {item.viaEvent && item.eventId ? (
            <Button
              size="compact-md"
              variant="light"
              component={Link}
              to={paths.eventOverview.href(lang, item.eventId)}
            >
              {t("organiser.dashboard.openEvent")}
            </Button>
          ) : null}
          <Button
            size="compact-md"
            variant="light"
            loading={duplicate.isPending}
            aria-label={t("organiser.actions.duplicateNamed", { name: item.name })}
            onClick={async () => {
              try {
                const copy = await duplicate.mutateAsync(item.id);
                showSnackbar(t("organiser.settings.duplicated"), "success");
                navigate(paths.createTournament.href(lang, copy.id));
              } catch {
                showSnackbar(t("organiser.settings.duplicateFailed"));
              }
            }}
          >
            {t("organiser.actions.duplicate")}
          </Button>
          {quickStatus && item.role === "owner" ? (
            <Button size="compact-md" variant="light" loading={status.isPending} onClick={() => setConfirm("status")}>
              {t(`organiser.status.to.${quickStatus}`)}
            </Button>
          ) : null}
          {item.role === "owner" ? (
            <Button
              size="compact-md"
              variant="subtle"
              color="red"
              aria-label={t("organiser.actions.deleteNamed", { name: item.name })}
              onClick={() => setConfirm("delete")}
            >
              {t("organiser.actions.delete")}
            </Button>
          ) : null}
        </Group>
      </Stack>
      {quickStatus ? (
        <ConfirmModal
          opened={confirm === "status"}
          title={t(`organiser.status.to.${quickStatus}`)}
          message={t(
            quickStatus === "published"
              ? `organiser.status.publishConfirm.${item.visibility}`
              : "organiser.status.confirm.finished",
          )}
          confirmLabel={t(`organiser.status.to.${quickStatus}`)}
          busy={status.isPending}
          onConfirm={async () => {
            await status.mutateAsync({ id: item.id, status: quickStatus }).catch(() => undefined);
            setConfirm(null);
          }}
          onClose={() => setConfirm(null)}
        />
      ) : null}
      <ConfirmModal
        opened={confirm === "delete"}
        title={t("organiser.actions.delete")}
        message={t("organiser.actions.deleteConfirm", { name: item.name })}
        confirmLabel={t("organiser.actions.delete")}
        danger
        busy={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(item.id);
            showSnackbar(t("organiser.actions.deleted"), "success");
          } catch {
            // The api client has shown why in a snackbar; the dialog closes and the card stays.
          } finally {
            setConfirm(null);
          }
        }}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
