// The home page for a visitor without a session (issue 13, ADR 0029): drawn here whole — hero, the three numbers,
// who the product is for, the next public tournaments — with the lean bar and footer of the lean tournament page
// (ADR 0028) and one small script (apps/web/src/public-page/home-page.ts: consent, install offer, service worker).
// The app's script and styles are not loaded: booting the shell cost a phone ~1 s of main thread for a page of
// text and links. A signed-in visitor keeps the app's home (apps/web/src/features/content/pages/home-page.tsx),
// which shows the same sections with the same classes (home.css).
import { HOME_AUDIENCES, HOME_COUNTS, HOME_POINTS, HOME_UPCOMING_SHOWN } from "@kickoff/domain/home-content.ts";
import { formatLocalDateRange } from "@kickoff/domain/local-dates.ts";
import { hrefOf, PAGES } from "@kickoff/domain/pages.ts";
import type { PublicListItem } from "@kickoff/domain/public-contracts.ts";
import { escapeHtml, type Translate } from "@kickoff/domain/public-page-html.ts";
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { translatorOf } from "@kickoff/locales/interpolate.ts";
import { LANGUAGE_TAGS, type Language } from "@kickoff/locales/languages.ts";
import type { Database } from "../db/client.ts";
import { headTags, injectHead } from "../lib/seo.ts";
import { publicActivityCounts, verifiedUserCount } from "./platform-counts.ts";
import { type LeanShell, withoutApp, withPageContent } from "./public-first-paint.ts";
import { listUpcoming } from "./public-tournament.ts";

/** The home page's script, served from the web build's root (built from apps/web/src/public-page/home-page.ts). */
export const HOME_SCRIPT = "/home-page.js";
type HomeData = {
  counts: Record<(typeof HOME_COUNTS)[number], number>;
  upcoming: readonly PublicListItem[];
};

export type HomeOptions = LeanShell & {
  /** The web build's `home-page.css` (home.css and the hero), inlined: no request before the first paint. */
  css: string;
};

// The numbers are cached for a minute (services/platform-counts.ts, as the API has them); the next tournaments are
// read for every page, as the app's home reads them: a tournament published a moment ago is there at once. One small
// indexed query; the page itself is a string template.
async function loadHomeData(database: Database): Promise<HomeData> {
  const [users, activity, upcoming] = await Promise.all([
    verifiedUserCount(database.db),
    publicActivityCounts(database.db),
    listUpcoming(database, { page: 0, size: HOME_UPCOMING_SHOWN }),
  ]);
  return { counts: { users, ...activity }, upcoming: upcoming.items };
}

export async function homePageHtml(
  database: Database,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  opts: HomeOptions,
): Promise<string> {
  const [home, messages] = await Promise.all([loadHomeData(database), flatCatalogOf(lang)]);
  return renderHome(home, publicUrl, indexHtml, lang, opts, translatorOf(lang, messages));
}

function renderHome(
  home: HomeData,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  opts: HomeOptions,
  t: Translate,
): string {
  const title = `${t("app.name")} · ${t("app.tagline")}`;
  const withHead = injectHead(indexHtml, {
    lang,
    title,
    tags: headTags({ lang, title, description: t("landing.description"), path: "", publicUrl, indexable: true }),
  });
  const { page } = withoutApp(withHead);
  const html = withPageContent(page, {
    lang,
    t,
    content: homeContent(home, lang, t),
    css: opts.css,
    standalone: true,
    lean: { path: "", shell: { analytics: opts.analytics, consentChosen: opts.consentChosen } },
  });
  return html.replace("</body>", () => `<script type="module" src="${HOME_SCRIPT}"></script>\n  </body>`);
}

function homeContent(home: HomeData, lang: Language, t: Translate): string {
  const e = (key: string) => escapeHtml(t(key));
  const href = (key: keyof typeof PAGES, id?: string) => hrefOf(PAGES[key].path)(lang, id);
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[lang]);
  const hero =
    `<div class="lh-stack lh-hero"><h1>${e("landing.title")}</h1><p class="lh-lead">${e("landing.lead")}</p>` +
    `<div class="lh-ctas"><a class="pl-btn pl-btn-filled lh-cta" href="${href("createTournament")}">${e("landing.ctaCreate")}</a>` +
    `<a class="pl-btn lh-cta lh-cta-outline" href="${href("globalTournaments")}">${e("landing.ctaFind")}</a></div>` +
    `<p class="lh-small">${e("landing.noAccount")}</p></div>`;
  const counts =
    `<section aria-labelledby="home-counts"><h2 class="home-sr-only" id="home-counts">${e("landing.counts.heading")}</h2><ul class="home-counts">` +
    HOME_COUNTS.map(
      (c) =>
        `<li><span class="home-count" data-count="${c}">${escapeHtml(format.format(home.counts[c]))}</span>` +
        `<span class="lh-small">${e(`landing.counts.${c}`)}</span></li>`,
    ).join("") +
    `</ul></section>`;
  const audiences =
    `<section class="lh-stack" aria-labelledby="home-audiences"><h2 id="home-audiences">${e("landing.audiences.heading")}</h2><div class="home-audiences">` +
    HOME_AUDIENCES.map(
      ({ key, image }) =>
        `<article class="lh-stack lh-stack-xs" aria-labelledby="home-${key}"><h3 id="home-${key}">${e(`landing.audiences.${key}.title`)}</h3>` +
        `<p>${e(`landing.audiences.${key}.text`)}</p><ul class="home-points">` +
        HOME_POINTS.map((p) => `<li>${e(`landing.audiences.${key}.points.${p}`)}</li>`).join("") +
        `</ul><img src="${image}" alt="${e(`landing.audiences.${key}.alt`)}" width="480" height="738" loading="lazy" decoding="async" class="home-shot" /></article>`,
    ).join("") +
    `</div></section>`;
  const items = home.upcoming.map((item) => {
    const when = [formatLocalDateRange(item.startDate, item.endDate, lang), item.city].filter(Boolean).join(" · ");
    return (
      `<li><div class="home-card"><p class="lh-card-name"><a href="${href(item.festival ? "funino" : "tournament", item.id)}">${escapeHtml(item.name)}</a></p>` +
      `<p class="lh-small">${escapeHtml(when)}</p>` +
      (item.festival ? `<span class="home-badge">${e("landing.upcoming.festival")}</span>` : "") +
      `</div></li>`
    );
  });
  const upcoming =
    `<section class="lh-stack lh-stack-sm" aria-labelledby="home-upcoming" data-upcoming><h2 id="home-upcoming">${e("landing.upcoming.heading")}</h2>` +
    (items.length
      ? `<ul class="lh-stack lh-stack-sm lh-list">${items.join("")}</ul>`
      : `<p>${e("landing.upcoming.empty")}</p>`) +
    `<a class="lh-all" href="${href("allTournaments")}">${e("landing.upcoming.all")}</a></section>`;
  return `<div class="lh-home">${hero}${counts}${audiences}${upcoming}</div>`;
}
