// The lean public tournament page's script (issue 13, ADR 0028). The server draws the whole page for a visitor
// without a session (apps/server/src/services/public-first-paint.ts leanPage); this script makes it work and keeps
// it live without React: follow a team, filter the schedule, bracket or list, copy and share, the connection line,
// and every change from the live stream drawn again with the domain's markup functions (the same the server used:
// same rows, nothing moves). What only the app does — a reporter's or registration link, the contact and report
// dialogs, the registration form — loads the app on demand from the page's inert `<template id="app-boot">`; the
// app then takes the page over (its FirstPaintSwap) and the button the visitor pressed is pressed there.
// Built on its own (vite.config.ts leanPageScript): no React, no i18n runtime (the page carries its messages).
import { localDateTimeAt, localDateTimeAtOffset, matchesBeingPlayed } from "@kickoff/domain/match-clock.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { escapeHtml, FIRST_PAINT_ID, PAYLOAD_ID } from "@kickoff/domain/public-page-html.ts";
import {
  daysHtml,
  knockoutHtml,
  type LivePart,
  livePartHtml,
  type PageState,
  pageContext,
  publicPayloadPath,
} from "@kickoff/domain/public-tournament-html.ts";
import { translatorOf } from "@kickoff/locales/interpolate.ts";
import { isLanguage } from "@kickoff/locales/languages.ts";
import { registrationToken, reporterToken } from "../lib/hash-token.ts";
import { followTournament, type LiveStatus } from "../lib/live-connection.ts";
import { myTeamKey } from "../lib/my-team-key.ts";
import { shareLink } from "../lib/share-link.ts";
import { local } from "../lib/storage.ts";
import { whenIdle } from "../lib/when-idle.ts";
import { startLeanShell } from "./lean-shell.ts";

const json = <T>(id: string): T | null => {
  try {
    return JSON.parse(document.getElementById(id)?.textContent ?? "null") as T;
  } catch {
    return null;
  }
};

/** The script's own tag: the tournament's id, the version the server drew and the venue's offset from UTC. */
const own = document.querySelector<HTMLScriptElement>("script[data-tournament]")?.dataset ?? {};
const id = own.tournament ?? "";
const drawnVersion = Number(own.version ?? 0);
/** The payload, fetched as the page starts (the head preloads it); null until then. */
let tournament: PublicTournament | null = null;
const messages = json<Record<string, string>>("public-texts") ?? {};
const page = document.querySelector<HTMLElement>("#public-first-paint .pl-page");
const htmlLang = document.documentElement.lang.slice(0, 2);
const lang = isLanguage(htmlLang) ? htmlLang : "en";
const t = translatorOf(lang, messages);
const $ = <E extends Element = HTMLElement>(selector: string) => page?.querySelector<E>(selector) ?? null;

// ---- The app, on demand -------------------------------------------------------------------------------------

let booting: Promise<void> | null = null;
let stopLive: (() => void) | null = null;

/** Loads the app's script and styles; resolves once the app's page is on screen (it removed this page). */
function bootApp(): Promise<void> {
  if (booting) return booting;
  stopLive?.();
  // The payload the page has, for the app's first render (it reads it as the server's first paint would give it).
  if (tournament && !document.getElementById(PAYLOAD_ID)) {
    const payload = document.createElement("script");
    payload.type = "application/json";
    payload.id = PAYLOAD_ID;
    payload.textContent = JSON.stringify(tournament);
    document.getElementById(FIRST_PAINT_ID)?.append(payload);
  }
  booting = new Promise<void>((resolve) => {
    const template = document.getElementById("app-boot");
    const tags = template instanceof HTMLTemplateElement ? Array.from(template.content.children) : [];
    for (const tag of tags) {
      // Made anew: a script taken from a template's content would never run.
      const el = document.createElement(tag.tagName.toLowerCase());
      for (const attr of Array.from(tag.attributes)) el.setAttribute(attr.name, attr.value);
      document.head.append(el);
    }
    const done = () => document.querySelector("#root [data-ready]") && !document.getElementById(FIRST_PAINT_ID);
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  return booting;
}

/** A button only the app can answer: load the app, then press the same button there. */
page?.addEventListener("click", (event) => {
  const button = (event.target as Element).closest<HTMLElement>("[data-app-action]");
  if (!button) return;
  const action = button.dataset.appAction ?? "";
  button.setAttribute("aria-busy", "true");
  void bootApp().then(() => {
    const twin = document.querySelector<HTMLElement>(`#root [data-app-action="${CSS.escape(action)}"]`);
    // Focused first: a dialog it opens gives the focus back to it when it closes.
    twin?.focus();
    twin?.click();
  });
});

// ---- State and drawing --------------------------------------------------------------------------------------

const state = {
  myTeam: id ? local.get(myTeamKey(id)) : null,
  filters: { team: "", group: "", pitch: "" },
  view: "bracket" as "bracket" | "list",
};

/**
 * The venue's clock, without Intl (a browser's first date format is the slowest step of a phone's load: a quarter
 * second). The server wrote on this script's tag the venue's offset from UTC; the page keeps how far the venue is
 * ahead of this device (nothing, for nearly every visitor at the venue) and follows the device's offset from then
 * on, so a page left open across a change to or from summer time stays right. No offset: the venue has no known zone,
 * and the device's clock is taken, as the app does.
 */
const venueAhead =
  own.venueOffset && /^-?\d+$/.test(own.venueOffset) ? Number(own.venueOffset) + new Date().getTimezoneOffset() : null;
function venueNow() {
  const now = new Date();
  return venueAhead === null
    ? localDateTimeAt(now, null)
    : localDateTimeAtOffset(now.getTime(), venueAhead - now.getTimezoneOffset());
}

const pageState = (): PageState => ({
  lang,
  t,
  publicUrl: window.location.origin,
  now: venueNow(),
  myTeam: state.myTeam,
  filters: state.filters,
  lean: true,
});

/** What each part showed last time: a part is written again only when its markup changed. */
const drawn = new Map<string, string>();
const write = (part: string, html: string) => {
  const el = $(`[data-pl="${part}"]`);
  if (!el || drawn.get(part) === html) return;
  drawn.set(part, html);
  const focused = document.activeElement;
  const again = focused instanceof HTMLElement && el.contains(focused) ? focusKey(focused) : null;
  el.innerHTML = html;
  // A keyboard or screen reader user keeps their place when the part is drawn again.
  if (again) el.querySelector<HTMLElement>(again)?.focus({ preventScroll: true });
};

/** A selector that finds the focused control again in the part's new markup. */
function focusKey(el: HTMLElement): string | null {
  const day = el.closest<HTMLElement>("details[data-day], details[data-my-matches]");
  if (el.tagName === "SUMMARY" && day)
    return day.dataset.day
      ? `details[data-day="${CSS.escape(day.dataset.day)}"] > summary`
      : "[data-my-matches] > summary";
  for (const attr of ["data-view", "data-app-action", "data-copy"]) {
    const value = el.getAttribute(attr);
    if (value !== null) return `[${attr}="${CSS.escape(value)}"]`;
  }
  if (el.classList.contains("pl-bracket-scroll")) return ".pl-bracket-scroll";
  const href = el.getAttribute("href");
  return href ? `a[href="${CSS.escape(href)}"]` : null;
}

const LIVE_PARTS: Array<Exclude<LivePart, "days" | "knockout">> = [
  "head",
  "registration",
  "now",
  "mine",
  "tables",
  "placements",
];

function drawDays(ctx: ReturnType<typeof pageContext>) {
  if (!tournament) return;
  // The days the visitor opened or closed stay so.
  const open = new Map<string, boolean>();
  for (const d of page?.querySelectorAll<HTMLDetailsElement>('[data-pl="days"] details[data-day]') ?? [])
    open.set(d.dataset.day ?? "", d.open);
  write("days", daysHtml(tournament, ctx, open));
}

function drawKnockout(ctx: ReturnType<typeof pageContext>) {
  if (!tournament || tournament.knockout.length === 0) return;
  const scroller = $('[data-pl="knockout"] .pl-bracket-scroll');
  const left = scroller?.scrollLeft ?? 0;
  write("knockout", knockoutHtml(tournament, ctx, state.view));
  const fresh = $('[data-pl="knockout"] .pl-bracket-scroll');
  if (fresh) fresh.scrollLeft = left;
  watchBracket();
}

/** The parts that show what is being played: the clock changes them (a live event or a choice the others). */
const CLOCK_PARTS: ReadonlyArray<LivePart> = ["head", "now", "days", "mine"];
/** The matches being played as the clock's parts show them: the minute's tick draws only when that changes. */
let drawnPlaying: string | null = null;
const playingKey = (playing: ReadonlySet<string>) => [...playing].sort().join(" ");

/** Draws the parts again from the payload and the visitor's choices (`parts`: only these). */
function draw(parts?: ReadonlyArray<LivePart>) {
  if (!tournament) return;
  const ctx = pageContext(tournament, pageState());
  const wanted = (p: LivePart) => !parts || parts.includes(p);
  for (const part of LIVE_PARTS) if (wanted(part)) write(part, livePartHtml(part, tournament, ctx));
  if (wanted("days")) drawDays(ctx);
  if (wanted("knockout")) drawKnockout(ctx);
  if (CLOCK_PARTS.every(wanted)) drawnPlaying = playingKey(ctx.playing);
}

/** The bracket's hint and fade say when more rounds lie to the right (a phone shows one or two). */
function watchBracket() {
  const scroller = $('[data-pl="knockout"] .pl-bracket-scroll');
  const hint = $<HTMLElement>('[data-pl="knockout"] [data-scroll-hint]');
  const fade = $<HTMLElement>('[data-pl="knockout"] .public-bracket-fade');
  if (!scroller) return;
  const check = () => {
    const overflows = scroller.scrollWidth - scroller.clientWidth > 1;
    if (hint) hint.hidden = !overflows;
    if (fade) fade.hidden = !(overflows && scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1);
  };
  check();
  scroller.addEventListener("scroll", check, { passive: true });
}

// ---- Controls -----------------------------------------------------------------------------------------------

page?.addEventListener("change", (event) => {
  // A choice made before the payload arrived is kept: the page draws it once the payload is there.
  const select = event.target;
  if (!(select instanceof HTMLSelectElement)) return;
  if (select.id === "public-follow") {
    state.myTeam = select.value || null;
    if (state.myTeam) local.set(myTeamKey(id), state.myTeam);
    else local.remove(myTeamKey(id));
    draw();
    return;
  }
  const filter = /^schedule-(team|group|pitch)$/.exec(select.id)?.[1] as keyof typeof state.filters | undefined;
  if (filter) {
    state.filters = { ...state.filters, [filter]: select.value };
    draw(["days"]);
  }
});

page?.addEventListener("click", (event) => {
  const target = (event.target as Element).closest<HTMLElement>("button");
  if (!target) return;
  if (target.hasAttribute("data-print")) window.print();
  else if (target.dataset.view === "bracket" || target.dataset.view === "list") {
    state.view = target.dataset.view;
    draw(["knockout"]);
    $<HTMLElement>(`[data-pl="knockout"] [data-view="${state.view}"]`)?.focus();
  } else if (target.dataset.copy) {
    const label = target.textContent;
    void navigator.clipboard?.writeText(target.dataset.copy).then(() => {
      target.textContent = t("public.calendar.copied");
      setTimeout(() => {
        target.textContent = label;
      }, 2000);
    });
  } else if (target.dataset.share) void share(target.dataset.share, target.dataset.title ?? "");
});

/** Shares the page's link; what happened is said in a live region (as the app's share button does). */
async function share(url: string, title: string) {
  const outcome = await shareLink(url, title);
  const status = $("[data-share-status]");
  if (!status || outcome === "shared") return;
  status.innerHTML =
    outcome === "copied"
      ? `<p class="pl-p-sm">${escapeHtml(t("public.share.copied"))}</p>`
      : `<p class="pl-p-sm">${escapeHtml(t("public.share.copyFailed"))} <span class="pl-break">${escapeHtml(url)}</span></p>`;
}

// A printed schedule has no closed boxes.
const closedForPrint: HTMLDetailsElement[] = [];
window.addEventListener("beforeprint", () => {
  for (const d of page?.querySelectorAll<HTMLDetailsElement>("details.pl-day:not([open])") ?? []) {
    d.open = true;
    closedForPrint.push(d);
  }
});
window.addEventListener("afterprint", () => {
  for (const d of closedForPrint.splice(0)) d.open = false;
});

// ---- Live -----------------------------------------------------------------------------------------------------

let fetching = false;
/** A change arrived during a fetch: fetch again after it. */
let wanted = false;
/** The stream came back during the first fetch: fetch again if that one fails. */
let retryIfFailed = false;

/**
 * Fetches the payload and draws what changed. The first time it takes what the head preloaded (the same request)
 * and makes the page's controls work; later ones ask the server again (the service worker keeps a copy for offline
 * visits).
 */
async function refresh() {
  if (fetching) {
    wanted = true;
    return;
  }
  fetching = true;
  try {
    const first = tournament === null;
    const res = await fetch(publicPayloadPath(id), first ? {} : { cache: "no-cache" });
    if (res.ok) {
      const fresh = (await res.json()) as PublicTournament;
      const newer = fresh.version > (tournament?.version ?? drawnVersion);
      if (first || newer) tournament = fresh;
      if (first) loaded(newer);
      else if (newer) draw();
    }
  } catch {
    // Offline: the page keeps what it shows; the stream says so and fetches again when it is back.
  } finally {
    fetching = false;
    const again = wanted || (retryIfFailed && !tournament);
    wanted = false;
    retryIfFailed = false;
    if (again) void refresh();
  }
}

/**
 * The payload is there: the visitor's choices (a followed team, filters, the list view, made on an earlier visit or
 * in the moment before) and the device's clock are drawn — only then, so a plain visit draws nothing again.
 */
function loaded(newer: boolean) {
  if (!tournament || !page) return;
  if (state.myTeam && !tournament.teams.some((team) => team.id === state.myTeam)) state.myTeam = null;
  const chosen = state.myTeam || Object.values(state.filters).some(Boolean) || state.view !== "bracket";
  const playing = matchesBeingPlayed(tournament, venueNow());
  if (newer || chosen || !drawnAsPlaying(playing)) draw();
  else drawnPlaying = playingKey(playing);
  // The same marker as the app's page: the page shows its data and its controls work.
  page.dataset.ready = "";
}

function showStatus(status: LiveStatus) {
  const line = $<HTMLElement>(".pl-conn");
  if (!line) return;
  line.dataset.live = status;
  const text = line.querySelector(".pl-conn-text");
  if (text) text.textContent = t(`public.live.${status}`);
  // No payload yet (no network as the page opened, or its fetch is failing now): again once the stream is back.
  if (status === "connected" && !tournament) {
    if (fetching) retryIfFailed = true;
    else void refresh();
  }
}

/**
 * "Now" moves with the venue's clock: at each full minute the parts that show what is being played, when a match
 * began or ended (not every minute: a schedule of 232 rows is not written again for nothing).
 */
function tick() {
  setTimeout(
    () => {
      if (tournament && playingKey(matchesBeingPlayed(tournament, venueNow())) !== drawnPlaying) draw(CLOCK_PARTS);
      tick();
    },
    60_000 - (Date.now() % 60_000) + 50,
  );
}

// ---- Start ----------------------------------------------------------------------------------------------------

const hash = window.location.hash;
const wantsApp =
  !id ||
  reporterToken.inHash(hash) !== null ||
  registrationToken.inHash(hash) !== null ||
  reporterToken.stored(id) !== null ||
  registrationToken.stored(id) !== null;

/** Runs the steps one per task: a phone answers a tap between them, and none of them is a long task. */
function inTurn(...steps: Array<() => void>) {
  const [first, ...rest] = steps;
  if (first)
    setTimeout(() => {
      first();
      inTurn(...rest);
    }, 0);
}

if (wantsApp) void bootApp();
else if (page) {
  // A team followed on an earlier visit: the select shows it at once (its rows and matches once the payload is here).
  const follow = $<HTMLSelectElement>("#public-follow");
  if (follow) follow.value = state.myTeam ?? "";
  // The browser may restore a filter chosen before a reload: the schedule follows what the selects show.
  for (const name of ["team", "group", "pitch"] as const)
    state.filters[name] = $<HTMLSelectElement>(`#schedule-${name}`)?.value ?? "";
  void refresh();
  inTurn(
    // Consent, analytics, install offer and service worker, as the app's shell would (not when the app boots: it
    // has its own).
    startLeanShell,
    () => {
      if (typeof EventSource === "function")
        stopLive = followTournament({
          id,
          version: () => tournament?.version ?? drawnVersion,
          onChange: () => void refresh(),
          onStatus: showStatus,
        });
      tick();
      keepOfflineCopy();
    },
    watchBracket,
  );
  whenIdle(() => void showAlbums());
}

/**
 * Whether the server drew the matches this device's clock says are being played ("Live"): the server draws with its
 * own clock once a minute; the page follows the visitor's, as the app's page does.
 */
function drawnAsPlaying(playing: ReadonlySet<string>): boolean {
  const drawnLive = new Set(
    Array.from(
      page?.querySelectorAll<HTMLElement>('[data-pl="days"] tr[data-match] [data-playing]') ?? [],
      (el) => el.closest("tr")?.dataset.match ?? "",
    ),
  );
  return playing.size === drawnLive.size && [...playing].every((id) => drawnLive.has(id));
}

/** The tournament's public albums with photos, as the app shows them (one small call after the page is up). */
async function showAlbums() {
  const box = $('[data-pl="albums"]');
  if (!box) return;
  try {
    const res = await fetch(`/api/v1/auth/tment/galleries/${encodeURIComponent(id)}`);
    if (!res.ok) return;
    const { albums } = (await res.json()) as {
      albums: Array<{ id: string; title: string; photoCount: number; coverThumbUrl: string | null }>;
    };
    const shown = albums.filter((a) => a.photoCount > 0);
    if (shown.length === 0) return;
    box.innerHTML =
      `<section aria-labelledby="public-photos" class="public-no-print" data-testid="tournament-albums">` +
      `<h2 class="pl-h2" id="public-photos">${escapeHtml(t("public.photos.title"))}</h2><ul class="public-albums">` +
      shown
        .map(
          (a) =>
            `<li><a class="public-album" href="/${lang}/gallery/${encodeURIComponent(a.id)}">` +
            (a.coverThumbUrl
              ? `<img src="${escapeHtml(a.coverThumbUrl)}" width="72" height="72" loading="lazy" decoding="async" alt="" />`
              : "") +
            `<span><span class="public-album-title">${escapeHtml(a.title)}</span>` +
            `<span class="public-album-count">${escapeHtml(t("public.photos.count", { count: a.photoCount }))}</span></span></a></li>`,
        )
        .join("") +
      `</ul></section>`;
  } catch {
    // No albums shown: the page is complete without them.
  }
}

/**
 * The page opens offline afterwards: the lean shell registers the service worker, which keeps a copy of the payload
 * it fetches (and answers with the app, showing that copy, when offline). A page it already controls fetched the
 * payload through it; one it comes to control fetches the payload again, through it.
 */
function keepOfflineCopy() {
  if (!("serviceWorker" in navigator) || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => void refresh(), { once: true });
}
