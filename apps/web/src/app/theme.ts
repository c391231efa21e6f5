import { type CSSVariablesResolver, createTheme } from "@mantine/core";
import { TAP_TARGET } from "../components/tap-target.ts";

// Pitch green with enough contrast for a phone in sunlight.
export const theme = createTheme({
  primaryColor: "pitch",
  colors: {
    pitch: [
      "#e8f7ee",
      "#d2edda",
      "#a3d9b5",
      "#70c48d",
      "#47b26c",
      "#2ea758",
      "#1f9a4c",
      "#1c7c3c",
      "#146a32",
      "#075a26",
    ],
  },
  primaryShade: { light: 7, dark: 5 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  defaultRadius: "md",
  components: {
    // Mantine renders a modal's title bar as <header>: inside role="dialog" axe counts it as a second banner
    // landmark (landmark-no-duplicate-banner, landmark-unique) whenever a dialog is open.
    ModalHeader: { defaultProps: { component: "div" } },
    // Mantine's 28 px close button is too small for a thumb: every dialog's close button is a full tap target.
    ModalCloseButton: { defaultProps: { size: TAP_TARGET, iconSize: 22 } },
  },
});

/**
 * Mantine's default error red (red 6) and dimmed grey (gray 6) fall below WCAG AA contrast on white:
 * darker shades in light mode, lighter ones in dark mode, for every field error, description and
 * dimmed text of the app.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-red-text": "var(--mantine-color-red-9)",
  },
  dark: {
    "--mantine-color-error": "var(--mantine-color-red-4)",
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
  },
});
