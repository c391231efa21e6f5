// index.html for `/{lang}/tournament/{id}`: title, description, Open Graph, canonical and hreflang filled in
// for publicly visible tournaments, with the page's content and payload (public-first-paint.ts); `noindex` and no
// content for everything else (private, draft, unknown).
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { flatCatalogOf } from "@kickoff/locales/catalogs.ts";
import { translatorOf } from "@kickoff/locales/interpolate.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import QRCode from "qrcode";
import type { Database } from "../db/client.ts";
import { publicTournamentUrl } from "../lib/qr.ts";
import { formatDates, headTags, injectHead, noindex } from "../lib/seo.ts";
import { loadFestival } from "./public-festival.ts";
import { type LeanShell, leanPage, withFirstPaint } from "./public-first-paint.ts";
import { loadPublicTournament, type PublicMeta } from "./public-tournament.ts";

const truncate = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

export async function tournamentPageHtml(
  database: Database,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  id: string,
  /**
   * The lean page (ADR 0028) for a visitor without a session, with what it shows of the app's shell; null: the app
   * with its first paint for a signed-in one.
   */
  lean: LeanShell | null = null,
): Promise<{ found: boolean; html: string }> {
  const entry = await loadPublicTournament(database, id, "page").catch(() => null);
  // Unknown, private and draft look the same to the visitor: a 404 with the shell (its owner's app still loads it).
  if (!entry?.meta.visible) return { found: false, html: noindex(indexHtml) };
  // A festival's own page: the browser goes there (the tournament page would show an empty plan).
  if (entry.meta.festival) return { found: true, html: festivalRedirect(indexHtml, lang, entry.meta.id) };
  return { found: true, html: await renderCached(entry, publicUrl, indexHtml, lang, lean) };
}

async function renderCached(
  entry: NonNullable<Awaited<ReturnType<typeof loadPublicTournament>>>,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  lean: LeanShell | null,
): Promise<string> {
  // One page per cached version, language, kind and minute ("now" moves with the venue's clock): a hit costs no work.
  const minute = Math.floor(Date.now() / 60_000);
  let pages = rendered.get(entry);
  if (!pages || pages.minute !== minute || pages.indexHtml !== indexHtml) {
    pages = { minute, indexHtml, byLang: new Map() };
    rendered.set(entry, pages);
  }
  const key = `${lang}${lean ? `:lean:${lean.analytics}:${lean.consentChosen}` : ""}`;
  const cached = pages.byLang.get(key);
  if (cached) return cached;
  const html = await renderPage(entry.meta, entry.body, publicUrl, indexHtml, lang, lean);
  pages.byLang.set(key, html);
  return html;
}

async function renderPage(
  m: PublicMeta,
  body: string,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  lean: LeanShell | null,
) {
  const messages = await flatCatalogOf(lang);
  const t = translatorOf(lang, messages);
  const sentence = t("public.seo.description", {
    date: formatDates(lang, m.startDate, m.endDate),
    venue: m.venue ? t("public.seo.atVenue", { venue: m.venue }) : "",
  });
  const own = m.description.replace(/\s+/g, " ").trim();
  const label = m.ageGroupLabel ? `${m.ageGroupLabel} · ` : "";
  const description = truncate(`${label}${sentence}${own ? ` ${own}` : ""}`, 200);
  const title = `${m.name} – ${t("app.name")}`;
  const withHead = injectHead(indexHtml, {
    lang,
    title,
    tags: headTags({
      lang,
      title,
      description,
      path: `tournament/${m.id}`,
      publicUrl,
      indexable: m.indexable,
    }),
  });
  const tournament = JSON.parse(body) as PublicTournament;
  if (!lean) return withFirstPaint(withHead, { lang, t, tournament, payload: body, publicUrl });
  // The share section's QR code, drawn here once per cached page (the app draws it in the browser).
  const qrSvg = await QRCode.toString(publicTournamentUrl(publicUrl, lang, m.id), {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return leanPage(withHead, { lang, t, tournament, publicUrl, messages, qrSvg, shell: lean });
}

/**
 * Whether anybody may see the tournament (or festival) behind a page's id: public or unlisted and not a draft.
 * `kind` says which the page shows; the other kind is not found there.
 */
export async function isVisiblePage(
  database: Database,
  id: string,
  kind: "tournament" | "festival" | "any",
): Promise<boolean> {
  // The cached payloads the pages load themselves: a hit costs nothing.
  const entry = await (kind === "festival"
    ? loadFestival(database, id, "festival")
    : loadPublicTournament(database, id, "page")
  ).catch(() => null);
  if (!entry?.meta.visible) return false;
  return kind === "any" || entry.meta.festival === (kind === "festival");
}

/** The rendered pages per cache entry; dropped with the entry when a change replaces it. */
const rendered = new WeakMap<object, { minute: number; indexHtml: string; byLang: Map<string, string> }>();

/** index.html that sends the browser on to the festival page at once (a meta refresh: no script, CSP-safe). */
function festivalRedirect(indexHtml: string, lang: Language, id: string): string {
  const target = `/${lang}/funino/${encodeURIComponent(id)}`;
  return noindex(indexHtml).replace(
    "</head>",
    () => `<meta http-equiv="refresh" content="0; url=${target}" />\n  </head>`,
  );
}
