// The public tournament page as plain HTML (ADR 0028). The server draws it: as the first paint before the app for a
// signed-in visitor (`lean: false`), and as the whole page for everybody else (`lean: true`), whose small script
// (apps/web/src/public-page/public-page.ts) draws the changing parts again from the live payload with these same
// functions. One markup both ways: nothing moves when a part is drawn again.

import type { LocalDateTime } from "./contracts.ts";
import { matchesBeingPlayed } from "./match-clock.ts";
import type { PublicMatch, PublicTournament } from "./public-contracts.ts";
import {
  clockOf,
  escapeHtml,
  formatDay,
  groupTablesHtml,
  knockoutRoundHtml,
  knockoutRounds,
  nowNextHtml,
  type RowContext,
  rowContext,
  scheduleDaysHtml,
  sideName,
  type Translate,
  teamMatchesHtml,
} from "./public-page-html.ts";
import type { RegistrationSummary } from "./registration-summary.ts";
import { shortLinkPath } from "./short-code.ts";

/** The public page's payload (GET auth/tment/{id}): the app and the lean page fetch it, the lean page's head preloads it. */
export const publicPayloadPath = (id: string) => `/api/v1/auth/tment/${encodeURIComponent(id)}`;

/** The schedule's filters ("" = all). */
export type ScheduleFilters = { team: string; group: string; pitch: string };
export const NO_FILTERS: ScheduleFilters = { team: "", group: "", pitch: "" };

export type PageState = {
  lang: string;
  t: Translate;
  /** The site's address (calendar subscriptions, short link). */
  publicUrl: string;
  /** The venue's wall-clock time ("2030-05-04T09:05"): which matches are being played. */
  now: LocalDateTime;
  myTeam: string | null;
  filters: ScheduleFilters;
  /** The lean page (controls work, the app's ids) or the first paint before the app (controls disabled). */
  lean: boolean;
};

/** The parts the lean page's script draws again when the payload changes, by their `data-pl` name. */
export type LivePart = "head" | "registration" | "now" | "mine" | "days" | "tables" | "knockout" | "placements";

/** Everything a part needs, worked out once per drawing. */
export type PageContext = { state: PageState; rows: RowContext; playing: ReadonlySet<string> };

export function pageContext(tournament: PublicTournament, state: PageState): PageContext {
  const playing = matchesBeingPlayed(tournament, state.now);
  const myTeam = state.myTeam && tournament.teams.some((x) => x.id === state.myTeam) ? state.myTeam : null;
  const rows = rowContext(tournament, { t: state.t, lang: state.lang, myTeam, playing });
  return { state: { ...state, myTeam }, rows, playing };
}

/** The teams by name as a parent reads them: "Team 2" before "Team 10". */
export const teamsByName = <T extends { name: string }>(teams: readonly T[], lang: string): T[] =>
  [...teams].sort((a, b) => a.name.localeCompare(b.name, lang, { numeric: true }));
const byName = (tournament: PublicTournament, lang: string) => teamsByName(tournament.teams, lang);

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? " selected" : ""}>${escapeHtml(label)}</option>`;

/** A labelled select as the app draws it (`pl-field`); disabled on the first paint (it would do nothing yet). */
function field(id: string, label: string, options: string, lean: boolean, extra = "") {
  return `<div class="pl-field${extra}"><label for="${id}">${escapeHtml(label)}</label><select id="${id}"${lean ? "" : " disabled"}>${options}</select></div>`;
}

/** An element's id: the app's on the lean page, a prefixed one on the first paint (the app's page sits beside it). */
const idOf = (state: PageState, lean: string, firstPaint: string) => (state.lean ? lean : firstPaint);

/** The connection line and the print / display buttons (the lean page); the first paint keeps their height free. */
export function toolbarHtml(tournament: PublicTournament, state: PageState): string {
  const { t, lang } = state;
  if (!state.lean) return `<div class="pl-toolbar-space" aria-hidden="true"></div>`;
  return (
    `<div class="pl-toolbar public-no-print">` +
    `<div role="status" aria-live="polite" class="public-connection pl-conn" data-live="connecting">` +
    `<span class="public-connection-dot"></span><span class="pl-conn-text">${escapeHtml(t("public.live.connecting"))}</span></div>` +
    `<div class="pl-btnrow"><button type="button" class="pl-btn pl-btn-xs" data-print>${escapeHtml(t("public.page.print"))}</button>` +
    `<a class="pl-btn pl-btn-xs" href="/${lang}/tournament/${encodeURIComponent(tournament.id)}/display">${escapeHtml(t("public.page.display"))}</a></div></div>`
  );
}

/**
 * Name, status and age group, logo, dates, delay, venue with map link, description, contact: the app's
 * TournamentHeader at its sizes.
 */
export function headerHtml(tournament: PublicTournament, ctx: PageContext): string {
  const { general, organiser } = tournament;
  const { t, lang } = ctx.state;
  const venue = general.venue;
  const place = venue ? [venue.name, venue.address, venue.city].filter(Boolean).join(", ") : "";
  const end = general.endDate && general.endDate !== general.startDate ? general.endDate : null;
  const dates = end
    ? `${formatDay(general.startDate, lang)} – ${formatDay(end, lang)}`
    : formatDay(general.startDate, lang);
  const badge = (text: string, extra = "") => `<span class="pl-badge"${extra}>${escapeHtml(text)}</span>`;
  const badges =
    badge(t(`common.status.${tournament.status}`), ` data-status="${escapeHtml(tournament.status)}"`) +
    (ctx.playing.size > 0
      ? `<span class="pl-badge pl-badge-live" data-playing>${escapeHtml(t("common.matchStatus.live"))}</span>`
      : "") +
    (tournament.ageGroupLabel ? badge(t("public.header.ageGroup", { label: tournament.ageGroupLabel })) : "");
  // Only web links: the map URL is made by the server, but it carries the organiser's address.
  const map =
    tournament.mapUrl && /^https?:\/\//i.test(tournament.mapUrl)
      ? `<span class="public-no-print"> · <a href="${escapeHtml(tournament.mapUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(t("public.header.map"))}</a></span>`
      : "";
  const logo = general.logoFileId
    ? `<img class="pl-logo" src="/api/v1/files/${encodeURIComponent(general.logoFileId)}" alt="" width="64" height="64" />`
    : "";
  const delay =
    tournament.delayMinutes > 0
      ? `<p class="pl-alert" role="status" data-testid="delay-notice">${escapeHtml(t("public.delay.notice", { count: tournament.delayMinutes }))}</p>`
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
    delay +
    (place ? `<p class="pl-p">${escapeHtml(place)}${map}</p>` : "") +
    (general.description ? `<p class="pl-p pl-desc">${escapeHtml(general.description)}</p>` : "") +
    contact +
    (organiser.club
      ? `<p class="pl-p-sm">${escapeHtml(t("public.header.organisedBy", { club: organiser.club }))}</p>`
      : "") +
    `</header>`
  );
}

/** The parts of "6 of 8 places taken · 2 on the waiting list" as catalog keys with their values (both pages). */
export function summaryParts(summary: RegistrationSummary): Array<[string, Record<string, number>]> {
  const parts: Array<[string, Record<string, number>]> = [
    summary.maxTeams === null
      ? ["public.registration.summary.teams", { count: summary.teams }]
      : ["public.registration.summary.places", { taken: summary.teams, count: summary.maxTeams }],
  ];
  if (summary.waitlisted > 0) parts.push(["public.registration.summary.waiting", { count: summary.waitlisted }]);
  if (summary.pending > 0) parts.push(["public.registration.summary.pending", { count: summary.pending }]);
  return parts;
}

/** "Register a team" while registration is open: the organisers' numbers and the button that opens the form. */
export function registrationHtml(tournament: PublicTournament, state: PageState): string {
  const { t } = state;
  if (!tournament.registrationOpen) return "";
  const summary = tournament.registrationSummary;
  let numbers = "";
  if (summary) {
    const parts = summaryParts(summary).map(([key, values]) => t(key, values));
    const full = summary.maxTeams !== null && summary.teams >= summary.maxTeams;
    numbers =
      `<div data-testid="registration-summary"><p class="pl-p-sm pl-strong">${escapeHtml(parts.join(" · "))}</p>` +
      (full ? `<p class="pl-p-sm">${escapeHtml(t("public.registration.summary.full"))}</p>` : "") +
      `</div>`;
  }
  return (
    `<section aria-labelledby="registration-title" class="public-no-print pl-stack" data-testid="registration-section">` +
    `<h2 id="registration-title" class="pl-h2">${escapeHtml(t("public.registration.section.title"))}</h2>` +
    `<p class="pl-p-sm">${escapeHtml(t("public.registration.section.text"))}</p>${numbers}` +
    `<div><button type="button" class="pl-btn pl-btn-md pl-btn-filled" aria-expanded="false" data-app-action="register">` +
    `${escapeHtml(t("public.registration.section.open"))}</button></div></section>`
  );
}

/** The next match of a team still to be played (the schedule is ordered by kick-off). */
export function nextMatchOf(matches: readonly PublicMatch[], teamId: string | null): PublicMatch | null {
  if (!teamId) return null;
  return matches.find((m) => (m.home.teamId === teamId || m.away.teamId === teamId) && m.status !== "finished") ?? null;
}

/** The calendar area: subscribe, copy the address, download once (for the followed team too). */
function calendarHtml(tournament: PublicTournament, ctx: PageContext): string {
  const { t, lang, publicUrl, myTeam } = ctx.state;
  const ics = (team: string | null) =>
    `/api/v1/calendar/tment/${encodeURIComponent(tournament.id)}?lang=${lang}${team ? `&team=${encodeURIComponent(team)}` : ""}`;
  const https = `${publicUrl}${ics(myTeam)}`;
  const team = myTeam ? (ctx.rows.names.get(myTeam) ?? "") : null;
  return (
    `<div class="pl-stack" data-calendar-links><h3 class="pl-h5">${escapeHtml(t("public.calendar.title"))}</h3>` +
    `<p class="pl-p-sm">${escapeHtml(t("public.calendar.subscribeHint"))}</p>` +
    `<div class="pl-btnrow"><a class="pl-btn pl-btn-filled" href="${escapeHtml(https.replace(/^https?:/, "webcal:"))}">` +
    `${escapeHtml(team !== null ? t("public.calendar.subscribeTeam", { team }) : t("public.calendar.subscribeAll"))}</a>` +
    `<button type="button" class="pl-btn" data-copy="${escapeHtml(https)}"${ctx.state.lean ? "" : " disabled"}>${escapeHtml(t("public.calendar.copy"))}</button></div>` +
    (team !== null
      ? `<a class="pl-link" href="${escapeHtml(ics(myTeam))}" download>${escapeHtml(t("public.calendar.team", { team }))}</a>`
      : "") +
    `<a class="pl-link" href="${escapeHtml(ics(null))}" download>${escapeHtml(t("public.calendar.all"))}</a></div>`
  );
}

/** Below the "follow" select: the hint or the team's next match, its matches, the calendar area. */
export function mineHtml(tournament: PublicTournament, ctx: PageContext): string {
  const { t, lang, myTeam } = ctx.state;
  const { rows } = ctx;
  let line: string;
  if (!myTeam) line = `<p class="pl-p-sm">${escapeHtml(t("public.myTeam.hint"))}</p>`;
  else {
    const next = nextMatchOf(tournament.matches, myTeam);
    line = next
      ? `<p class="pl-p pl-strong" data-next-match="${escapeHtml(next.id)}">${escapeHtml(
          t("public.myTeam.next", {
            date: formatDay(next.start, lang, { weekday: "short", day: "numeric", month: "short" }),
            time: clockOf(next.start),
            pitch: rows.pitchNames.get(next.pitch) ?? next.pitch,
            home: sideName(next.home.teamId, next.homeLabel, rows),
            away: sideName(next.away.teamId, next.awayLabel, rows),
          }),
        )}</p>`
      : `<p class="pl-p">${escapeHtml(t("public.myTeam.noNext"))}</p>`;
    // The followed team's matches first, before the whole schedule.
    line +=
      `<details class="pl-day" data-my-matches><summary>${escapeHtml(t("public.myTeam.matches", { team: rows.names.get(myTeam) ?? "" }))}</summary>` +
      `<div>${teamMatchesHtml(tournament.matches, myTeam, rows)}</div></details>`;
  }
  return line + calendarHtml(tournament, ctx);
}

/** "My team": the follow select (the app's `public-follow`), then {@link mineHtml}. */
function myTeamSectionHtml(tournament: PublicTournament, ctx: PageContext): string {
  const { t, lang, myTeam } = ctx.state;
  const heading = idOf(ctx.state, "public-my-team", "pfp-my-team");
  const options =
    option("", t("public.myTeam.none"), myTeam === null) +
    byName(tournament, lang)
      .map((team) => option(team.id, team.name, team.id === myTeam))
      .join("");
  return (
    `<section aria-labelledby="${heading}" class="public-no-print pl-stack">` +
    `<h2 class="pl-h2" id="${heading}">${escapeHtml(t("public.myTeam.title"))}</h2>` +
    field(
      idOf(ctx.state, "public-follow", "pfp-follow"),
      t("public.myTeam.select"),
      options,
      ctx.state.lean,
      " pl-follow",
    ) +
    `<div class="pl-contents" data-pl="mine">${mineHtml(tournament, ctx)}</div></section>`
  );
}

/** The schedule's filter row (the app's ids on the lean page). */
function filtersHtml(tournament: PublicTournament, ctx: PageContext) {
  const { t, lang, filters, lean } = ctx.state;
  const id = (name: string) => idOf(ctx.state, `schedule-${name}`, `pfp-${name}`);
  const team = field(
    id("team"),
    t("public.schedule.filterTeam"),
    option("", t("public.schedule.allTeams"), filters.team === "") +
      byName(tournament, lang)
        .map((x) => option(x.id, x.name, x.id === filters.team))
        .join(""),
    lean,
  );
  const group =
    tournament.groups.length > 1
      ? field(
          id("group"),
          t("public.schedule.filterGroup"),
          option("", t("public.schedule.allGroups"), filters.group === "") +
            tournament.groups
              .map((g) => option(g.name, t("public.match.group", { group: g.name }), g.name === filters.group))
              .join(""),
          lean,
        )
      : "";
  const pitch =
    tournament.pitches.length > 1
      ? field(
          id("pitch"),
          t("public.schedule.filterPitch"),
          option("", t("public.schedule.allPitches"), filters.pitch === "") +
            tournament.pitches
              .map((p) => option(p.id, ctx.rows.pitchNames.get(p.id) ?? p.name, p.id === filters.pitch))
              .join(""),
          lean,
        )
      : "";
  return `<div class="pl-filters public-no-print">${team}${group}${pitch}</div>`;
}

/** The matches the schedule's filters let through. */
export function filterMatches(matches: readonly PublicMatch[], filters: ScheduleFilters): PublicMatch[] {
  return matches.filter(
    (m) =>
      (filters.team === "" || m.home.teamId === filters.team || m.away.teamId === filters.team) &&
      (filters.group === "" || m.group === filters.group) &&
      (filters.pitch === "" || m.pitch === filters.pitch),
  );
}

/**
 * The schedule's days as native `<details>`, one table each (a day with matches to play opens by default). `open`:
 * the days the visitor opened or closed keep their state when the page draws them again.
 */
export function daysHtml(tournament: PublicTournament, ctx: PageContext, open?: ReadonlyMap<string, boolean>): string {
  const { t } = ctx.state;
  if (tournament.matches.length === 0) return `<p class="pl-p">${escapeHtml(t("public.schedule.noPlan"))}</p>`;
  const shown = filterMatches(tournament.matches, ctx.state.filters);
  if (shown.length === 0) return `<p class="pl-p">${escapeHtml(t("public.schedule.noneMatch"))}</p>`;
  return scheduleDaysHtml(shown, ctx.rows, open);
}

/** The knockout stage: a bracket (rounds side by side, scrolling in its box) or a list, then the placement matches. */
export function knockoutHtml(tournament: PublicTournament, ctx: PageContext, view: "bracket" | "list"): string {
  const { t } = ctx.state;
  const { byId, main, placement } = knockoutRounds(tournament);
  const rounds = (list: typeof main, heading: 3 | 4) =>
    list.map((r) => knockoutRoundHtml(r, byId, ctx.rows, heading)).join("");
  const button = (v: "bracket" | "list") =>
    `<button type="button" aria-pressed="${view === v}" data-view="${v}">${escapeHtml(t(v === "bracket" ? "public.bracket.bracketView" : "public.bracket.listView"))}</button>`;
  const mainHtml =
    main.length === 0
      ? ""
      : `<div class="pl-stack-sm"><fieldset aria-label="${escapeHtml(t("public.bracket.viewLabel"))}" class="public-view-switch public-no-print">` +
        `${button("bracket")}${button("list")}</fieldset>` +
        (view === "bracket"
          ? `<p class="pl-p-sm public-no-print" data-scroll-hint hidden>${escapeHtml(t("public.bracket.scrollHint"))}</p>` +
            `<div class="pl-bracket-box"><div role="region" aria-label="${escapeHtml(t("public.bracket.bracketView"))}" tabindex="0" class="pl-bracket-scroll">` +
            `<div class="public-bracket pl-bracket">${rounds(main, 3)}</div></div>` +
            `<div class="public-bracket-fade public-no-print" aria-hidden="true" hidden></div></div>`
          : `<div class="pl-stack">${rounds(main, 3)}</div>`) +
        `</div>`;
  const placementHtml =
    placement.length === 0
      ? ""
      : `<div class="pl-stack-sm"><h3 class="pl-h4">${escapeHtml(t("public.bracket.placementGames"))}</h3>` +
        `<div class="pl-bracket pl-wrap">${rounds(placement, 4)}</div></div>`;
  return `<div class="pl-stack">${mainHtml}${placementHtml}</div>`;
}

/** Final places decided so far (only where the organisers publish results and tables). */
export function placementsHtml(tournament: PublicTournament, ctx: PageContext): string {
  const { t } = ctx.state;
  if (tournament.publicResults !== "all" || tournament.placements.length === 0) return "";
  const items = [...tournament.placements]
    .sort((a, b) => a.place - b.place)
    .map(
      (p) =>
        `<li><b>${escapeHtml(t("public.placements.place", { place: p.place }))}</b> ${escapeHtml(ctx.rows.names.get(p.teamId) ?? p.teamId)}</li>`,
    )
    .join("");
  return (
    `<section aria-label="${escapeHtml(t("public.sections.placements"))}"><h2 class="pl-h2">${escapeHtml(t("public.sections.placements"))}</h2>` +
    `<ul class="pl-plain">${items}</ul></section>`
  );
}

/** A part of the page by its `data-pl` name, as the lean page's script draws it again. */
export function livePartHtml(
  part: Exclude<LivePart, "days" | "knockout">,
  tournament: PublicTournament,
  ctx: PageContext,
): string {
  switch (part) {
    case "head":
      return headerHtml(tournament, ctx);
    case "registration":
      return registrationHtml(tournament, ctx.state);
    case "now":
      return nowNextHtml(tournament.matches, ctx.rows);
    case "mine":
      return mineHtml(tournament, ctx);
    case "tables":
      return groupTablesHtml(tournament, ctx.rows);
    case "placements":
      return placementsHtml(tournament, ctx);
  }
}

/** The lean page's last parts: contact the organisers, share (with the server's QR code), report. */
function leanFooterHtml(tournament: PublicTournament, state: PageState, qrSvg: string): string {
  const { t, publicUrl, lang } = state;
  const url = `${publicUrl}/${lang}/tournament/${encodeURIComponent(tournament.id)}`;
  const code = tournament.shortCode
    ? `<p class="pl-p-sm" data-testid="public-short-code">${escapeHtml(t("public.share.code"))} <b class="pl-code">${escapeHtml(tournament.shortCode)}</b>` +
      ` · <a href="${escapeHtml(`${publicUrl}${shortLinkPath(tournament.shortCode)}`)}" class="pl-break">${escapeHtml(`${publicUrl}${shortLinkPath(tournament.shortCode)}`.replace(/^https?:\/\//, ""))}</a></p>`
    : "";
  const qr = qrSvg
    ? `<img src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}" alt="${escapeHtml(t("public.share.qrLabel", { name: tournament.general.name }))}" width="160" height="160" class="pl-qr" loading="lazy" />`
    : "";
  return (
    `<section aria-labelledby="public-contact-section" id="contact-organisers" class="public-no-print pl-stack">` +
    `<h2 id="public-contact-section" class="pl-h2">${escapeHtml(t("public.contact.title"))}</h2>` +
    `<p class="pl-p-sm">${escapeHtml(t("public.contact.text"))}</p>` +
    `<div><button type="button" class="pl-btn pl-btn-md" data-app-action="contact">${escapeHtml(t("public.contact.open"))}</button></div></section>` +
    `<div data-pl="albums"></div>` +
    `<hr class="pl-rule public-no-print" />` +
    `<section aria-labelledby="public-share" class="public-no-print pl-stack">` +
    `<h2 class="pl-h2" id="public-share">${escapeHtml(t("public.share.title"))}</h2>` +
    `<div><button type="button" class="pl-btn pl-btn-md pl-btn-filled" data-share="${escapeHtml(url)}" data-title="${escapeHtml(tournament.general.name)}">${escapeHtml(t("public.share.button"))}</button></div>` +
    `<div role="status" aria-live="polite" data-share-status></div>${qr}${code}</section>` +
    `<div class="public-no-print pl-end"><button type="button" class="pl-btn pl-btn-subtle" data-app-action="report" data-testid="report-action">${escapeHtml(t("public.report.action"))}</button></div>`
  );
}

/**
 * The page's content (no document around it). The first paint (`lean: false`) draws what a parent needs before the
 * app: header, now / next, my team, schedule, tables. The lean page draws the whole page.
 */
export function tournamentPageHtml(tournament: PublicTournament, state: PageState, opts: { qrSvg?: string } = {}) {
  const ctx = pageContext(tournament, state);
  const { t, lean } = state;
  const section = (id: string, title: string, body: string, part: LivePart) =>
    `<section aria-labelledby="${id}"><h2 id="${id}" class="pl-h2">${escapeHtml(title)}</h2><div data-pl="${part}">${body}</div></section>`;
  const tables = tournament.groups.length > 0 ? groupTablesHtml(tournament, ctx.rows) : "";
  const schedule =
    `<div class="pl-stack-sm">${filtersHtml(tournament, ctx)}` +
    (tournament.publicResults === "none"
      ? `<p class="pl-small">${escapeHtml(t("public.privacy.noResults"))}</p>`
      : "") +
    `<div data-pl="days">${daysHtml(tournament, ctx)}</div></div>`;
  return (
    toolbarHtml(tournament, state) +
    `<div data-pl="head">${headerHtml(tournament, ctx)}</div>` +
    (lean ? `<div data-pl="registration">${registrationHtml(tournament, state)}</div>` : "") +
    (tournament.matches.length > 0
      ? section(
          idOf(state, "public-now", "pfp-now"),
          t("public.nowNext.title"),
          nowNextHtml(tournament.matches, ctx.rows),
          "now",
        )
      : "") +
    myTeamSectionHtml(tournament, ctx) +
    `<section aria-labelledby="${idOf(state, "public-schedule", "pfp-schedule")}"><h2 class="pl-h2" id="${idOf(state, "public-schedule", "pfp-schedule")}">${escapeHtml(t("public.schedule.title"))}</h2>${schedule}</section>` +
    (tables ? section(idOf(state, "public-tables", "pfp-tables"), t("public.sections.tables"), tables, "tables") : "") +
    (lean && tournament.knockout.length > 0
      ? section("public-knockout", t("public.sections.knockout"), knockoutHtml(tournament, ctx, "bracket"), "knockout")
      : "") +
    (lean ? `<div data-pl="placements">${placementsHtml(tournament, ctx)}</div>` : "") +
    (lean ? leanFooterHtml(tournament, state, opts.qrSvg ?? "") : "")
  );
}
