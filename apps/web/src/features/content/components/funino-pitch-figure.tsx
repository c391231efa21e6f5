import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language.ts";
import type { FuninoFormat } from "../lib/funino-equipment.ts";
import { type Metres, PITCH_GUIDE } from "../lib/funino-pitch.ts";

// Drawing units: 10 per metre, the pitch upright (goal lines at top and bottom) so it fits a phone's width.
const S = 10;
const GOAL_WIDTH = 1.5;
const GOAL_DEPTH = 0.8;
const LEFT = 48;
const TOP = 40;
const RIGHT = 48;
const BOTTOM = 40;

/** Metres in the page's language ("26–28 m", "6 m"): units and ranges are formatted, never translated. */
export function useMetres() {
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[useLanguage()], { style: "unit", unit: "meter" });
  return (m: Metres | number) =>
    typeof m === "number"
      ? format.format(m)
      : m.min === m.max
        ? format.format(m.min)
        : format.formatRange(m.min, m.max);
}

/** One format's pitch as a labelled drawing with its sizes as guidance, and the same sizes as text. */
export function FuninoPitchFigure({ format }: { format: FuninoFormat }) {
  const { t } = useTranslation();
  const metres = useMetres();
  const titleId = useId();
  const descId = useId();
  const guide = PITCH_GUIDE[format];
  const L = guide.length.max;
  const W = guide.width.max;
  const x = (m: number) => LEFT + m * S;
  const y = (m: number) => TOP + m * S;
  // Goals at least goalGap apart (inner edges), centred; without a rule, near the corners.
  const inner = guide.goalGap === null ? W - 2 * (1 + GOAL_WIDTH) : guide.goalGap;
  const goalLeft = (W - inner) / 2 - GOAL_WIDTH;
  const goalRight = (W + inner) / 2;
  const sizes = {
    format: t(`funinoGuide.format.${format}`),
    length: metres(guide.length),
    width: metres(guide.width),
    zone: guide.zone === null ? "" : metres(guide.zone),
    gap: guide.goalGap === null ? "" : metres(guide.goalGap),
  };
  const desc = t(guide.zone === null ? "funinoGuide.rules.pitch.descHalf" : "funinoGuide.rules.pitch.descZone", sizes);
  return (
    <Stack gap="xs" className="funino-pitch">
      <Title order={3}>{sizes.format}</Title>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${LEFT + W * S + RIGHT} ${TOP + L * S + BOTTOM}`}
        data-format={format}
      >
        <title id={titleId}>{t("funinoGuide.rules.pitch.svgTitle", sizes)}</title>
        <desc id={descId}>{desc}</desc>
        <rect className="funino-pitch-surface" x={x(0)} y={y(0)} width={W * S} height={L * S} />
        {guide.zone === null ? null : (
          <>
            <rect className="funino-pitch-zone" x={x(0)} y={y(0)} width={W * S} height={guide.zone * S} />
            <rect className="funino-pitch-zone" x={x(0)} y={y(L - guide.zone)} width={W * S} height={guide.zone * S} />
            <line className="funino-pitch-dash" x1={x(0)} x2={x(W)} y1={y(guide.zone)} y2={y(guide.zone)} />
            <line className="funino-pitch-dash" x1={x(0)} x2={x(W)} y1={y(L - guide.zone)} y2={y(L - guide.zone)} />
          </>
        )}
        <line className="funino-pitch-line" x1={x(0)} x2={x(W)} y1={y(L / 2)} y2={y(L / 2)} />
        <rect className="funino-pitch-line" x={x(0)} y={y(0)} width={W * S} height={L * S} fill="none" />
        {[goalLeft, goalRight].flatMap((gx) => [
          <rect
            key={`top-${gx}`}
            className="funino-pitch-goal"
            x={x(gx)}
            y={y(-GOAL_DEPTH)}
            width={GOAL_WIDTH * S}
            height={GOAL_DEPTH * S}
          />,
          <rect
            key={`bottom-${gx}`}
            className="funino-pitch-goal"
            x={x(gx)}
            y={y(L)}
            width={GOAL_WIDTH * S}
            height={GOAL_DEPTH * S}
          />,
        ])}
        {/* Width above the pitch, length beside it, the zone depth on the right, the goal gap below. */}
        <text className="funino-pitch-label" x={x(W / 2)} y={TOP - 16} textAnchor="middle">
          {sizes.width}
        </text>
        <text
          className="funino-pitch-label"
          x={LEFT - 14}
          y={y(L / 2)}
          textAnchor="middle"
          transform={`rotate(-90 ${LEFT - 14} ${y(L / 2)})`}
        >
          {sizes.length}
        </text>
        {guide.zone === null ? null : (
          <text className="funino-pitch-label" x={x(W) + 6} y={y(guide.zone / 2) + 5}>
            {sizes.zone}
          </text>
        )}
        {guide.goalGap === null ? null : (
          <text className="funino-pitch-label" x={x(W / 2)} y={y(L) + 28} textAnchor="middle">
            {`≥ ${sizes.gap}`}
          </text>
        )}
      </svg>
      <Text size="sm">{desc}</Text>
    </Stack>
  );
}
