import type { TournamentGalleries } from "@kickoff/domain/gallery-contracts.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { preloadPath } from "../../../lib/preload.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import "./tournament-albums.css";

/** The key of a tournament's album list; the album page refreshes it when an organiser hides a photo. */
export const tournamentAlbumsKey = (tournamentId: string) => ["gallery", "tournament", tournamentId] as const;

/** Runs once the browser is idle after the first paint (a timer where there is no idle callback). */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * "Photos" on a public tournament page: the tournament's public albums (GET auth/tment/galleries/{id}) with their
 * cover and photo count, linking to the album pages. Plain markup and one small call after the first paint (the
 * page is the hot path); nothing at all when there are no albums or the call fails. Placed near the bottom, so it
 * appearing late moves nothing a visitor already sees.
 */
export function TournamentAlbums({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ready = useAfterFirstPaint();
  const { data } = useQuery({
    queryKey: tournamentAlbumsKey(tournamentId),
    queryFn: ({ signal }) =>
      apiRequest<TournamentGalleries>(`/api/v1/auth/tment/galleries/${encodeURIComponent(tournamentId)}`, {
        signal,
        silent: true,
      }),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });
  const albums = data?.albums.filter((a) => a.photoCount > 0) ?? [];
  if (albums.length === 0) return null;
  return (
    <section aria-labelledby="public-photos" className="public-no-print" data-testid="tournament-albums">
      <h2 className="pl-h2" id="public-photos">
        {t("public.photos.title")}
      </h2>
      <ul className="public-albums">
        {albums.map((album) => {
          const href = paths.album.href(lang, album.id);
          return (
            <li key={album.id}>
              <Link
                to={href}
                className="public-album"
                onMouseEnter={() => preloadPath(href)}
                onFocus={() => preloadPath(href)}
                onTouchStart={() => preloadPath(href)}
              >
                {album.coverThumbUrl ? (
                  <img src={album.coverThumbUrl} width={72} height={72} loading="lazy" decoding="async" alt="" />
                ) : null}
                <span>
                  <span className="public-album-title">{album.title}</span>
                  <span className="public-album-count">{t("public.photos.count", { count: album.photoCount })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
