import { OPERATOR_REASON_MAX } from "@kickoff/domain/operator-contracts.ts";
import { NOTE_TO_OWNER_MAX } from "@kickoff/domain/report-contracts.ts";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ErrorAlert } from "./states.tsx";

export type ReasonInput = { reason: string; note?: string };

/**
 * Every operator action asks why (the reason goes into the audit log). Optionally a note to the owner; a
 * `confirm` text adds a second step (for what cannot be undone) that opens with the focus on Back.
 */
export function ReasonDialog({
  opened,
  title,
  intro,
  submitLabel,
  withNote = false,
  confirm,
  danger = false,
  busy = false,
  error,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  intro?: string;
  submitLabel: string;
  withNote?: boolean;
  confirm?: string;
  danger?: boolean;
  busy?: boolean;
  error?: unknown;
  onSubmit: (input: ReasonInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (opened) {
      setReason("");
      setNote("");
      setReasonError(null);
      setConfirming(false);
    }
  }, [opened]);

  const input = (): ReasonInput => ({
    reason: reason.trim(),
    ...(withNote && note.trim() ? { note: note.trim() } : {}),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t("operator.common.reasonRequired"));
      return;
    }
    setReasonError(null);
    if (confirm) setConfirming(true);
    else onSubmit(input());
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("operator.common.close") }}
    >
      {confirming && confirm ? (
        <Stack gap="md">
          <Text>{confirm}</Text>
          <ErrorAlert error={error} />
          <Group justify="flex-end" gap={24}>
            <Button variant="default" mih={TAP_TARGET} onClick={() => setConfirming(false)} data-autofocus>
              {t("operator.common.back")}
            </Button>
            <Button color="red.9" mih={TAP_TARGET} loading={busy} onClick={() => onSubmit(input())}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {intro ? <Text size="sm">{intro}</Text> : null}
            <Textarea
              label={t("operator.common.reason")}
              description={t("operator.common.reasonHint")}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                if (event.currentTarget.value.trim()) setReasonError(null);
              }}
              error={reasonError}
              maxLength={OPERATOR_REASON_MAX}
              autosize
              minRows={2}
              required
              data-autofocus
            />
            {withNote ? (
              <Textarea
                label={t("operator.reports.noteToOwner")}
                description={t("operator.reports.noteToOwnerHint")}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={NOTE_TO_OWNER_MAX}
                autosize
                minRows={2}
              />
            ) : null}
            <ErrorAlert error={confirm ? null : error} />
            <Group justify="flex-end" gap={24}>
              <Button variant="default" mih={TAP_TARGET} onClick={onClose}>
                {t("operator.common.cancel")}
              </Button>
              <Button type="submit" mih={TAP_TARGET} color={danger ? "red.9" : undefined} loading={busy}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
