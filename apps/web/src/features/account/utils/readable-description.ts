/** Mantine's dimmed input descriptions fall below WCAG AA contrast; ours use the text colour. */
export const readableDescription = { description: { color: "var(--mantine-color-text)" } } as const;
