import { matchesBeingPlayed } from "@kickoff/domain/match-clock.ts";
import { nowNextHtml, rowContext, teamMatchesHtml } from "@kickoff/domain/public-page-html.ts";
import { teamsByName } from "@kickoff/domain/public-tournament-html.ts";
import { Alert, Button, Container, Divider, Group, Stack, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ContactOrganisers, publiclyVisible } from "../../../components/messages/contact-organisers.tsx";
import { OfflineCopyAlert, PublicPageFailure } from "../../../components/public-page-states.tsx";
import { RegistrationEntryPanel } from "../../../components/registration/lazy-registration-entry-panel.tsx";
import { RegistrationSection } from "../../../components/registration/registration-section.tsx";
import { RegistrationSummaryLine } from "../../../components/registration/registration-summary.tsx";
import { useRegistrationToken } from "../../../components/registration/use-registration-token.ts";
import { ReportButton } from "../../../components/report/report-button.tsx";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useRefetchWhenBackOnline } from "../../../lib/use-refetch-when-back-online.ts";
import { usePublicTournament } from "../api/get-public-tournament.ts";
import { Bracket, Placements } from "../components/bracket.tsx";
import { CalendarLinks } from "../components/calendar-links.tsx";
import { GroupTables } from "../components/group-tables.tsx";
import { LiveIndicator } from "../components/live-indicator.tsx";
import { PublicPageSkeleton } from "../components/page-skeleton.tsx";
import { ReporterPanel, useReporterToken } from "../components/reporter-panel.tsx";
import { Schedule } from "../components/schedule.tsx";
import { SharePanel } from "../components/share-panel.tsx";
import { TournamentAlbums } from "../components/tournament-albums.tsx";
import { TournamentHeader } from "../components/tournament-header.tsx";
import { FirstPaintSwap, plainTranslate } from "../lib/first-paint.ts";
import { clockOf, formatDate, nextMatchOf, pitchLabels, sideName, teamNames } from "../lib/labels.ts";
import { useMyTeam } from "../lib/my-team.ts";
import { useLiveTournament } from "../lib/use-live-tournament.ts";
import { useVenueNow } from "../lib/use-venue-now.ts";
import "../public.css";

/** The public page of one tournament: header, my team, schedule, tables, bracket, share; live. */
export function PublicTournamentPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useParams().id ?? "";
  const query = usePublicTournament(id);
  const tournament = query.data?.tournament;
  const live = useLiveTournament(id, tournament?.version ?? null, tournament !== undefined);
  const [myTeam, setMyTeam] = useMyTeam(id);
  const [reporterToken, forgetReporter] = useReporterToken(id);
  const [registrationToken, forgetRegistration] = useRegistrationToken(id);
  const names = useMemo(() => (tournament ? teamNames(tournament) : new Map<string, string>()), [tournament]);
  const now = useVenueNow(tournament?.general.venue?.country);
  const playing = useMemo(
    () => (tournament ? matchesBeingPlayed(tournament, now) : new Set<string>()),
    [tournament, now],
  );
  const myTeamValid = tournament && myTeam !== null && names.has(myTeam) ? myTeam : null;
  const rows = useMemo(
    () => (tournament ? rowContext(tournament, { t: plainTranslate(t), lang, myTeam: myTeamValid, playing }) : null),
    [tournament, t, lang, myTeamValid, playing],
  );
  const nowNext = useMemo(() => (tournament && rows ? nowNextHtml(tournament.matches, rows) : ""), [tournament, rows]);
  const mineHtml = useMemo(
    () => (tournament && rows && myTeamValid ? teamMatchesHtml(tournament.matches, myTeamValid, rows) : ""),
    [tournament, rows, myTeamValid],
  );
  useDocumentTitle(`${tournament?.general.name ?? t("pages.tournament.title")} · ${t("app.name")}`);
  useRefetchWhenBackOnline(live, Boolean(query.data?.offlineCopyFrom), query.refetch);

  if (query.isPending) return <PublicPageSkeleton />;
  if (!tournament)
    return (
      <PublicPageFailure
        query={query}
        reporter={
          reporterToken ? (
            <ReporterPanel tournamentId={id} token={reporterToken} onForget={forgetReporter} standalone />
          ) : null
        }
        texts={{
          title: t("pages.tournament.title"),
          notFoundTitle: t("public.page.notFoundTitle"),
          notFound: t("public.page.notFound"),
        }}
        before={<FirstPaintSwap />}
      />
    );

  const pageUrl = `${window.location.origin}${paths.tournament.href(lang, tournament.id)}`;
  const next = nextMatchOf(tournament.matches, myTeamValid);
  const pitchName = pitchLabels(tournament.pitches, t);
  const offlineCopy = query.data?.offlineCopyFrom ?? null;
  const hasTables = tournament.groups.length > 0;
  const followable = teamsByName(tournament.teams, lang);

  return (
    // data-ready: the first data has arrived and is shown (tests wait for it instead of for a fixed time).
    <Container size="lg" py="md" className="public-page" data-ready>
      {/* The server's first paint (same markup) goes in the frame this page first paints: nothing moves. */}
      <FirstPaintSwap />
      <Stack gap="lg">
        {/* The connection state on a line of its own: its wording changes, the layout around it does not. */}
        <Stack gap="xs" className="public-no-print">
          <LiveIndicator status={live} />
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => window.print()}>
              {t("public.page.print")}
            </Button>
            <Button component="a" href={paths.tournamentDisplay.href(lang, tournament.id)} variant="default" size="xs">
              {t("public.page.display")}
            </Button>
          </Group>
        </Stack>
        {offlineCopy ? <OfflineCopyAlert storedAt={offlineCopy} /> : null}
        {tournament.status === "draft" ? <Alert color="gray">{t("public.page.preview")}</Alert> : null}
        <TournamentHeader tournament={tournament} live={playing.size > 0} />
        {registrationToken ? (
          <div className="public-no-print">
            <RegistrationEntryPanel token={registrationToken} onForget={forgetRegistration} />
          </div>
        ) : null}
        {tournament.registrationOpen ? (
          <RegistrationSection
            tournamentId={tournament.id}
            festival={false}
            ageRange={tournament.general.ageGroup?.ageRange ?? null}
            details={<RegistrationSummaryLine summary={tournament.registrationSummary} />}
          />
        ) : null}
        {tournament.matches.length > 0 ? (
          <section aria-labelledby="public-now">
            <h2 id="public-now" className="pl-h2">
              {t("public.nowNext.title")}
            </h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the domain's markup, every text in it escaped. */}
            <div dangerouslySetInnerHTML={{ __html: nowNext }} />
          </section>
        ) : null}
        {reporterToken ? (
          <div className="public-no-print">
            <ReporterPanel tournamentId={tournament.id} token={reporterToken} onForget={forgetReporter} />
          </div>
        ) : null}

        {/* Plain markup with the lean page's classes: the server's first paint draws the same section (ADR 0015). */}
        <section aria-labelledby="public-my-team" className="public-no-print pl-stack">
          <h2 className="pl-h2" id="public-my-team">
            {t("public.myTeam.title")}
          </h2>
          <div className="pl-field pl-follow">
            <label htmlFor="public-follow">{t("public.myTeam.select")}</label>
            <select
              id="public-follow"
              value={myTeamValid ?? ""}
              onChange={(e) => setMyTeam(e.currentTarget.value || null)}
            >
              <option value="">{t("public.myTeam.none")}</option>
              {followable.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
          {!myTeamValid ? (
            <p className="pl-p-sm">{t("public.myTeam.hint")}</p>
          ) : next ? (
            <p className="pl-p" style={{ fontWeight: 700 }} data-next-match={next.id}>
              {t("public.myTeam.next", {
                date: formatDate(next.start, lang, { weekday: "short", day: "numeric", month: "short" }),
                time: clockOf(next.start),
                pitch: pitchName.get(next.pitch) ?? next.pitch,
                home: sideName(next.home.teamId, next.homeLabel, names, t),
                away: sideName(next.away.teamId, next.awayLabel, names, t),
              })}
            </p>
          ) : (
            <p className="pl-p">{t("public.myTeam.noNext")}</p>
          )}
          {/* The followed team's matches first, before the whole schedule. */}
          {myTeamValid ? (
            <details className="pl-day" data-my-matches>
              <summary>{t("public.myTeam.matches", { team: names.get(myTeamValid) ?? "" })}</summary>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the domain's markup, every text escaped. */}
              <div dangerouslySetInnerHTML={{ __html: mineHtml }} />
            </details>
          ) : null}
          <CalendarLinks
            tournamentId={tournament.id}
            lang={lang}
            team={myTeamValid ? { id: myTeamValid, name: names.get(myTeamValid) ?? "" } : null}
          />
        </section>

        <section aria-labelledby="public-schedule">
          <h2 className="pl-h2" id="public-schedule">
            {t("public.schedule.title")}
          </h2>
          <Schedule tournament={tournament} myTeam={myTeamValid} playing={playing} />
        </section>

        {hasTables ? (
          <section aria-labelledby="public-tables">
            <h2 className="pl-h2" id="public-tables">
              {t("public.sections.tables")}
            </h2>
            <GroupTables tournament={tournament} names={names} myTeam={myTeamValid} />
          </section>
        ) : null}

        {tournament.knockout.length > 0 ? (
          <section aria-labelledby="public-knockout">
            <Title order={2} size="h3" id="public-knockout" mb="xs">
              {t("public.sections.knockout")}
            </Title>
            <Bracket tournament={tournament} names={names} myTeam={myTeamValid} />
          </section>
        ) : null}

        <Placements tournament={tournament} names={names} />

        {/* Not on a preview (only its organisers can open it). Below the server's first paint: nothing shifts. */}
        {publiclyVisible(tournament.status, tournament.general.visibility) ? (
          <ContactOrganisers tournamentId={tournament.id} tournamentName={tournament.general.name} />
        ) : null}

        <TournamentAlbums tournamentId={tournament.id} />

        <Divider className="public-no-print" />
        <section aria-labelledby="public-share" className="public-no-print">
          <Title order={2} size="h3" id="public-share" mb="xs">
            {t("public.share.title")}
          </Title>
          <SharePanel url={pageUrl} title={tournament.general.name} shortCode={tournament.shortCode} />
        </section>
        {/* Anybody may report a page they can see; its dialog is a chunk of its own (report-button.tsx). */}
        {publiclyVisible(tournament.status, tournament.general.visibility) ? (
          <div className="public-no-print" style={{ textAlign: "end" }}>
            <ReportButton target={{ kind: "tournament", id: tournament.id }} data-app-action="report" />
          </div>
        ) : null}
      </Stack>
    </Container>
  );
}
