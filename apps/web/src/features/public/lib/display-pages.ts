// Display mode (a TV at the venue): what the screen shows, split into pages that each fit the screen.
// Pure: the page component measures the viewport and renders what these functions decide.
import type { PublicMatch, PublicPlan, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { finalRanking } from "../../../components/tournament/ranking.ts";

/**
 * Sizes in px on a 1920×1080 screen; every size is multiplied by {@link displayScale}. Table and
 * list text is 40 px so it stays above 32 px on a 1080p screen with browser bars (scale ≥ 0.8), which
 * reads from about 10 m.
 */
export const METRICS = {
  padding: 32,
  header: 150,
  gap: 24,
  /** A page's title (52 px) with its margin. */
  heading: 76,
  tableFont: 40,
  tableRow: 60,
  tableTitle: 64,
  tableGap: 32,
  /** Fixed columns of a table: rank, played, goals, difference, points. */
  tableNumbers: 500,
  listFont: 40,
  listRow: 64,
  /** Fixed columns of a schedule or results row: time, pitch, score or stage. */
  listFixed: 760,
  pitchTitle: 56,
  kindLine: 42,
  teamsFont: 44,
  teamsLine: 58,
  pitchPadding: 24,
  scoreWidth: 170,
  roundTitle: 56,
  cardFont: 40,
  cardLine: 52,
  cardMeta: 34,
  cardPadding: 12,
  cardGap: 16,
  columnGap: 48,
  /** Narrowest column of the bracket and of the two-column grids (tables, pitches, ranking). */
  minColumn: 560,
} as const;
const M = METRICS;

/** Average width of a character relative to the font size (bold system sans, a little generous). */
const CHAR_WIDTH = 0.6;
/** Seconds each page stays on screen. */
export const PAGE_SECONDS = 15;
/** Upcoming matches beyond this many pages are left to the public page (the QR code leads there). */
export const MAX_SCHEDULE_PAGES = 2;

export type Viewport = { width: number; height: number };

/**
 * How much larger or smaller than on 1920×1080 everything is drawn: the screen is filled like a slide.
 * A screen at least 960 px wide never goes below 0.8 (tables stay ≥ 32 px): a shorter one gets more pages.
 */
export function displayScale({ width, height }: Viewport): number {
  const fit = Math.min(width / 1920, height / 1080);
  return Math.min(2, Math.max(width >= 960 ? 0.8 : 0.5, fit));
}

/** The space a page's content has below the header and its title, in unscaled px. */
export function contentBox(viewport: Viewport): Viewport {
  const s = displayScale(viewport);
  return {
    width: viewport.width / s - 2 * M.padding,
    height: viewport.height / s - 2 * M.padding - M.header - M.gap - M.heading,
  };
}

/** Lines a text needs in a box `width` px wide at `font` px (estimated from its length). */
export function lineCount(text: string, width: number, font: number): number {
  const perLine = Math.max(1, Math.floor(width / (font * CHAR_WIDTH)));
  return Math.max(1, Math.ceil(text.length / perLine));
}

/** Two columns where two of the narrowest columns fit side by side, else one. */
const twoColumns = (width: number) => (width >= 2 * M.minColumn + M.columnGap ? 2 : 1);
const columnWidth = (width: number, cols: number) => (width - (cols - 1) * M.columnGap) / cols;

/**
 * Row-major grid packing: items (by height) go into rows of `cols`; a row is as tall as its tallest
 * item; a page takes rows while they fit. An item taller than the page gets a page of its own.
 */
export function packGrid(heights: readonly number[], cols: number, available: number, gap: number): number[][] {
  const pages: number[][] = [];
  let page: number[] = [];
  let used = 0;
  for (let i = 0; i < heights.length; i += cols) {
    const row = heights.slice(i, i + cols);
    const rowHeight = Math.max(...row);
    const needed = page.length === 0 ? rowHeight : used + gap + rowHeight;
    if (page.length > 0 && needed > available) {
      pages.push(page);
      page = [];
      used = rowHeight;
    } else used = needed;
    page.push(...row.map((_, j) => i + j));
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** Column packing: items go top to bottom into a column, then into the next one; `cols` columns per page. */
function packColumns(heights: readonly number[], cols: number, available: number, gap: number): number[][][] {
  const columns: number[][] = [];
  let column: number[] = [];
  let used = 0;
  heights.forEach((h, i) => {
    const needed = column.length === 0 ? h : used + gap + h;
    if (column.length > 0 && needed > available) {
      columns.push(column);
      column = [];
      used = h;
    } else used = needed;
    column.push(i);
  });
  if (column.length > 0) columns.push(column);
  const pages: number[][][] = [];
  for (let i = 0; i < columns.length; i += cols) pages.push(columns.slice(i, i + cols));
  return pages;
}

/** What the display shows, reduced to what decides the layout (names only for their length). */
export type DisplayData = {
  /** Every match played, or the organiser set the tournament to finished. */
  over: boolean;
  /** Final places in order (empty until decided, or when the organiser does not publish rankings). */
  ranking: ReadonlyArray<{ place: number; teamId: string; name: string }>;
  /** Per pitch: the match being played and the next one, each as "Home – Away". */
  pitches: ReadonlyArray<{ id: string; matches: readonly string[] }>;
  /** Matches still to be played, by kick-off. */
  schedule: ReadonlyArray<{ id: string; text: string }>;
  tables: ReadonlyArray<{ group: string; names: readonly string[] }>;
  /** Knockout rounds in bracket order (placement matches as the last round). */
  bracket: ReadonlyArray<{ key: string; matches: ReadonlyArray<{ id: string; home: string; away: string }> }>;
  /** Played matches, latest first. */
  results: ReadonlyArray<{ id: string; text: string }>;
};

export type TableChunk = { group: string; from: number; to: number };
export type RankingColumn = { from: number; to: number };
export type BracketColumn = { round: string; matchIds: string[]; first: boolean };

export type DisplayPage =
  | { kind: "podium" }
  | { kind: "over" }
  | { kind: "ranking"; columns: RankingColumn[] }
  | { kind: "now"; cols: number; pitchIds: string[] }
  | { kind: "schedule"; matchIds: string[] }
  | { kind: "tables"; cols: number; chunks: TableChunk[] }
  | { kind: "bracket"; columns: BracketColumn[] }
  | { kind: "results"; matchIds: string[] }
  | { kind: "qr" };

function nowPages(data: DisplayData, box: Viewport): DisplayPage[] {
  if (data.pitches.length === 0) return [];
  const cols = data.pitches.length > 1 ? twoColumns(box.width) : 1;
  const textWidth = columnWidth(box.width, cols) - 2 * M.pitchPadding - M.scoreWidth;
  const heights = data.pitches.map(
    (p) =>
      2 * M.pitchPadding +
      M.pitchTitle +
      (p.matches.length === 0
        ? M.teamsLine
        : p.matches.reduce((sum, m) => sum + M.kindLine + M.teamsLine * lineCount(m, textWidth, M.teamsFont), 0)),
  );
  return packGrid(heights, cols, box.height, M.gap).map((idx) => ({
    kind: "now",
    cols,
    pitchIds: idx.map((i) => data.pitches[i]?.id ?? ""),
  }));
}

/** Rows of a one-column list (schedule, results) page by page. */
function listPages(rows: ReadonlyArray<{ id: string; text: string }>, box: Viewport): string[][] {
  const textWidth = box.width - M.listFixed;
  const heights = rows.map((r) => M.listRow + (lineCount(r.text, textWidth, M.listFont) - 1) * (M.listRow - 16));
  return packColumns(heights, 1, box.height, 0).map(([column = []]) => column.map((i) => rows[i]?.id ?? ""));
}

function tablePages(data: DisplayData, box: Viewport): DisplayPage[] {
  if (data.tables.length === 0) return [];
  const cols = data.tables.length > 1 ? twoColumns(box.width) : 1;
  const nameWidth = columnWidth(box.width, cols) - M.tableNumbers;
  const head = M.tableTitle + M.tableRow;
  // A table taller than the screen is cut into pieces, each with its title and column heads again.
  const chunks: Array<TableChunk & { height: number }> = [];
  for (const table of data.tables) {
    let chunk = { group: table.group, from: 0, to: 0, height: head };
    table.names.forEach((name, i) => {
      const row = M.tableRow * lineCount(name, nameWidth, M.tableFont);
      if (chunk.to > chunk.from && chunk.height + row > box.height) {
        chunks.push(chunk);
        chunk = { group: table.group, from: i, to: i, height: head };
      }
      chunk.to = i + 1;
      chunk.height += row;
    });
    chunks.push(chunk);
  }
  return packGrid(
    chunks.map((c) => c.height),
    cols,
    box.height,
    M.tableGap,
  ).map((idx) => ({
    kind: "tables",
    cols: Math.min(cols, idx.length),
    chunks: idx.flatMap((i) => {
      const c = chunks[i];
      return c ? [{ group: c.group, from: c.from, to: c.to }] : [];
    }),
  }));
}

function bracketPages(data: DisplayData, box: Viewport): DisplayPage[] {
  if (data.bracket.length === 0) return [];
  const maxCols = Math.max(1, Math.floor((box.width + M.columnGap) / (M.minColumn + M.columnGap)));
  const available = box.height - M.roundTitle;
  // Names wrap in the narrowest case: a page with every column taken.
  const nameWidth = columnWidth(box.width, maxCols) - 2 * M.cardPadding - 80;
  // Every round in columns of the cards that fit under each other; a big round takes several columns.
  const columns: BracketColumn[] = [];
  for (const round of data.bracket) {
    let column: BracketColumn = { round: round.key, matchIds: [], first: true };
    let used = 0;
    for (const m of round.matches) {
      const card =
        2 * M.cardPadding +
        M.cardMeta +
        M.cardLine * (lineCount(m.home, nameWidth, M.cardFont) + lineCount(m.away, nameWidth, M.cardFont));
      const needed = column.matchIds.length === 0 ? card : used + M.cardGap + card;
      if (column.matchIds.length > 0 && needed > available) {
        columns.push(column);
        column = { round: round.key, matchIds: [], first: false };
        used = card;
      } else used = needed;
      column.matchIds.push(m.id);
    }
    columns.push(column);
  }
  const pages: DisplayPage[] = [];
  for (let i = 0; i < columns.length; i += maxCols)
    pages.push({ kind: "bracket", columns: columns.slice(i, i + maxCols) });
  return pages;
}

function rankingPages(data: DisplayData, box: Viewport): DisplayPage[] {
  const cols = data.ranking.length > 1 ? twoColumns(box.width) : 1;
  const nameWidth = columnWidth(box.width, cols) - 120;
  const heights = data.ranking.map((r) => M.listRow * lineCount(r.name, nameWidth, M.listFont));
  return packColumns(heights, cols, box.height, 0).map((columns) => ({
    kind: "ranking",
    columns: columns.map((c) => ({ from: c[0] ?? 0, to: (c.at(-1) ?? 0) + 1 })),
  }));
}

/**
 * The pages of display mode for one screen, in the order they rotate. While matches are played: now
 * and next per pitch, the schedule, tables, bracket, latest results; once it is over: the podium (or
 * "it is over" while no ranking is published), the full final ranking, the bracket and the tables.
 * The QR code to the public page comes last. Each kind gets as many pages as its data needs on this screen.
 */
export function displayPages(data: DisplayData, viewport: Viewport): DisplayPage[] {
  const box = contentBox(viewport);
  const qr: DisplayPage = { kind: "qr" };
  if (data.over) {
    // No winner, no podium (the organiser ended it early): the places decided so far as a list.
    const podium = data.ranking.some((r) => r.place === 1);
    return [
      podium ? { kind: "podium" } : { kind: "over" },
      // The podium already shows a ranking of three or fewer in full.
      ...(data.ranking.length > 3 || (!podium && data.ranking.length > 0) ? rankingPages(data, box) : []),
      ...bracketPages(data, box),
      ...tablePages(data, box),
      qr,
    ];
  }
  return [
    ...nowPages(data, box),
    ...listPages(data.schedule, box)
      .slice(0, MAX_SCHEDULE_PAGES)
      .map((matchIds): DisplayPage => ({ kind: "schedule", matchIds })),
    ...tablePages(data, box),
    ...bracketPages(data, box),
    ...listPages(data.results, box)
      .slice(0, 1)
      .map((matchIds): DisplayPage => ({ kind: "results", matchIds })),
    qr,
  ];
}

/** The rotation interval in seconds: `?interval=` (1–600, for setting up and tests), else 15. */
export function rotationSeconds(search: string): number {
  const value = Number(new URLSearchParams(search).get("interval"));
  return Number.isFinite(value) && value >= 1 ? Math.min(600, value) : PAGE_SECONDS;
}

/** The device's local time as the plan writes it ("2030-05-04T10:12"): plans have no time zone. */
export function localStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The wall clock as the kick-offs are written: 24 hours in every language ("07:01", "19:30"). */
export function clockText(date: Date, lang: string) {
  return date.toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/**
 * Per pitch: the match being played (marked live, else not finished and on the clock now) and the
 * next one still to come.
 */
export function nowAndNext(plan: PublicPlan, now: string) {
  return plan.pitches.map((pitch) => {
    const current =
      pitch.matches.find((m) => m.status === "live") ??
      pitch.matches.find((m) => m.status === "scheduled" && m.start <= now && now < m.end) ??
      null;
    const after = current ? pitch.matches.indexOf(current) + 1 : 0;
    const next = pitch.matches.slice(after).find((m) => m.status === "scheduled") ?? null;
    return { pitch, current, next };
  });
}

const PLACEMENT_STAGES = new Set(["placement", "thirdPlace"]);
/** Key of the bracket's last round, which gathers every placement match (3rd place, 5th place …). */
export const PLACEMENT_ROUND = "placement";

/** The knockout rounds in bracket order, placement matches gathered last from the best place down. */
export function bracketRounds(tournament: PublicTournament) {
  const byId = new Map(tournament.matches.map((m) => [m.id, m]));
  const matchesOf = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const main = tournament.knockout
    .filter((r) => !PLACEMENT_STAGES.has(r.stage))
    .map((r) => ({ key: `${r.stage}-${r.round}`, label: r.label, matches: matchesOf(r.matchIds) }));
  const placement = tournament.knockout
    .filter((r) => PLACEMENT_STAGES.has(r.stage))
    .flatMap((r) => matchesOf(r.matchIds))
    .sort((a, b) => (a.placeFor ?? 0) - (b.placeFor ?? 0));
  return placement.length > 0 ? [...main, { key: PLACEMENT_ROUND, label: null, matches: placement }] : main;
}

/** Whether the tournament is over: set to finished by the organiser, or every match has been played. */
export function isOver(plan: PublicPlan): boolean {
  if (plan.status === "finished" || plan.status === "archived") return true;
  const matches = plan.pitches.flatMap((p) => p.matches);
  return matches.length > 0 && matches.every((m) => m.status === "finished");
}

/** The final places as the control centre computes them, from what the public payload shows. */
export function publicRanking(tournament: PublicTournament) {
  if (tournament.publicResults !== "all") return [];
  const results = tournament.matches.flatMap((m) => (m.result ? [{ matchId: m.id, ...m.result }] : []));
  return finalRanking(tournament.matches, results, tournament.standings);
}

const sideText = (m: PublicMatch, side: "home" | "away", names: ReadonlyMap<string, string>) => {
  const teamId = m[side].teamId;
  return (teamId ? names.get(teamId) : undefined) ?? m[`${side}Label`]?.text ?? "?";
};

/** The layout-relevant data of the display from the two public payloads (the page payload may still load). */
export function displayData(plan: PublicPlan, tournament: PublicTournament | undefined, now: string): DisplayData {
  const names = new Map(tournament?.teams.map((t) => [t.id, t.name]));
  const text = (m: PublicMatch) => `${sideText(m, "home", names)} – ${sideText(m, "away", names)}`;
  const matches = tournament?.matches ?? [];
  const showScores = tournament !== undefined && tournament.publicResults !== "none";
  return {
    over: isOver(plan),
    ranking: tournament ? publicRanking(tournament).map((p) => ({ ...p, name: names.get(p.teamId) ?? p.teamId })) : [],
    pitches: nowAndNext(plan, now).map(({ pitch, current, next }) => ({
      id: pitch.id,
      matches: [current, next].flatMap((m) => (m ? [`${m.home} – ${m.away}`] : [])),
    })),
    schedule: matches.filter((m) => m.status !== "finished").map((m) => ({ id: m.id, text: text(m) })),
    tables: (tournament?.publicResults === "all" ? tournament.standings : []).map((s) => ({
      group: s.group,
      names: s.rows.map((r) => names.get(r.teamId) ?? r.teamId),
    })),
    bracket: tournament
      ? bracketRounds(tournament).map((r) => ({
          key: r.key,
          matches: r.matches.map((m) => ({
            id: m.id,
            home: sideText(m, "home", names),
            away: sideText(m, "away", names),
          })),
        }))
      : [],
    results: showScores
      ? matches
          .filter((m) => m.result)
          .sort((a, b) => b.start.localeCompare(a.start) || b.id.localeCompare(a.id))
          .map((m) => ({ id: m.id, text: text(m) }))
      : [],
  };
}
