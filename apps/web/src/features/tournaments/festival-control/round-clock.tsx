import type { FuninoClock } from "@kickoff/domain/funino-contracts.ts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { clockActions, clockView, formatClock, serverOffset } from "./clock.ts";

/** The device's time, every quarter second while `ticking` (no server calls: the clock counts down locally). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The round clock, big, counting down from the round length (the server's clock, shared by every device). With
 * `onAction` it offers start, pause, resume and reset; without it, it only shows the time (a reporter's page).
 */
export function RoundClock({
  clock,
  round,
  roundMinutes,
  serverNow,
  receivedAt,
  onAction,
  busy = false,
}: {
  clock: FuninoClock;
  round: number;
  roundMinutes: number;
  serverNow: number;
  /** When this device got the answer with `serverNow` (a query's dataUpdatedAt); default: when first shown. */
  receivedAt?: number;
  onAction?: (action: "start" | "pause" | "resume" | "reset") => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  // The server's clock minus this device's, taken when the answer arrived.
  const offset = useMemo(() => serverOffset(serverNow, receivedAt ?? Date.now()), [serverNow, receivedAt]);
  const now = useNow(clock.running && clock.round === round);
  const view = clockView(clock, round, roundMinutes, now, offset);
  const over = view.remainingMs <= 0;
  const state = over
    ? t("festival.clock.timeUp")
    : view.running
      ? t("festival.clock.running")
      : view.started
        ? t("festival.clock.paused")
        : t("festival.clock.notStarted");
  return (
    <Stack gap={4} align="center" data-testid="round-clock" data-running={view.running}>
      <Text size="sm">{t("festival.clock.label", { round })}</Text>
      <Text
        component="time"
        fz={64}
        fw={800}
        ff="monospace"
        lh={1}
        c={over ? "red" : undefined}
        aria-label={t("festival.clock.remaining", { time: formatClock(view.remainingMs) })}
        data-testid="round-clock-time"
      >
        {formatClock(view.remainingMs)}
      </Text>
      <Text size="sm" fw={600} c={over ? "red" : undefined}>
        {state}
      </Text>
      {onAction ? (
        <Group gap="xs" justify="center" mt={4}>
          {clockActions(view).map((action) => (
            <Button
              key={action}
              size="md"
              mih={48}
              variant={action === "reset" ? "default" : "filled"}
              color={action === "pause" ? "orange" : undefined}
              loading={busy && action !== "reset"}
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {t(`festival.clock.${action}`)}
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
