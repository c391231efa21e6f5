import {
  type OperatorReport,
  REPORT_STATUSES,
  type ReportAction,
  type ReportStatus,
} from "@kickoff/domain/report-contracts.ts";
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDecideReport, useReports } from "../api/reports.ts";
import { formatAge, reportActions, tellsOwner } from "../lib/operator-model.ts";
import { Pager } from "./pager.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";
import { OperatorQuery } from "./states.tsx";

const SIZE = 20;

/** The report queue in the server's order (most severe, then oldest), with hide / unhide / delete / dismiss. */
export function ReportsSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>("open");
  const [page, setPage] = useState(1);
  const query = useReports(status, page, SIZE);
  const decide = useDecideReport();
  const [pending, setPending] = useState<{ report: OperatorReport; action: ReportAction } | null>(null);

  const open = (report: OperatorReport, action: ReportAction) => {
    decide.reset();
    setPending({ report, action });
  };

  const submit = async ({ reason, note }: { reason: string; note?: string }) => {
    if (!pending) return;
    try {
      await decide.mutateAsync({
        id: pending.report.id,
        action: pending.action,
        reason,
        ...(note ? { noteToOwner: note } : {}),
      });
      showSnackbar(t(`operator.reports.done.${pending.action}`), "success");
      setPending(null);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Stack gap="md">
      <NativeSelect
        label={t("operator.reports.status")}
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as ReportStatus);
          setPage(1);
        }}
        data={REPORT_STATUSES.map((value) => ({ value, label: t(`operator.reports.statuses.${value}`) }))}
        maw={280}
      />
      <OperatorQuery
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={t(`operator.reports.empty.${status}`)}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm">{t("operator.reports.total", { count: data.total })}</Text>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
              {data.items.map((report) => (
                <ReportCard key={report.id} report={report} onAction={(action) => open(report, action)} />
              ))}
            </Stack>
            <Pager page={page} total={data.total} size={SIZE} onChange={setPage} />
          </Stack>
        )}
      </OperatorQuery>
      <ReasonDialog
        opened={pending !== null}
        title={pending ? t(`operator.reports.dialog.${pending.action}`) : ""}
        intro={pending ? describeTarget(pending.report, t) : undefined}
        submitLabel={pending ? t(`operator.reports.actions.${pending.action}`) : ""}
        withNote={pending ? tellsOwner(pending.action) : false}
        confirm={pending?.action === "delete" ? t("operator.reports.deleteConfirm") : undefined}
        danger={pending?.action === "delete"}
        busy={decide.isPending}
        error={decide.error}
        onSubmit={(input) => void submit(input)}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

type T = ReturnType<typeof useTranslation>["t"];

const describeTarget = (report: OperatorReport, t: T) =>
  `${t(`operator.reports.kinds.${report.target.kind}`)}: ${report.target.description ?? t("operator.reports.gone")}`;

function ReportCard({ report, onAction }: { report: OperatorReport; onAction: (action: ReportAction) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { target } = report;
  const gone = target.description === null && target.owner === null;
  const actions = reportActions(report.status, target.hidden, gone);
  return (
    <Paper component="li" withBorder p="sm" data-report-id={report.id} aria-label={describeTarget(report, t)}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge
            color={report.severity >= 80 ? "red.9" : report.severity >= 50 ? "orange.3" : "gray.7"}
            c={report.severity >= 80 || report.severity < 50 ? "white" : "dark.9"}
            variant="filled"
          >
            {t(`operator.reports.reasons.${report.reason}`)}
          </Badge>
          <Badge color="dark" variant="outline">
            {t(`operator.reports.kinds.${target.kind}`)}
          </Badge>
          {target.hidden ? (
            <Badge color="yellow.4" variant="filled" c="dark.9">
              {t("operator.reports.hidden")}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {target.description ?? t("operator.reports.gone")}
        </Text>
        {target.owner ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {t("operator.reports.owner", { name: target.owner.displayName, email: target.owner.email })}
          </Text>
        ) : null}
        {report.text ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            “{report.text}”
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {formatAge(report.createdAt, new Date(), lang)} ·{" "}
          {t("operator.reports.count", { count: target.reportCount, open: target.openCount })}
          {report.byUser ? ` · ${t("operator.reports.byUser")}` : ""}
        </Text>
        {report.resolutionNote ? (
          <Text size="sm">{t("operator.reports.resolution", { note: report.resolutionNote })}</Text>
        ) : null}
        {actions.length > 0 ? (
          <Group gap="xs" wrap="wrap">
            {actions.map((action) => (
              <Button
                key={action}
                mih={TAP_TARGET}
                variant={action === "delete" ? "outline" : action === "dismiss" ? "default" : "filled"}
                color={action === "delete" ? "red.9" : undefined}
                onClick={() => onAction(action)}
              >
                {t(`operator.reports.actions.${action}`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
