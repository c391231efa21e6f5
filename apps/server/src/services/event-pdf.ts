// Printable exports of an event (issue 19 item 6): the day's schedule per pitch across divisions for the pitch desk,
// and the event poster with one QR code. Both are made from the divisions' cached public payloads, so they show
// exactly what the divisions' public pages show (or, for the event's owner and editors, their previews).
import type { EventGeneral } from "@kickoff/domain/event-contracts.ts";
import { eventDates, isMultiDay } from "@kickoff/domain/event-days.ts";
import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { roundStart } from "@kickoff/domain/funino-festival.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { addMinutes } from "@kickoff/domain/time.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import type { Content, TableCell } from "pdfmake/interfaces";
import type { Database } from "../db/client.ts";
import { type PdfDocument, renderPdf } from "../lib/pdf.ts";
import { eventNotFound } from "../policies/event-policy.ts";
import { findEvent, isEventEditor, listDivisionRows } from "../repositories/events.ts";
import type { UserRow } from "../repositories/sessions.ts";
import { isUuid } from "../repositories/tournaments.ts";
import { loadFestival } from "./public-festival.ts";
import { translator } from "./public-i18n.ts";
import { entryNotOlderThan, loadPublicTournament, today } from "./public-tournament.ts";
import {
  dateLine,
  type ExportDeps,
  formatDate,
  GREY,
  logoOf,
  scoreOf,
  sideName,
  stageName,
  styles,
  type Translate,
  tableLayout,
  venueLine,
} from "./schedule-export.ts";

export type PrintableDivision =
  | { id: string; version: number; mode: "normal"; ageGroupLabel: string | null; page: PublicTournament }
  | {
      id: string;
      version: number;
      mode: "funino";
      ageGroupLabel: string | null;
      page: FuninoPublic;
      /** The event pitch of each festival pitch ("1" … "n" are its window's pitches in order). */
      pitchOf: Map<string, string>;
    };

export type PrintableEvent = {
  id: string;
  general: EventGeneral;
  revision: number;
  /** "public": what anybody sees; "private": the owner's or an editor's view (all divisions, also drafts). */
  access: "public" | "private";
  divisions: PrintableDivision[];
};

/** The division's cached public payload, no older than the revision just read with the division rows. */
const entryOf = (database: Database, id: string, festival: boolean, revision: number) =>
  entryNotOlderThan(
    database,
    id,
    async () => revision,
    () =>
      (festival ? loadFestival(database, id, "festival") : loadPublicTournament(database, id, "page")).catch(
        () => null,
      ),
  );

/**
 * The event and the divisions the caller may print. A public or unlisted event: anybody, its publicly visible
 * divisions; its owner and event editors see all divisions. A private event: only owner and editors; everybody
 * else 404 EVENT_NOT_FOUND, exactly like an unknown id.
 */
export async function loadPrintableEvent(
  database: Database,
  anyCaseId: string,
  currentUser: () => Promise<UserRow | null>,
): Promise<PrintableEvent> {
  if (!isUuid(anyCaseId)) throw eventNotFound();
  const row = await findEvent(database.db, anyCaseId.toLowerCase());
  if (!row) throw eventNotFound();
  const general = row.general as EventGeneral;
  const user = await currentUser();
  const member = !!user && (user.id === row.ownerId || (await isEventEditor(database.db, row.id, user.id)));
  if (general.visibility === "private" && !member) throw eventNotFound();
  const rows = await listDivisionRows(database.db, row.id);
  const loaded = await Promise.all(
    rows.map(async (d): Promise<PrintableDivision | null> => {
      const entry = await entryOf(database, d.id, d.mode === "funino", d.revision);
      if (!entry || !(entry.meta.visible || member)) return null;
      const base = { id: d.id, version: entry.meta.version, ageGroupLabel: entry.meta.ageGroupLabel };
      if (!entry.meta.festival) return { ...base, mode: "normal", page: JSON.parse(entry.body) as PublicTournament };
      const page = JSON.parse(entry.body) as FuninoPublic;
      const windowPitches = (d.eventWindow as { pitches?: string[] } | null)?.pitches ?? [];
      const pitchOf = new Map(page.pitches.map((p, i) => [p.id, windowPitches[i] ?? p.id]));
      return { ...base, mode: "funino", page, pitchOf };
    }),
  );
  return {
    id: row.id,
    general,
    revision: row.revision,
    access: member ? "private" : "public",
    divisions: loaded.filter((d): d is PrintableDivision => d !== null),
  };
}

/** A key that changes with everything a PDF of the event shows: its revision and each division's version. */
export const printVersion = (event: PrintableEvent) =>
  `${event.revision}:${event.access}:${event.divisions.map((d) => `${d.id}@${d.version}`).join(",")}`;

/** The day `pitches` prints when none is asked for: today while the event runs, else its first day. */
export function defaultDay(general: EventGeneral): string {
  const day = today();
  return eventDates(general.startDate, general.endDate).includes(day) ? day : general.startDate;
}

type Side = { text: string; placeholder: boolean };
type Row = {
  start: string;
  division: string;
  stage: string;
  number: string;
  home: Side;
  /** Null while neither side is known: home holds "to be decided". */
  away: Side | null;
  score: string;
};

const divisionName = (d: PrintableDivision) =>
  d.ageGroupLabel && !d.page.general.name.includes(d.ageGroupLabel)
    ? `${d.page.general.name} (${d.ageGroupLabel})`
    : d.page.general.name;

/** Every match (or festival game) of `day`, by event pitch. */
function rowsByPitch(event: PrintableEvent, day: string, t: Translate): Map<string, Row[]> {
  const byPitch = new Map<string, Row[]>();
  const add = (pitch: string, row: Row) => byPitch.set(pitch, [...(byPitch.get(pitch) ?? []), row]);
  for (const d of event.divisions) {
    const division = divisionName(d);
    if (d.mode === "normal") {
      d.page.matches.forEach((m, i) => {
        if (m.start.slice(0, 10) !== day) return;
        add(m.pitch, {
          start: m.start,
          division,
          stage: stageName(t, m),
          number: String(i + 1),
          home: { text: sideName(t, d.page, m.home.teamId, m.homeLabel), placeholder: m.home.teamId === null },
          away: { text: sideName(t, d.page, m.away.teamId, m.awayLabel), placeholder: m.away.teamId === null },
          score: scoreOf(m),
        });
      });
      continue;
    }
    const names = new Map(d.page.teams.map((x) => [x.id, x.name]));
    for (const round of d.page.rounds) {
      if (round.start.slice(0, 10) !== day) continue;
      round.games.forEach((g, i) => {
        const outcome = round.outcomes.find((o) => o.game === i);
        const first = names.get(g.first) ?? "?";
        const second = names.get(g.second) ?? "?";
        let score = "";
        if (outcome?.score) score = `${outcome.score.first}:${outcome.score.second}`;
        else if (outcome?.outcome === "draw") score = t("eventPublic.pdf.draw");
        else if (outcome) score = t("eventPublic.pdf.won", { team: outcome.outcome === "first" ? first : second });
        add(d.pitchOf.get(g.pitch) ?? g.pitch, {
          start: round.start,
          division,
          stage: t("eventPublic.pdf.round", { round: round.round }),
          number: String(i + 1),
          home: { text: first, placeholder: false },
          away: { text: second, placeholder: false },
          score,
        });
      });
    }
    // A ladder's later rounds are drawn as it goes: their slots are booked all the same, teams still open.
    const tbd = { text: t("eventPublic.nowNext.tbd"), placeholder: true };
    for (let round = d.page.rounds.length + 1; round <= d.page.roundCount; round++) {
      const start = roundStart(d.page.config, d.page.general.startDate, round);
      if (start.slice(0, 10) !== day) continue;
      d.page.pitches.forEach((p, i) => {
        add(d.pitchOf.get(p.id) ?? p.id, {
          start,
          division,
          stage: t("eventPublic.pdf.round", { round }),
          number: String(i + 1),
          home: tbd,
          away: null,
          score: "",
        });
      });
    }
  }
  for (const rows of byPitch.values()) rows.sort((a, b) => a.start.localeCompare(b.start));
  return byPitch;
}

/** Two boxes to write a score into by hand (a new node each time: pdfmake writes its layout into the nodes). */
const scoreBoxes = (): TableCell => ({
  table: {
    widths: [16, 6, 16],
    heights: [13],
    body: [["", { text: ":", alignment: "center", border: [false, false, false, false] }, ""]],
  },
  layout: {
    hLineColor: () => "#80868b",
    vLineColor: () => "#80868b",
    hLineWidth: () => 0.6,
    vLineWidth: () => 0.6,
    paddingLeft: () => 0,
    paddingRight: () => 0,
    paddingTop: () => 0,
    paddingBottom: () => 0,
  },
});

function pitchSection(rows: Row[], t: Translate): Content {
  if (rows.length === 0) return { text: t("eventPublic.pdf.noMatches"), style: "note" };
  const body: TableCell[][] = [
    [
      t("public.schedule.time"),
      t("eventPublic.pdf.division"),
      t("organiser.share.pdf.stage"),
      t("eventPublic.pdf.number"),
      t("public.schedule.match"),
      t("public.schedule.score"),
    ].map((text) => ({ text, style: "th" })),
  ];
  for (const r of rows) {
    body.push([
      { text: r.start.slice(11, 16), noWrap: true, bold: true },
      r.division,
      r.stage,
      { text: r.number, alignment: "center" },
      {
        text: [
          { text: r.home.text, italics: r.home.placeholder },
          ...(r.away ? [" – ", { text: r.away.text, italics: r.away.placeholder }] : []),
        ],
      },
      r.score ? { text: r.score, bold: true, alignment: "center" } : scoreBoxes(),
    ]);
  }
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [32, 78, 66, 22, "*", 52], body },
    layout: tableLayout,
    fontSize: 9.5,
  };
}

/** The pitch desk's papers: one section per event pitch (a page each), every match of that day in kick-off order. */
export async function pitchesPdf(event: PrintableEvent, lang: Language, day: string) {
  const t = await translator(lang);
  const byPitch = rowsByPitch(event, day, t);
  const dayText = formatDate(day, lang, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const content: Content[] = event.general.pitches.map((pitch, i) => ({
    stack: [
      { text: event.general.name, style: "meta" },
      { text: pitch.name, style: "title" },
      { text: `${t("eventPublic.pdf.pitchesTitle")} · ${dayText}`, style: "meta", margin: [0, 0, 0, 10] },
      pitchSection(byPitch.get(pitch.id) ?? [], t),
    ],
    ...(i > 0 ? { pageBreak: "before" as const } : {}),
  }));
  const doc: PdfDocument = {
    info: {
      title: event.general.name,
      subject: t("eventPublic.pdf.pitchesTitle"),
      creator: "Kickoff",
      producer: "Kickoff",
    },
    pageMargins: [36, 36, 36, 44],
    content,
    footer: (current, total) => ({
      columns: [
        { text: `${event.general.name} · ${dayText}`, style: "small" },
        { text: t("organiser.share.pdf.page", { page: current, pages: total }), style: "small", alignment: "right" },
      ],
      margin: [36, 16, 36, 0],
    }),
    styles,
    defaultStyle: { fontSize: 10, lineHeight: 1.15 },
  };
  return renderPdf(doc);
}

/** The public event page in `lang`. */
export const publicEventUrl = (publicUrl: string, lang: Language, id: string) => `${publicUrl}/${lang}/event/${id}`;

/** From the first kick-off to the last match's end of a division ("09:00–12:40", with the day on multi-day events). */
function timesOf(d: PrintableDivision, lang: Language, multiDay: boolean): string | null {
  const spans =
    d.mode === "funino"
      ? Array.from({ length: d.page.roundCount }, (_, i) => {
          const start = roundStart(d.page.config, d.page.general.startDate, i + 1);
          return [start, addMinutes(start, d.page.config.roundMinutes)] as const;
        })
      : d.page.matches.map((m) => [m.start, m.end] as const);
  if (spans.length === 0) return null;
  const first = spans.map((s) => s[0]).sort()[0] as string;
  const last = spans
    .map((s) => s[1])
    .sort()
    .at(-1) as string;
  const day = multiDay ? `${formatDate(first, lang, { weekday: "short", day: "numeric", month: "numeric" })} ` : "";
  return `${day}${first.slice(11, 16)}–${last.slice(11, 16)}`;
}

/** One A4 page for the venue: name, dates, venue, the divisions with age group and times, one big QR code. */
export async function eventPosterPdf(deps: ExportDeps, event: PrintableEvent, lang: Language) {
  const t = await translator(lang);
  const url = publicEventUrl(deps.publicUrl, lang, event.id);
  const subject = { id: event.id, general: { ...event.general } };
  const logo = await logoOf(deps.database, deps.store, subject);
  const venue = venueLine({ general: { venue: event.general.venue } });
  const multiDay = isMultiDay(event.general.startDate, event.general.endDate);
  const divisions: TableCell[][] = event.divisions.map((d) => [
    { text: d.page.general.name, bold: true },
    d.ageGroupLabel ?? "",
    { text: timesOf(d, lang, multiDay) ?? "", alignment: "right", noWrap: true },
  ]);
  const doc: PdfDocument = {
    info: { title: event.general.name, subject: t("eventPublic.pdf.scan"), creator: "Kickoff", producer: "Kickoff" },
    pageMargins: [48, 48, 48, 40],
    content: [
      ...(logo ? [{ image: logo, fit: [90, 90], alignment: "center", margin: [0, 0, 0, 10] } as Content] : []),
      { text: event.general.name, fontSize: 28, bold: true, alignment: "center", margin: [0, 0, 0, 6] },
      { text: dateLine(subject, lang), fontSize: 14, alignment: "center", color: GREY },
      ...(venue ? [{ text: venue, fontSize: 12, alignment: "center", color: GREY } as Content] : []),
      ...(divisions.length
        ? [
            { text: t("eventPublic.divisions.title"), style: "h2", margin: [0, 16, 0, 4] } as Content,
            {
              table: { widths: ["*", "auto", "auto"], body: divisions },
              layout: { ...tableLayout, fillColor: (row: number) => (row % 2 === 0 ? "#f6f7f9" : null) },
              fontSize: 11,
            } as Content,
          ]
        : []),
      { qr: url, fit: divisions.length > 6 ? 220 : 280, alignment: "center", margin: [0, 20, 0, 14] },
      { text: t("eventPublic.pdf.scan"), fontSize: 18, bold: true, alignment: "center", margin: [0, 0, 0, 6] },
      { text: url, fontSize: 10, alignment: "center", color: GREY },
    ],
    styles,
    defaultStyle: { fontSize: 12 },
  };
  return renderPdf(doc);
}
