// The server's first paint of the public page (ADR 0015, apps/server/src/services/public-first-paint.ts): its
// payload seeds the page's query so the page renders at once, and its markup goes when the page is on screen.
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import type { Translate } from "@kickoff/domain/public-page-html.ts";
import { PUBLIC_PAGE_CSS, PUBLIC_PAGE_STYLE_ID } from "@kickoff/domain/public-page-style.ts";
import type { TFunction } from "i18next";
import { embeddedPayload, useFirstPaintSwap } from "../../../lib/first-paint.ts";

/** The tournament the server embedded in the page, if it is this one (a later page of the app has none). */
export const embeddedTournament = (id: string) => embeddedPayload<PublicTournament>(id);

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
  useFirstPaintSwap(ensureLeanStyle);
  return null;
}

/** i18next's `t` as the domain's plain translator. */
export const plainTranslate =
  (t: TFunction): Translate =>
  (key, params) =>
    t(key, params ?? {});
