import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

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
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} data-autofocus={danger || undefined}>
          {t("organiser.cancel")}
        </Button>
        <Button
          color={danger ? "red.9" : undefined}
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
