import { Button, CloseButton, FileButton, Group, List, Paper, Progress, Stack, Text } from "@mantine/core";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { MAX_PHOTO_MB, PHOTO_ACCEPT, type UploadItem } from "../lib/upload-queue.ts";

const STATUS_COLOR: Record<UploadItem["status"], string> = {
  queued: "gray",
  uploading: "pitch",
  done: "pitch",
  failed: "red",
  cancelled: "gray",
};

function UploadRow({ item, onCancel }: { item: UploadItem; onCancel: () => void }) {
  const { t } = useTranslation();
  const active = item.status === "queued" || item.status === "uploading";
  const status =
    item.status === "uploading"
      ? t("gallery.upload.progress", { percent: item.progress })
      : t(`gallery.upload.status.${item.status}`);
  return (
    <List.Item data-upload-status={item.status}>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
            {item.name}
          </Text>
          {active ? (
            <CloseButton
              size="lg"
              onClick={onCancel}
              aria-label={t("gallery.upload.cancel", { name: item.name })}
              style={{ minWidth: TAP_TARGET, minHeight: TAP_TARGET }}
            />
          ) : null}
        </Group>
        <Progress
          value={item.status === "done" ? 100 : item.progress}
          color={STATUS_COLOR[item.status]}
          aria-label={t("gallery.upload.progressOf", { name: item.name })}
        />
        <Text
          size="xs"
          c={item.status === "failed" ? "red.9" : undefined}
          role={item.status === "failed" ? "alert" : undefined}
        >
          {status}
          {item.messageKey ? ` · ${t(item.messageKey, { size: MAX_PHOTO_MB })}` : ""}
        </Text>
      </Stack>
    </List.Item>
  );
}

/**
 * Where photos come in: dropped onto the area or chosen with the button (several at once), listed with a progress
 * bar, a cancel and a clear message per file.
 */
export function UploadArea({
  queue,
  onFiles,
  onCancel,
  onClear,
}: {
  queue: UploadItem[];
  onFiles: (files: File[]) => number;
  onCancel: (key: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const [note, setNote] = useState("");

  const take = (files: File[]) => {
    if (files.length === 0) return;
    const skipped = onFiles(files);
    setNote(skipped > 0 ? t("gallery.upload.alreadyListed", { count: skipped }) : "");
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    take([...event.dataTransfer.files]);
  };
  const finished = queue.some((i) => i.status !== "queued" && i.status !== "uploading");

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="md"
        data-testid="photo-drop-zone"
        onDragOver={(e) => {
          if (![...e.dataTransfer.types].includes("Files")) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        style={{
          borderStyle: "dashed",
          borderWidth: 2,
          background: over ? "var(--mantine-color-pitch-light)" : undefined,
        }}
      >
        <Stack gap="xs" align="center">
          <Text size="sm" ta="center">
            {t("gallery.upload.dropHint", { size: MAX_PHOTO_MB })}
          </Text>
          <FileButton multiple accept={PHOTO_ACCEPT} onChange={(files) => take(files)}>
            {(props) => (
              <Button {...props} variant="light" mih={TAP_TARGET}>
                {t("gallery.upload.choose")}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      <Text size="sm" aria-live="polite">
        {note}
      </Text>
      {queue.length > 0 ? (
        <>
          <List listStyleType="none" spacing="sm" p={0} aria-label={t("gallery.upload.listLabel")}>
            {queue.map((item) => (
              <UploadRow key={item.key} item={item} onCancel={() => onCancel(item.key)} />
            ))}
          </List>
          {finished ? (
            <Group>
              <Button variant="subtle" size="compact-sm" onClick={onClear}>
                {t("gallery.upload.clear")}
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
