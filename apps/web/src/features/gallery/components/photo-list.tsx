import { CAPTION_MAX } from "@kickoff/domain/gallery-contracts.ts";
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import type { DraftPhoto } from "../lib/upload-queue.ts";

const THUMB = 96;

/** The thumbnail's size attributes keep its aspect ratio (no layout shift); CSS crops it to a square. */
function Thumb({ photo, alt }: { photo: DraftPhoto; alt: string }) {
  const ratio = photo.height / Math.max(1, photo.width);
  return (
    <img
      src={photo.thumbUrl}
      alt={alt}
      width={THUMB}
      height={Math.max(1, Math.round(THUMB * ratio))}
      loading="lazy"
      decoding="async"
      style={{ width: THUMB, height: THUMB, objectFit: "cover", borderRadius: 4, flex: "none" }}
    />
  );
}

/**
 * The album's photos in order: drag a photo onto another's place, or move it with the up and down buttons (the
 * move is announced); a caption, the cover choice and removal per photo.
 */
export function PhotoList({
  photos,
  cover,
  onMove,
  onCaption,
  onCover,
  onRemove,
}: {
  photos: DraftPhoto[];
  cover: string | null;
  onMove: (from: number, to: number) => void;
  onCaption: (fileId: string, caption: string) => void;
  onCover: (fileId: string) => void;
  onRemove: (fileId: string) => void;
}) {
  const { t } = useTranslation();
  const base = useId();
  const [announcement, setAnnouncement] = useState("");
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const effectiveCover = cover ?? photos[0]?.fileId ?? null;

  const move = (from: number, to: number, refocus?: "up" | "down") => {
    if (to < 0 || to >= photos.length || from === to) return;
    const photo = photos[from];
    onMove(from, to);
    setAnnouncement(t("gallery.photos.moved", { from: from + 1, position: to + 1, count: photos.length }));
    if (!photo || !refocus) return;
    // The row moves in the DOM, which takes the focus away: give it back to the same button, or the other one
    // where the photo reached the end of the list.
    const edge = refocus === "up" ? to === 0 : to === photos.length - 1;
    const other = refocus === "up" ? "down" : "up";
    requestAnimationFrame(() => document.getElementById(`${base}-${photo.fileId}-${edge ? other : refocus}`)?.focus());
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    setDropTarget(null);
    if (dragged.current !== null) move(dragged.current, index);
    dragged.current = null;
  };

  if (photos.length === 0) return <Text size="sm">{t("gallery.photos.none")}</Text>;
  return (
    <>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("gallery.photos.label")}>
        {photos.map((photo, index) => {
          const n = index + 1;
          const isCover = photo.fileId === effectiveCover;
          return (
            <Paper
              component="li"
              key={photo.fileId}
              withBorder
              p="xs"
              draggable
              data-file-id={photo.fileId}
              onDragStart={(e: DragEvent) => {
                dragged.current = index;
                e.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(e: DragEvent) => {
                if (dragged.current === null) return;
                e.preventDefault();
                setDropTarget(index);
              }}
              onDragLeave={() => setDropTarget(null)}
              onDrop={(e: DragEvent) => onDrop(e, index)}
              onDragEnd={() => {
                dragged.current = null;
                setDropTarget(null);
              }}
              style={{
                cursor: "grab",
                outline: dropTarget === index ? "2px dashed var(--mantine-color-pitch-filled)" : undefined,
              }}
            >
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Thumb photo={photo} alt={photo.caption || t("gallery.photos.photoN", { n })} />
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {t("gallery.photos.photoN", { n })}
                      </Text>
                      {isCover ? (
                        <Badge size="sm" variant="light">
                          {t("gallery.photos.isCover")}
                        </Badge>
                      ) : null}
                    </Group>
                    <Group gap={4}>
                      <ActionIcon
                        id={`${base}-${photo.fileId}-up`}
                        variant="default"
                        size={TAP_TARGET}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1, "up")}
                        aria-label={t("gallery.photos.moveUp", { n })}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        id={`${base}-${photo.fileId}-down`}
                        variant="default"
                        size={TAP_TARGET}
                        disabled={index === photos.length - 1}
                        onClick={() => move(index, index + 1, "down")}
                        aria-label={t("gallery.photos.moveDown", { n })}
                      >
                        ↓
                      </ActionIcon>
                    </Group>
                  </Stack>
                </Group>
                <Textarea
                  label={t("gallery.photos.caption", { n })}
                  value={photo.caption}
                  maxLength={CAPTION_MAX}
                  autosize
                  minRows={1}
                  maxRows={4}
                  onChange={(e) => onCaption(photo.fileId, e.currentTarget.value)}
                />
                <Group gap="xs">
                  <Button
                    variant={isCover ? "filled" : "light"}
                    size="compact-sm"
                    mih={TAP_TARGET}
                    aria-pressed={isCover}
                    onClick={() => onCover(photo.fileId)}
                  >
                    {t("gallery.photos.useAsCover", { n })}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    mih={TAP_TARGET}
                    onClick={() => onRemove(photo.fileId)}
                  >
                    {t("gallery.photos.remove", { n })}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Text size="sm" aria-live="polite">
        {announcement}
      </Text>
    </>
  );
}
