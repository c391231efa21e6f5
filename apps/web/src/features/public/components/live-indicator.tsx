import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LiveStatus } from "../lib/live-connection.ts";

const COLOURS: Record<LiveStatus, string> = {
  connecting: "gray",
  connected: "pitch",
  reconnecting: "orange",
  offline: "red",
};

/** Whether live updates arrive; screen readers hear changes politely. */
export function LiveIndicator({ status, size = "md" }: { status: LiveStatus; size?: "md" | "lg" | "xl" }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="public-no-print">
      {/* "dot": the text keeps the page's text colour (readable in sunlight); the dot carries the colour. */}
      <Badge color={COLOURS[status]} variant="dot" size={size} data-live={status}>
        {t(`public.live.${status}`)}
      </Badge>
    </div>
  );
}
