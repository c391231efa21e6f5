import type { Album, AlbumPhoto } from "@kickoff/domain/gallery-contracts.ts";
import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { Lightbox, type LightboxPhoto } from "../../../components/gallery/lightbox.tsx";
import { PublicPageFailure } from "../../../components/public-page-states.tsx";
import { LazyReportDialog } from "../../../components/report/report-button.tsx";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useSession } from "../../../lib/session-store.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { albumKeyInHash, useAlbum, useOrganisesTournament } from "./album-api.ts";
import { HideToggle } from "./hide-toggle.tsx";
import { PhotoGrid } from "./photo-grid.tsx";
import "./album.css";

/**
 * A published album for everybody who may see it (public, or link-only with `#key=` in the address): title,
 * description, the tournament, the photos as a grid and a lightbox. Organisers of the linked tournament also see
 * the photos they hid, marked, and hide or show them.
 */
export function AlbumPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  const key = albumKeyInHash(useLocation().hash);
  const userId = useSession((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const query = useAlbum(id, key, userId);
  const album = query.data;
  useDocumentTitle(`${album?.title ?? t("gallery.public.title")} · ${t("app.name")}`);
  // Link-only albums are for those who have the link, never for search engines (the server says so too).
  // Only once known: a public album's page never carries the tag, not even while it loads.
  const noindex = query.isError || (album !== undefined && album.visibility !== "public");
  useEffect(() => {
    if (!noindex) return;
    const meta = Object.assign(document.createElement("meta"), { name: "robots", content: "noindex" });
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);

  if (query.isPending)
    return (
      <Container size="lg" py="md">
        <Title order={1}>{t("gallery.public.title")}</Title>
        <Text aria-live="polite">{t("gallery.public.loading")}</Text>
      </Container>
    );
  if (!album)
    return (
      <PublicPageFailure
        query={query}
        reporter={null}
        texts={{
          title: t("gallery.public.title"),
          notFoundTitle: t("gallery.public.notFoundTitle"),
          notFound: t("gallery.public.notFound"),
        }}
      />
    );
  return <AlbumView album={album} albumKey={key} userId={userId} />;
}

function AlbumView({ album, albumKey, userId }: { album: Album; albumKey: string | undefined; userId: string | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  // The photo being reported: the lightbox closes first (one dialog at a time), then the report dialog opens.
  const [reported, setReported] = useState<string | null>(null);
  const thumbs = useRef(new Map<number, HTMLElement>());
  // The answer marks hidden photos for the owner (who also gets the link key) and the tournament's organisers.
  const marked = album.photos.some((p) => p.hidden !== undefined);
  const owner = album.linkKey !== undefined;
  const ownerOrganises = useOrganisesTournament(album.tournamentId, owner && marked).data === true;
  const canHide = marked && album.tournamentId !== null && (!owner || ownerOrganises);
  const total = album.photos.length;
  const altOf = (photo: AlbumPhoto, i: number) =>
    photo.caption || t("gallery.public.photoAlt", { number: i + 1, total });
  const lightboxPhotos = useMemo<LightboxPhoto[]>(
    () =>
      album.photos.map((p, i) => ({
        src: p.url,
        width: p.width,
        height: p.height,
        alt: p.caption || t("gallery.public.photoAlt", { number: i + 1, total }),
        caption: p.caption,
      })),
    [album.photos, t, total],
  );

  return (
    <Container size="lg" py="md" data-ready>
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={1}>{album.title}</Title>
          {album.description ? <Text className="album-description">{album.description}</Text> : null}
          <Text size="sm" c="dimmed">
            {t("gallery.public.photoCount", { count: total })}
            {album.season ? ` · ${album.season}` : ""}
          </Text>
          {album.tournamentId ? (
            <AppLink to={paths.tournament.href(lang, album.tournamentId)}>{t("gallery.public.toTournament")}</AppLink>
          ) : null}
        </Stack>
        {canHide ? <Alert color="blue">{t("gallery.public.organiserNote")}</Alert> : null}
        {total === 0 ? (
          <Text>{t("gallery.public.empty")}</Text>
        ) : (
          <PhotoGrid
            photos={album.photos}
            altOf={altOf}
            onOpen={setOpen}
            thumbRef={(i, el) => {
              if (el) thumbs.current.set(i, el);
              else thumbs.current.delete(i);
            }}
            extra={(photo) =>
              photo.hidden !== undefined ? (
                <HideToggle album={album} photo={photo} albumKey={albumKey} userId={userId} canHide={canHide} />
              ) : null
            }
          />
        )}
      </Stack>
      {open !== null ? (
        <Lightbox
          photos={lightboxPhotos}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          returnFocus={(i) => thumbs.current.get(i)}
          action={{
            label: t("public.report.photoAction"),
            onClick: (i) => {
              const photo = album.photos[i];
              if (!photo) return;
              setOpen(null);
              setReported(photo.fileId);
            },
          }}
          labels={{
            previous: t("gallery.public.lightbox.previous"),
            next: t("gallery.public.lightbox.next"),
            close: t("gallery.public.lightbox.close"),
            position: (number, count) => t("gallery.public.photoAlt", { number, total: count }),
          }}
        />
      ) : null}
      <LazyReportDialog
        opened={reported !== null}
        target={reported ? { kind: "photo", id: reported, ...(albumKey ? { key: albumKey } : {}) } : null}
        onClose={() => setReported(null)}
      />
    </Container>
  );
}
