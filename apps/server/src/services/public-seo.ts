// index.html for `/{lang}/tournament/{id}`: title, description, Open Graph, canonical and hreflang filled in
// for publicly visible tournaments; `noindex` for everything else (private, draft, unknown).
import type { Language } from "@kickoff/locales/languages.ts";
import type { Database } from "../db/client.ts";
import { formatDates, headTags, injectHead, noindex } from "../lib/seo.ts";
import { translator } from "./public-i18n.ts";
import { loadPublicTournament } from "./public-tournament.ts";

const TOURNAMENT_PATH = /^\/([a-z]{2})\/tournament\/([^/?#]+)\/?$/;

/** The tournament id of a tournament page path, if it is one. */
export function tournamentPagePath(pathname: string): { lang: string; id: string } | null {
  const m = TOURNAMENT_PATH.exec(pathname);
  return m ? { lang: m[1] as string, id: decodeURIComponent(m[2] as string) } : null;
}

const truncate = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

export async function tournamentPageHtml(
  database: Database,
  publicUrl: string,
  indexHtml: string,
  lang: Language,
  id: string,
): Promise<string> {
  const entry = await loadPublicTournament(database, id, "page").catch(() => null);
  if (!entry?.meta.visible) return noindex(indexHtml);
  const m = entry.meta;
  const t = await translator(lang);
  const sentence = t("public.seo.description", {
    date: formatDates(lang, m.startDate, m.endDate),
    venue: m.venue ? t("public.seo.atVenue", { venue: m.venue }) : "",
  });
  const own = m.description.replace(/\s+/g, " ").trim();
  const label = m.ageGroupLabel ? `${m.ageGroupLabel} · ` : "";
  const description = truncate(`${label}${sentence}${own ? ` ${own}` : ""}`, 200);
  const title = `${m.name} – ${t("app.name")}`;
  return injectHead(indexHtml, {
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
}
