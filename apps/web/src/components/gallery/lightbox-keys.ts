// The lightbox's navigation rules, apart from the component so they are tested on their own.

/** The index `step` photos on from `index`, wrapping at both ends (the last photo's "next" is the first). */
export const wrapIndex = (index: number, step: number, count: number) =>
  count <= 0 ? 0 : (((index + step) % count) + count) % count;

export type LightboxAction = "previous" | "next" | "first" | "last" | "close";

/** What a key does in the lightbox; null for keys it leaves alone (Tab, Enter on a button…). */
export function lightboxKeyAction(key: string): LightboxAction | null {
  switch (key) {
    case "ArrowLeft":
      return "previous";
    case "ArrowRight":
      return "next";
    case "Home":
      return "first";
    case "End":
      return "last";
    case "Escape":
      return "close";
    default:
      return null;
  }
}

/** Least horizontal travel of a swipe (CSS pixels); shorter moves are taps or wobbles. */
export const SWIPE_MIN_PX = 40;

/** A swipe from a pointer's travel: left shows the next photo, right the previous; mostly vertical moves are none. */
export function swipeAction(dx: number, dy: number): "previous" | "next" | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? "next" : "previous";
}
