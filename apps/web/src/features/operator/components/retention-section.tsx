import { RETENTION_KINDS, type RetentionRun } from "@kickoff/domain/retention-contracts.ts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useRetention, useRunRetention } from "../api/retention.ts";
import { Pager } from "./pager.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";
import { OperatorQuery } from "./states.tsx";

const SIZE = 10;

/** The clean-up's policy, its recent runs (what each removed), and "run now". */
export function RetentionSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useRetention(page, SIZE);
  const run = useRunRetention();
  const [asking, setAsking] = useState(false);

  const submit = async (reason: string) => {
    try {
      await run.mutateAsync({ reason });
      showSnackbar(t("operator.retention.ran"), "success");
      setAsking(false);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          mih={TAP_TARGET}
          onClick={() => {
            run.reset();
            setAsking(true);
          }}
        >
          {t("operator.retention.runNow")}
        </Button>
      </Group>
      <OperatorQuery query={query}>
        {(data) => (
          <Stack gap="sm">
            <Text size="sm">
              {data.policy.intervalMinutes > 0
                ? t("operator.retention.schedule", { count: data.policy.intervalMinutes })
                : t("operator.retention.noSchedule")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("operator.retention.policy", {
                unverified: data.policy.unverifiedAccountDays,
                drafts: data.policy.draftTournamentDays,
                files: data.policy.orphanedFileDays,
                keys: data.policy.idempotencyKeyDays,
              })}
            </Text>
            {data.items.length === 0 ? (
              <Text c="dimmed" role="status">
                {t("operator.retention.empty")}
              </Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
                {data.items.map((item) => (
                  <RunRow key={item.id} run={item} />
                ))}
              </Stack>
            )}
            <Pager page={page} total={data.total} size={SIZE} onChange={setPage} />
          </Stack>
        )}
      </OperatorQuery>
      <ReasonDialog
        opened={asking}
        title={t("operator.retention.runTitle")}
        intro={t("operator.retention.runIntro")}
        submitLabel={t("operator.retention.runNow")}
        busy={run.isPending}
        error={run.error}
        onSubmit={({ reason }) => void submit(reason)}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

function RunRow({ run }: { run: RetentionRun }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const removed = RETENTION_KINDS.filter((kind) => run.counts[kind] > 0);
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Text fw={600}>
          {new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(run.startedAt))} ·{" "}
          {t(`operator.retention.triggers.${run.trigger}`)}
        </Text>
        {removed.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("operator.retention.nothingRemoved")}
          </Text>
        ) : (
          <Text size="sm">
            {removed.map((kind) => t(`operator.retention.kinds.${kind}`, { count: run.counts[kind] })).join(" · ")}
          </Text>
        )}
        {run.removed.accounts.length > 0 ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {run.removed.accounts.map((a) => a.email).join(", ")}
          </Text>
        ) : null}
        {run.removed.tournaments.length > 0 ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {run.removed.tournaments.map((tm) => tm.name).join(", ")}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
