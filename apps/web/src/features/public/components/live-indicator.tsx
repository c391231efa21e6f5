import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LiveStatus } from "../../../lib/live-connection.ts";

const COLOURS: Record<LiveStatus, string> = {
  connecting: "gray",
  connected: "pitch",
  reconnecting: "orange",
  offline: "red",
};

const FONT_SIZES = { md: "xs", lg: "md", xl: "xl" } as const;

/**
 * Whether updates arrive by themselves (the live stream's connection), worded as such: "Live" belongs to matches
 * being played, not to the connection. One line high whatever the language and state, so nothing moves when
 * the state changes; screen readers hear changes politely.
 */
export function LiveIndicator({ status, size = "md" }: { status: LiveStatus; size?: "md" | "lg" | "xl" }) {
  const { t } = useTranslation();
  return (
    <Group
      role="status"
      aria-live="polite"
      gap={6}
      wrap="nowrap"
      className="public-no-print public-connection"
      data-live={status}
      fz={FONT_SIZES[size]}
    >
      {/* The dot carries the colour; the text keeps the page's text colour (readable in sunlight). */}
      <span
        className="public-connection-dot"
        style={{ background: `var(--mantine-color-${COLOURS[status]}-filled)` }}
      />
      <Text span inherit lineClamp={1}>
        {t(`public.live.${status}`)}
      </Text>
    </Group>
  );
}
