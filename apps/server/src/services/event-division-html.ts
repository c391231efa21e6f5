// The body of a division's section on the event page (issue 19 item 3, ADR 0026): its schedule, group tables and
// knockout stage (a tournament) or its rounds (a festival), made with the same markup functions as the divisions'
// own first paints (@kickoff/domain/public-page-html.ts, festival-first-paint.ts festivalRoundsHtml). Kept per
// cached payload, language and minute ("now" moves with the venue's clock): a hit costs no work, and a change
// replaces the payload's cache entry and with it this.
import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { localDateTimeAt, matchesBeingPlayed } from "@kickoff/domain/match-clock.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import {
  escapeHtml,
  groupTablesHtml,
  knockoutListHtml,
  rowContext,
  scheduleDaysHtml,
  type Translate,
} from "@kickoff/domain/public-page-html.ts";
import { timeZoneOfCountry } from "@kickoff/domain/time-zones.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import type { Database } from "../db/client.ts";
import { festivalRoundsHtml } from "./festival-first-paint.ts";
import { loadFestival } from "./public-festival.ts";
import { translator } from "./public-i18n.ts";
import { loadPublicTournament } from "./public-tournament.ts";

type Division = { id: string; mode: "normal" | "funino"; path: string; name: string };

const rendered = new WeakMap<object, { minute: number; byLang: Map<Language, string> }>();

/** A sub-part of the section: an h4 heading and its content. */
const part = (id: string, title: string, body: string) =>
  `<section aria-labelledby="${id}" class="ev-part"><h4 id="${id}" class="pl-h5">${escapeHtml(title)}</h4>${body}</section>`;

/** A tournament's schedule (days as `<details>`), group tables and knockout rounds. */
export function tournamentDivisionHtml(tournament: PublicTournament, lang: Language, t: Translate, at = new Date()) {
  const now = localDateTimeAt(at, timeZoneOfCountry(tournament.general.venue?.country));
  const ctx = rowContext(tournament, { t, lang, myTeam: null, playing: matchesBeingPlayed(tournament, now) });
  const id = `ev-${tournament.id}`;
  const schedule =
    (tournament.publicResults === "none"
      ? `<p class="pl-small">${escapeHtml(t("public.privacy.noResults"))}</p>`
      : "") +
    (tournament.matches.length === 0
      ? `<p class="pl-p">${escapeHtml(t("public.schedule.noPlan"))}</p>`
      : `<div>${scheduleDaysHtml(tournament.matches, ctx)}</div>`);
  const tables = groupTablesHtml(tournament, ctx, 5);
  const knockout = knockoutListHtml(tournament, ctx, 5);
  return (
    part(`${id}-schedule`, t("public.schedule.title"), schedule) +
    (tables ? part(`${id}-tables`, t("public.sections.tables"), tables) : "") +
    (knockout ? part(`${id}-knockout`, t("public.sections.knockout"), knockout) : "")
  );
}

/** A festival's current round and every round drawn so far. */
export function festivalDivisionHtml(festival: FuninoPublic, t: Translate) {
  return festivalRoundsHtml(festival, t, { heading: 4, idPrefix: `ev-${festival.id}` });
}

/**
 * A division's section body in a language, from its cached public payload; null when it cannot be seen (any more).
 * The link to the division's own page closes it (bracket view, "my team", calendar live there).
 */
export async function divisionBodyHtml(database: Database, d: Division, lang: Language): Promise<string | null> {
  const entry = await (d.mode === "funino"
    ? loadFestival(database, d.id, "festival")
    : loadPublicTournament(database, d.id, "page")
  ).catch(() => null);
  if (!entry?.meta.visible || entry.meta.festival !== (d.mode === "funino")) return null;
  const minute = Math.floor(Date.now() / 60_000);
  let pages = rendered.get(entry);
  if (!pages || pages.minute !== minute) {
    pages = { minute, byLang: new Map() };
    rendered.set(entry, pages);
  }
  const cached = pages.byLang.get(lang);
  if (cached !== undefined) return cached;
  const t = await translator(lang);
  const body =
    d.mode === "funino"
      ? festivalDivisionHtml(JSON.parse(entry.body) as FuninoPublic, t)
      : tournamentDivisionHtml(JSON.parse(entry.body) as PublicTournament, lang, t);
  // The division's name for screen readers: every section has this link.
  const html =
    `${body}<p class="pl-p"><a class="pl-link" href="/${lang}/${escapeHtml(d.path)}">` +
    `${escapeHtml(t("eventPublic.divisions.fullPage"))}<span class="ev-sr"> – ${escapeHtml(d.name)}</span></a></p>`;
  pages.byLang.set(lang, html);
  return html;
}
