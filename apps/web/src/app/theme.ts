import { createTheme } from "@mantine/core";

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
});
