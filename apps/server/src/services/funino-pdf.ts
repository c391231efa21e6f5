// The printable papers of a funino festival: the festival sheet (fixed plan round by round, or the ladder with
// blank boxes for the rounds still to come), pitch cards to lay out at each pitch, and the QR poster.
// Outcomes are never printed, whoever asks and whatever config.publicResults says: the papers are for filling in
// by hand at the pitch, and a PDF travels further than a screen, so hidden results can never leak through one.
import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { LANGUAGE_TAGS, type Language } from "@kickoff/locales/languages.ts";
import type { Column, Content, TableCell } from "pdfmake/interfaces";
import type { Database } from "../db/client.ts";
import { type PdfDocument, renderPdf } from "../lib/pdf.ts";
import { can, isPubliclyVisible, tournamentNotFound } from "../policies/tournament-policy.ts";
import { presentFestivalPublic } from "../presenters/funino.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { findTournament } from "../repositories/tournaments.ts";
import { asFestival } from "./funino-service.ts";
import { translator } from "./public-i18n.ts";
import { metaOf, publicTournamentId } from "./public-tournament.ts";
import {
  dateLine,
  type ExportDeps,
  GREY,
  logoOf,
  posterFor,
  styles,
  tableLayout,
  venueLine,
} from "./schedule-export.ts";
import { actorFor } from "./tournament-service.ts";
import { toState } from "./tournament-state.ts";

type Translate = Awaited<ReturnType<typeof translator>>;
export type FuninoPdfKind = "sheet" | "pitchCards" | "poster";

/** The public page of a festival under PUBLIC_URL, in one language. */
export const publicFestivalUrl = (publicUrl: string, lang: Language, id: string) =>
  `${publicUrl}/${lang}/funino/${encodeURIComponent(id)}`;

/**
 * A festival the caller may print, with the same rules as the public page: anybody for public and unlisted
 * festivals that left the draft state, owner and editors always; anybody else 404 TOURNAMENT_NOT_FOUND, like an
 * unknown id. A normal tournament the caller may see is 409 WRONG_MODE (only after that check, so it never tells
 * a stranger that a private tournament exists). Read from the stored row: an organiser printing right after a
 * change gets it.
 */
export async function loadPrintableFestival(
  database: Database,
  anyCaseId: string,
  currentUser: () => Promise<UserRow | null>,
) {
  const id = publicTournamentId(anyCaseId);
  if (!id) throw tournamentNotFound();
  const row = await findTournament(database.db, id);
  if (!row) throw tournamentNotFound();
  const state = toState(row);
  let access: "public" | "private" = "public";
  if (!isPubliclyVisible(state)) {
    const user = await currentUser();
    if (!user) throw tournamentNotFound();
    const actor = await actorFor(database.db, { user }, state.id);
    if (!can(actor, "viewPublic", metaOf(state))) throw tournamentNotFound();
    access = "private";
  }
  // The public view, stripped of every outcome below again: what is printed never depends on the caller.
  const view = presentFestivalPublic(asFestival(state));
  return { festival: view, access, version: row.revision };
}

/** A festival as printed: the public view without any outcome. */
type Festival = FuninoPublic;
type Round = Festival["rounds"][number];

const withoutOutcomes = (f: Festival): Festival => ({ ...f, rounds: f.rounds.map((r) => ({ ...r, outcomes: [] })) });

// ─── Shared pieces ───────────────────────────────────────────────────────────────────────────────────────

const BOX = 11;

/** An empty tick box, centred in its cell. */
const tickBox = (size = BOX): Content => ({
  canvas: [{ type: "rect", x: 0, y: 0, w: size, h: size, lineWidth: 0.8, lineColor: "#3c4043" }],
  alignment: "center",
  margin: [0, 1, 0, 0],
});
const boxCell = (size = BOX): TableCell => ({ stack: [tickBox(size)], alignment: "center" });

/** Pitch ids in ladder order: position 0 is the top of the ladder. */
function ladderOrder(f: Festival): string[] {
  const ids = f.pitches.map((p) => p.id);
  return f.config.topPitch === "first" ? ids : [...ids].reverse();
}

const pitchName = (f: Festival, id: string) => f.pitches.find((p) => p.id === id)?.name ?? id;

function teamName(f: Festival, id: string): string {
  const team = f.teams.find((x) => x.id === id);
  if (!team) return "?";
  return team.bib ? `${team.name} (${team.bib})` : team.name;
}

const timeOf = (r: { start: string }) => r.start.slice(11, 16);

/** Planned kick-off of a round not computed yet: round 1's time plus (round length + change-over) per round. */
function plannedStart(f: Festival, round: number): string {
  const [h, m] = f.config.startTime.split(":").map(Number) as [number, number];
  const minutes = (h * 60 + m + (round - 1) * (f.config.roundMinutes + f.config.breakMinutes)) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const roundTime = (f: Festival, round: number) => {
  const known = f.rounds.find((r) => r.round === round);
  return known ? timeOf(known) : plannedStart(f, round);
};

/** Teams taking part (the withdrawn ones are named only in the rounds they played). */
const activeTeams = (f: Festival) => f.teams.filter((x) => !x.withdrawn);

/** Teams of the plan: round 1's teams, or the teams entered before the plan exists. */
function teamCount(f: Festival): number {
  const first = f.rounds[0];
  return first ? first.games.length * 2 + first.bench.length : activeTeams(f).length;
}

/** A counted message: the `_one`/`_other` form the language's plural rules pick (the server has no i18next). */
function counted(t: Translate, lang: Language, key: string, count: number): string {
  const form = new Intl.PluralRules(LANGUAGE_TAGS[lang]).select(count);
  const exact = `${key}_${form}`;
  const text = t(exact, { count });
  return text === exact ? t(`${key}_other`, { count }) : text;
}

function factsLines(f: Festival, t: Translate, lang: Language): string[] {
  const c = f.config;
  return [
    [
      t(`festivalOrganiser.pdf.planType.${c.planType}`),
      t(`festivalOrganiser.pdf.formats.${c.format}`),
      counted(t, lang, "festivalOrganiser.pdf.pitches", f.pitches.length),
      counted(t, lang, "festivalOrganiser.pdf.teams", teamCount(f)),
      counted(t, lang, "festivalOrganiser.pdf.rounds", f.roundCount),
    ].join(" · "),
    t("festivalOrganiser.pdf.timing", {
      time: c.startTime,
      minutes: c.roundMinutes,
      breakMinutes: c.breakMinutes,
    }),
  ];
}

function header(f: Festival, t: Translate, lang: Language, url: string, logo: string | null, title: string): Content {
  const venue = venueLine(f);
  const lines: Content[] = [
    { text: title, style: "kicker" },
    { text: f.general.name, style: "title" },
    { text: dateLine(f, lang), style: "meta" },
    ...(venue ? [{ text: venue, style: "meta" }] : []),
    ...factsLines(f, t, lang).map((text) => ({ text, style: "meta" })),
  ];
  return {
    columns: [
      ...(logo ? [{ image: logo, fit: [64, 64] as [number, number], width: 72 }] : []),
      { stack: lines, width: "*" },
      {
        width: 120,
        stack: [
          { qr: url, fit: 88, alignment: "right" as const, margin: [0, 0, 0, 2] as [number, number, number, number] },
          { text: t("festivalOrganiser.pdf.scan"), style: "small", alignment: "right" as const },
          {
            text: t("festivalOrganiser.pdf.shortCode", { code: f.shortCode }),
            fontSize: 9,
            bold: true,
            noWrap: true,
            alignment: "right" as const,
          },
        ],
      },
    ],
    columnGap: 10,
    margin: [0, 0, 0, 10],
  };
}

const ownStyles: PdfDocument["styles"] = {
  ...styles,
  kicker: { fontSize: 10, bold: true, color: GREY, margin: [0, 0, 0, 2] },
  roundHead: { bold: true, fontSize: 10 },
};

const footer =
  (f: Festival, t: Translate): PdfDocument["footer"] =>
  (current, total) => ({
    columns: [
      { text: f.general.name, style: "small" },
      { text: t("organiser.share.pdf.page", { page: current, pages: total }), style: "small", alignment: "right" },
    ],
    margin: [36, 16, 36, 0],
  });

// ─── Festival sheet ──────────────────────────────────────────────────────────────────────────────────────

/** A fixed-plan round: its games pitch by pitch and who sits out. */
function fixedRoundBlock(f: Festival, t: Translate, r: Round): Content {
  const body: TableCell[][] = [
    [
      {
        text: [
          { text: t("festivalOrganiser.pdf.round", { round: r.round }), bold: true },
          { text: `  ${timeOf(r)}`, color: GREY },
        ],
        colSpan: 2,
        style: "roundHead",
      },
      {},
    ],
    ...r.games.map((g): TableCell[] => [
      { text: t("festivalOrganiser.pdf.pitchNumber", { pitch: pitchName(f, g.pitch) }), noWrap: true },
      `${teamName(f, g.first)} – ${teamName(f, g.second)}`,
    ]),
  ];
  if (r.bench.length)
    body.push([
      {
        text: t("festivalOrganiser.pdf.benchList", { teams: r.bench.map((x) => teamName(f, x)).join(", ") }),
        colSpan: 2,
        italics: true,
        color: GREY,
      },
      {},
    ]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: ["auto", "*"], body },
    layout: tableLayout,
    fontSize: 9,
  };
}

function fixedPlan(f: Festival, t: Translate): Content[] {
  const out: Content[] = [{ text: t("festivalOrganiser.pdf.sections.fixedPlan"), style: "h2" }];
  // Two rounds side by side: a plan of 6–8 rounds fits one page.
  for (let i = 0; i < f.rounds.length; i += 2) {
    const pair = f.rounds.slice(i, i + 2);
    out.push({
      unbreakable: true,
      columns: [0, 1].map((k) => {
        const r = pair[k];
        return r ? { width: "*", stack: [fixedRoundBlock(f, t, r)] } : { width: "*", text: "" };
      }),
      columnGap: 12,
      margin: [0, 0, 0, 10],
    });
  }
  return out;
}

/** Heads of the three tick boxes (the legend says what the letters mean). */
const winDrawWinHead = (t: Translate): TableCell[] =>
  [t("festivalOrganiser.pdf.winShort"), t("festivalOrganiser.pdf.drawShort"), t("festivalOrganiser.pdf.winShort")].map(
    (text) => ({ text, style: "th", alignment: "center" as const }),
  );

/** A writing line for a team's name (the cell's bottom border is drawn by the layout). */
const nameLine: TableCell = { text: " ", margin: [0, 6, 0, 0] };

/**
 * A ladder round: every pitch top to bottom with the two teams (names when the round is known, lines to fill
 * in otherwise) and empty win/draw/win boxes; the bench below when teams sit out.
 */
function ladderRoundBlock(f: Festival, t: Translate, round: number): Content {
  const known = f.rounds.find((r) => r.round === round);
  const order = ladderOrder(f);
  const last = order.length - 1;
  const head: TableCell[] = [
    {
      text: [
        { text: t("festivalOrganiser.pdf.round", { round }), bold: true },
        { text: `  ${roundTime(f, round)}`, color: GREY },
      ],
      style: "roundHead",
    },
    { text: t("festivalOrganiser.pdf.team"), style: "th" },
    ...winDrawWinHead(t),
    { text: t("festivalOrganiser.pdf.team"), style: "th" },
  ];
  const rows = order.map((pitch, k): TableCell[] => {
    const game = known?.games.find((g) => g.pitch === pitch);
    const mark =
      k === 0 && last > 0
        ? t("festivalOrganiser.pdf.topShort")
        : k === last && last > 0
          ? t("festivalOrganiser.pdf.bottomShort")
          : null;
    return [
      {
        text: [
          { text: t("festivalOrganiser.pdf.pitchNumber", { pitch: pitchName(f, pitch) }), bold: true },
          ...(mark ? [{ text: ` ${mark}`, color: GREY, fontSize: 7.5 }] : []),
        ],
        noWrap: true,
      },
      game ? teamName(f, game.first) : nameLine,
      boxCell(),
      boxCell(),
      boxCell(),
      game ? teamName(f, game.second) : nameLine,
    ];
  });
  const benchCount = known ? known.bench.length : Math.max(0, teamCount(f) - order.length * 2);
  const body: TableCell[][] = [head, ...rows];
  if (benchCount > 0) {
    const names = known ? known.bench.map((x) => teamName(f, x)).join(", ") : "";
    body.push([
      { text: t("festivalOrganiser.pdf.bench"), italics: true, color: GREY },
      { text: names || " ", colSpan: 5, margin: [0, names ? 0 : 6, 0, 0] },
      {},
      {},
      {},
      {},
    ]);
  }
  return {
    unbreakable: true,
    table: { headerRows: 1, dontBreakRows: true, widths: [84, "*", 18, 18, 18, "*"], body },
    layout: {
      ...tableLayout,
      hLineWidth: (i: number) => (i === 0 ? 0 : 0.6),
      hLineColor: () => "#9aa0a6",
      paddingTop: () => (known ? 4 : 7),
      paddingBottom: () => 4,
    },
    fontSize: 9.5,
    margin: [0, 0, 0, 10],
  };
}

function ladderRules(f: Festival, t: Translate): Content {
  return {
    stack: [
      t("festivalOrganiser.pdf.ladderRule"),
      t(`festivalOrganiser.pdf.drawRule.${f.config.drawRule}`),
      t("festivalOrganiser.pdf.tickHint"),
    ],
    style: "note",
  };
}

function ladderSheet(f: Festival, t: Translate): Content[] {
  const rounds = Array.from({ length: f.roundCount }, (_, i) => i + 1);
  return [
    { text: t("festivalOrganiser.pdf.sections.ladder"), style: "h2" },
    ladderRules(f, t),
    ...rounds.map((round) => ladderRoundBlock(f, t, round)),
  ];
}

/** The festival sheet: header with QR and code, then the fixed plan or the ladder to fill in by hand. */
export async function festivalSheetPdf(deps: ExportDeps, festival: Festival, lang: Language): Promise<Buffer> {
  const f = withoutOutcomes(festival);
  const t = await translator(lang);
  const url = publicFestivalUrl(deps.publicUrl, lang, f.id);
  const logo = await logoOf(deps.database, deps.store, f);
  const title = t("festivalOrganiser.pdf.sheetTitle");
  const plan: Content[] =
    teamCount(f) < 2 || f.pitches.length === 0
      ? [{ text: t("festivalOrganiser.pdf.noPlan"), style: "note" }]
      : f.config.planType === "fixed"
        ? fixedPlan(f, t)
        : ladderSheet(f, t);
  const doc: PdfDocument = {
    info: { title: f.general.name, subject: title, creator: "Kickoff", producer: "Kickoff" },
    pageMargins: [36, 36, 36, 44],
    content: [header(f, t, lang, url, logo, title), ...plan],
    footer: footer(f, t),
    styles: ownStyles,
    defaultStyle: { fontSize: 10, lineHeight: 1.15 },
  };
  return renderPdf(doc);
}

// ─── Pitch cards ─────────────────────────────────────────────────────────────────────────────────────────

const A4 = { w: 595.28, h: 841.89 };

/** Where the teams of a ladder round come from on the pitch at position k (0 = top) of n. */
function ladderSources(f: Festival, t: Translate, k: number): string {
  const order = ladderOrder(f);
  const n = order.length;
  const name = (pos: number) => pitchName(f, order[pos] as string);
  const winner = (pos: number) => t("festivalOrganiser.pdf.from.winner", { pitch: name(pos) });
  const loser = (pos: number) => t("festivalOrganiser.pdf.from.loser", { pitch: name(pos) });
  if (n === 1) return t("festivalOrganiser.pdf.from.same");
  // The winner on top and the loser at the bottom stay; everybody else moves one pitch.
  if (k === 0) return `${winner(0)} – ${winner(1)}`;
  if (k === n - 1) return `${loser(n - 2)} – ${loser(n - 1)}`;
  return `${loser(k - 1)} – ${winner(k + 1)}`;
}

function cardRows(f: Festival, t: Translate, pitch: string, k: number): TableCell[][] {
  const rows: TableCell[][] = [];
  for (let round = 1; round <= f.roundCount; round++) {
    const known = f.rounds.find((r) => r.round === round);
    const game = known?.games.find((g) => g.pitch === pitch);
    let who: TableCell;
    if (game) who = `${teamName(f, game.first)} – ${teamName(f, game.second)}`;
    else if (known || f.config.planType === "fixed")
      who = { text: t("festivalOrganiser.pdf.noGame"), italics: true, color: GREY };
    else who = { text: ladderSources(f, t, k), color: GREY };
    rows.push([String(round), roundTime(f, round), who, boxCell(10), boxCell(10), boxCell(10)]);
  }
  return rows;
}

/** One pitch card, `w` points wide: the pitch in big, its place on the ladder, a line per round. */
function pitchCard(f: Festival, t: Translate, pitch: string, k: number, w: number, big: number): Column {
  const order = ladderOrder(f);
  const ladder = f.config.planType === "ladder" && order.length > 1;
  const mark =
    ladder && k === 0
      ? t("festivalOrganiser.pdf.top")
      : ladder && k === order.length - 1
        ? t("festivalOrganiser.pdf.bottom")
        : ladder
          ? t("festivalOrganiser.pdf.middle", {
              above: pitchName(f, order[k - 1] as string),
              below: pitchName(f, order[k + 1] as string),
            })
          : "";
  return {
    width: w,
    stack: [
      { text: f.general.name, fontSize: 8, color: GREY, noWrap: true },
      {
        columns: [
          {
            width: "auto",
            stack: [
              { text: t("festivalOrganiser.pdf.pitch"), fontSize: 10, color: GREY },
              { text: pitchName(f, pitch), fontSize: big, bold: true, lineHeight: 1 },
            ],
          },
          {
            width: "*",
            stack: [
              { text: mark, fontSize: 12, bold: k === 0 || k === order.length - 1, margin: [0, 14, 0, 2] },
              { text: t(`festivalOrganiser.pdf.formats.${f.config.format}`), fontSize: 9, color: GREY },
            ],
          },
        ],
        columnGap: 12,
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [22, 28, "*", 14, 14, 14],
          body: [
            [
              { text: t("festivalOrganiser.pdf.roundShort"), style: "th" },
              { text: t("festivalOrganiser.pdf.time"), style: "th" },
              { text: t(ladder ? "festivalOrganiser.pdf.teamsFrom" : "festivalOrganiser.pdf.game"), style: "th" },
              ...winDrawWinHead(t),
            ],
            ...cardRows(f, t, pitch, k),
          ],
        },
        layout: { ...tableLayout, paddingTop: () => 3, paddingBottom: () => 3 },
        fontSize: 8,
      },
      { text: t("festivalOrganiser.pdf.tickHintCard"), fontSize: 7, color: GREY, margin: [0, 4, 0, 0] },
    ],
  };
}

/** Dashed lines where the page is cut (between the cards) and short marks at the page edges. */
function cuttingMarks(perPage: 1 | 2 | 4): Content {
  const dash = { length: 4, space: 3 };
  const lines: NonNullable<Extract<Content, { canvas: unknown }>["canvas"]> = [];
  if (perPage >= 2)
    lines.push({ type: "line", x1: 0, y1: A4.h / 2, x2: A4.w, y2: A4.h / 2, dash, lineWidth: 0.5, lineColor: GREY });
  if (perPage === 4)
    lines.push({ type: "line", x1: A4.w / 2, y1: 0, x2: A4.w / 2, y2: A4.h, dash, lineWidth: 0.5, lineColor: GREY });
  return { canvas: lines, absolutePosition: { x: 0, y: 0 } };
}

/** 4 cards per page while the rounds fit a quarter, 2 (halves) up to 18 rounds, else one per page. */
const cardsPerPage = (rounds: number): 1 | 2 | 4 => (rounds <= 8 ? 4 : rounds <= 18 ? 2 : 1);

/** Pitch cards: one per pitch (ladder: top first; fixed: 1, 2, 3 …), 4, 2 or 1 to an A4 page with cutting marks. */
export async function pitchCardsPdf(_deps: ExportDeps, festival: Festival, lang: Language): Promise<Buffer> {
  const f = withoutOutcomes(festival);
  const t = await translator(lang);
  const order = f.config.planType === "ladder" ? ladderOrder(f) : f.pitches.map((p) => p.id);
  const perPage = cardsPerPage(f.roundCount);
  const pad = 24;
  const cols = perPage === 4 ? 2 : 1;
  const cellW = A4.w / cols;
  const cellH = perPage === 1 ? A4.h : A4.h / 2;
  const content: Content[] = [];
  if (order.length === 0 || teamCount(f) < 2) content.push({ text: t("festivalOrganiser.pdf.noPlan"), style: "note" });
  order.forEach((pitch, k) => {
    const slot = k % perPage;
    if (slot === 0) {
      if (k > 0) content.push({ text: "", pageBreak: "before" });
      if (perPage > 1) content.push(cuttingMarks(perPage));
    }
    const x = (slot % cols) * cellW + pad;
    const y = Math.floor(slot / cols) * cellH + pad;
    content.push({
      absolutePosition: { x, y },
      columns: [pitchCard(f, t, pitch, k, cellW - 2 * pad, perPage === 4 ? 56 : 80)],
    });
  });
  const doc: PdfDocument = {
    info: {
      title: f.general.name,
      subject: t("festivalOrganiser.pdf.cardsTitle"),
      creator: "Kickoff",
      producer: "Kickoff",
    },
    pageMargins: [0, 0, 0, 0],
    content,
    styles: ownStyles,
    defaultStyle: { fontSize: 9, lineHeight: 1.1 },
  };
  return renderPdf(doc);
}

// ─── Poster ──────────────────────────────────────────────────────────────────────────────────────────────

/** The tournament QR poster, titled as a festival and linking to the festival's public page. */
export async function festivalPosterPdf(deps: ExportDeps, festival: Festival, lang: Language): Promise<Buffer> {
  const t = await translator(lang);
  return posterFor(deps, festival, lang, publicFestivalUrl(deps.publicUrl, lang, festival.id), {
    kicker: t("festivalOrganiser.pdf.posterKicker"),
    scan: t("festivalOrganiser.pdf.scan"),
  });
}

export const FUNINO_PDFS: Record<
  FuninoPdfKind,
  {
    render: (deps: ExportDeps, f: Festival, lang: Language) => Promise<Buffer>;
    word: `festivalOrganiser.pdf.files.${FuninoPdfKind}`;
  }
> = {
  sheet: { render: festivalSheetPdf, word: "festivalOrganiser.pdf.files.sheet" },
  pitchCards: { render: pitchCardsPdf, word: "festivalOrganiser.pdf.files.pitchCards" },
  poster: { render: festivalPosterPdf, word: "festivalOrganiser.pdf.files.poster" },
};
