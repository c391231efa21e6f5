// index.html for `/{lang}/funino/{id}`: title, description, Open Graph and canonical tags for publicly visible
// festivals, with the current round's pitches and every round as plain HTML and the public payload beside them
// (the page shows it at once, then goes live); `noindex` and no content for everything else.
import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { escapeHtml, formatDay, type Translate } from "@kickoff/domain/public-page-html.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import type { Database } from "../db/client.ts";
import { formatDates, headTags, injectHead, noindex } from "../lib/seo.ts";
import { loadFestival, withServerNow } from "./public-festival.ts";
import { withPageContent } from "./public-first-paint.ts";
import { translator } from "./public-i18n.ts";
import type { PublicMeta } from "./public-tournament.ts";

export async function festivalPageHtml(
  database: Database,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  id: string,
): Promise<{ found: boolean; html: string }> {
  const entry = await loadFestival(database, id, "festival").catch(() => null);
  if (!entry?.meta.visible) return { found: false, html: noindex(indexHtml) };
  return { found: true, html: await festivalHtml(entry.meta, entry.body, publicUrl, indexHtml, lang) };
}

async function festivalHtml(
  m: PublicMeta,
  body: string,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
): Promise<string> {
  const t = await translator(lang);
  const venue = m.venue ? t("public.seo.atVenue", { venue: m.venue }) : "";
  const description = t("public.seo.description", { date: formatDates(lang, m.startDate, m.endDate), venue });
  const title = `${m.name} – ${t("app.name")}`;
  const withHead = injectHead(indexHtml, {
    lang,
    title,
    tags: headTags({ lang, title, description, path: `funino/${m.id}`, publicUrl, indexable: m.indexable }),
  });
  const payload = withServerNow(body);
  const festival = JSON.parse(payload) as FuninoPublic;
  return withPageContent(withHead, { lang, t, content: festivalContentHtml(festival, lang, t), payload });
}

/** Name, date and venue; the current round's pitches; every round drawn so far. */
export function festivalContentHtml(festival: FuninoPublic, lang: Language, t: Translate): string {
  const venue = festival.general.venue
    ? [festival.general.venue.name, festival.general.venue.city].filter(Boolean)
    : [];
  const header =
    `<h1 class="pl-title">${escapeHtml(festival.general.name)}</h1>` +
    `<p class="pl-date">${escapeHtml([formatDay(festival.general.startDate, lang), ...venue].join(" · "))}</p>`;
  return header + festivalRoundsHtml(festival, t);
}

/**
 * The current round's pitches and every round drawn so far (each a `<details>`, the current one open), headed at
 * `heading` level with ids made from `idPrefix`: the festival page's and the event page's division section's markup.
 */
export function festivalRoundsHtml(
  festival: FuninoPublic,
  t: Translate,
  opts: { heading?: 2 | 3 | 4; idPrefix?: string } = {},
): string {
  const h = opts.heading ?? 2;
  const idPrefix = opts.idPrefix ?? "ffp";
  const hClass = h === 2 ? "pl-h2" : "pl-h5";
  const names = new Map(festival.teams.map((team) => [team.id, team.name]));
  const pitchNames = new Map(festival.pitches.map((p) => [p.id, p.name]));
  const name = (id: string) => escapeHtml(names.get(id) ?? "?");
  const games = (round: FuninoPublic["rounds"][number]) =>
    `<ul>${round.games
      .map(
        (g) =>
          `<li>${escapeHtml(
            t("festival.map.entry", {
              pitch: t("festival.entry.pitch", { pitch: pitchNames.get(g.pitch) ?? g.pitch }),
              first: "\u0000",
              second: "\u0001",
            }),
          )
            .replace("\u0000", name(g.first))
            .replace("\u0001", name(g.second))}</li>`,
      )
      .join("")}</ul>` +
    (round.bench.length
      ? `<p class="pl-small">${escapeHtml(t("festival.page.rounds.bench", { teams: round.bench.map((b) => names.get(b) ?? "?").join(", ") }))}</p>`
      : "");
  const current = festival.rounds[festival.currentRound - 1];
  const now = current
    ? `<section aria-labelledby="${idPrefix}-now"><h${h} id="${idPrefix}-now" class="${hClass}">${escapeHtml(
        t("festival.page.roundOf", { round: current.round, count: festival.roundCount }),
      )}</h${h}>${games(current)}</section>`
    : `<p class="pl-p">${escapeHtml(t(festival.rounds.length ? "festival.page.over" : "festival.page.noRounds"))}</p>`;
  const all = festival.rounds.length
    ? `<section aria-labelledby="${idPrefix}-rounds"><h${h} id="${idPrefix}-rounds" class="${hClass}">${escapeHtml(t("festival.page.rounds.title"))}</h${h}>${festival.rounds
        .map(
          (r) =>
            `<details class="pl-day"${r.round === festival.currentRound ? " open" : ""}><summary>${escapeHtml(
              t("festival.page.rounds.round", { round: r.round, time: r.start.slice(11, 16) }),
            )}</summary>${games(r)}</details>`,
        )
        .join("")}</section>`
    : "";
  return now + all;
}
