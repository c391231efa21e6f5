// The pages of display mode at TV size: every size is `px(n)`, scaled with the screen (--ds), and
// mirrors METRICS in display-pages.ts, which decides what fits on a page.
import type { PublicMatch, PublicPlan, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { Box, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QrCode } from "../../../components/qr-code.tsx";
import {
  type BracketColumn,
  bracketRounds,
  METRICS as M,
  nowAndNext,
  PLACEMENT_ROUND,
  type RankingColumn,
  type TableChunk,
} from "../lib/display-pages.ts";
import { clockOf, pitchLabel, pitchLabels, scoreText, sideName, stageName } from "../lib/labels.ts";

/** A size of the 1920×1080 design, scaled with the screen. */
export const px = (n: number) => `calc(${n}px * var(--ds))`;

type PlanMatch = PublicPlan["pitches"][number]["matches"][number];
type Names = ReadonlyMap<string, string>;

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} className="display-title" style={{ fontSize: px(52), lineHeight: px(64), marginBottom: px(12) }}>
      {children}
    </Title>
  );
}

function planSide(name: string, label: PlanMatch["homeLabel"], t: TFunction) {
  return label ? t(`engine.${label.key}`, label.params) : name;
}

function NowMatch({ match, kind }: { match: PlanMatch; kind: "now" | "next" }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Text className={kind === "now" ? "display-now" : "display-muted"} fw={700} style={{ fontSize: px(30) }}>
        {kind === "now" ? t("public.display.now") : t("public.display.next", { time: clockOf(match.start) })}
      </Text>
      <Box style={{ display: "flex", justifyContent: "space-between", gap: px(16), alignItems: "baseline" }}>
        <Text fw={700} style={{ fontSize: px(M.teamsFont), lineHeight: px(M.teamsLine), overflowWrap: "anywhere" }}>
          {planSide(match.home, match.homeLabel, t)} – {planSide(match.away, match.awayLabel, t)}
        </Text>
        {match.result ? (
          <Text fw={900} style={{ fontSize: px(56), whiteSpace: "nowrap" }} data-score>
            {scoreText(match.result)}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}

/** Now and next on the pitches of one page. */
export function NowView({
  plan,
  now,
  pitchIds,
  cols,
}: {
  plan: PublicPlan;
  now: string;
  pitchIds: string[];
  cols: number;
}) {
  const { t } = useTranslation();
  const rows = nowAndNext(plan, now).filter((r) => pitchIds.includes(r.pitch.id));
  return (
    <SimpleGrid cols={cols} spacing={px(M.columnGap)} verticalSpacing={px(M.gap)}>
      {rows.map(({ pitch, current, next }) => (
        <Box key={pitch.id} className="display-box" style={{ padding: px(M.pitchPadding) }}>
          <Title order={2} style={{ fontSize: px(40), lineHeight: px(M.pitchTitle) }}>
            {pitchLabel(pitch.name, t)}
          </Title>
          {current ? <NowMatch match={current} kind="now" /> : null}
          {next ? <NowMatch match={next} kind="next" /> : null}
          {!current && !next ? (
            <Text style={{ fontSize: px(36), lineHeight: px(M.teamsLine) }}>{t("public.display.pitchDone")}</Text>
          ) : null}
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Matches as table rows (schedule, latest results): time, pitch, teams, then the stage or the score. */
export function MatchListView({
  tournament,
  names,
  matchIds,
  last,
}: {
  tournament: PublicTournament;
  names: Names;
  matchIds: string[];
  last: "stage" | "score";
}) {
  const { t } = useTranslation();
  const byId = new Map(tournament.matches.map((m) => [m.id, m]));
  const pitchName = pitchLabels(tournament.pitches, t);
  return (
    <table className="display-table" style={{ fontSize: px(M.listFont) }}>
      <thead>
        <tr style={{ height: px(M.listRow) }}>
          <th scope="col" style={{ width: px(150) }}>
            {t("public.schedule.time")}
          </th>
          <th scope="col" style={{ width: px(260) }}>
            {t("public.schedule.filterPitch")}
          </th>
          <th scope="col">{t("public.schedule.match")}</th>
          <th
            scope="col"
            style={{ width: px(last === "score" ? 200 : 330), textAlign: last === "score" ? "right" : "left" }}
          >
            {last === "score" ? t("public.schedule.score") : t("public.display.stage")}
          </th>
        </tr>
      </thead>
      <tbody>
        {matchIds.flatMap((id) => {
          const m = byId.get(id);
          if (!m) return [];
          return (
            <tr key={id} style={{ height: px(M.listRow) }} data-match={id}>
              <td>{clockOf(m.start)}</td>
              <td>{pitchName.get(m.pitch) ?? m.pitch}</td>
              <td style={{ overflowWrap: "anywhere" }}>
                {sideName(m.home.teamId, m.homeLabel, names, t)} – {sideName(m.away.teamId, m.awayLabel, names, t)}
              </td>
              {last === "score" ? (
                <td style={{ textAlign: "right", fontWeight: 900 }} data-score>
                  {m.result ? scoreText(m.result) : ""}
                </td>
              ) : (
                <td>{stageName(m, t)}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function StandingsTable({
  standings,
  names,
  chunk,
}: {
  standings: PublicTournament["standings"][number];
  names: Names;
  chunk: TableChunk;
}) {
  const { t } = useTranslation();
  const title = t("public.match.group", { group: standings.group });
  return (
    <section aria-label={title}>
      <Title order={3} style={{ fontSize: px(44), lineHeight: px(M.tableTitle) }}>
        {chunk.from > 0 ? t("public.display.continued", { title }) : title}
      </Title>
      <table className="display-table" style={{ fontSize: px(M.tableFont) }} data-display-table>
        <thead>
          <tr style={{ height: px(M.tableRow) }}>
            <th scope="col" style={{ width: px(70) }}>
              <abbr title={t("public.table.rank")}>#</abbr>
            </th>
            <th scope="col">{t("public.table.team")}</th>
            <th scope="col" style={{ width: px(80), textAlign: "right" }}>
              <abbr title={t("public.table.played")}>{t("public.table.playedShort")}</abbr>
            </th>
            <th scope="col" style={{ width: px(150), textAlign: "right" }}>
              <abbr title={t("public.table.goals")}>{t("public.table.goalsShort")}</abbr>
            </th>
            <th scope="col" style={{ width: px(100), textAlign: "right" }}>
              <abbr title={t("public.table.difference")}>{t("public.table.differenceShort")}</abbr>
            </th>
            <th scope="col" style={{ width: px(100), textAlign: "right" }}>
              <abbr title={t("public.table.points")}>{t("public.table.pointsShort")}</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.slice(chunk.from, chunk.to).map((row) => (
            <tr key={row.teamId} style={{ height: px(M.tableRow) }}>
              <td>{row.rank}</td>
              <td style={{ overflowWrap: "anywhere" }}>{names.get(row.teamId) ?? row.teamId}</td>
              <td style={{ textAlign: "right" }}>{row.played}</td>
              <td style={{ textAlign: "right" }}>
                {row.goalsFor}:{row.goalsAgainst}
              </td>
              <td style={{ textAlign: "right" }}>
                {row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}
              </td>
              <td style={{ textAlign: "right", fontWeight: 900 }}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Group tables (or pieces of a long one) in a grid. */
export function TablesView({
  tournament,
  names,
  chunks,
  cols,
}: {
  tournament: PublicTournament;
  names: Names;
  chunks: TableChunk[];
  cols: number;
}) {
  const byGroup = new Map(tournament.standings.map((s) => [s.group, s]));
  return (
    <SimpleGrid cols={cols} spacing={px(M.columnGap)} verticalSpacing={px(M.tableGap)}>
      {chunks.flatMap((c) => {
        const standings = byGroup.get(c.group);
        return standings
          ? [<StandingsTable key={`${c.group}-${c.from}`} standings={standings} names={names} chunk={c} />]
          : [];
      })}
    </SimpleGrid>
  );
}

function BracketCard({
  match,
  names,
  showScores,
  pitchName,
  placement,
}: {
  match: PublicMatch;
  names: Names;
  showScores: boolean;
  pitchName: Names;
  placement: boolean;
}) {
  const { t } = useTranslation();
  const result = showScores ? match.result : null;
  const decider = result?.penalties ?? result;
  const winner = decider && decider.home !== decider.away ? (decider.home > decider.away ? "home" : "away") : null;
  const line = (side: "home" | "away") => (
    <Box style={{ display: "flex", justifyContent: "space-between", gap: px(12), lineHeight: px(M.cardLine) }}>
      <span className={winner === side ? "display-winner" : undefined} style={{ overflowWrap: "anywhere" }}>
        {sideName(match[side].teamId, match[`${side}Label`], names, t)}
      </span>
      {result ? (
        <span style={{ fontWeight: 900 }}>
          {result[side]}
          {result.penalties ? ` (${result.penalties[side]})` : ""}
        </span>
      ) : null}
    </Box>
  );
  return (
    <Box className="display-box" style={{ padding: px(M.cardPadding), fontSize: px(M.cardFont) }} data-match={match.id}>
      <Text className="display-muted" style={{ fontSize: px(26), lineHeight: px(M.cardMeta) }}>
        {placement ? stageName(match, t) : match.id} · {clockOf(match.start)} ·{" "}
        {pitchName.get(match.pitch) ?? match.pitch}
      </Text>
      {line("home")}
      {line("away")}
    </Box>
  );
}

/** Knockout rounds side by side; a round with more matches than fit under each other takes more columns. */
export function BracketView({
  tournament,
  names,
  columns,
}: {
  tournament: PublicTournament;
  names: Names;
  columns: BracketColumn[];
}) {
  const { t } = useTranslation();
  const rounds = new Map(bracketRounds(tournament).map((r) => [r.key, r]));
  const pitchName = pitchLabels(tournament.pitches, t);
  const showScores = tournament.publicResults !== "none";
  return (
    <Box
      style={{
        display: "grid",
        gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))`,
        gap: px(M.columnGap),
      }}
    >
      {columns.map((c) => {
        const round = rounds.get(c.round);
        if (!round) return null;
        const title = round.label
          ? t(`engine.${round.label.key}`, round.label.params)
          : t("public.bracket.placementGames");
        const byId = new Map(round.matches.map((m) => [m.id, m]));
        return (
          <Box key={`${c.round}-${c.matchIds[0]}`} component="section" aria-label={title}>
            <Title order={3} style={{ fontSize: px(40), lineHeight: px(M.roundTitle) }}>
              {c.first ? title : t("public.display.continued", { title })}
            </Title>
            <Stack gap={px(M.cardGap)}>
              {c.matchIds.flatMap((id) => {
                const m = byId.get(id);
                return m
                  ? [
                      <BracketCard
                        key={id}
                        match={m}
                        names={names}
                        showScores={showScores}
                        pitchName={pitchName}
                        placement={c.round === PLACEMENT_ROUND}
                      />,
                    ]
                  : [];
              })}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}

type Place = { place: number; teamId: string; name: string };
const STEP_HEIGHT: Record<number, number> = { 1: 460, 2: 350, 3: 260 };

/** The first three places as a podium: 2nd, 1st, 3rd side by side, the winner highest. */
export function PodiumView({ ranking }: { ranking: readonly Place[] }) {
  const { t } = useTranslation();
  const steps = [2, 1, 3].map((place) => ({ place, teams: ranking.filter((r) => r.place === place) }));
  return (
    <Box component="ol" className="display-podium" data-podium aria-label={t("public.sections.placements")}>
      {steps.map(({ place, teams }) => (
        <li key={place} data-place={place} style={{ order: place === 2 ? 0 : place === 1 ? 1 : 2, gap: px(16) }}>
          <VisuallyHidden>{t("public.placements.place", { place })}</VisuallyHidden>
          <Text
            fw={800}
            ta="center"
            style={{ fontSize: px(place === 1 ? 64 : 52), lineHeight: 1.15, overflowWrap: "anywhere" }}
          >
            {teams.length > 0 ? teams.map((r) => r.name).join(" · ") : "–"}
          </Text>
          <div
            className={`display-step display-step-${place}`}
            style={{ height: px(STEP_HEIGHT[place] ?? 160), fontSize: px(120) }}
            aria-hidden="true"
          >
            {place}
          </div>
        </li>
      ))}
    </Box>
  );
}

/** The full final ranking in columns. */
export function RankingView({ ranking, columns }: { ranking: readonly Place[]; columns: RankingColumn[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={columns.length} spacing={px(M.columnGap)}>
      {columns.map((c) => (
        <ol key={c.from} className="display-ranking" style={{ fontSize: px(M.listFont) }}>
          {ranking.slice(c.from, c.to).map((r) => (
            <li key={`${r.place}-${r.teamId}`} style={{ minHeight: px(M.listRow) }} data-place={r.place}>
              <span className="display-rank" style={{ width: px(110) }}>
                <VisuallyHidden>{t("public.placements.place", { place: r.place })}</VisuallyHidden>
                <span aria-hidden="true">{r.place}.</span>
              </span>
              <span style={{ overflowWrap: "anywhere" }}>{r.name}</span>
            </li>
          ))}
        </ol>
      ))}
    </SimpleGrid>
  );
}

/** A QR code as large as the screen allows, with the address written out. */
export function QrView({ url, name, size }: { url: string; name: string; size: number }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={px(16)}>
      <Text fw={700} style={{ fontSize: px(44) }}>
        {t("public.display.scan")}
      </Text>
      <QrCode value={url} label={t("public.share.qrLabel", { name })} size={size} />
      <Text fw={700} style={{ fontSize: px(36), overflowWrap: "anywhere" }} ta="center">
        {url.replace(/^https?:\/\//u, "")}
      </Text>
    </Stack>
  );
}
