// The public tournament page's first paint (ADR 0015): header, "now / next", schedule and tables rendered from
// the cached payload with the same pure markup the browser uses (@kickoff/domain/public-page-html.ts), plus the
// payload itself as JSON so the browser shows the page at once and only then goes live. Parents on a weak
// connection read the plan before any script has arrived; search engines and link previews read it too.
import { localDateTimeAt } from "@kickoff/domain/match-clock.ts";
import { hrefOf, PAGES } from "@kickoff/domain/pages.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { escapeHtml, FIRST_PAINT_ID, PAYLOAD_ID, type Translate } from "@kickoff/domain/public-page-html.ts";
import { LEAN_PAGE_CSS, PUBLIC_PAGE_CSS, PUBLIC_PAGE_STYLE_ID } from "@kickoff/domain/public-page-style.ts";
import { NO_FILTERS, publicPayloadPath, tournamentPageHtml } from "@kickoff/domain/public-tournament-html.ts";
import { offsetMinutes, timeZoneOfCountry } from "@kickoff/domain/time-zones.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@kickoff/locales/languages.ts";

/** The lean page's messages (JSON) and the app's tags it loads on demand (apps/web/src/public-page/public-page.ts). */
export const TEXTS_ID = "public-texts";
export const APP_BOOT_ID = "app-boot";
/** The lean page's script, served from the web build's root (built from apps/web/src/public-page/public-page.ts). */
export const LEAN_SCRIPT = "/public-page.js";

/**
 * JSON for a `<script type="application/json">`: `<` as `\u003c` so no `</script>` or `<!--` in user text can end
 * or change the element; still the same JSON for JSON.parse.
 */
export const scriptJson = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The messages the lean page's script draws with (its parts' texts), not the whole catalog. */
const LEAN_TEXT_PREFIXES = [
  "public.live.",
  "public.header.",
  "public.registration.section.",
  "public.registration.summary.",
  "public.delay.",
  "public.myTeam.",
  "public.calendar.",
  "public.schedule.",
  "public.match.",
  "public.nowNext.",
  "public.table.",
  "public.privacy.",
  "public.bracket.",
  "public.placements.",
  "public.sections.",
  "public.share.",
  "public.photos.",
  "public.cards.",
  "engine.",
  "common.status.",
  "common.matchStatus.",
];

/** The page's content as HTML (no document around it); `lean`: the whole page for a visitor without the app. */
export function firstPaintHtml(
  tournament: PublicTournament,
  opts: { lang: Language; t: Translate; publicUrl: string; at?: Date; lean?: boolean; qrSvg?: string },
): string {
  const now = localDateTimeAt(opts.at ?? new Date(), timeZoneOfCountry(tournament.general.venue?.country));
  return tournamentPageHtml(
    tournament,
    { ...opts, now, myTeam: null, filters: NO_FILTERS, lean: opts.lean ?? false },
    { qrSvg: opts.qrSvg },
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

/** index.html without the app's script and stylesheet tags (`appTags`): a page drawn by the server alone. */
export function withoutApp(indexHtml: string): { page: string; appTags: string } {
  const tags: string[] = [];
  const page = indexHtml.replace(
    /\s*<script type="module"[^>]*><\/script>|\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g,
    (tag) => {
      tags.push(tag.trim());
      return "";
    },
  );
  return { page, appTags: tags.join("") };
}

/**
 * The lean page (ADR 0028): the whole page drawn here, its messages and one small script that keeps it live. The
 * app's script and styles wait, inert, in a `<template>`: the script loads them only when the visitor wants what
 * only the app does (a reporter or registration link, the contact and report dialogs, the registration form).
 * The payload is not in the page (issue 13: it was 40 % of the bytes a phone parses before it can answer a tap):
 * the head preloads it from the API, the script reads it from there.
 */
export function leanPage(
  indexHtml: string,
  opts: {
    lang: Language;
    t: Translate;
    tournament: PublicTournament;
    publicUrl: string;
    messages: Readonly<Record<string, string>>;
    qrSvg: string;
    shell: LeanShell;
  },
): string {
  const texts = Object.fromEntries(
    Object.entries(opts.messages).filter(([key]) => LEAN_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix))),
  );
  const { page, appTags } = withoutApp(indexHtml);
  const html = withPageContent(page, {
    ...opts,
    content: firstPaintHtml(opts.tournament, { ...opts, lean: true }),
    css: LEAN_PAGE_CSS,
    standalone: true,
    lean: { path: `tournament/${encodeURIComponent(opts.tournament.id)}`, shell: opts.shell },
  });
  const { id, version } = opts.tournament;
  return html
    .replace(
      "</head>",
      () => `<link rel="preload" as="fetch" href="${escapeHtml(publicPayloadPath(id))}" crossorigin>\n  </head>`,
    )
    .replace(
      "</body>",
      () =>
        `<script type="application/json" id="${TEXTS_ID}">${scriptJson(JSON.stringify(texts))}</script>` +
        `<template id="${APP_BOOT_ID}">${appTags}</template>` +
        // The script's tag carries what the script needs before the payload: the tournament's id, the payload's
        // version the page was drawn from and the venue's offset from UTC.
        `<script type="module" src="${LEAN_SCRIPT}" data-tournament="${escapeHtml(id)}" data-version="${version}"` +
        `${venueOffsetAttr(opts.tournament)}></script>\n  </body>`,
    );
}

/**
 * The venue's offset from UTC now, in minutes: the lean script reads the venue's clock from it (and the device's
 * own offset) without Intl, whose first date format is the slowest thing a phone does as the page loads. None when
 * the venue has no zone: the script then reads the device's clock, as the server's drawing falls back to its own.
 */
function venueOffsetAttr(tournament: PublicTournament, at = new Date()): string {
  const zone = timeZoneOfCountry(tournament.general.venue?.country);
  return zone ? ` data-venue-offset="${offsetMinutes(at.getTime(), zone)}"` : "";
}

/** index.html with a public page's server-made content (`content`, inside `<main>`) and its payload. */
export function withPageContent(
  indexHtml: string,
  opts: {
    lang: Language;
    t: Translate;
    content: string;
    /** The page's data as JSON for its script; none for a page that has no live data (home). */
    payload?: string;
    bar?: boolean;
    css?: string;
    /**
     * A page without the app (ADR 0028): its bar holds the main links, the other languages and the login, a footer
     * the legal pages (and the cookie settings when analytics is configured).
     */
    lean?: { path: string; shell?: LeanShell };
    /** Drawn without the app's stylesheet: the few global rules it would give (box sizing, page margin, links). */
    standalone?: boolean;
  },
): string {
  const body =
    `<div id="${FIRST_PAINT_ID}" class="pl-first-paint">` +
    // The shell's bar is the page's banner landmark, so all of the server's copy sits in landmarks. Screens without
    // the shell (a display at the venue, an embed) leave it out: `bar: false`.
    (opts.bar === false
      ? ""
      : `<header class="pl-bar"><a href="/${opts.lang}"><img src="/favicon.svg" alt="" width="32" height="32" />` +
        `<span>${escapeHtml(opts.t("app.name"))}</span></a>${opts.lean ? leanBarHtml(opts.lang, opts.t, opts.lean.path) : ""}</header>`) +
    (opts.lean?.shell ? leanShellHtml(opts.t, opts.lean.shell) : "") +
    `<main class="pl-page">${opts.content}</main>` +
    (opts.lean ? leanFooterHtml(opts.lang, opts.t, opts.lean.shell?.analytics ?? false) : "") +
    (opts.payload === undefined
      ? ""
      : `<script type="application/json" id="${PAYLOAD_ID}">${scriptJson(opts.payload)}</script>`) +
    `</div>`;
  const style = `<style id="${PUBLIC_PAGE_STYLE_ID}">${PUBLIC_PAGE_CSS}${FIRST_PAINT_CSS}${opts.standalone ? STANDALONE_CSS : ""}${opts.lean ? LEAN_BAR_CSS : ""}${opts.lean?.shell ? LEAN_SHELL_CSS : ""}${opts.css ?? ""}</style>\n  </head>`;
  // The page's language's manifest (start URL `/{lang}`), as the app sets it when it runs.
  const html = opts.lean
    ? indexHtml.replace('href="/manifest.webmanifest"', () => `href="/manifest-${opts.lang}.webmanifest"`)
    : indexHtml;
  return html.replace("</head>", () => style).replace('<div id="root"></div>', () => `${body}<div id="root"></div>`);
}

/** The app's main links (default-layout.tsx MainLinks), for a page without the app. */
const MAIN_LINKS = [
  ["home", "home"],
  ["globalTournaments", "globalTournaments"],
  ["allTournaments", "allTournaments"],
  ["createTournament", "createTournament"],
  ["funinoHowto", "funino"],
  ["features", "features"],
] as const;

/**
 * The app's navigation, language menu and login as plain links in native disclosures (no script): the main links,
 * and the same page in each language.
 */
function leanBarHtml(lang: Language, t: Translate, path: string): string {
  const links = LANGUAGES.map(
    (l) =>
      `<li><a href="${hrefOf(path)(l)}" hreflang="${l}" lang="${l}"${l === lang ? ' aria-current="true"' : ""}>${escapeHtml(LANGUAGE_NAMES[l])}</a></li>`,
  ).join("");
  const main = MAIN_LINKS.map(
    ([page, label]) =>
      `<li><a href="${hrefOf(PAGES[page].path)(lang)}">${escapeHtml(t(`shell.nav.${label}`))}</a></li>`,
  ).join("");
  return (
    `<div class="pl-bar-end"><details class="pl-langs pl-menu"><summary aria-label="${escapeHtml(t("shell.nav.openMenu"))}"><span aria-hidden="true">☰</span></summary>` +
    `<nav aria-label="${escapeHtml(t("shell.nav.label"))}"><ul>${main}</ul></nav></details>` +
    `<details class="pl-langs"><summary aria-label="${escapeHtml(t("shell.language.label"))}">${lang.toUpperCase()}</summary>` +
    `<ul>${links}</ul></details><a class="pl-login" href="/${lang}/login">${escapeHtml(t("shell.nav.login"))}</a></div>`
  );
}

/** What the app's shell shows on every page, for a page without the app whose script runs `startLeanShell`. */
export type LeanShell = {
  /** Analytics is configured: the consent banner and the footer's cookie settings exist. */
  analytics: boolean;
  /** The visitor has made the consent choice (cookie `cerez`): the banner starts hidden. */
  consentChosen: boolean;
};

/**
 * The app's consent banner (components/cookie-consent-banner.tsx, only with analytics, hidden once chosen), the line
 * of its one-time offline notice and its install offer (components/install-button.tsx, shown by the script when the
 * browser offers it), under the bar (the notice and the offer float: they move nothing).
 * The script that answers them: apps/web/src/public-page/lean-shell.ts.
 */
function leanShellHtml(t: Translate, shell: LeanShell): string {
  const e = (key: string) => escapeHtml(t(key));
  const consent = shell.analytics
    ? `<section class="lh-consent" aria-label="${e("shell.consent.label")}"${shell.consentChosen ? " hidden" : ""}>` +
      `<div><p>${e("shell.consent.text")}</p><div class="lh-consent-actions">` +
      `<button type="button" class="pl-btn pl-btn-filled" data-consent="accept">${e("shell.consent.accept")}</button>` +
      `<button type="button" class="pl-btn" data-consent="decline">${e("shell.consent.decline")}</button>` +
      `</div></div></section>`
    : "";
  return (
    consent +
    `<div class="lh-toast" role="status" data-offline-ready="${e("shell.pwa.offlineReady")}"></div>` +
    `<div class="lh-install" hidden><button type="button" class="pl-btn" data-install="prompt">${e("shell.install.install")}</button>` +
    `<button type="button" class="pl-btn" data-install="hide" aria-label="${e("shell.install.hide")}"><span aria-hidden="true">×</span></button></div>`
  );
}

/** The app's footer links (terms, imprint, privacy, contact) for a page without the app. */
function leanFooterHtml(lang: Language, t: Translate, analytics: boolean): string {
  const keys = ["agb", "imprint", "dataPrivacy", "contact", "faq", "howto", "tip", "funinoRules", "aboutUs"] as const;
  const links = keys
    .map((key) => `<li><a href="${hrefOf(PAGES[key].path)(lang)}">${escapeHtml(t(`shell.footer.${key}`))}</a></li>`)
    .join("");
  // The cookie settings open the consent banner again (the page's script answers `data-consent="open"`).
  const cookies = analytics
    ? `<li><button type="button" class="pl-foot-button" data-consent="open">${escapeHtml(t("shell.footer.cookies"))}</button></li>`
    : "";
  return `<footer class="pl-foot public-no-print"><nav aria-label="${escapeHtml(t("shell.footer.label"))}"><ul>${links}${cookies}</ul></nav></footer>`;
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

// The bar's language menu and login and the footer of a page without the app (leanBarHtml, leanFooterHtml).
const LEAN_BAR_CSS = `
.pl-bar{justify-content:space-between;gap:8px}
.pl-bar-end{display:flex;align-items:center;gap:6px}
.pl-bar .pl-login{font-size:var(--mantine-font-size-sm,.875rem);font-weight:600;min-height:36px;padding:0 12px;border-radius:8px;background:#1c7c3c;color:#fff}
.pl-langs{position:relative}
.pl-langs summary{list-style:none;cursor:pointer;display:flex;align-items:center;min-height:36px;min-width:44px;justify-content:center;padding:0 8px;border:1px solid #ced4da;border-radius:8px;font-size:.875rem;font-weight:700}
.pl-langs summary::-webkit-details-marker{display:none}
.pl-langs ul{position:absolute;right:0;top:calc(100% + 4px);z-index:10;list-style:none;margin:0;padding:4px;background:#fff;border:1px solid #dee2e6;border-radius:8px;box-shadow:0 4px 12px rgb(0 0 0/15%);min-width:10rem}
.pl-langs li a{display:flex;min-height:40px;align-items:center;padding:0 12px;font-size:1rem;font-weight:500;border-radius:6px}
.pl-langs li a[aria-current]{font-weight:800}
.pl-foot{border-top:1px solid #dee2e6;padding:16px;margin-top:24px}
.pl-foot ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px 16px;margin:0 auto;padding:0;max-width:1140px;font-size:.875rem}
.pl-foot a{color:inherit}
.pl-foot-button{font:inherit;color:#1c7c3c;background:none;border:0;padding:0;cursor:pointer}
.pl-menu summary{font-size:1.125rem}
.pl-menu ul{left:auto}
`;

// The consent banner (in the page's flow under the bar, never over the content), the install offer (floating in a
// corner, so that its arrival moves nothing; the app has it in its header, where a phone's lean bar has no room) and
// the one-time "ready to work offline" notice (leanShellHtml).
const LEAN_SHELL_CSS = `
.lh-consent{padding:10px 16px;border-bottom:1px solid #dee2e6}
.lh-consent>div{display:flex;flex-wrap:wrap;gap:10px;align-items:center;justify-content:space-between;max-width:960px;margin:0 auto}
.lh-consent p{flex:1 1 18rem;margin:0;font-size:.875rem;line-height:1.45}
.lh-consent-actions{display:flex;gap:10px}
.lh-consent .pl-btn,.lh-install .pl-btn{min-height:36px}
.lh-install{position:fixed;right:12px;bottom:12px;z-index:20;display:flex;gap:4px;padding:6px;background:#fff;border:1px solid #dee2e6;border-radius:10px;box-shadow:0 4px 12px rgb(0 0 0/15%)}
.lh-consent[hidden],.lh-install[hidden]{display:none}
.lh-toast{position:fixed;left:50%;top:72px;transform:translateX(-50%);max-width:calc(100% - 32px);font-size:.875rem;pointer-events:none}
.lh-toast-shown{padding:10px 16px;border-radius:8px;background:#1c7c3c;color:#fff;box-shadow:0 4px 12px rgb(0 0 0/20%)}
`;

// What Mantine's global styles give the app's pages, for a page drawn without the app (its stylesheet not loaded).
const STANDALONE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0}
:where(.pl-first-paint a){color:#1c7c3c;text-decoration:none}
:where(.pl-first-paint a):hover{text-decoration:underline}
`;
