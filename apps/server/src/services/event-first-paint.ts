// index.html for `/{lang}/event/{id}` (issue 19 item 3): plain semantic HTML from the event's public payload —
// header, "now / next" by pitch across divisions, each division with its link, and a team finder that works
// without script (the whole list shows) — plus the payload and one small module script (/event-page.js) that
// filters the list and keeps "now / next" live. No React on the server, no inline script (CSP script-src 'self').
import type { EventPublic, EventPublicMatch } from "@kickoff/domain/event-public.ts";
import { escapeHtml, formatDay, type Translate } from "@kickoff/domain/public-page-html.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import type { Database } from "../db/client.ts";
import { formatDates, headTags, injectHead, noindex } from "../lib/seo.ts";
import { loadPublicEvent } from "./public-event.ts";
import { withPageContent } from "./public-first-paint.ts";
import { translator } from "./public-i18n.ts";

/** The page's script, served from the web build's root (built from apps/web/src/event-page/event-page.ts). */
export const EVENT_SCRIPT = "/event-page.js";

export async function eventPageHtml(
  database: Database,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  id: string,
): Promise<{ found: boolean; html: string }> {
  const answer = await loadPublicEvent(database, id).catch(() => null);
  if (!answer) return { found: false, html: noindex(indexHtml) };
  const { payload: event, body, indexable } = answer;
  const t = await translator(lang);
  const title = `${event.name} – ${t("app.name")}`;
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
      path: `event/${event.id}`,
      publicUrl,
      indexable,
    }),
  });
  const content = eventContentHtml(event, lang, t);
  const html = withPageContent(withHead, { lang, t, content, payload: body }).replace(
    "</head>",
    () => `<style>${EVENT_CSS}</style>\n  </head>`,
  );
  return { found: true, html };
}

/** "10:00 · U9 · Team A – Team B": the same text the script writes (event-page.js `line`). */
export function matchLine(m: EventPublicMatch, t: Translate): string {
  const tbd = t("eventPublic.nowNext.tbd");
  return `${m.start.slice(11, 16)} · ${m.divisionName} · ${m.home ?? tbd} – ${m.away ?? tbd}`;
}

function nowNextItemHtml(pitchName: string, pitch: string, m: EventPublicMatch | null, t: Translate): string {
  const state = m ? (m.live ? t("eventPublic.nowNext.live") : t("eventPublic.nowNext.next")) : "";
  return (
    `<li class="ev-pitch" data-pitch="${escapeHtml(pitch)}"><span class="ev-pitch-name">${escapeHtml(pitchName)}</span>` +
    `<span class="ev-state" data-live="${m?.live ? "1" : "0"}">${escapeHtml(state)}</span>` +
    `<span class="ev-line">${escapeHtml(m ? matchLine(m, t) : t("eventPublic.nowNext.free"))}</span></li>`
  );
}

/** The page's content (inside `<main>`). */
export function eventContentHtml(event: EventPublic, lang: Language, t: Translate): string {
  const end = event.endDate !== event.startDate ? event.endDate : null;
  const dates = end
    ? `${formatDay(event.startDate, lang)} – ${formatDay(end, lang)}`
    : formatDay(event.startDate, lang);
  const venue = event.venue ? [event.venue.name, event.venue.address, event.venue.city].filter(Boolean).join(", ") : "";
  const header =
    `<header class="pl-stack"><h1 class="pl-title">${escapeHtml(event.name)}</h1>` +
    `<p class="pl-p pl-date"><time datetime="${escapeHtml(event.startDate)}">${escapeHtml(dates)}</time></p>` +
    (venue ? `<p class="pl-p">${escapeHtml(venue)}</p>` : "") +
    (event.description ? `<p class="pl-p pl-desc">${escapeHtml(event.description)}</p>` : "") +
    `</header>`;
  // The texts the script needs, beside the list it rewrites (it carries no catalog of its own).
  const texts = {
    live: t("eventPublic.nowNext.live"),
    next: t("eventPublic.nowNext.next"),
    free: t("eventPublic.nowNext.free"),
    tbd: t("eventPublic.nowNext.tbd"),
  };
  const nowNext =
    `<section aria-labelledby="ev-now-title"><h2 id="ev-now-title" class="pl-h2">${escapeHtml(t("eventPublic.nowNext.title"))}</h2>` +
    `<ul id="ev-now" class="ev-now" aria-live="polite" data-texts="${escapeHtml(JSON.stringify(texts))}">` +
    event.nowNext.map((p) => nowNextItemHtml(p.pitchName, p.pitch, p.match, t)).join("") +
    `</ul></section>`;
  const divisions =
    `<section aria-labelledby="ev-div-title"><h2 id="ev-div-title" class="pl-h2">${escapeHtml(t("eventPublic.divisions.title"))}</h2>` +
    (event.divisions.length === 0
      ? `<p class="pl-p">${escapeHtml(t("eventPublic.divisions.empty"))}</p>`
      : `<div class="ev-divs">${event.divisions
          .map(
            (d) =>
              `<section class="ev-div" aria-labelledby="ev-d-${d.id}"><h3 class="ev-div-name" id="ev-d-${d.id}">${escapeHtml(d.name)}</h3>` +
              `<p class="pl-p-sm">${[
                d.ageGroupLabel ? escapeHtml(t("eventPublic.divisions.ageGroup", { label: d.ageGroupLabel })) : "",
                escapeHtml(t(`common.status.${d.status}`)),
                escapeHtml(t("eventPublic.divisions.teams", { count: d.teams.length })),
              ]
                .filter(Boolean)
                .join(" · ")}</p>` +
              `<a class="pl-link" href="/${lang}/${escapeHtml(d.path)}">${escapeHtml(t("eventPublic.divisions.open"))}<span class="ev-sr"> – ${escapeHtml(d.name)}</span></a></section>`,
          )
          .join("")}</div>`) +
    `</section>`;
  const teams = event.divisions
    .flatMap((d) => d.teams.map((team) => ({ ...team, division: d.ageGroupLabel ?? d.name })))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  const finder =
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
          ` <span class="ev-team-div">${escapeHtml(team.division)}</span></li>`,
      )
      .join("")}</ul>` +
    `<p id="ev-none" class="pl-p" hidden>${escapeHtml(t("eventPublic.finder.none"))}</p></section>`;
  return `${header}${nowNext}${divisions}${finder}<script type="module" src="${EVENT_SCRIPT}"></script>`;
}

// Fixed line heights for "now / next": a new match replaces the text of a row of the same size (no layout shift).
const EVENT_CSS = `
.ev-now{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.ev-pitch{display:grid;grid-template-columns:minmax(5rem,8rem) 5.5rem 1fr;gap:8px;align-items:baseline;min-height:1.6em;padding:6px 8px;border:1px solid var(--mantine-color-default-border,#dee2e6);border-radius:6px}
.ev-pitch-name{font-weight:700}
.ev-state{font-size:.75rem;font-weight:700;text-transform:uppercase}
.ev-state[data-live="1"]{color:#a51d1d}
.ev-line{overflow-wrap:anywhere}
.ev-divs{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.ev-div{padding:10px 12px;border:1px solid var(--mantine-color-default-border,#dee2e6);border-radius:6px}
.ev-div>*{margin:0 0 6px}
.ev-div-name{font-size:1.125rem}
.ev-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ev-label{display:block;font-weight:600;margin-bottom:4px}
.ev-input{box-sizing:border-box;width:100%;max-width:24rem;min-height:44px;padding:6px 10px;font:inherit;border:1px solid #868e96;border-radius:6px}
.ev-teams{list-style:none;margin:10px 0 0;padding:0}
.ev-teams li{padding:8px 0;border-bottom:1px solid var(--mantine-color-default-border,#dee2e6)}
.ev-team{font-weight:600}
.ev-team-div{float:right;font-size:.875rem}
`;
