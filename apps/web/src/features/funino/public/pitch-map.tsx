import { VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MAP_CELL, type MapLayout, shorten } from "./festival-view.ts";

const { width: CELL_W, height: CELL_H, gap: GAP } = MAP_CELL;

type Props = {
  layout: MapLayout;
  round: number;
  names: ReadonlyMap<string, string>;
  pitchNames: ReadonlyMap<string, string>;
  /** The followed team: its pitch is highlighted. */
  myTeam: string | null;
  /** Longest team name drawn in full (the list for screen readers always has them whole). */
  nameChars?: number;
  className?: string;
};

/**
 * The pitches of one round as a picture: numbered as on the day, the top of the ladder marked, two team names
 * on each pitch, the followed team's pitch highlighted. The same as a list for screen readers.
 */
export function PitchMap({ layout, round, names, pitchNames, myTeam, nameChars = 14, className }: Props) {
  const { t } = useTranslation();
  const width = layout.columns * CELL_W + (layout.columns - 1) * GAP;
  const height = layout.rows * CELL_H + (layout.rows - 1) * GAP;
  const name = (id: string | null) => (id ? (names.get(id) ?? id) : "");
  const describe = (cell: MapLayout["cells"][number]) => {
    const pitch = pitchNames.get(cell.pitch) ?? cell.pitch;
    const text = cell.first
      ? t("festival.map.entry", { pitch, first: name(cell.first), second: name(cell.second) })
      : t("festival.map.freeEntry", { pitch });
    return cell.top ? `${text} (${t("festival.map.topLong")})` : text;
  };
  /** A team's name on its pitch, shortened; the followed team's stands out. */
  const teamText = (id: string | null, y: number) => (
    <text className={id === myTeam ? "fm-team fm-team-mine" : "fm-team"} x={CELL_W / 2} y={y} textAnchor="middle">
      {shorten(name(id), nameChars)}
    </text>
  );

  return (
    <figure className={`fm-figure ${className ?? ""}`} data-pitch-map={round}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t("festival.map.label", { round, count: layout.cells.length })}
        className="fm-svg"
        preserveAspectRatio="xMidYMin meet"
      >
        {layout.cells.map((cell) => {
          const x = cell.x * (CELL_W + GAP);
          const y = cell.y * (CELL_H + GAP);
          const mine = myTeam !== null && (cell.first === myTeam || cell.second === myTeam);
          const label = pitchNames.get(cell.pitch) ?? cell.pitch;
          return (
            <g
              key={cell.pitch}
              transform={`translate(${x} ${y})`}
              className={mine ? "fm-cell fm-mine" : cell.first ? "fm-cell" : "fm-cell fm-free"}
              data-pitch={cell.pitch}
              data-mine={mine || undefined}
            >
              <rect className="fm-pitch" x={3} y={3} width={CELL_W - 6} height={CELL_H - 6} rx={10} />
              {/* Funino: two small goals at each end. */}
              {[30, 86].map((gy) => (
                <g key={gy}>
                  <rect className="fm-goal" x={3} y={gy} width={6} height={16} />
                  <rect className="fm-goal" x={CELL_W - 9} y={gy} width={6} height={16} />
                </g>
              ))}
              <text className="fm-label" x={14} y={28}>
                {shorten(label, cell.top ? 12 : 20)}
              </text>
              {cell.top ? (
                <text className="fm-top" x={CELL_W - 14} y={28} textAnchor="end">
                  {`▲ ${t("festival.map.top")}`}
                </text>
              ) : null}
              {cell.first ? (
                <>
                  {teamText(cell.first, 66)}
                  <text className="fm-vs" x={CELL_W / 2} y={88} textAnchor="middle">
                    {t("festival.map.vs")}
                  </text>
                  {teamText(cell.second, 112)}
                </>
              ) : (
                <text className="fm-vs" x={CELL_W / 2} y={86} textAnchor="middle">
                  {t("festival.map.free")}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden component="ul">
        {layout.cells.map((cell) => (
          <li key={cell.pitch}>{describe(cell)}</li>
        ))}
      </VisuallyHidden>
    </figure>
  );
}
