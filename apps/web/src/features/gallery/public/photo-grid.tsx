import { PHOTO_THUMB_MAX } from "@kickoff/domain/file-contracts.ts";
import type { AlbumPhoto } from "@kickoff/domain/gallery-contracts.ts";
import type { ReactNode } from "react";

/** The thumbnail's width: the server scales the display size to fit PHOTO_THUMB_MAX (never enlarging). */
export function thumbWidth(photo: Pick<AlbumPhoto, "width" | "height">): number {
  const scale = Math.min(1, PHOTO_THUMB_MAX / Math.max(photo.width, photo.height, 1));
  return Math.max(1, Math.round(photo.width * scale));
}

/** Both sizes, so a wide screen or a dense display takes the sharper one; phones stay with the thumbnail. */
export function srcSetOf(photo: AlbumPhoto): string {
  const thumb = thumbWidth(photo);
  return thumb < photo.width
    ? `${photo.thumbUrl} ${thumb}w, ${photo.url} ${photo.width}w`
    : `${photo.thumbUrl} ${thumb}w`;
}

// Two columns at 360 px, up to five on wide screens (album.css).
const SIZES = "(min-width: 75em) 20vw, (min-width: 48em) 25vw, (min-width: 36em) 33vw, 50vw";

/** The album's photos as square thumbnails; each is a button that opens the lightbox there. */
export function PhotoGrid({
  photos,
  altOf,
  onOpen,
  thumbRef,
  extra,
}: {
  photos: readonly AlbumPhoto[];
  altOf: (photo: AlbumPhoto, index: number) => string;
  onOpen: (index: number) => void;
  /** The thumbnails' buttons, so closing the lightbox puts the focus back on the photo shown last. */
  thumbRef: (index: number, element: HTMLButtonElement | null) => void;
  /** Under a thumbnail (an organiser's hide toggle). */
  extra?: (photo: AlbumPhoto) => ReactNode;
}) {
  return (
    <ul className="album-grid">
      {photos.map((photo, i) => (
        <li key={photo.fileId} className="album-cell" data-hidden={photo.hidden || undefined}>
          <button
            type="button"
            className="album-thumb"
            ref={(el) => thumbRef(i, el)}
            onClick={() => onOpen(i)}
            data-photo={i}
          >
            <img
              src={photo.thumbUrl}
              srcSet={srcSetOf(photo)}
              sizes={SIZES}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              alt={altOf(photo, i)}
            />
          </button>
          {extra?.(photo)}
        </li>
      ))}
    </ul>
  );
}
