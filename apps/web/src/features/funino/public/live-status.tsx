import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LiveStatus } from "../../../lib/live-connection.ts";

const COLOURS: Record<LiveStatus, string> = {
  connecting: "gray",
  connected: "pitch",
  reconnecting: "orange",
  offline: "red",
};

/**
 * Whether updates arrive by themselves (the live stream's connection), as the tournament page words it; one line
 * high whatever the state, so nothing moves; screen readers hear changes politely.
 */
export function LiveStatusLine({ status, size = "xs" }: { status: LiveStatus; size?: "xs" | "md" }) {
  const { t } = useTranslation();
  return (
    <Group role="status" aria-live="polite" gap={6} wrap="nowrap" className="fp-live" data-live={status} fz={size}>
      <span className="fp-live-dot" style={{ background: `var(--mantine-color-${COLOURS[status]}-filled)` }} />
      <Text span inherit lineClamp={1}>
        {t(`public.live.${status}`)}
      </Text>
    </Group>
  );
}
