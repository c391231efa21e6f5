import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDeleteEvent } from "../api/events-api.ts";

/** The owner's delete button; the question says the divisions stay as standalone tournaments. */
export function DeleteEvent({ eventId, name }: { eventId: string; name: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEvent(eventId);
  return (
    <Group>
      <Button color="red" variant="light" mih={TAP_TARGET} onClick={() => setConfirming(true)}>
        {t("events.delete.button")}
      </Button>
      <ConfirmModal
        opened={confirming}
        danger
        title={t("events.delete.title")}
        message={t("events.delete.message", { name })}
        confirmLabel={t("events.delete.confirm")}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showSnackbar(t("events.delete.done"), "success");
              navigate(paths.adminboard.href(lang));
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Group>
  );
}
