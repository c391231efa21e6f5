// The public tournament page's first paint (ADR 0015): header, "now / next", schedule and tables rendered from
// the cached payload with the same pure markup the browser uses (@kickoff/domain/public-page-html.ts), plus the
// payload itself as JSON so the browser shows the page at once and only then goes live. Parents on a weak
// connection read the plan before any script has arrived; search engines and link previews read it too.
import { localDateTimeAt, matchesBeingPlayed } from "@kickoff/domain/match-clock.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import {
  escapeHtml,
  formatDay,
  groupTablesHtml,
  nowNextHtml,
  rowContext,
  scheduleDaysHtml,
  type Translate,
} from "@kickoff/domain/public-page-html.ts";
import { PUBLIC_PAGE_CSS, PUBLIC_PAGE_STYLE_ID } from "@kickoff/domain/public-page-style.ts";
import { timeZoneOfCountry } from "@kickoff/domain/time-zones.ts";
import type { Language } from "@kickoff/locales/languages.ts";

/** Ids the browser looks for (apps/web/src/features/public/lib/first-paint.ts). */
export const FIRST_PAINT_ID = "public-first-paint";
export const PAYLOAD_ID = "public-payload";

/**
 * JSON for a `<script type="application/json">`: `<` as `\u003c` so no `</script>` or `<!--` in user text can end
 * or change the element; still the same JSON for JSON.parse.
 */
export const scriptJson = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const option = (value: string, label: string, selected = false) =>
  `<option value="${escapeHtml(value)}"${selected ? " selected" : ""}>${escapeHtml(label)}</option>`;

/** A select as the app draws it (`pl-field`); disabled: without the app it would do nothing. */
const field = (id: string, label: string, options: string, extra = "") =>
  `<div class="pl-field${extra}"><label for="${id}">${escapeHtml(label)}</label><select id="${id}" disabled>${options}</select></div>`;

/**
 * Name, status and age group, logo, dates, venue with map link, description, contact: the app's TournamentHeader
 * at its sizes. Not drawn here: a delay notice and the registration box (rare on match day; they appear with the app).
 */
function headerHtml(tournament: PublicTournament, lang: Language, t: Translate, live: boolean): string {
  const { general, organiser } = tournament;
  const venue = general.venue;
  const place = venue ? [venue.name, venue.address, venue.city].filter(Boolean).join(", ") : "";
  const end = general.endDate && general.endDate !== general.startDate ? general.endDate : null;
  const dates = end
    ? `${formatDay(general.startDate, lang)} – ${formatDay(end, lang)}`
    : formatDay(general.startDate, lang);
  const badge = (text: string, extra = "") => `<span class="pl-badge"${extra}>${escapeHtml(text)}</span>`;
  const badges =
    badge(t(`common.status.${tournament.status}`), ` data-status="${escapeHtml(tournament.status)}"`) +
    (live ? `<span class="pl-badge pl-badge-live">${escapeHtml(t("common.matchStatus.live"))}</span>` : "") +
    (tournament.ageGroupLabel ? badge(t("public.header.ageGroup", { label: tournament.ageGroupLabel })) : "");
  // Only web links: the map URL is made by the server, but it carries the organiser's address.
  const map =
    tournament.mapUrl && /^https?:\/\//i.test(tournament.mapUrl)
      ? ` · <a href="${escapeHtml(tournament.mapUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(t("public.header.map"))}</a>`
      : "";
  const logo = general.logoFileId
    ? `<img class="pl-logo" src="/api/v1/files/${encodeURIComponent(general.logoFileId)}" alt="" width="64" height="64" />`
    : "";
  const own = general.contact;
  const name = own?.name ?? organiser.contactPerson;
  const email = own?.email ?? organiser.email;
  const phone = own?.phone ?? organiser.phone;
  const website = organiser.website && /^https?:\/\//i.test(organiser.website) ? organiser.website : null;
  const items = [
    name ? `<li>${escapeHtml(name)}</li>` : "",
    email ? `<li><a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></li>` : "",
    phone ? `<li><a href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ""))}">${escapeHtml(phone)}</a></li>` : "",
    website
      ? `<li><a href="${escapeHtml(website)}" target="_blank" rel="noopener noreferrer">${escapeHtml(website)}</a></li>`
      : "",
  ].join("");
  const contact = items
    ? `<section class="pl-contact" aria-label="${escapeHtml(t("public.header.contact"))}"><p class="pl-p-sm pl-strong">${escapeHtml(t("public.header.contact"))}</p><ul>${items}</ul></section>`
    : "";
  return (
    `<header class="pl-head pl-stack"><div class="pl-badges">${badges}</div>` +
    `<div class="pl-titlerow">${logo}<h1 class="pl-title">${escapeHtml(general.name)}</h1></div>` +
    `<p class="pl-p pl-date"><time datetime="${escapeHtml(general.startDate)}">${escapeHtml(dates)}</time></p>` +
    (place ? `<p class="pl-p">${escapeHtml(place)}${map}</p>` : "") +
    (general.description ? `<p class="pl-p pl-desc">${escapeHtml(general.description)}</p>` : "") +
    contact +
    (organiser.club
      ? `<p class="pl-p-sm">${escapeHtml(t("public.header.organisedBy", { club: organiser.club }))}</p>`
      : "") +
    `</header>`
  );
}

/** "My team" as the app draws it before a team is followed: the select, the hint, the calendar area. */
function myTeamHtml(tournament: PublicTournament, lang: Language, t: Translate, publicUrl: string): string {
  const teams = [...tournament.teams].sort((a, b) => a.name.localeCompare(b.name, lang));
  const ics = `/api/v1/calendar/tment/${encodeURIComponent(tournament.id)}?lang=${lang}`;
  const webcal = `${publicUrl}${ics}`.replace(/^https?:/, "webcal:");
  const options = option("", t("public.myTeam.none"), true) + teams.map((team) => option(team.id, team.name)).join("");
  return (
    `<section aria-labelledby="pfp-my-team" class="pl-stack">` +
    `<h2 class="pl-h2" id="pfp-my-team">${escapeHtml(t("public.myTeam.title"))}</h2>` +
    field("pfp-follow", t("public.myTeam.select"), options, " pl-follow") +
    `<p class="pl-p-sm">${escapeHtml(t("public.myTeam.hint"))}</p>` +
    `<div class="pl-stack"><h3 class="pl-h5">${escapeHtml(t("public.calendar.title"))}</h3>` +
    `<p class="pl-p-sm">${escapeHtml(t("public.calendar.subscribeHint"))}</p>` +
    `<div class="pl-btnrow"><a class="pl-btn pl-btn-filled" href="${escapeHtml(webcal)}">${escapeHtml(t("public.calendar.subscribeAll"))}</a>` +
    `<button type="button" class="pl-btn" disabled>${escapeHtml(t("public.calendar.copy"))}</button></div>` +
    `<a class="pl-link" href="${escapeHtml(ics)}" download>${escapeHtml(t("public.calendar.all"))}</a></div></section>`
  );
}

/** The schedule's filter row as the app draws it (disabled here). */
function filtersHtml(
  tournament: PublicTournament,
  t: Translate,
  pitchNames: ReadonlyMap<string, string>,
  lang: string,
) {
  const teams = [...tournament.teams].sort((a, b) => a.name.localeCompare(b.name, lang));
  const team = field(
    "pfp-team",
    t("public.schedule.filterTeam"),
    option("", t("public.schedule.allTeams"), true) + teams.map((x) => option(x.id, x.name)).join(""),
  );
  const group =
    tournament.groups.length > 1
      ? field(
          "pfp-group",
          t("public.schedule.filterGroup"),
          option("", t("public.schedule.allGroups"), true) +
            tournament.groups.map((g) => option(g.name, t("public.match.group", { group: g.name }))).join(""),
        )
      : "";
  const pitch =
    tournament.pitches.length > 1
      ? field(
          "pfp-pitch",
          t("public.schedule.filterPitch"),
          option("", t("public.schedule.allPitches"), true) +
            tournament.pitches.map((p) => option(p.id, pitchNames.get(p.id) ?? p.name)).join(""),
        )
      : "";
  return `<div class="pl-filters">${team}${group}${pitch}</div>`;
}

/** The page's content as HTML (no document around it): what a parent needs before any script runs. */
export function firstPaintHtml(
  tournament: PublicTournament,
  opts: { lang: Language; t: Translate; publicUrl: string; at?: Date },
): string {
  const { lang, t } = opts;
  const now = localDateTimeAt(opts.at ?? new Date(), timeZoneOfCountry(tournament.general.venue?.country));
  const playing = matchesBeingPlayed(tournament, now);
  const ctx = rowContext(tournament, { t, lang, myTeam: null, playing });
  const section = (id: string, title: string, body: string) =>
    `<section aria-labelledby="${id}"><h2 id="${id}" class="pl-h2">${escapeHtml(title)}</h2>${body}</section>`;
  const days = scheduleDaysHtml(tournament.matches, ctx);
  const schedule =
    `<div class="pl-stack-sm">${filtersHtml(tournament, t, ctx.pitchNames, lang)}` +
    (tournament.publicResults === "none"
      ? `<p class="pl-small">${escapeHtml(t("public.privacy.noResults"))}</p>`
      : "") +
    (tournament.matches.length === 0
      ? `<p class="pl-p">${escapeHtml(t("public.schedule.noPlan"))}</p>`
      : `<div>${days}</div>`) +
    `</div>`;
  const tables = tournament.groups.length > 0 ? groupTablesHtml(tournament, ctx) : "";
  return (
    // The app's connection line and print / display buttons: drawn by the app, their height kept free here.
    `<div class="pl-toolbar-space" aria-hidden="true"></div>` +
    headerHtml(tournament, lang, t, playing.size > 0) +
    (tournament.matches.length > 0
      ? section("pfp-now", t("public.nowNext.title"), `<div>${nowNextHtml(tournament.matches, ctx)}</div>`)
      : "") +
    myTeamHtml(tournament, lang, t, opts.publicUrl) +
    section("pfp-schedule", t("public.schedule.title"), schedule) +
    (tables ? section("pfp-tables", t("public.sections.tables"), `<div>${tables}</div>`) : "")
  );
}

/**
 * index.html with the page's first paint before the app's root and the payload beside it. The browser removes the
 * first paint when its own page is on screen (same markup, so nothing moves); the app shell's bar is drawn here at
 * its height so the content below it does not move either.
 */
export function withFirstPaint(
  indexHtml: string,
  opts: { lang: Language; t: Translate; tournament: PublicTournament; payload: string; publicUrl: string },
): string {
  return withPageContent(indexHtml, { ...opts, content: firstPaintHtml(opts.tournament, opts) });
}

/** index.html with a public page's server-made content (`content`, inside `<main>`) and its payload. */
export function withPageContent(
  indexHtml: string,
  opts: { lang: Language; t: Translate; content: string; payload: string; bar?: boolean },
): string {
  const body =
    `<div id="${FIRST_PAINT_ID}" class="pl-first-paint">` +
    // The shell's bar is the page's banner landmark, so all of the server's copy sits in landmarks. Screens without
    // the shell (a display at the venue, an embed) leave it out: `bar: false`.
    (opts.bar === false
      ? ""
      : `<header class="pl-bar"><a href="/${opts.lang}"><img src="/favicon.svg" alt="" width="32" height="32" />` +
        `<span>${escapeHtml(opts.t("app.name"))}</span></a></header>`) +
    `<main class="pl-page">${opts.content}</main>` +
    `<script type="application/json" id="${PAYLOAD_ID}">${scriptJson(opts.payload)}</script></div>`;
  const style = `<style id="${PUBLIC_PAGE_STYLE_ID}">${PUBLIC_PAGE_CSS}${FIRST_PAINT_CSS}</style>\n  </head>`;
  return indexHtml
    .replace("</head>", () => style)
    .replace('<div id="root"></div>', () => `${body}<div id="root"></div>`);
}

// The theme's font (apps/web/src/app/theme.ts): the app sets it when it starts; the first paint uses it from the start.
const THEME_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

// Only for the server's copy: the shell's bar (60 px, as the app's header) and the page's frame and headings at the
// sizes the app's Mantine components give them.
const FIRST_PAINT_CSS = `
#public-first-paint~#root{display:none}
.pl-first-paint{font-family:${THEME_FONT};font-size:16px;line-height:1.55}
.pl-first-paint h1,.pl-first-paint h2,.pl-first-paint h3{font-family:${THEME_FONT}}
.pl-bar{height:60px;box-sizing:border-box;display:flex;align-items:center;padding:0 var(--mantine-spacing-xs,10px);border-bottom:1px solid var(--mantine-color-default-border,#dee2e6)}
.pl-bar a{display:flex;gap:8px;align-items:center;color:inherit;text-decoration:none;font-weight:800;font-size:var(--mantine-font-size-lg,1.125rem)}
.pl-page{display:block;max-width:var(--mantine-container-size-lg,1140px);margin:0 auto;padding:var(--mantine-spacing-md,16px);box-sizing:border-box}
.pl-page>*+*{margin-top:20px}
.pl-toolbar-space{height:calc(1.3 * var(--mantine-font-size-xs,.75rem) + 40px)}
.pl-title{margin:0;font-size:var(--mantine-h1-font-size,2.125rem);line-height:var(--mantine-h1-line-height,1.3);font-weight:700;min-width:0;overflow-wrap:break-word;hyphens:auto}
.pl-titlerow{display:flex;gap:16px;align-items:center}
.pl-logo{flex:none;width:64px;height:64px;object-fit:contain}
.pl-badges{display:flex;flex-wrap:wrap;gap:10px}
.pl-badge{display:inline-flex;align-items:center;box-sizing:border-box;height:20px;padding:0 10px;border:1px solid currentColor;border-radius:1000px;font-size:11px;font-weight:700;letter-spacing:.25px;text-transform:uppercase}
.pl-badge-live{border-color:transparent;background:var(--mantine-color-red-9,#c92a2a);color:#fff}
.pl-date{font-weight:600}
.pl-desc{white-space:pre-line}
.pl-contact ul{list-style:none;margin:0;padding:0;font-size:var(--mantine-font-size-sm,.875rem);line-height:1.55}
.pl-contact li+li{margin-top:2px}
.pl-btn:disabled{cursor:not-allowed;opacity:.6}
`;
