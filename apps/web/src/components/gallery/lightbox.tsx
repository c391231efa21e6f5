// A light, dependency-free photo lightbox: a modal dialog with the photo, its caption and previous / next / close
// buttons. Keys: ←/→ (wrapping), Home/End, Escape; Tab stays inside; swipes on phones; the neighbours preload.
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { lightboxKeyAction, swipeAction, wrapIndex } from "./lightbox-keys.ts";
import "./lightbox.css";

export type LightboxPhoto = { src: string; width: number; height: number; alt: string; caption: string };

export type LightboxLabels = {
  previous: string;
  next: string;
  close: string;
  /** "Photo 3 of 12": the dialog's name and the visible counter. */
  position: (number: number, total: number) => string;
};

type Props = {
  photos: readonly LightboxPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: LightboxLabels;
  /** Where focus goes after closing (the thumbnail of the photo shown last); else back where it was. */
  returnFocus?: (index: number) => HTMLElement | null | undefined;
  /** A text action in the bar for the photo shown (the album page's "Report"). */
  action?: { label: string; onClick: (index: number) => void };
};

const FOCUSABLE = "button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

export function Lightbox({ photos, index, onIndexChange, onClose, labels, returnFocus, action }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  // Read by the unmount below, which must see the last photo shown, not the first.
  const latest = useRef({ index, returnFocus });
  latest.current = { index, returnFocus };
  const count = photos.length;
  const photo = photos[index];

  // Opening: focus into the dialog, the page behind stops scrolling; closing: focus back, scrolling back.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    closeRef.current?.focus();
    // Focus that leaves the dialog (a click behind it, a screen reader's jump) is brought back.
    const keepInside = (event: FocusEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target))
        closeRef.current?.focus();
    };
    document.addEventListener("focusin", keepInside);
    return () => {
      document.removeEventListener("focusin", keepInside);
      document.body.style.overflow = overflow;
      const { index: last, returnFocus: target } = latest.current;
      (target?.(last) ?? opener)?.focus();
    };
  }, []);

  // The neighbours load while this photo is looked at, so stepping on shows them at once.
  useEffect(() => {
    if (count < 2) return;
    for (const step of [1, -1]) {
      const next = photos[wrapIndex(index, step, count)];
      if (next) new Image().src = next.src;
    }
  }, [photos, index, count]);

  const go = (step: number) => onIndexChange(wrapIndex(index, step, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Tab") {
      const items = [...(rootRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    const action = lightboxKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action === "close") onClose();
    else if (action === "previous") go(-1);
    else if (action === "next") go(1);
    else onIndexChange(action === "first" ? 0 : count - 1);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary) start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId || count < 2) return;
    const action = swipeAction(event.clientX - from.x, event.clientY - from.y);
    if (action) go(action === "next" ? 1 : -1);
  };

  if (!photo) return null;
  const position = labels.position(index + 1, count);
  return createPortal(
    <div
      ref={rootRef}
      className="lb-root"
      role="dialog"
      aria-modal="true"
      aria-label={position}
      onKeyDown={onKeyDown}
      data-lightbox
    >
      <figure
        className="lb-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <img
          key={photo.src}
          src={photo.src}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          decoding="async"
          draggable={false}
        />
      </figure>
      <div className="lb-bar">
        {count > 1 ? (
          <button type="button" className="lb-button" aria-label={labels.previous} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        <div className="lb-caption">
          {photo.caption ? <p>{photo.caption}</p> : null}
          <p className="lb-counter" aria-live="polite">
            {position}
          </p>
        </div>
        {action ? (
          <button type="button" className="lb-button lb-action" onClick={() => action.onClick(index)}>
            {action.label}
          </button>
        ) : null}
        {count > 1 ? (
          <button type="button" className="lb-button" aria-label={labels.next} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
      <button ref={closeRef} type="button" className="lb-button lb-close" aria-label={labels.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>,
    document.body,
  );
}
