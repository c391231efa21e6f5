// Organisers' papers for the match officials (issue 18): match cards to hand to the referee at each pitch (teams,
// referee, boxes for the score, penalties and cards, two signatures) and one referee's own schedule. They name
// referees, so only owner and editors get them; rendered on demand (no cache): assignments do not bump the
// public revision the schedule PDFs are cached by, and a stale card would send a referee to the wrong match.
import type { Match, Side } from "@kickoff/domain/contracts.ts";
import { type DownloadName, downloadFileName } from "@kickoff/domain/file-names.ts";
import { matchesOfReferee } from "@kickoff/domain/officials.ts";
import type { Referee } from "@kickoff/domain/officials-contracts.ts";
import { pitchLabel } from "@kickoff/domain/pitch-label.ts";
import { describePlaceholder } from "@kickoff/domain/placeholders.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import type { Column, Content, ContentCanvas, TableCell, TableLayout } from "pdfmake/interfaces";
import type { Db } from "../db/client.ts";
import { badRequest, conflict, notFound } from "../lib/errors.ts";
import { type PdfDocument, renderPdf } from "../lib/pdf.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { translator } from "./public-i18n.ts";
import { dateLine, formatDate, GREY, stageName, styles, tableLayout } from "./schedule-export.ts";
import { loadAuthorized, requireNormal } from "./tournament-service.ts";
import type { TournamentState } from "./tournament-state.ts";

type Translate = Awaited<ReturnType<typeof translator>>;

/** The A4 page in points (pdfmake's size). */
const A4 = { w: 595.28, h: 841.89 };

/**
 * A tournament whose papers the caller may print: owner and editors only (the papers name referees); anybody who
 * sees the tournament publicly 403, everybody else 404 like an unknown id. A festival is 409 WRONG_MODE, a
 * tournament without a plan 409 NO_PLAN.
 */
export async function loadForOfficials(db: Db, user: UserRow, id: string): Promise<TournamentState> {
  const { state } = await loadAuthorized(db, { user }, id, "edit");
  requireNormal(state);
  if (state.matches.length === 0) throw conflict("NO_PLAN", "Generate the plan first");
  return state;
}

/** What every piece of a paper needs: the tournament, its translator and language, the pitches' order and names. */
type Ctx = {
  state: TournamentState;
  t: Translate;
  lang: Language;
  pitchOrder: Map<string, number>;
  pitchNames: Map<string, string>;
  /** Match id → its number in the order of play of the whole tournament (1, 2, 3 …). */
  numbers: Map<string, number>;
};

async function contextOf(state: TournamentState, lang: Language): Promise<Ctx> {
  const t = await translator(lang);
  const pitchOrder = new Map(state.settings.pitches.map((p, i) => [p.id, i]));
  const pitchNames = new Map(
    state.settings.pitches.map((p) => [p.id, pitchLabel(p.name, (pitch) => t("officials.pdf.pitchName", { pitch }))]),
  );
  const ctx: Ctx = { state, t, lang, pitchOrder, pitchNames, numbers: new Map() };
  inOrderOfPlay(ctx, state.matches).forEach((m, i) => {
    ctx.numbers.set(m.id, i + 1);
  });
  return ctx;
}

/** Order of play: kick-off time, then the pitches in the organiser's order. */
function inOrderOfPlay(ctx: Pick<Ctx, "pitchOrder">, matches: readonly Match[]): Match[] {
  const at = (m: Match) => ctx.pitchOrder.get(m.pitch) ?? Number.MAX_SAFE_INTEGER;
  return [...matches].sort((a, b) => a.startMinute - b.startMinute || a.slot - b.slot || at(a) - at(b));
}

/** A side: the team's name once known, else its translated placeholder ("Winner SF1", "Sieger HF1"). */
function sideName(ctx: Ctx, side: Side): { text: string; known: boolean } {
  const team = side.teamId ? ctx.state.teams.find((x) => x.id === side.teamId) : undefined;
  if (team) return { text: team.name, known: true };
  if (!side.placeholder) return { text: "?", known: false };
  const label = describePlaceholder(side.placeholder);
  return { text: ctx.t(`engine.${label.key}`, label.params), known: false };
}

/** "Sa., 4. Mai 2030" — each card stands alone, so it always carries its day. */
const dayOf = (ctx: Ctx, m: Match): string =>
  formatDate(m.start, ctx.lang, { weekday: "short", day: "numeric", month: "short", year: "numeric" });

const timeOf = (m: Match) => m.start.slice(11, 16);

const refereeOf = (ctx: Ctx, matchId: string): Referee | undefined => {
  const id = ctx.state.officials.assignments[matchId];
  return id ? ctx.state.officials.referees.find((r) => r.id === id) : undefined;
};

// ─── Match cards ─────────────────────────────────────────────────────────────────────────────────────────

const INK = "#3c4043";

/** Every line of the table drawn: the empty cells are the boxes to write in. */
const gridLayout: TableLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => INK,
  vLineColor: () => INK,
  fillColor: (row: number) => (row === 0 ? "#e8ecf2" : null),
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** A line to write on, `w` points long. */
const writeLine = (w: number): ContentCanvas => ({
  canvas: [{ type: "line", x1: 0, y1: 0, x2: w, y2: 0, lineWidth: 0.6, lineColor: INK }],
});

/** A coloured card symbol in a table head (yellow, yellow over red, red). */
function cardSymbol(colours: readonly string[]): ContentCanvas {
  const shapes: ContentCanvas["canvas"] = colours.map((colour, i) => ({
    type: "rect",
    x: i * 4,
    y: i * 2,
    w: 6,
    h: 9,
    color: colour,
    lineWidth: 0.4,
    lineColor: INK,
  }));
  return { canvas: shapes, alignment: "center", margin: [0, 0, 0, 1] };
}

const YELLOW = "#f6c700";
const RED = "#d93025";

/** One card, `w` points wide; `big` for two cards to a page (more room to write). */
function matchCard(ctx: Ctx, m: Match, w: number, big: boolean): Column {
  const { t } = ctx;
  const home = sideName(ctx, m.home);
  const away = sideName(ctx, m.away);
  const referee = refereeOf(ctx, m.id);
  const box = big ? 34 : 30;
  const fs = big ? 10 : 8.5;
  const head = (text: string, alignment: "left" | "center" = "center"): Content => ({
    text,
    bold: true,
    fontSize: big ? 8.5 : 7,
    alignment,
  });
  const teamCell = (side: { text: string; known: boolean }): TableCell => ({
    text: side.text,
    italics: !side.known,
    bold: side.known,
    fontSize: fs,
    verticalAlignment: "middle",
  });
  const blank: TableCell = { text: "" };
  const boxW = big ? 100 : 72;
  const cardW = big ? 76 : 56;
  const signW = (w - 24) / 2;
  return {
    width: w,
    stack: [
      {
        columns: [
          { text: ctx.state.general.name, fontSize: 8, color: GREY, width: "*" },
          {
            text: `${t("officials.pdf.matchNumber", { number: ctx.numbers.get(m.id) ?? "" })} · ${m.id}`,
            fontSize: 8,
            color: GREY,
            alignment: "right",
            width: "auto",
          },
        ],
        columnGap: 8,
      },
      { text: stageName(ctx.t, m), fontSize: big ? 15 : 12, bold: true, margin: [0, 2, 0, 1] },
      {
        text: [
          { text: `${dayOf(ctx, m)} · ` },
          { text: timeOf(m), bold: true },
          { text: ` · ${ctx.pitchNames.get(m.pitch) ?? m.pitch}`, bold: true },
        ],
        fontSize: big ? 11 : 9.5,
        margin: [0, 0, 0, big ? 14 : 12],
      },
      {
        table: {
          headerRows: 1,
          widths: ["*", boxW, boxW],
          heights: (row: number) => (row === 0 ? 0 : box),
          body: [
            [
              head(t("officials.pdf.team"), "left"),
              head(t("officials.pdf.fullTime")),
              head(t("officials.pdf.penalties")),
            ],
            [teamCell(home), blank, blank],
            [teamCell(away), blank, blank],
          ],
        },
        layout: gridLayout,
        margin: [0, 0, 0, big ? 14 : 12],
      },
      {
        table: {
          headerRows: 1,
          widths: ["*", cardW, cardW, cardW],
          heights: (row: number) => (row === 0 ? 0 : big ? 28 : 24),
          body: [
            [
              head(t("officials.pdf.cards"), "left"),
              { stack: [cardSymbol([YELLOW]), head(t("officials.pdf.yellow"))] },
              { stack: [cardSymbol([YELLOW, RED]), head(t("officials.pdf.secondYellow"))] },
              { stack: [cardSymbol([RED]), head(t("officials.pdf.red"))] },
            ],
            [teamCell(home), blank, blank, blank],
            [teamCell(away), blank, blank, blank],
          ],
        },
        layout: gridLayout,
        margin: [0, 0, 0, big ? 18 : 14],
      },
      {
        columns: [
          { text: `${t("officials.pdf.referee")}:`, bold: true, width: "auto", fontSize: fs },
          referee
            ? { text: referee.name, width: "*", fontSize: big ? 12 : 10 }
            : { stack: [{ text: " ", fontSize: fs }, writeLine(w - 80)], width: "*" },
        ],
        columnGap: 6,
        margin: [0, 0, 0, big ? 40 : 44],
      },
      {
        columns: [0, 1].map(() => ({
          width: signW,
          stack: [
            writeLine(signW),
            { text: t("officials.pdf.signature"), fontSize: big ? 7.5 : 6.5, color: GREY, margin: [0, 2, 0, 0] },
          ],
        })),
        columnGap: 24,
      },
    ],
  };
}

/** Dashed lines where the page is cut between its cards. */
function cuttingMarks(perPage: 2 | 4): Content {
  const dash = { length: 4, space: 3 };
  const lines: ContentCanvas["canvas"] = [
    { type: "line", x1: 0, y1: A4.h / 2, x2: A4.w, y2: A4.h / 2, dash, lineWidth: 0.5, lineColor: GREY },
  ];
  if (perPage === 4)
    lines.push({ type: "line", x1: A4.w / 2, y1: 0, x2: A4.w / 2, y2: A4.h, dash, lineWidth: 0.5, lineColor: GREY });
  return { canvas: lines, absolutePosition: { x: 0, y: 0 } };
}

export type MatchCardsOptions = { pitch?: string | undefined; perPage: 2 | 4; lang: Language };

/**
 * The matches a card set holds: one pitch's in order of play, or (no pitch) every match in order of play
 * (time, then pitch). An unknown pitch is 400 UNKNOWN_PITCH naming `pitch`.
 */
export function cardMatches(state: TournamentState, pitch: string | undefined): Match[] {
  if (pitch !== undefined && !state.settings.pitches.some((p) => p.id === pitch))
    throw badRequest("UNKNOWN_PITCH", `pitch: no pitch ${pitch} in this tournament`, {
      fields: [{ field: "pitch", message: `no pitch ${pitch} in this tournament` }],
    });
  const pitchOrder = new Map(state.settings.pitches.map((p, i) => [p.id, i]));
  const chosen = pitch === undefined ? state.matches : state.matches.filter((m) => m.pitch === pitch);
  return inOrderOfPlay({ pitchOrder }, chosen);
}

/** Match cards, 2 (halves) or 4 (quarters) to an A4 page, with dashed cutting marks between them. */
export async function matchCardsPdf(state: TournamentState, options: MatchCardsOptions): Promise<Buffer> {
  const ctx = await contextOf(state, options.lang);
  const matches = cardMatches(state, options.pitch);
  const { perPage } = options;
  const cols = perPage === 4 ? 2 : 1;
  const cellW = A4.w / cols;
  const cellH = A4.h / 2;
  const pad = perPage === 4 ? 20 : 32;
  const content: Content[] = [];
  if (matches.length === 0)
    content.push({
      text: ctx.t(options.pitch === undefined ? "officials.pdf.noMatches" : "officials.pdf.noMatchesPitch"),
      style: "note",
      margin: [40, 40, 40, 0],
    });
  matches.forEach((m, k) => {
    const slot = k % perPage;
    if (slot === 0) {
      if (k > 0) content.push({ text: "", pageBreak: "before" });
      content.push(cuttingMarks(perPage));
    }
    content.push({
      absolutePosition: { x: (slot % cols) * cellW + pad, y: Math.floor(slot / cols) * cellH + pad },
      columns: [matchCard(ctx, m, cellW - 2 * pad, perPage === 2)],
    });
  });
  const pitchName = options.pitch === undefined ? null : (ctx.pitchNames.get(options.pitch) ?? options.pitch);
  return renderPdf({
    info: {
      title: [state.general.name, pitchName].filter(Boolean).join(" – "),
      subject: ctx.t("officials.pdf.cardsTitle"),
      creator: "Kickoff",
      producer: "Kickoff",
    },
    pageMargins: [0, 0, 0, 0],
    content,
    styles,
    defaultStyle: { fontSize: 9, lineHeight: 1.1 },
  });
}

// ─── A referee's schedule ────────────────────────────────────────────────────────────────────────────────

/** The referee of the tournament with this id, or 404 REFEREE_NOT_FOUND. */
export function findReferee(state: TournamentState, refereeId: string): Referee {
  const referee = state.officials.referees.find((r) => r.id === refereeId);
  if (!referee) throw notFound("REFEREE_NOT_FOUND", `referee: no referee ${refereeId} in this tournament`);
  return referee;
}

/** One referee's page: name, team if any, and each of their matches (time, pitch, stage, teams) in order of play. */
export async function refereeSchedulePdf(state: TournamentState, referee: Referee, lang: Language): Promise<Buffer> {
  const ctx = await contextOf(state, lang);
  const { t } = ctx;
  const matches = matchesOfReferee(state.matches, state.officials, referee.id);
  const multiDay = new Set(state.matches.map((m) => m.start.slice(0, 10))).size > 1;
  const team = referee.teamId ? state.teams.find((x) => x.id === referee.teamId) : undefined;
  const side = (s: Side) => {
    const name = sideName(ctx, s);
    return { text: name.text, italics: !name.known };
  };
  const body: TableCell[][] = [
    [
      t("officials.pdf.time"),
      t("officials.pdf.pitch"),
      t("officials.pdf.stage"),
      t("officials.pdf.match"),
      t("officials.pdf.number"),
    ].map((text) => ({ text, style: "th" })),
    ...matches.map((m): TableCell[] => [
      { text: multiDay ? `${dayOf(ctx, m)} ${timeOf(m)}` : timeOf(m), noWrap: true, bold: true },
      ctx.pitchNames.get(m.pitch) ?? m.pitch,
      stageName(ctx.t, m),
      { text: [side(m.home), " – ", side(m.away)] },
      { text: `${ctx.numbers.get(m.id) ?? ""} · ${m.id}`, noWrap: true, color: GREY },
    ]),
  ];
  const doc: PdfDocument = {
    info: {
      title: `${referee.name} – ${state.general.name}`,
      subject: t("officials.pdf.scheduleTitle"),
      creator: "Kickoff",
      producer: "Kickoff",
    },
    pageMargins: [40, 40, 40, 40],
    content: [
      { text: t("officials.pdf.scheduleTitle"), style: "meta" },
      { text: referee.name, style: "title" },
      ...(team && team.name !== referee.name
        ? [{ text: t("officials.pdf.refereeTeam", { team: team.name }), fontSize: 11, margin: [0, 0, 0, 2] } as Content]
        : []),
      { text: `${state.general.name} · ${dateLine(state, lang)}`, style: "meta", margin: [0, 0, 0, 12] },
      matches.length === 0
        ? { text: t("officials.pdf.refereeNoMatches"), style: "note" }
        : {
            table: {
              headerRows: 1,
              dontBreakRows: true,
              widths: [multiDay ? 86 : 38, 60, 92, "*", 54],
              body,
            },
            layout: tableLayout,
            fontSize: 10,
          },
    ],
    styles,
    defaultStyle: { fontSize: 10, lineHeight: 1.15 },
  };
  return renderPdf(doc);
}

/** Download names in the page language: "Spielberichtskarten-Spring-Cup-Feld-1.pdf", "Schiedsrichter-Einsatzplan-Anna-Spring-Cup.pdf". */
export async function officialsFileName(
  state: TournamentState,
  lang: Language,
  what: { kind: "matchCards"; pitch?: string | undefined } | { kind: "refereeSchedule"; referee: Referee },
): Promise<DownloadName> {
  const t = await translator(lang);
  if (what.kind === "refereeSchedule")
    return downloadFileName([t("officials.pdf.files.refereeSchedule"), what.referee.name, state.general.name], "pdf");
  const pitch = what.pitch === undefined ? undefined : state.settings.pitches.find((p) => p.id === what.pitch);
  const pitchName = pitch ? pitchLabel(pitch.name, (p) => t("officials.pdf.pitchName", { pitch: p })) : null;
  return downloadFileName([t("officials.pdf.files.matchCards"), state.general.name, pitchName], "pdf");
}
