import type { CSSProperties } from "react";

/** Mantine's dimmed input descriptions fall below WCAG AA contrast; ours use the text colour. */
export const readableDescription = { description: { color: "var(--mantine-color-text)" } } as const;

/**
 * Mantine's field errors (red 6) fall below AA contrast on white: a darker red in light mode, a
 * lighter one in dark mode, for everything inside the element that carries this style.
 */
export const readableErrors = {
  "--mantine-color-error": "light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))",
} as CSSProperties;
