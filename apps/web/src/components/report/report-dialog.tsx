import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportReason,
  type ReportTargetKind,
} from "@kickoff/domain/report-contracts.ts";
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client.ts";
import { useSendReport } from "./report-api.ts";

export type ReportTarget = {
  kind: ReportTargetKind;
  id: string /** A link-only album's key (photos). */;
  key?: string;
};

/**
 * The "Report" dialog (Mantine Modal, the reasons, the optional text): a chunk of its own, loaded when a visitor
 * first opens it (report-button.tsx). Texts are in the "public" namespace, which every page with the action loads.
 */
export function ReportDialog({
  opened,
  target,
  onClose,
}: {
  opened: boolean;
  target: ReportTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const send = useSendReport();

  // A new target or a new opening starts a new report.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the target and on opening only
  useEffect(() => {
    if (!opened) return;
    setReason(null);
    setText("");
    setMissingReason(false);
    send.reset();
  }, [opened, target.kind, target.id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const trimmed = text.trim();
    send.mutate({
      targetKind: target.kind,
      targetId: target.id,
      reason,
      ...(trimmed ? { text: trimmed } : {}),
      ...(target.key ? { key: target.key } : {}),
    });
  };

  const failure =
    send.error instanceof ApiError ? send.error : send.error ? new ApiError(0, "NETWORK_ERROR", "") : null;
  const failureText =
    failure?.code === "RATE_LIMITED"
      ? t("public.report.tooMany")
      : failure?.status === 404
        ? t("public.report.gone")
        : t("public.report.failed");

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<span id={titleId}>{t("public.report.title")}</span>}
      centered
      closeButtonProps={{ "aria-label": t("public.report.close") }}
    >
      {send.isSuccess ? (
        <Sent onClose={onClose} />
      ) : (
        <form onSubmit={submit} aria-labelledby={titleId} noValidate data-testid="report-form">
          <Stack gap="sm">
            <Text size="sm">{t("public.report.intro")}</Text>
            <Radio.Group
              label={t("public.report.reasonLabel")}
              value={reason ?? ""}
              onChange={(value) => {
                setReason(value as ReportReason);
                setMissingReason(false);
              }}
              error={missingReason ? t("public.report.errors.reason") : undefined}
              required
            >
              <Stack gap={6} mt={6}>
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r} label={t(`public.report.reasons.${r}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t("public.report.textLabel")}
              description={t("public.report.textHint")}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={REPORT_TEXT_MAX}
              autosize
              minRows={2}
              maxRows={6}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failureText}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t("public.report.cancel")}
              </Button>
              <Button type="submit" color="red" loading={send.isPending}>
                {t("public.report.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The confirmation; takes the focus from the send button, which is gone now. */
function Sent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Stack gap="sm" role="status" data-testid="report-sent">
      <Text fw={600}>{t("public.report.sentTitle")}</Text>
      <Text size="sm">{t("public.report.sent")}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose} ref={closeRef}>
          {t("public.report.close")}
        </Button>
      </Group>
    </Stack>
  );
}
