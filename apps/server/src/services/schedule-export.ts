// The printable exports of a tournament: the schedule PDF (header, matches, tables, ranking, QR to the public
// page), the QR poster PDF and the QR image. Everything shows exactly what the public page shows.
import { type DownloadName, downloadFileName } from "@kickoff/domain/file-names.ts";
import type { PublicMatch, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { LANGUAGE_TAGS, type Language } from "@kickoff/locales/languages.ts";
import type { Content, TableCell } from "pdfmake/interfaces";
import type { Database } from "../db/client.ts";
import type { FileStore } from "../lib/files.ts";
import { type PdfDocument, renderPdf } from "../lib/pdf.ts";
import { publicTournamentUrl } from "../lib/qr.ts";
import { tournamentNotFound } from "../policies/tournament-policy.ts";
import { findFile, findLogoEvents, findLogoTournaments } from "../repositories/files.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { findRevision } from "../repositories/tournaments.ts";
import { translator } from "./public-i18n.ts";
import {
  authorizePublicRead,
  entryNotOlderThan,
  loadPublicTournament,
  publicTournamentId,
} from "./public-tournament.ts";

export type Translate = Awaited<ReturnType<typeof translator>>;

/**
 * The public page payload of a tournament the caller may see publicly (anybody for public/unlisted ones that
 * left the draft state, owner and editors always); 404 TOURNAMENT_NOT_FOUND otherwise, like the public page.
 */
export async function loadExportable(
  database: Database,
  anyCaseId: string,
  currentUser: () => Promise<UserRow | null>,
) {
  // The canonical id for the cache, its invalidation and the PDF key; a malformed one is 404 without any of it.
  const id = publicTournamentId(anyCaseId);
  if (!id) throw tournamentNotFound();
  const entry = await entryNotOlderThan(
    database,
    id,
    () => findRevision(database.db, id),
    () => loadPublicTournament(database, id, "page"),
  );
  const access = await authorizePublicRead(database, entry, currentUser);
  if (!entry) throw new Error("unreachable: authorizePublicRead refuses a missing entry");
  return { page: JSON.parse(entry.body) as PublicTournament, access, version: entry.meta.version };
}

// Rendered PDFs by tournament revision: every change the public sees bumps the revision, so an entry can
// never be stale and needs no invalidation; the few most recent ones are kept (printing comes in bursts).
const RENDERED_MAX = 32;
const rendered = new Map<string, Promise<Buffer>>();

/** The PDF for `key` (kind, id, revision, language) from the small cache, rendering it once when missing. */
export function renderOnce(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = rendered.get(key);
  if (hit) {
    rendered.delete(key);
    rendered.set(key, hit);
    return hit;
  }
  const pending = render();
  rendered.set(key, pending);
  pending.catch(() => rendered.delete(key));
  while (rendered.size > RENDERED_MAX) {
    const oldest = rendered.keys().next().value;
    if (oldest === undefined) break;
    rendered.delete(oldest);
  }
  return pending;
}

/** What the shared header, poster and download name need of a tournament or festival. */
export type ExportSubject = {
  id: string;
  general: { name: string; startDate: string; endDate?: string | undefined; logoFileId?: string | null | undefined };
};
type WithVenue = { general: Pick<PublicTournament["general"], "venue"> };

/** The tournament's logo as a data URL for the PDF, if it has one that may be shown (see file-policy). */
export async function logoOf(database: Database, store: FileStore, page: ExportSubject): Promise<string | null> {
  const id = page.general.logoFileId;
  if (!id) return null;
  const file = await findFile(database.db, id);
  if (file?.purpose !== "logo") return null;
  // The subject is a tournament, or an event (its poster): the file must be the logo it shows.
  const uses = [
    ...(await findLogoTournaments(database.db, file.id, file.ownerId)),
    ...(await findLogoEvents(database.db, file.id, file.ownerId)),
  ];
  if (!uses.some((u) => u.id === page.id)) return null;
  const bytes = await store.read(file.storageKey);
  return bytes ? `data:${file.contentType};base64,${bytes.toString("base64")}` : null;
}

/** A local date ("YYYY-MM-DD…") in the language's format; the date as written, never shifted by a time zone. */
export const formatDate = (date: string, lang: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { ...options, timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );

export function dateLine(page: ExportSubject, lang: Language): string {
  const start = page.general.startDate;
  const end = page.general.endDate;
  const long: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
  if (!end || end === start) return formatDate(start, lang, long);
  return `${formatDate(start, lang, { dateStyle: "medium" })} – ${formatDate(end, lang, { dateStyle: "medium" })}`;
}

export function venueLine(page: WithVenue): string | null {
  const v = page.general.venue;
  return v ? [v.name, v.address, v.city].filter(Boolean).join(", ") : null;
}

/** A side of a match: the team's name once known, else its translated placeholder ("Winner SF1"). */
export function sideName(t: Translate, page: PublicTournament, teamId: string | null, label: PublicMatch["homeLabel"]) {
  const team = teamId ? page.teams.find((x) => x.id === teamId) : undefined;
  if (team) return team.name;
  return label ? t(`engine.${label.key}`, label.params) : "?";
}

/** "Group A", "Place 5", "Final": a match's stage as printed (schedule PDF and match cards). */
export function stageName(t: Translate, m: Pick<PublicMatch, "stage" | "group" | "placeFor">): string {
  if (m.stage === "group") return m.group ? t("public.match.group", { group: m.group }) : t("engine.stage.group");
  if (m.placeFor !== null && m.stage === "placement") return t("public.match.placeFor", { place: m.placeFor });
  return t(`engine.stage.${m.stage}`);
}

export function scoreOf(m: PublicMatch): string {
  if (!m.result) return "";
  const p = m.result.penalties;
  return `${m.result.home}:${m.result.away}${p ? ` (${p.home}:${p.away})` : ""}`;
}

export const GREY = "#5f6368";

export const tableLayout = {
  hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => "#c9ccd1",
  fillColor: (row: number) => (row === 0 ? "#e8ecf2" : row % 2 === 0 ? "#f6f7f9" : null),
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** Like tableLayout, for tables without a header row. */
const listLayout = { ...tableLayout, fillColor: (row: number) => (row % 2 === 1 ? "#f6f7f9" : null) };

function header(page: PublicTournament, t: Translate, lang: Language, url: string, logo: string | null): Content {
  const lines: Content[] = [
    { text: page.general.name, style: "title" },
    { text: dateLine(page, lang), style: "meta" },
  ];
  const venue = venueLine(page);
  if (venue) lines.push({ text: venue, style: "meta" });
  const facts = [
    page.ageGroupLabel ? t("public.header.ageGroup", { label: page.ageGroupLabel }) : null,
    page.organiser.club ? t("public.header.organisedBy", { club: page.organiser.club }) : null,
  ].filter((x): x is string => x !== null);
  if (facts.length) lines.push({ text: facts.join(" · "), style: "meta" });
  return {
    columns: [
      ...(logo ? [{ image: logo, fit: [64, 64] as [number, number], width: 72 }] : []),
      { stack: lines, width: "*" },
      {
        width: 96,
        stack: [
          { qr: url, fit: 88, alignment: "right" as const, margin: [0, 0, 0, 2] as [number, number, number, number] },
          { text: t("organiser.share.pdf.scanShort"), style: "small", alignment: "right" as const },
        ],
      },
    ],
    columnGap: 10,
    margin: [0, 0, 0, 12],
  };
}

function scheduleTable(page: PublicTournament, t: Translate, lang: Language): Content {
  if (page.matches.length === 0) return { text: t("public.schedule.noPlan"), style: "note" };
  const pitches = new Map(page.pitches.map((p) => [p.id, p.name]));
  const days = new Set(page.matches.map((m) => m.start.slice(0, 10)));
  const multiDay = days.size > 1;
  const body: TableCell[][] = [
    [
      t("public.schedule.time"),
      t("public.schedule.filterPitch"),
      t("organiser.share.pdf.stage"),
      t("public.schedule.match"),
      t("public.schedule.score"),
    ].map((text) => ({ text, style: "th" })),
  ];
  for (const m of page.matches) {
    const time = m.start.slice(11, 16);
    const when = multiDay ? `${formatDate(m.start, lang, { day: "2-digit", month: "2-digit" })} ${time}` : time;
    body.push([
      { text: when, noWrap: true },
      pitches.get(m.pitch) ?? m.pitch,
      stageName(t, m),
      {
        text: [
          { text: sideName(t, page, m.home.teamId, m.homeLabel), italics: m.home.teamId === null },
          " – ",
          { text: sideName(t, page, m.away.teamId, m.awayLabel), italics: m.away.teamId === null },
        ],
      },
      { text: scoreOf(m), bold: true, alignment: "center", noWrap: true },
    ]);
  }
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [multiDay ? 58 : 34, 44, 82, "*", 50], body },
    layout: tableLayout,
    fontSize: 9.5,
  };
}

/** The section title goes into the first block, so it never stands alone at the bottom of a page. */
function groupTables(page: PublicTournament, t: Translate): Content[] {
  const names = new Map(page.teams.map((x) => [x.id, x.name]));
  const title = (i: number): Content[] => (i === 0 ? [{ text: t("public.sections.tables"), style: "h2" }] : []);
  if (page.standings.length > 0) {
    return page.standings.map((g, i) => ({
      unbreakable: true,
      stack: [
        ...title(i),
        { text: t("public.match.group", { group: g.group }), style: "h3" },
        {
          table: {
            headerRows: 1,
            widths: [28, "*", 26, 44, 30, 30],
            body: [
              [
                t("public.table.rank"),
                t("public.table.team"),
                t("public.table.playedShort"),
                t("public.table.goalsShort"),
                t("public.table.differenceShort"),
                t("public.table.pointsShort"),
              ].map((text, i) => ({ text, style: "th", alignment: i === 1 ? ("left" as const) : ("center" as const) })),
              ...g.rows.map((r) => [
                // The plain number, as in the app's tables: "1." is an ordinal only in some languages.
                { text: String(r.rank), alignment: "center" as const },
                names.get(r.teamId) ?? "?",
                { text: String(r.played), alignment: "center" as const },
                { text: `${r.goalsFor}:${r.goalsAgainst}`, alignment: "center" as const },
                {
                  text: r.goalDifference > 0 ? `+${r.goalDifference}` : String(r.goalDifference),
                  alignment: "center" as const,
                },
                { text: String(r.points), bold: true, alignment: "center" as const },
              ]),
            ],
          },
          layout: tableLayout,
          fontSize: 9.5,
          margin: [0, 0, 0, 10] as [number, number, number, number],
        },
      ],
    }));
  }
  // Tables hidden by the organiser (or no group stage): the groups' teams at least, and why.
  const out: Content[] = page.groups.map((g, i) => ({
    unbreakable: true,
    stack: [
      ...title(i),
      { text: t("public.match.group", { group: g.name }), style: "h3" },
      { ul: g.teamIds.map((id) => names.get(id) ?? "?"), margin: [0, 0, 0, 8] as [number, number, number, number] },
    ],
  }));
  if (out.length && page.publicResults !== "all") out.push({ text: t("public.privacy.noTables"), style: "note" });
  return out;
}

function placements(page: PublicTournament, t: Translate): Content[] {
  if (page.placements.length === 0) return [];
  const names = new Map(page.teams.map((x) => [x.id, x.name]));
  return [
    {
      unbreakable: true,
      stack: [
        { text: t("public.sections.placements"), style: "h2" },
        {
          table: {
            widths: [60, "*"],
            body: page.placements.map((p) => [
              t("public.placements.place", { place: p.place }),
              names.get(p.teamId) ?? "?",
            ]),
          },
          layout: listLayout,
          fontSize: 10,
        },
      ],
    },
  ];
}

export const styles: PdfDocument["styles"] = {
  title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
  meta: { fontSize: 10, color: GREY, margin: [0, 0, 0, 1] },
  h2: { fontSize: 13, bold: true, margin: [0, 10, 0, 6] },
  h3: { fontSize: 11, bold: true, margin: [0, 4, 0, 4] },
  th: { bold: true, fontSize: 9 },
  note: { fontSize: 9.5, italics: true, color: GREY, margin: [0, 2, 0, 6] },
  small: { fontSize: 7, color: GREY },
};

export type ExportDeps = { database: Database; store: FileStore; publicUrl: string };

/** The schedule PDF: header with logo and QR, every match, group tables (or groups), final ranking. */
export async function schedulePdf(deps: ExportDeps, page: PublicTournament, lang: Language): Promise<Buffer> {
  const t = await translator(lang);
  const url = publicTournamentUrl(deps.publicUrl, lang, page.id);
  const logo = await logoOf(deps.database, deps.store, page);
  const doc: PdfDocument = {
    info: { title: page.general.name, subject: t("public.schedule.title"), creator: "Kickoff", producer: "Kickoff" },
    pageMargins: [36, 36, 36, 44],
    content: [
      header(page, t, lang, url, logo),
      { text: t("public.schedule.title"), style: "h2" },
      scheduleTable(page, t, lang),
      ...groupTables(page, t),
      ...placements(page, t),
    ],
    footer: (current, total) => ({
      columns: [
        { text: page.general.name, style: "small" },
        { text: t("organiser.share.pdf.page", { page: current, pages: total }), style: "small", alignment: "right" },
      ],
      margin: [36, 16, 36, 0],
    }),
    styles,
    defaultStyle: { fontSize: 10, lineHeight: 1.15 },
  };
  return renderPdf(doc);
}

/** One A4 page to hang up at the venue: logo, name, date, venue, a large QR to the public page, "scan" text. */
export async function posterPdf(deps: ExportDeps, page: PublicTournament, lang: Language): Promise<Buffer> {
  return posterFor(deps, page, lang, publicTournamentUrl(deps.publicUrl, lang, page.id));
}

/** The poster of a tournament or festival linking to `url`; a festival's has a line above the name and its own scan text. */
export async function posterFor(
  deps: ExportDeps,
  page: ExportSubject & WithVenue,
  lang: Language,
  url: string,
  festival?: { kicker: string; scan: string },
): Promise<Buffer> {
  const t = await translator(lang);
  const scan = festival?.scan ?? t("organiser.share.poster.scan");
  const logo = await logoOf(deps.database, deps.store, page);
  const venue = venueLine(page);
  const doc: PdfDocument = {
    info: {
      title: page.general.name,
      subject: scan,
      creator: "Kickoff",
      producer: "Kickoff",
    },
    pageMargins: [48, 56, 48, 48],
    content: [
      ...(logo ? [{ image: logo, fit: [120, 120], alignment: "center", margin: [0, 0, 0, 16] } as Content] : []),
      ...(festival
        ? [
            {
              text: festival.kicker,
              fontSize: 16,
              bold: true,
              color: GREY,
              alignment: "center",
              margin: [0, 0, 0, 4],
            } as Content,
          ]
        : []),
      { text: page.general.name, fontSize: 30, bold: true, alignment: "center", margin: [0, 0, 0, 8] },
      { text: dateLine(page, lang), fontSize: 15, alignment: "center", color: GREY },
      ...(venue ? [{ text: venue, fontSize: 13, alignment: "center", color: GREY } as Content] : []),
      { qr: url, fit: logo ? 300 : 360, alignment: "center", margin: [0, 28, 0, 20] },
      { text: scan, fontSize: 22, bold: true, alignment: "center", margin: [0, 0, 0, 8] },
      { text: url, fontSize: 10, alignment: "center", color: GREY },
    ],
    defaultStyle: { fontSize: 12 },
  };
  return renderPdf(doc);
}

/** Catalog keys of the word a download's name starts with ("Spielplan", "schedule", "calendrier"…). */
export type FileWord =
  | "public.files.schedule"
  | "public.files.poster"
  | "public.files.qrCode"
  | `festivalOrganiser.pdf.files.${"sheet" | "pitchCards" | "poster"}`;

/** The download name of an export in `lang`: the catalog's word and the tournament's name ("Spielplan-SC-Brück.pdf"). */
export async function downloadName(
  word: FileWord,
  page: Pick<ExportSubject, "general">,
  lang: Language,
  extension: "pdf" | "png",
): Promise<DownloadName> {
  const t = await translator(lang);
  return downloadFileName([t(word), page.general.name], extension);
}
