import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ComposeMessageForm } from "./compose-message-form.tsx";

export type ContactStep = "compose" | "login" | "sent";

/**
 * The dialog of "Contact the organisers" (Mantine Modal, the compose form with its contracts): a chunk of its own,
 * loaded when a visitor first opens it (contact-organisers.tsx).
 */
export function ContactOrganisersDialog({
  opened,
  step,
  titleId,
  tournamentId,
  tournamentName,
  onSent,
  onLogin,
  onClose,
}: {
  opened: boolean;
  step: ContactStep;
  titleId: string;
  tournamentId: string;
  tournamentName: string;
  onSent: () => void;
  onLogin: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<span id={titleId}>{t("public.contact.dialogTitle")}</span>}
      centered
      closeButtonProps={{ "aria-label": t("public.contact.close") }}
    >
      {step === "compose" ? (
        <Stack gap="sm">
          <Text size="sm">{t("public.contact.intro", { name: tournamentName })}</Text>
          <ComposeMessageForm
            target={{ tournamentId }}
            labelledBy={titleId}
            onSent={onSent}
            onCancel={onClose}
            autoFocus
          />
        </Stack>
      ) : step === "login" ? (
        <Stack gap="sm">
          <Text size="sm">{t("public.contact.loginText")}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("public.contact.cancel")}
            </Button>
            <Button onClick={onLogin} data-autofocus>
              {t("public.contact.login")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Sent onClose={onClose} />
      )}
    </Modal>
  );
}

/** The confirmation; takes the focus from the form's send button, which is gone now. */
function Sent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Stack gap="sm" role="status" data-testid="contact-organisers-sent">
      <Text fw={600}>{t("public.contact.sentTitle")}</Text>
      <Text size="sm">{t("public.contact.sentText")}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose} ref={closeRef}>
          {t("public.contact.close")}
        </Button>
      </Group>
    </Stack>
  );
}
