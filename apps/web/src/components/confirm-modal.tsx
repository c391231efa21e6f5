import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A yes/no question before anything that cannot simply be undone. */
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
        <Button variant="default" onClick={onClose}>
          {t("organiser.cancel")}
        </Button>
        <Button color={danger ? "red" : undefined} loading={busy} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
