import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "./tap-target.ts";

/**
 * A yes/no question before anything that cannot simply be undone. A dangerous question opens with the focus on
 * Cancel, so Enter or a double tap right after opening does not delete anything.
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("organiser.close") }}
    >
      <Text mb="md">{message}</Text>
      {/* Thumb-sized, and far enough apart that a tap meant for Cancel never confirms. */}
      <Group justify="flex-end" gap={24}>
        <Button variant="default" mih={TAP_TARGET} onClick={onClose} data-autofocus={danger || undefined}>
          {t("organiser.cancel")}
        </Button>
        <Button
          color={danger ? "red.9" : undefined}
          mih={TAP_TARGET}
          loading={busy}
          onClick={onConfirm}
          data-autofocus={!danger || undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
