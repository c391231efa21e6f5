import type { Album } from "@kickoff/domain/gallery-contracts.ts";
import { Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state.tsx";
import { Section } from "../../../components/sections.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { sessionStore, useSession } from "../../../lib/session-store.ts";
import { useUserGalleries } from "../api/get-user-galleries.ts";
import { AlbumEditor } from "./album-editor.tsx";

function AlbumRow({ album, onEdit }: { album: Album; onEdit: () => void }) {
  const { t } = useTranslation();
  const cover = album.photos.find((p) => p.fileId === album.coverFileId) ?? album.photos[0];
  return (
    <List.Item>
      <Group gap="sm" wrap="nowrap" align="center">
        {cover ? (
          <img
            src={cover.thumbUrl}
            alt=""
            width={56}
            height={Math.max(1, Math.round((56 * cover.height) / Math.max(1, cover.width)))}
            loading="lazy"
            decoding="async"
            style={{ width: 56, height: 56, objectFit: "cover", borderRadius: 4, flex: "none" }}
          />
        ) : null}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: "anywhere" }}>
            {album.title}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={album.visibility === "private" ? "gray.8" : "pitch"}>
              {t(`gallery.visibility.${album.visibility}`)}
            </Badge>
            <Text size="sm">{t("gallery.manager.photoCount", { count: album.photos.length })}</Text>
          </Group>
        </Stack>
        <Button
          variant="light"
          mih={TAP_TARGET}
          onClick={onEdit}
          aria-label={t("gallery.manager.editAlbum", { title: album.title })}
        >
          {t("gallery.manager.edit")}
        </Button>
      </Group>
    </List.Item>
  );
}

/** The logged-in user's albums (club page, user account): the list, or one album being created or edited. */
export function GalleryManager() {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.id ?? "");
  const galleries = useUserGalleries(userId);
  const [editing, setEditing] = useState<{ album?: Album } | null>(null);
  // The session keeps the user's gallery (spec: loaded with the login); fresh answers keep it current.
  useEffect(() => {
    if (galleries.data) sessionStore.set({ galerie: { status: "ok", albums: galleries.data.albums } });
  }, [galleries.data]);

  return (
    <Section title={t("gallery.manager.title")} intro={t("gallery.manager.intro")} anchor="gallery">
      {editing ? (
        <AlbumEditor album={editing.album} onClose={() => setEditing(null)} />
      ) : (
        <QueryState query={galleries}>
          {(g) => (
            <Stack gap="sm">
              {g.albums.length === 0 ? (
                <Text size="sm">{t("gallery.manager.none")}</Text>
              ) : (
                <List listStyleType="none" spacing="sm" p={0}>
                  {g.albums.map((album) => (
                    <AlbumRow key={album.id} album={album} onEdit={() => setEditing({ album })} />
                  ))}
                </List>
              )}
              <Group>
                <Button mih={TAP_TARGET} onClick={() => setEditing({})}>
                  {t("gallery.manager.create")}
                </Button>
              </Group>
            </Stack>
          )}
        </QueryState>
      )}
    </Section>
  );
}
