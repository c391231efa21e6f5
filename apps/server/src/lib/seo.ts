// Server-rendered SEO and sharing tags for the SPA's index.html, the sitemap and robots.txt.
import { DISALLOWED_SEGMENTS, SITEMAP_PATHS } from "@kickoff/domain/pages.ts";
import { escapeHtml } from "@kickoff/domain/public-page-html.ts";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "@kickoff/locales/languages.ts";

export { escapeHtml };

/** Escapes text for XML (the sitemap). */
export const escapeXml = escapeHtml;

/** `/{lang}/{path}` as an absolute URL; home is `/{lang}`. */
export const localizedUrl = (publicUrl: string, lang: Language, path: string) =>
  `${publicUrl}/${lang}${path ? `/${path}` : ""}`;

/** hreflang alternates for the 8 languages plus x-default (English, or the unprefixed root for home). */
export function alternates(publicUrl: string, path: string): Array<{ hreflang: string; href: string }> {
  return [
    ...LANGUAGES.map((l) => ({ hreflang: LANGUAGE_TAGS[l], href: localizedUrl(publicUrl, l, path) })),
    { hreflang: "x-default", href: path ? localizedUrl(publicUrl, "en", path) : `${publicUrl}/` },
  ];
}

export type HeadInfo = {
  lang: Language;
  title: string;
  description: string;
  /** Path after `/{lang}`, e.g. "tournament/<id>". */
  path: string;
  publicUrl: string;
  /** Unlisted pages get their sharing tags but are not indexed. */
  indexable: boolean;
};

/** The tags of one page: description, Open Graph, canonical, hreflang alternates (all values escaped). */
export function headTags(h: HeadInfo): string {
  const url = localizedUrl(h.publicUrl, h.lang, h.path);
  const locale = LANGUAGE_TAGS[h.lang].replace("-", "_");
  const tags = [
    `<meta name="description" content="${escapeHtml(h.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(h.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(h.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${locale}" />`,
    ...LANGUAGES.filter((l) => l !== h.lang).map(
      (l) => `<meta property="og:locale:alternate" content="${LANGUAGE_TAGS[l].replace("-", "_")}" />`,
    ),
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // data-hreflang: the app's marker for the alternates it owns (web lib/document-head.ts setHeadLinks). Once it
    // runs it replaces these with its own set instead of adding a second one (two sets from two origins made the
    // canonical point to "another hreflang location", Lighthouse SEO 92).
    ...alternates(h.publicUrl, h.path).map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" data-hreflang />`,
    ),
  ];
  if (!h.indexable) tags.push(`<meta name="robots" content="noindex" />`);
  return tags.join("\n    ");
}

/**
 * index.html with its title, language and head tags replaced (the build's own description is dropped).
 * Replacements go through functions: a replacement string would expand `$&`, `` $` `` and `$'` in user text.
 */
export function injectHead(html: string, opts: { lang?: Language; title?: string; tags: string }): string {
  let out = html.replace(/\s*<meta name="description"[^>]*>/i, "");
  if (opts.title !== undefined) {
    const title = `<title>${escapeHtml(opts.title)}</title>`;
    out = out.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  }
  if (opts.lang) {
    const lang = `<html lang="${LANGUAGE_TAGS[opts.lang]}"`;
    out = out.replace(/<html lang="[^"]*"/i, () => lang);
  }
  const head = `  ${opts.tags}\n  </head>`;
  return out.replace("</head>", () => head);
}

/** index.html marked not to be indexed (private, draft or unknown tournaments). */
export const noindex = (html: string) =>
  html.replace("</head>", () => `  <meta name="robots" content="noindex" />\n  </head>`);

/** A date or date range in the language's long format ("4. Mai 2030", "May 4 – 5, 2030"). */
export function formatDates(lang: Language, start: string, end: string): string {
  const f = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "long", timeZone: "UTC" });
  const a = new Date(`${start}T00:00:00Z`);
  if (end === start) return f.format(a);
  return f.formatRange(a, new Date(`${end}T00:00:00Z`));
}

/** sitemap.xml: every static page and public tournament in 8 languages, each with its alternates. */
export function sitemapXml(
  publicUrl: string,
  tournaments: Array<{ id: string; updatedAt: Date }>,
  events: Array<{ id: string; updatedAt: Date }> = [],
): string {
  const entry = (path: string, lastmod?: string) =>
    LANGUAGES.map((l) => {
      const links = alternates(publicUrl, path)
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(localizedUrl(publicUrl, l, path))}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ""}${links}\n  </url>`;
    }).join("\n");
  const urls = [
    ...SITEMAP_PATHS.map((p) => entry(p)),
    ...tournaments.map((t) => entry(`tournament/${t.id}`, t.updatedAt.toISOString().slice(0, 10))),
    ...events.map((e) => entry(`event/${e.id}`, e.updatedAt.toISOString().slice(0, 10))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the API and personal areas not (the page registry says which). */
export function robotsTxt(publicUrl: string): string {
  const lines = ["User-agent: *", "Allow: /", "Disallow: /api/"];
  for (const l of LANGUAGES) for (const area of DISALLOWED_SEGMENTS) lines.push(`Disallow: /${l}/${area}`);
  lines.push("", `Sitemap: ${publicUrl}/sitemap.xml`, "");
  return lines.join("\n");
}
