// The server's first paint of a public page (ADR 0015; tournament and festival pages): the payload it embedded
// seeds the page's query so the page renders at once, and its markup goes when the app's page is on screen.
import { FIRST_PAINT_ID, PAYLOAD_ID } from "@kickoff/domain/public-page-html.ts";
import { useLayoutEffect } from "react";

/** The payload the server embedded in the page, if it is the one of `id` (a later page of the app has none). */
export function embeddedPayload<T extends { id: string }>(id: string): T | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(PAYLOAD_ID)?.textContent;
  if (!text) return undefined;
  try {
    const payload = JSON.parse(text) as T;
    return payload.id === id.toLowerCase() ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the server's first paint is still on screen (during the page's first render). */
export const hasFirstPaint = () => typeof document !== "undefined" && document.getElementById(FIRST_PAINT_ID) !== null;

/** Drops the server's markup and payload: called before the browser paints its own page. */
export function removeFirstPaint() {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Swaps the server's first paint for the app's page before the browser paints (the server's CSS hides the app's
 * root while the first paint is there). `before` runs first (e.g. the lean rows' styles).
 */
export function useFirstPaintSwap(before?: () => void) {
  useLayoutEffect(() => {
    before?.();
    removeFirstPaint();
  }, [before]);
}
