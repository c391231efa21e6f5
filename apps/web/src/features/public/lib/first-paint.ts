// The server's first paint of the public page (ADR 0015, apps/server/src/services/public-first-paint.ts): its
// payload seeds the page's query so the page renders at once, and its markup goes when the page is on screen.
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import type { Translate } from "@kickoff/domain/public-page-html.ts";
import { PUBLIC_PAGE_CSS, PUBLIC_PAGE_STYLE_ID } from "@kickoff/domain/public-page-style.ts";
import type { TFunction } from "i18next";
import { useLayoutEffect } from "react";

const FIRST_PAINT_ID = "public-first-paint";
const PAYLOAD_ID = "public-payload";

/** The tournament the server embedded in the page, if it is this one (a later page of the app has none). */
export function embeddedTournament(id: string): PublicTournament | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(PAYLOAD_ID)?.textContent;
  if (!text) return undefined;
  try {
    const tournament = JSON.parse(text) as PublicTournament;
    return tournament.id === id.toLowerCase() ? tournament : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the server's first paint is still on screen (during the page's first render). */
export const hasFirstPaint = () => typeof document !== "undefined" && document.getElementById(FIRST_PAINT_ID) !== null;

/** Drops the server's markup and payload: called before the browser paints its own (same-looking) page. */
export function removeFirstPaint() {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/** The lean rows' styles: the server put them in the head; a page reached inside the app adds them once. */
export function ensureLeanStyle() {
  if (document.getElementById(PUBLIC_PAGE_STYLE_ID)) return;
  const style = document.createElement("style");
  style.id = PUBLIC_PAGE_STYLE_ID;
  style.textContent = PUBLIC_PAGE_CSS;
  document.head.append(style);
}

/**
 * Swaps the server's first paint for the app's page before the browser paints: rendered as the page's first child,
 * so its layout effect runs before those of the parts after it (which measure themselves, e.g. the bracket), while
 * the server's CSS still hides the app's root next to the first paint.
 */
export function FirstPaintSwap() {
  useLayoutEffect(() => {
    ensureLeanStyle();
    removeFirstPaint();
  }, []);
  return null;
}

/** i18next's `t` as the domain's plain translator. */
export const plainTranslate =
  (t: TFunction): Translate =>
  (key, params) =>
    t(key, params ?? {});
