import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { useTranslation } from "react-i18next";
import { formatClock, roundClock } from "./festival-view.ts";

/**
 * The round clock as the organiser runs it, counting down on this device (corrected by the server's clock):
 * "05:12 left", "Paused · 05:12 left", "Not started · 07:00", "Time is up".
 */
export function RoundClock({
  festival,
  round,
  now,
  offset,
  className,
}: {
  festival: Pick<FuninoPublic, "clock" | "config">;
  round: number;
  now: number;
  offset: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const state = roundClock(festival.clock, round, festival.config.roundMinutes, now, offset);
  const time = formatClock(state.remainingMs);
  const text =
    state.remainingMs === 0
      ? t("festival.page.timer.up")
      : state.running
        ? t("festival.page.timer.left", { time })
        : state.notStarted
          ? t("festival.page.timer.notStarted", { time })
          : t("festival.page.timer.paused", { time });
  return (
    // A timer's every second is not announced (role="timer" is not live by default); its text is there to read.
    <span role="timer" className={`fp-clock ${className ?? ""}`} data-clock={state.running ? "running" : "stopped"}>
      {text}
    </span>
  );
}

/** The display's round clock: the time left in huge figures, its state in words beneath (one size whatever the language). */
export function DisplayClock({
  festival,
  round,
  now,
  offset,
}: {
  festival: Pick<FuninoPublic, "clock" | "config">;
  round: number;
  now: number;
  offset: number;
}) {
  const { t } = useTranslation();
  const state = roundClock(festival.clock, round, festival.config.roundMinutes, now, offset);
  const label =
    state.remainingMs === 0
      ? t("festival.display.clock.up")
      : state.running
        ? t("festival.display.clock.running")
        : state.notStarted
          ? t("festival.display.clock.notStarted")
          : t("festival.display.clock.paused");
  return (
    <div role="timer" className="fd-clock-box" data-clock={state.running ? "running" : "stopped"}>
      <span className="fp-clock fd-clock">{formatClock(state.remainingMs)}</span>
      <span className="fd-clock-state">{label}</span>
    </div>
  );
}
