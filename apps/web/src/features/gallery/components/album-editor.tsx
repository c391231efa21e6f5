import type { StoredFile } from "@kickoff/domain/file-contracts.ts";
import { ALBUM_DESCRIPTION_MAX, ALBUM_TITLE_MAX, type Album } from "@kickoff/domain/gallery-contracts.ts";
import {
  Alert,
  Button,
  CopyButton,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { useMyTournaments } from "../../../lib/api/get-my-tournaments.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDeleteAlbum } from "../api/delete-album.ts";
import { useSaveAlbum } from "../api/save-album.ts";
import { type AlbumDraft, type AlbumLink, draftOf, emptyDraft, needsConsent, saveBody } from "../lib/album-draft.ts";
import { addUploaded, coverAfter, moveItem } from "../lib/upload-queue.ts";
import { useUploadQueue } from "../lib/use-upload-queue.ts";
import { PhotoList } from "./photo-list.tsx";
import { UploadArea } from "./upload-area.tsx";

function ShareLink({ album }: { album: Album }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (album.visibility === "private") return null;
  // A link-only album's key travels in the fragment, so it never reaches a server log (pages.ts).
  const href = `${window.location.origin}${paths.album.href(lang, album.id)}${
    album.visibility === "link" && album.linkKey ? `#key=${album.linkKey}` : ""
  }`;
  const label = t("gallery.editor.shareLink");
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={href} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={href}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? "filled" : "light"}
            mih={TAP_TARGET}
            onClick={copy}
            aria-label={t("gallery.editor.copyLink")}
          >
            {copied ? t("gallery.editor.copied") : t("gallery.editor.copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * One album: its details, visibility and photos. Publishing (and adding photos to a published album) first asks
 * the owner to confirm the consent of the people shown; removing a photo from a published album takes it down at
 * once.
 */
export function AlbumEditor({ album, onClose }: { album?: Album; onClose: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<Album | undefined>(album);
  const [draft, setDraft] = useState<AlbumDraft>(() => (album ? draftOf(album) : emptyDraft()));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const save = useSaveAlbum();
  const remove = useDeleteAlbum();
  const tournaments = useMyTournaments();
  const uploads = useUploadQueue((stored: StoredFile) =>
    setDraft((d) => ({ ...d, photos: addUploaded(d.photos, stored).photos })),
  );

  const change = (patch: Partial<AlbumDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const send = async (body: ReturnType<typeof saveBody>) => {
    const stored = await save.mutateAsync(body);
    setSaved(stored);
    setDraft((d) => ({ ...d, id: stored.id }));
    return stored;
  };

  const submit = async (consent: boolean) => {
    setFormError(null);
    if (!draft.title.trim()) {
      setTitleError(t("gallery.editor.titleRequired"));
      return;
    }
    setTitleError(null);
    if (!consent && needsConsent(draft, saved)) {
      setConsentOpen(true);
      return;
    }
    try {
      await send(saveBody(draft, consent));
      setConsentOpen(false);
      showSnackbar(t("gallery.editor.saved"), "success");
    } catch (error) {
      if (error instanceof ApiError && error.code === "CONSENT_REQUIRED") {
        setConsentOpen(true);
        return;
      }
      setConsentOpen(false);
      setFormError(genericErrorMessage(error));
    }
  };

  const confirmRemove = async () => {
    const fileId = removing;
    setRemoving(null);
    if (!fileId) return;
    setDraft((d) => {
      const photos = d.photos.filter((p) => p.fileId !== fileId);
      return { ...d, photos, coverFileId: coverAfter(photos, d.coverFileId) };
    });
    // Take-down: a published photo leaves the album on the server now, not at the next save.
    if (saved && saved.visibility !== "private" && saved.photos.some((p) => p.fileId === fileId)) {
      const before = draftOf(saved);
      const photos = before.photos.filter((p) => p.fileId !== fileId);
      try {
        await send(saveBody({ ...before, photos, coverFileId: coverAfter(photos, before.coverFileId) }, false));
        showSnackbar(t("gallery.photos.takenDown"), "success");
      } catch (error) {
        setFormError(genericErrorMessage(error));
      }
    }
  };

  const deleteNow = async () => {
    if (!saved) return;
    try {
      await remove.mutateAsync(saved.id);
      showSnackbar(t("gallery.editor.deleted"), "success");
      onClose();
    } catch (error) {
      setDeleting(false);
      setFormError(genericErrorMessage(error));
    }
  };

  const own = tournaments.data?.items ?? [];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(false);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{saved ? saved.title : t("gallery.editor.newTitle")}</Title>
        <Button variant="subtle" mih={TAP_TARGET} onClick={onClose}>
          {t("gallery.editor.back")}
        </Button>
      </Group>
      <form onSubmit={onSubmit} noValidate aria-label={t("gallery.editor.formLabel")}>
        <Stack gap="sm">
          <TextInput
            label={t("gallery.editor.title")}
            required
            maxLength={ALBUM_TITLE_MAX}
            value={draft.title}
            error={titleError}
            onChange={(e) => change({ title: e.currentTarget.value })}
          />
          <Textarea
            label={t("gallery.editor.description")}
            maxLength={ALBUM_DESCRIPTION_MAX}
            autosize
            minRows={2}
            value={draft.description}
            onChange={(e) => change({ description: e.currentTarget.value })}
          />
          <Radio.Group
            label={t("gallery.editor.linkTo")}
            value={draft.link}
            onChange={(v) => change({ link: v as AlbumLink })}
          >
            <Stack gap={6} mt={4}>
              <Radio value="none" label={t("gallery.editor.linkNone")} />
              <Radio value="tournament" label={t("gallery.editor.linkTournament")} />
              <Radio value="season" label={t("gallery.editor.linkSeason")} />
            </Stack>
          </Radio.Group>
          {draft.link === "tournament" ? (
            <NativeSelect
              label={t("gallery.editor.tournament")}
              value={draft.tournamentId}
              onChange={(e) => change({ tournamentId: e.currentTarget.value })}
              data={[
                { value: "", label: t("gallery.editor.chooseTournament") },
                ...own.map((item) => ({ value: item.id, label: item.name })),
                // A linked tournament that is no longer among the current ones stays selectable.
                ...(draft.tournamentId && !own.some((i) => i.id === draft.tournamentId)
                  ? [{ value: draft.tournamentId, label: t("gallery.editor.linkedTournament") }]
                  : []),
              ]}
            />
          ) : null}
          {draft.link === "season" ? (
            <TextInput
              label={t("gallery.editor.season")}
              placeholder="2026/27"
              maxLength={20}
              value={draft.season}
              onChange={(e) => change({ season: e.currentTarget.value })}
            />
          ) : null}
          <Radio.Group
            label={t("gallery.editor.visibility")}
            value={draft.visibility}
            onChange={(v) => change({ visibility: v as AlbumDraft["visibility"] })}
          >
            <Stack gap={6} mt={4}>
              {(["private", "link", "public"] as const).map((v) => (
                <Radio
                  key={v}
                  value={v}
                  label={t(`gallery.visibility.${v}`)}
                  description={t(`gallery.visibility.${v}Hint`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {saved ? <ShareLink album={saved} /> : null}
        </Stack>
      </form>

      <Stack gap="xs">
        <Title order={4}>{t("gallery.photos.heading")}</Title>
        <UploadArea
          queue={uploads.queue}
          onFiles={uploads.add}
          onCancel={uploads.cancel}
          onClear={uploads.clearFinished}
        />
        <PhotoList
          photos={draft.photos}
          cover={draft.coverFileId}
          onMove={(from, to) => setDraft((d) => ({ ...d, photos: moveItem(d.photos, from, to) }))}
          onCaption={(fileId, caption) =>
            setDraft((d) => ({ ...d, photos: d.photos.map((p) => (p.fileId === fileId ? { ...p, caption } : p)) }))
          }
          onCover={(fileId) => change({ coverFileId: fileId })}
          onRemove={setRemoving}
        />
      </Stack>

      {formError ? (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      ) : null}
      {uploads.busy ? <Text size="sm">{t("gallery.editor.waitForUploads")}</Text> : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button mih={TAP_TARGET} loading={save.isPending} disabled={uploads.busy} onClick={() => void submit(false)}>
          {t("gallery.editor.save")}
        </Button>
        {saved ? (
          <Button variant="subtle" color="red" mih={TAP_TARGET} onClick={() => setDeleting(true)}>
            {t("gallery.editor.delete")}
          </Button>
        ) : null}
      </Group>

      <ConfirmModal
        opened={consentOpen}
        title={t("gallery.consent.title")}
        message={t("gallery.consent.message")}
        confirmLabel={t("gallery.consent.confirm")}
        busy={save.isPending}
        onConfirm={() => void submit(true)}
        onClose={() => setConsentOpen(false)}
      />
      <ConfirmModal
        opened={removing !== null}
        danger
        title={t("gallery.photos.removeTitle")}
        message={t(
          saved && saved.visibility !== "private" ? "gallery.photos.removePublished" : "gallery.photos.removeMessage",
        )}
        confirmLabel={t("gallery.photos.removeConfirm")}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
      <ConfirmModal
        opened={deleting}
        danger
        title={t("gallery.editor.deleteTitle")}
        message={t("gallery.editor.deleteMessage")}
        confirmLabel={t("gallery.editor.deleteConfirm")}
        busy={remove.isPending}
        onConfirm={() => void deleteNow()}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
