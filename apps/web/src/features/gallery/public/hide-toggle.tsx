import type { Album, AlbumPhoto } from "@kickoff/domain/gallery-contracts.ts";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useHidePhoto } from "./album-api.ts";

/**
 * Under a photo the viewer sees marked: "hidden" when an organiser hid it, and for organisers the toggle. Hiding
 * asks first (visitors stop seeing it at once); showing again does not.
 */
export function HideToggle({
  album,
  photo,
  albumKey,
  userId,
  canHide,
}: {
  album: Album;
  photo: AlbumPhoto;
  albumKey: string | undefined;
  userId: string | null;
  canHide: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const mutation = useHidePhoto(album.id, albumKey, userId);
  const hidden = photo.hidden === true;
  const change = (next: boolean) =>
    mutation.mutate(
      { fileId: photo.fileId, hidden: next },
      {
        onSuccess: () => {
          setAsking(false);
          showSnackbar(t(next ? "gallery.public.hiddenDone" : "gallery.public.shownDone"), "success");
        },
      },
    );
  return (
    <>
      {hidden ? (
        <Text size="xs" fw={700}>
          {t("gallery.public.hiddenMark")}
        </Text>
      ) : null}
      {canHide ? (
        <Button
          variant="default"
          size="compact-sm"
          mih={TAP_TARGET}
          fullWidth
          styles={{ label: { whiteSpace: "normal", textAlign: "center" }, root: { height: "auto" } }}
          loading={mutation.isPending && !asking}
          onClick={() => (hidden ? change(false) : setAsking(true))}
        >
          {hidden ? t("gallery.public.show") : t("gallery.public.hide")}
        </Button>
      ) : null}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t("gallery.public.hideConfirmTitle")}
        centered
        closeButtonProps={{ "aria-label": t("gallery.public.lightbox.close") }}
      >
        <Text mb="md">{t("gallery.public.hideConfirm")}</Text>
        <Group justify="flex-end" gap={24}>
          <Button variant="default" mih={TAP_TARGET} onClick={() => setAsking(false)} data-autofocus>
            {t("gallery.public.cancel")}
          </Button>
          <Button color="red.9" mih={TAP_TARGET} loading={mutation.isPending} onClick={() => change(true)}>
            {t("gallery.public.hideConfirmButton")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
