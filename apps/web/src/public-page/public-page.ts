// The lean public tournament page's script (issue 13, ADR 0028). The server draws the whole page for a visitor
// without a session (apps/server/src/services/public-first-paint.ts leanPage); this script makes it work and keeps
// it live without React: follow a team, filter the schedule, bracket or list, copy and share, the connection line,
// and every change from the live stream drawn again with the domain's markup functions (the same the server used:
// same rows, nothing moves). What only the app does — a reporter's or registration link, the contact and report
// dialogs, the registration form — loads the app on demand from the page's inert `<template id="app-boot">`; the
// app then takes the page over (its FirstPaintSwap) and the button the visitor pressed is pressed there.
// Built on its own (vite.config.ts leanPageScript): no React, no i18n runtime (the page carries its messages).
import { localDateTimeAt, matchesBeingPlayed } from "@kickoff/domain/match-clock.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { escapeHtml } from "@kickoff/domain/public-page-html.ts";
import {
  daysHtml,
  knockoutHtml,
  type LivePart,
  livePartHtml,
  type PageState,
  pageContext,
} from "@kickoff/domain/public-tournament-html.ts";
import { timeZoneOfCountry } from "@kickoff/domain/time-zones.ts";
import { translatorOf } from "@kickoff/locales/interpolate.ts";
import { isLanguage } from "@kickoff/locales/languages.ts";
import { registrationToken, reporterToken } from "../lib/hash-token.ts";
import { followTournament, type LiveStatus } from "../lib/live-connection.ts";
import { myTeamKey } from "../lib/my-team-key.ts";
import { registerWorker } from "../lib/service-worker.ts";
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

let tournament = json<PublicTournament>("public-payload");
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
  booting = new Promise<void>((resolve) => {
    const template = document.getElementById("app-boot");
    const tags = template instanceof HTMLTemplateElement ? Array.from(template.content.children) : [];
    for (const tag of tags) {
      // Made anew: a script taken from a template's content would never run.
      const el = document.createElement(tag.tagName.toLowerCase());
      for (const attr of Array.from(tag.attributes)) el.setAttribute(attr.name, attr.value);
      document.head.append(el);
    }
    const done = () => document.querySelector("#root [data-ready]") && !document.getElementById("public-first-paint");
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
  myTeam: tournament ? local.get(myTeamKey(tournament.id)) : null,
  filters: { team: "", group: "", pitch: "" },
  view: "bracket" as "bracket" | "list",
};
const zone = timeZoneOfCountry(tournament?.general.venue?.country);
const pageState = (): PageState => ({
  lang,
  t,
  publicUrl: window.location.origin,
  now: localDateTimeAt(new Date(), zone),
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

/** Draws the parts again from the payload and the visitor's choices (`parts`: only these). */
function draw(parts?: ReadonlyArray<LivePart>) {
  if (!tournament) return;
  const ctx = pageContext(tournament, pageState());
  const wanted = (p: LivePart) => !parts || parts.includes(p);
  for (const part of LIVE_PARTS) if (wanted(part)) write(part, livePartHtml(part, tournament, ctx));
  if (wanted("days")) drawDays(ctx);
  if (wanted("knockout")) drawKnockout(ctx);
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
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || !tournament) return;
  if (select.id === "public-follow") {
    state.myTeam = select.value || null;
    if (state.myTeam) local.set(myTeamKey(tournament.id), state.myTeam);
    else local.remove(myTeamKey(tournament.id));
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

const payloadUrl = (id: string) => `/api/v1/auth/tment/${encodeURIComponent(id)}`;
let fetching = false;
let wanted = false;

/** Fetches the payload (the service worker keeps it for offline visits) and draws what changed. */
async function refresh() {
  if (!tournament) return;
  if (fetching) {
    wanted = true;
    return;
  }
  fetching = true;
  try {
    const res = await fetch(payloadUrl(tournament.id), { cache: "no-cache" });
    if (res.ok) {
      const fresh = (await res.json()) as PublicTournament;
      if (!tournament || fresh.version > tournament.version) {
        tournament = fresh;
        draw();
      }
    }
  } catch {
    // Offline: the page keeps what it shows; the stream says so and fetches again when it is back.
  } finally {
    fetching = false;
    if (wanted) {
      wanted = false;
      void refresh();
    }
  }
}

function showStatus(status: LiveStatus) {
  const line = $<HTMLElement>(".pl-conn");
  if (!line) return;
  line.dataset.live = status;
  const text = line.querySelector(".pl-conn-text");
  if (text) text.textContent = t(`public.live.${status}`);
}

/** "Now" moves with the venue's clock: at each full minute the parts that show what is being played. */
function tick() {
  setTimeout(
    () => {
      draw(["head", "now", "days", "mine"]);
      tick();
    },
    60_000 - (Date.now() % 60_000) + 50,
  );
}

// ---- Start ----------------------------------------------------------------------------------------------------

const id = tournament?.id ?? "";
const hash = window.location.hash;
const wantsApp =
  !tournament ||
  reporterToken.inHash(hash) !== null ||
  registrationToken.inHash(hash) !== null ||
  reporterToken.stored(id) !== null ||
  registrationToken.stored(id) !== null;

if (wantsApp) void bootApp();
else if (tournament && page) {
  // Consent, analytics, install offer and service worker, as the app's shell would (not when the app boots: it has
  // its own).
  startLeanShell();
  // A team followed on an earlier visit: its rows are marked, its matches come first.
  if (state.myTeam && !tournament.teams.some((team) => team.id === state.myTeam)) state.myTeam = null;
  const follow = $<HTMLSelectElement>("#public-follow");
  if (follow) follow.value = state.myTeam ?? "";
  // The browser may restore a filter chosen before a reload: the schedule follows what the selects show.
  for (const name of ["team", "group", "pitch"] as const)
    state.filters[name] = $<HTMLSelectElement>(`#schedule-${name}`)?.value ?? "";
  if (state.myTeam || Object.values(state.filters).some(Boolean) || !sameMatchesPlaying(tournament)) draw();
  watchBracket();
  if (typeof EventSource === "function")
    stopLive = followTournament({
      id,
      version: () => tournament?.version ?? null,
      onChange: () => void refresh(),
      onStatus: showStatus,
    });
  tick();
  // The same marker as the app's page: the page shows its data and its controls work.
  page.dataset.ready = "";
  whenIdle(() => {
    void showAlbums();
    keepOfflineCopy();
  });
}

/**
 * Whether the server drew the matches this device's clock says are being played ("Live"): the server draws with its
 * own clock once a minute; the page follows the visitor's, as the app's page does.
 */
function sameMatchesPlaying(shown: PublicTournament): boolean {
  const playing = matchesBeingPlayed(shown, localDateTimeAt(new Date(), zone));
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
  if (!box || !tournament) return;
  try {
    const res = await fetch(`/api/v1/auth/tment/galleries/${encodeURIComponent(tournament.id)}`);
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
 * The service worker, as the app registers it: the page opens offline afterwards (the worker answers with the app,
 * which shows the kept copy). Once it controls the page, the payload is fetched through it so it keeps a copy.
 */
function keepOfflineCopy() {
  if (!("serviceWorker" in navigator) || !tournament) return;
  const keep = () => void refresh();
  registerWorker()
    .then(() => {
      if (navigator.serviceWorker.controller) keep();
      else navigator.serviceWorker.addEventListener("controllerchange", keep, { once: true });
    })
    .catch(() => {
      // No worker (private mode, blocked): the page works, only not offline.
    });
}
