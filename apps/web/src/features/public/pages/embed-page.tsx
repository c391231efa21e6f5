import { type EmbedOptions, type EmbedTheme, parseEmbedOptions } from "@kickoff/domain/embed-options.ts";
import { matchesBeingPlayed } from "@kickoff/domain/match-clock.ts";
import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { rowContext, teamMatchesHtml } from "@kickoff/domain/public-page-html.ts";
import { Button, Loader } from "@mantine/core";
import { type CSSProperties, type ReactNode, useLayoutEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useRefetchWhenBackOnline } from "../../../lib/use-refetch-when-back-online.ts";
import { useEmbedTournament } from "../api/get-embed-tournament.ts";
import { Bracket } from "../components/bracket.tsx";
import { GroupTables } from "../components/group-tables.tsx";
import { LiveIndicator } from "../components/live-indicator.tsx";
import { Schedule } from "../components/schedule.tsx";
import { ensureLeanStyle, plainTranslate } from "../lib/first-paint.ts";
import { teamNames } from "../lib/labels.ts";
import { useLiveTournament } from "../lib/use-live-tournament.ts";
import { useVenueNow } from "../lib/use-venue-now.ts";
import "../embed.css";
import "../public.css";

/**
 * The embed's colour scheme, set on the document while it is shown and not stored (the visitor's own choice for
 * the app stays as it is).
 */
function useEmbedTheme(theme: EmbedTheme) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.getAttribute("data-mantine-color-scheme");
    root.setAttribute("data-mantine-color-scheme", theme);
    return () => {
      if (before) root.setAttribute("data-mantine-color-scheme", before);
    };
  }, [theme]);
}

/**
 * A tournament's schedule, tables or one team's matches for a club's website (ADR 0019): framed by any site, live,
 * light or dark with an accent colour, no header or footer; a small link opens the full page in a new tab. Private
 * and draft tournaments are "not available" (the payload is fetched without cookies). Its `noindex` comes with the
 * server's HTML (an embed is only ever opened as a whole document).
 */
export function EmbedPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  const { search } = useLocation();
  const options = useMemo(() => {
    const query = new URLSearchParams(search);
    return parseEmbedOptions((name) => query.get(name));
  }, [search]);
  const query = useEmbedTournament(id);
  const tournament = query.data?.tournament;
  const live = useLiveTournament(id, tournament?.version ?? null, tournament !== undefined);
  useEmbedTheme(options.theme);
  useLayoutEffect(ensureLeanStyle, []);
  useDocumentTitle(`${tournament?.general.name ?? t("public.embed.title")} · ${t("app.name")}`);
  useRefetchWhenBackOnline(live, Boolean(query.data?.offlineCopyFrom), query.refetch);
  const style = options.accent ? ({ "--embed-accent": options.accent } as CSSProperties) : undefined;

  let body: ReactNode;
  if (query.isPending) body = <Loader size="sm" aria-label={t("public.embed.loading")} />;
  else if (!tournament) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <div className="embed-message" data-ready>
        <p>{t(missing ? "public.embed.unavailable" : "public.page.errorTitle")}</p>
        {missing ? null : (
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t("public.page.retry")}
          </Button>
        )}
      </div>
    );
  } else body = <EmbedContent tournament={tournament} options={options} live={live} />;

  return (
    // Named: the page around the frame has a main landmark of its own (axe: landmark-unique).
    <main className="embed-root" style={style} aria-label={tournament?.general.name ?? t("public.embed.title")}>
      {body}
    </main>
  );
}

function EmbedContent({
  tournament,
  options,
  live,
}: {
  tournament: PublicTournament;
  options: EmbedOptions;
  live: ReturnType<typeof useLiveTournament>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const names = useMemo(() => teamNames(tournament), [tournament]);
  const now = useVenueNow(tournament.general.venue?.country);
  const playing = useMemo(() => matchesBeingPlayed(tournament, now), [tournament, now]);
  const team = options.view === "team" && options.team && names.has(options.team) ? options.team : null;
  const teamHtml = useMemo(
    () =>
      team
        ? teamMatchesHtml(
            tournament.matches,
            team,
            rowContext(tournament, { t: plainTranslate(t), lang, myTeam: team, playing }),
          )
        : "",
    [tournament, team, t, lang, playing],
  );
  const fullPage = `${window.location.origin}${paths.tournament.href(lang, tournament.id)}`;
  const heading =
    options.view === "tables"
      ? t("public.sections.tables")
      : options.view === "team"
        ? team
          ? t("public.embed.teamMatches", { team: names.get(team) ?? "" })
          : t("public.embed.noTeam")
        : t("public.schedule.title");

  return (
    <div className="embed-stack" data-ready data-view={options.view}>
      <header className="embed-head">
        <h1 className="embed-name">{tournament.general.name}</h1>
        <LiveIndicator status={live} />
      </header>
      <section aria-labelledby="embed-section">
        <h2 className="pl-h2" id="embed-section">
          {heading}
        </h2>
        {options.view === "schedule" ? <Schedule tournament={tournament} myTeam={null} playing={playing} /> : null}
        {options.view === "tables" ? (
          <>
            <GroupTables tournament={tournament} names={names} myTeam={null} />
            {tournament.knockout.length > 0 ? <Bracket tournament={tournament} names={names} myTeam={null} /> : null}
          </>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the domain's markup, every text in it escaped. */}
        {teamHtml ? <div dangerouslySetInnerHTML={{ __html: teamHtml }} /> : null}
      </section>
      <footer className="embed-foot">
        <a href={fullPage} target="_blank" rel="noopener">
          {t("public.embed.poweredBy", { app: t("app.name") })}
        </a>
      </footer>
    </div>
  );
}
