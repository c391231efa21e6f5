import type { OperatorUserDetail } from "@kickoff/domain/operator-contracts.ts";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { exportUserPath, type UserAction, useOperatorUser, useUserAction } from "../api/users.ts";
import { downloadAttachment } from "../lib/download-export.ts";
import { formatBytes } from "../lib/operator-model.ts";
import { ReasonDialog } from "./reason-dialog.tsx";
import { ErrorAlert, OperatorQuery } from "./states.tsx";
import { UserBadges } from "./users-section.tsx";

/** One user: account, tournaments, storage, block state, and the operator's actions on them. */
export function UserDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const query = useOperatorUser(id);
  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" mih={TAP_TARGET} onClick={onBack}>
          {t("operator.users.back")}
        </Button>
      </Group>
      <OperatorQuery query={query}>{(user) => <UserCard user={user} onDeleted={onBack} />}</OperatorQuery>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </div>
  );
}

function UserCard({ user, onDeleted }: { user: OperatorUserDetail; onDeleted: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const act = useUserAction();
  const [action, setAction] = useState<UserAction | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const submit = async (reason: string) => {
    if (!action) return;
    try {
      await act.mutateAsync({ id: user.id, action, reason });
      showSnackbar(t(`operator.users.done.${action}`, { email: user.email }), "success");
      setAction(null);
      if (action === "delete") onDeleted();
    } catch {
      // Shown in the dialog.
    }
  };

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAttachment(exportUserPath(user.id), `kickoff-user-${user.id}.json`);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  const actions: UserAction[] = [
    user.blocked ? "unblock" : "block",
    ...(user.verified ? [] : (["resendverify"] as const)),
    "delete",
  ];

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
            {user.email}
          </Title>
          <UserBadges user={user} />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label={t("operator.users.name")} value={user.displayName} />
            <Fact label={t("operator.users.club")} value={user.clubName || "–"} />
            <Fact label={t("operator.users.created")} value={date(user.createdAt)} />
            <Fact label={t("operator.users.storage")} value={formatBytes(user.storageBytes, lang)} />
            <Fact label={t("operator.users.photos")} value={String(user.photoCount)} />
            <Fact label={t("operator.users.sessions")} value={String(user.activeSessions)} />
          </SimpleGrid>
          {user.blocked ? (
            <Text size="sm" c="red.9" role="status">
              {t("operator.users.blockedSince", {
                date: user.blockedAt ? date(user.blockedAt) : "–",
                reason: user.blockedReason ?? "–",
              })}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-label={t("operator.users.tournamentsTitle")}>
        <Stack gap="xs">
          <Title order={4}>{t("operator.users.tournamentsTitle")}</Title>
          {user.tournaments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("operator.users.noTournaments")}
            </Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
              {user.tournaments.map((tm) => (
                <Text component="li" key={tm.id} size="sm" style={{ overflowWrap: "anywhere" }}>
                  {tm.name} · {tm.startDate} ·{" "}
                  {t(`operator.tournamentStatus.${tm.status}`, { defaultValue: tm.status })} ·{" "}
                  {t(`operator.visibility.${tm.visibility}`, { defaultValue: tm.visibility })}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Group gap="xs" wrap="wrap">
        {actions.map((a) => (
          <Button
            key={a}
            mih={TAP_TARGET}
            variant={a === "delete" ? "outline" : "filled"}
            color={a === "delete" || a === "block" ? "red.9" : undefined}
            onClick={() => {
              act.reset();
              setAction(a);
            }}
          >
            {t(`operator.users.actions.${a}`)}
          </Button>
        ))}
        <Button mih={TAP_TARGET} variant="light" loading={exporting} onClick={() => void download()}>
          {t("operator.users.actions.export")}
        </Button>
      </Group>
      <ErrorAlert error={exportError} />
      <ReasonDialog
        opened={action !== null}
        title={action ? t(`operator.users.dialog.${action}`, { email: user.email }) : ""}
        intro={action ? t(`operator.users.intro.${action}`) : undefined}
        submitLabel={action ? t(`operator.users.actions.${action}`) : ""}
        confirm={action === "delete" ? t("operator.users.deleteConfirm", { email: user.email }) : undefined}
        danger={action === "delete" || action === "block"}
        busy={act.isPending}
        error={act.error}
        onSubmit={({ reason }) => void submit(reason)}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}
