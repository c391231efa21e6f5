// index.html for `/{lang}/event/{id}` (issue 19 item 3): plain semantic HTML from the event's public payload —
// header, "now / next" by pitch across divisions, each division's section (schedule, tables, knockout or rounds,
// services/event-division-html.ts), a team finder that works without script (the whole list shows) and the
// downloads — plus the payload and one small module script (/event-page.js) that filters the list and keeps the
// page live. Also display mode (`/event/{id}/display`) and the embed (`/embed/event/{id}`). No React on the
// server, no inline script (CSP script-src 'self').
import { eventDates, isMultiDay, shortDay } from "@kickoff/domain/event-days.ts";
import type { EventPublic, EventPublicDivision, EventPublicMatch } from "@kickoff/domain/event-public.ts";
import { escapeHtml, formatDay, type Translate } from "@kickoff/domain/public-page-html.ts";
import { LANGUAGE_TAGS, type Language } from "@kickoff/locales/languages.ts";
import type { Database } from "../db/client.ts";
import { formatDates, headTags, injectHead, noindex } from "../lib/seo.ts";
import { divisionBodyHtml } from "./event-division-html.ts";
import { loadPublicEvent } from "./public-event.ts";
import { type LeanShell, withoutApp, withPageContent } from "./public-first-paint.ts";
import { translator } from "./public-i18n.ts";

/** The page's script, served from the web build's root (built from apps/web/src/event-page/event-page.ts). */
export const EVENT_SCRIPT = "/event-page.js";

/** The three server-drawn screens of an event: its page, display mode (big screen) and the embed for clubs' sites. */
export type EventScreen = "page" | "display" | "embed";

const PATHS: Record<EventScreen, (id: string) => string> = {
  page: (id) => `event/${id}`,
  display: (id) => `event/${id}/display`,
  embed: (id) => `embed/event/${id}`,
};

/** Rendered screens by event answer, language, screen and minute: a hit costs no work. */
const screens = new Map<string, string>();

export async function eventPageHtml(
  database: Database,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  id: string,
  screen: EventScreen = "page",
  /** What the page shows of the app's shell (consent banner, install offer, offline notice); its own page only. */
  shell: LeanShell | null = null,
): Promise<{ found: boolean; html: string }> {
  const answer = await loadPublicEvent(database, id).catch(() => null);
  if (!answer) return { found: false, html: noindex(indexHtml) };
  const withShell = screen === "page" ? shell : null;
  const shellKey = withShell ? `:${withShell.analytics}:${withShell.consentChosen}` : "";
  const key = `${answer.etag}:${lang}:${screen}${shellKey}:${Math.floor(Date.now() / 60_000)}`;
  const hit = screens.get(key);
  if (hit !== undefined) return { found: true, html: hit };
  const { payload: event, body, indexable } = answer;
  const t = await translator(lang);
  const title = `${screen === "display" ? `${t("eventPublic.display.title")} · ` : ""}${event.name} – ${t("app.name")}`;
  const venue = event.venue ? [event.venue.name, event.venue.city].filter(Boolean).join(", ") : "";
  const sentence = t("public.seo.description", {
    date: formatDates(lang, event.startDate, event.endDate),
    venue: venue ? t("public.seo.atVenue", { venue }) : "",
  });
  const labels = event.divisions.map((d) => d.ageGroupLabel ?? d.name).join(", ");
  const description = `${labels ? `${labels} · ` : ""}${sentence} ${t("eventPublic.seo.description", { name: event.name })}`;
  const withHead = injectHead(indexHtml, {
    lang,
    title,
    tags: headTags({
      lang,
      title,
      description: description.slice(0, 300),
      path: PATHS[screen](event.id),
      publicUrl,
      // Display mode and embed repeat the event page: only the page itself is a search result.
      indexable: indexable && screen === "page",
    }),
  });
  const content =
    screen === "page"
      ? await eventContentHtml(event, lang, t, (d) => divisionBodyHtml(database, d, lang))
      : screen === "display"
        ? eventDisplayContentHtml(event, lang, t)
        : eventEmbedContentHtml(event, lang, t);
  // Drawn by the server alone with its own small script: the app is not loaded (ADR 0028); the page's bar links the
  // languages and the login, its footer the legal pages, as the app's would.
  const html = withPageContent(withoutApp(withHead).page, {
    lang,
    t,
    content,
    payload: body,
    bar: screen === "page",
    standalone: true,
    lean:
      screen === "page" ? { path: PATHS.page(encodeURIComponent(event.id)), shell: withShell ?? undefined } : undefined,
  }).replace("</head>", () => `<style>${EVENT_CSS}</style>\n  </head>`);
  if (screens.size > 500) screens.clear();
  screens.set(key, html);
  return { found: true, html };
}

/** A day's label by date ("2030-06-14": "Fr., 14.6.") on an event over several days; none on one of a single day. */
export function dayLabels(event: Pick<EventPublic, "startDate" | "endDate">, lang: Language): Record<string, string> {
  if (!isMultiDay(event.startDate, event.endDate)) return {};
  return Object.fromEntries(
    eventDates(event.startDate, event.endDate).map((d) => [d, shortDay(d, LANGUAGE_TAGS[lang])]),
  );
}

/**
 * "10:00 · U9 · Team A – Team B", on an event over several days "Fr., 14.6. 10:00 · …": the same text the script
 * writes (event-page.js `line`, with the day labels it reads from the page).
 */
export function matchLine(m: EventPublicMatch, t: Translate, days: Readonly<Record<string, string>> = {}): string {
  const tbd = t("eventPublic.nowNext.tbd");
  const day = days[m.start.slice(0, 10)];
  return `${day ? `${day} ` : ""}${m.start.slice(11, 16)} · ${m.divisionName} · ${m.home ?? tbd} – ${m.away ?? tbd}`;
}

function nowNextItemHtml(
  pitchName: string,
  pitch: string,
  m: EventPublicMatch | null,
  t: Translate,
  days: Readonly<Record<string, string>>,
): string {
  const state = m ? (m.live ? t("eventPublic.nowNext.live") : t("eventPublic.nowNext.next")) : "";
  return (
    `<li class="ev-pitch" data-pitch="${escapeHtml(pitch)}"><span class="ev-pitch-name">${escapeHtml(pitchName)}</span>` +
    `<span class="ev-state" data-live="${m?.live ? "1" : "0"}">${escapeHtml(state)}</span>` +
    `<span class="ev-line">${escapeHtml(m ? matchLine(m, t, days) : t("eventPublic.nowNext.free"))}</span></li>`
  );
}

/**
 * The event's logo beside its name, as the tournament page shows a tournament's (public-first-paint.ts): its size
 * fixed so nothing moves when it loads, no alt text (the name next to it says it all). Nothing without a logo.
 */
function titleHtml(event: EventPublic, heading: string, size = 64): string {
  if (!event.logoFileId) return heading;
  const logo =
    `<img class="pl-logo${size !== 64 ? " ev-big-logo" : ""}" src="/api/v1/files/${encodeURIComponent(event.logoFileId)}" ` +
    `alt="" width="${size}" height="${size}" />`;
  return `<div class="pl-titlerow">${logo}${heading}</div>`;
}

/** Header: logo and name, dates, venue, description. */
function headerHtml(event: EventPublic, lang: Language): string {
  const end = event.endDate !== event.startDate ? event.endDate : null;
  const dates = end
    ? `${formatDay(event.startDate, lang)} – ${formatDay(end, lang)}`
    : formatDay(event.startDate, lang);
  const venue = event.venue ? [event.venue.name, event.venue.address, event.venue.city].filter(Boolean).join(", ") : "";
  return (
    `<header class="pl-stack">${titleHtml(event, `<h1 class="pl-title">${escapeHtml(event.name)}</h1>`)}` +
    `<p class="pl-p pl-date"><time datetime="${escapeHtml(event.startDate)}">${escapeHtml(dates)}</time></p>` +
    (venue ? `<p class="pl-p">${escapeHtml(venue)}</p>` : "") +
    (event.description ? `<p class="pl-p pl-desc">${escapeHtml(event.description)}</p>` : "") +
    `</header>`
  );
}

/** "Now / next" on every event pitch across divisions; the script rewrites the rows' texts (fixed sizes). */
function nowNextHtml(event: EventPublic, lang: Language, t: Translate, big = false): string {
  // The texts the script needs, beside the list it rewrites (it carries no catalog of its own, nor date formats).
  const days = dayLabels(event, lang);
  const texts = {
    live: t("eventPublic.nowNext.live"),
    next: t("eventPublic.nowNext.next"),
    free: t("eventPublic.nowNext.free"),
    tbd: t("eventPublic.nowNext.tbd"),
    ...(Object.keys(days).length > 0 ? { days } : {}),
  };
  return (
    `<section aria-labelledby="ev-now-title"><h2 id="ev-now-title" class="${big ? "ev-big-h2" : "pl-h2"}">${escapeHtml(t("eventPublic.nowNext.title"))}</h2>` +
    `<ul id="ev-now" class="ev-now${big ? " ev-big" : ""}" aria-live="polite" data-texts="${escapeHtml(JSON.stringify(texts))}">` +
    event.nowNext.map((p) => nowNextItemHtml(p.pitchName, p.pitch, p.match, t, days)).join("") +
    `</ul></section>`
  );
}

/** "Age group U9 · Published · 10 teams" (the server's translator takes plural keys as they are: `_one`, `_other`). */
const divisionFacts = (d: EventPublicDivision, lang: Language, t: Translate) =>
  [
    d.ageGroupLabel ? escapeHtml(t("eventPublic.divisions.ageGroup", { label: d.ageGroupLabel })) : "",
    escapeHtml(t(`common.status.${d.status}`)),
    escapeHtml(
      t(
        `eventPublic.divisions.teams_${new Intl.PluralRules(lang).select(d.teams.length) === "one" ? "one" : "other"}`,
        {
          count: d.teams.length,
        },
      ),
    ),
  ]
    .filter(Boolean)
    .join(" · ");

/** A division's size on the page: its schedule rows (or festival games). */
const rowsOf = (d: EventPublicDivision) => Math.max(d.teams.length * 4, d.nowNext.length);

/**
 * Sections whose bodies the server draws at once when the whole event stays under this many rows; beyond it only
 * open sections (one division) are drawn, the others are fetched when opened (ADR 0026).
 */
const SERVER_ROWS_MAX = 400;

/** The page's content (inside `<main>`); `bodyOf` draws a division's section body (null: cannot be seen). */
export async function eventContentHtml(
  event: EventPublic,
  lang: Language,
  t: Translate,
  bodyOf: (d: EventPublicDivision) => Promise<string | null>,
): Promise<string> {
  const single = event.divisions.length === 1;
  const drawAll = event.divisions.reduce((n, d) => n + rowsOf(d), 0) <= SERVER_ROWS_MAX;
  const bodies = await Promise.all(event.divisions.map((d) => (single || drawAll ? bodyOf(d) : Promise.resolve(null))));
  const sections = event.divisions.map((d, i) => {
    const body = bodies[i];
    // Not drawn here: the link to the division's page stands in until the script has fetched the body.
    const fallback =
      `<p class="pl-p"><a class="pl-link" href="/${lang}/${escapeHtml(d.path)}">${escapeHtml(t("eventPublic.divisions.fullPage"))}` +
      `<span class="ev-sr"> – ${escapeHtml(d.name)}</span></a></p>`;
    return (
      `<details class="ev-div" id="ev-div-${d.id}" data-division="${d.id}" data-mode="${d.mode}"${body ? "" : " data-lazy"}${single ? " open" : ""}>` +
      `<summary><h3 class="ev-div-name" id="ev-d-${d.id}">${escapeHtml(d.name)}</h3>` +
      `<span class="pl-p-sm ev-div-facts">${divisionFacts(d, lang, t)}</span></summary>` +
      `<div class="ev-div-body" data-division-body aria-labelledby="ev-d-${d.id}" role="region">${body ?? fallback}</div></details>`
    );
  });
  const divisions =
    `<section aria-labelledby="ev-div-title"><h2 id="ev-div-title" class="pl-h2">${escapeHtml(t("eventPublic.divisions.title"))}</h2>` +
    (event.divisions.length === 0
      ? `<p class="pl-p">${escapeHtml(t("eventPublic.divisions.empty"))}</p>`
      : `<div class="ev-divs">${sections.join("")}</div>`) +
    `</section>`;
  return (
    headerHtml(event, lang) +
    nowNextHtml(event, lang, t) +
    divisions +
    finderHtml(event, lang, t) +
    downloadsHtml(event, lang, t) +
    `<script type="module" src="${EVENT_SCRIPT}"></script>`
  );
}

/** The team finder: the whole list without script; the script filters it as a parent types. */
function finderHtml(event: EventPublic, lang: Language, t: Translate): string {
  const teams = event.divisions
    .flatMap((d) => d.teams.map((team) => ({ ...team, division: d.ageGroupLabel ?? d.name, id: d.id })))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  return (
    `<section aria-labelledby="ev-find-title"><h2 id="ev-find-title" class="pl-h2">${escapeHtml(t("eventPublic.finder.title"))}</h2>` +
    `<label class="ev-label" for="ev-find">${escapeHtml(t("eventPublic.finder.label"))}</label>` +
    `<input id="ev-find" class="ev-input" type="search" autocomplete="off" aria-describedby="ev-find-hint" aria-controls="ev-teams" />` +
    `<p id="ev-find-hint" class="pl-p-sm">${escapeHtml(t("eventPublic.finder.hint"))}</p>` +
    `<ul id="ev-teams" class="ev-teams">${teams
      .map(
        (team) =>
          `<li data-q="${escapeHtml(`${team.name} ${team.club ?? ""} ${team.division}`.toLowerCase())}">` +
          `<span class="ev-team">${escapeHtml(team.name)}</span>` +
          (team.club && team.club !== team.name ? ` <span class="pl-p-sm">(${escapeHtml(team.club)})</span>` : "") +
          ` <a class="ev-team-div" href="#ev-div-${team.id}">${escapeHtml(team.division)}</a></li>`,
      )
      .join("")}</ul>` +
    `<p id="ev-none" class="pl-p" hidden>${escapeHtml(t("eventPublic.finder.none"))}</p></section>`
  );
}

/**
 * Papers and links (plain links: no script needed): the day's schedule per pitch, the poster, each division's own PDF,
 * display mode; registration while a division takes teams.
 */
function downloadsHtml(event: EventPublic, lang: Language, t: Translate): string {
  const id = encodeURIComponent(event.id);
  const link = (href: string, text: string, extra = "") =>
    `<li><a class="pl-link" href="${escapeHtml(href)}"${extra}>${escapeHtml(text)}</a></li>`;
  // A division's own PDF through the event's route (a redirect to the tournament's or festival's export).
  const divisionPdfs = event.divisions
    .map((d) =>
      link(
        `/api/v1/event/pdf/${id}?kind=division&division=${d.id}&lang=${lang}`,
        t("eventPublic.downloads.division", { name: d.name }),
        ` download data-pdf="${d.id}"`,
      ),
    )
    .join("");
  const open = event.divisions.filter((d) => d.registrationOpen);
  const register = open.length
    ? `<p class="pl-p"><a class="pl-btn pl-btn-filled ev-register" href="/${lang}/eventRegister/${id}">${escapeHtml(t("eventPublic.register.link"))}</a></p>` +
      `<p class="pl-p-sm">${escapeHtml(t("eventPublic.register.open", { divisions: open.map((d) => d.ageGroupLabel ?? d.name).join(", ") }))}</p>`
    : "";
  return (
    `<section aria-labelledby="ev-dl-title"><h2 id="ev-dl-title" class="pl-h2">${escapeHtml(t("eventPublic.downloads.title"))}</h2>` +
    register +
    `<ul class="ev-links">` +
    link(`/api/v1/event/pdf/${id}?kind=pitches&lang=${lang}`, t("eventPublic.downloads.pitches"), " download") +
    link(`/api/v1/event/pdf/${id}?kind=poster&lang=${lang}`, t("eventPublic.downloads.poster"), " download") +
    link(`/${lang}/event/${id}/display`, t("eventPublic.display.link")) +
    `</ul>` +
    (divisionPdfs ? `<ul class="ev-links">${divisionPdfs}</ul>` : "") +
    `</section>`
  );
}

/** Display mode: the event's name and "now / next" on every pitch in large type; no controls, live. */
export function eventDisplayContentHtml(event: EventPublic, lang: Language, t: Translate): string {
  return (
    titleHtml(event, `<h1 class="ev-big-title">${escapeHtml(event.name)}</h1>`, 96) +
    nowNextHtml(event, lang, t, true) +
    `<script type="module" src="${EVENT_SCRIPT}"></script>`
  );
}

/** The embed for clubs' websites: "now / next" and each division's link (opening outside the frame). */
export function eventEmbedContentHtml(event: EventPublic, lang: Language, t: Translate): string {
  const out = ' target="_blank" rel="noopener"';
  const divisions = event.divisions
    .map(
      (d) =>
        `<li><a class="pl-link" href="/${lang}/${escapeHtml(d.path)}"${out}>${escapeHtml(d.name)}</a> ` +
        `<span class="pl-p-sm">${divisionFacts(d, lang, t)}</span></li>`,
    )
    .join("");
  return (
    titleHtml(event, `<h1 class="pl-h2">${escapeHtml(event.name)}</h1>`) +
    nowNextHtml(event, lang, t) +
    `<section aria-labelledby="ev-div-title"><h2 id="ev-div-title" class="pl-h2">${escapeHtml(t("eventPublic.divisions.title"))}</h2>` +
    (divisions
      ? `<ul class="ev-links">${divisions}</ul>`
      : `<p class="pl-p">${escapeHtml(t("eventPublic.divisions.empty"))}</p>`) +
    `</section><p class="pl-p"><a class="pl-link" href="/${lang}/event/${encodeURIComponent(event.id)}"${out}>${escapeHtml(t("eventPublic.embed.fullPage"))}</a></p>` +
    `<script type="module" src="${EVENT_SCRIPT}"></script>`
  );
}

// Fixed line heights for "now / next": a new match replaces the text of a row of the same size (no layout shift).
// On a phone the match line takes the row's whole width below the pitch and its state; side by side from 40em.
// Display mode's state column grows with its large type (em): "ALS NÄCHSTES" must not run into the match line.
const EVENT_CSS = `
.ev-now{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.ev-pitch{display:grid;grid-template-columns:1fr auto;gap:4px 8px;align-items:baseline;min-height:1.6em;padding:6px 8px;border:1px solid var(--mantine-color-default-border,#dee2e6);border-radius:6px}
.ev-pitch-name{font-weight:700}
.ev-state{font-size:.75rem;font-weight:700;text-transform:uppercase;text-align:end}
.ev-state[data-live="1"]{color:#a51d1d}
.ev-line{overflow-wrap:anywhere;grid-column:1/-1}
@media (min-width:40em){.ev-pitch{grid-template-columns:minmax(5rem,8rem) 5.5rem 1fr}.ev-state{text-align:start}.ev-line{grid-column:auto}}
.ev-divs{display:grid;gap:12px}
.ev-div{border:1px solid var(--mantine-color-default-border,#dee2e6);border-radius:6px}
.ev-div>summary{cursor:pointer;padding:10px 12px;min-height:44px;box-sizing:border-box}
.ev-div>summary>*{display:inline}
.ev-div-name{font-size:1.125rem;margin:0 8px 0 0}
.ev-div-body{padding:0 12px 12px;display:flex;flex-direction:column;gap:16px}
.ev-div-body .pl-group h5{margin:0 0 4px;font-size:1rem}
.ev-part>h4{margin:0 0 6px}
.pl-round+.pl-round{margin-top:10px}
.ev-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ev-label{display:block;font-weight:600;margin-bottom:4px}
.ev-input{box-sizing:border-box;width:100%;max-width:24rem;min-height:44px;padding:6px 10px;font:inherit;border:1px solid #868e96;border-radius:6px}
.ev-teams{list-style:none;margin:10px 0 0;padding:0}
.ev-teams li{display:flow-root;padding:8px 0;border-bottom:1px solid var(--mantine-color-default-border,#dee2e6)}
.ev-teams li[hidden]{display:none}
.ev-team{font-weight:600}
.ev-team-div{float:right;font-size:.875rem;padding:0 4px}
.ev-links{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-direction:column;gap:8px}
.ev-links a{display:inline-flex;align-items:center;min-height:44px}
.ev-big-title{font-size:clamp(1.5rem,4vw,3.5rem);margin:0 0 12px}
.ev-big-logo{width:96px;height:96px}
.ev-big-h2{font-size:clamp(1.25rem,3vw,2.5rem);margin:0 0 12px}
.ev-big{gap:12px}
.ev-big .ev-pitch{font-size:clamp(1.125rem,3.2vw,2.75rem);padding:10px 14px}
@media (min-width:40em){.ev-big .ev-pitch{grid-template-columns:minmax(6rem,14rem) 5em 1fr}}
.ev-big .ev-state{font-size:.6em;overflow-wrap:anywhere}
`;
