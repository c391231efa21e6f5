import { registrationOpenOn } from "@kickoff/domain/registration-open.ts";
import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { ContactOrganisers, publiclyVisible } from "../../../components/messages/contact-organisers.tsx";
import { OfflineCopyAlert, PublicPageFailure } from "../../../components/public-page-states.tsx";
import { RegistrationEntryPanel } from "../../../components/registration/lazy-registration-entry-panel.tsx";
import { localToday } from "../../../components/registration/registration-model.ts";
import { RegistrationSection } from "../../../components/registration/registration-section.tsx";
import { RegistrationSummaryLine } from "../../../components/registration/registration-summary.tsx";
import { useRegistrationToken } from "../../../components/registration/use-registration-token.ts";
import { ReportButton } from "../../../components/report/report-button.tsx";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { useFirstPaintSwap } from "../../../lib/first-paint.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useLiveUpdates } from "../../../lib/use-live-updates.ts";
import { useRefetchWhenBackOnline } from "../../../lib/use-refetch-when-back-online.ts";
import {
  getPublicFestivalQueryOptions,
  type PublicFestivalAnswer,
  usePublicFestival,
} from "../api/get-public-festival.ts";
import { FestivalDisplay } from "../public/festival-display.tsx";
import { FestivalReporter } from "../public/festival-reporter.tsx";
import { FestivalLadder, FestivalRounds } from "../public/festival-rounds.tsx";
import { FestivalShare } from "../public/festival-share.tsx";
import {
  eventRound,
  festivalOver,
  formatDateRange,
  mapColumns,
  mapLayout,
  serverOffset,
  withEventRound,
} from "../public/festival-view.ts";
import { LiveStatusLine } from "../public/live-status.tsx";
import { NowNext } from "../public/now-next.tsx";
import { PitchMap } from "../public/pitch-map.tsx";
import { useFestivalLabels, useFestivalReporterToken, useFollowedTeam, useNow } from "../public/use-festival.ts";
import "../public/festival.css";

/**
 * The public page of one funino festival — what a parent sees on a phone at the pitch: their team's round now
 * and next with the round clock, the current round's pitch map, every round. Live; opens offline once opened
 * (the service worker keeps the payload). `?view=display` is the venue screen. No tables, points or winner.
 */
export function FuninoPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useParams().id ?? "";
  const display = new URLSearchParams(useLocation().search).get("view") === "display";
  const query = usePublicFestival(id);
  const queryClient = useQueryClient();
  const festival = query.data?.festival;
  const live = useLiveUpdates(
    id,
    festival?.version ?? null,
    (version, data) => {
      const round = eventRound(data);
      if (!round) {
        void queryClient.invalidateQueries({ queryKey: festivalKeys.public(id) });
        return;
      }
      // The next round's pitches came with the event: shown at once. The rest (status, public outcomes) follows
      // with a refetch spread over a few seconds, so a thousand phones do not all ask in the same instant.
      queryClient.setQueryData<PublicFestivalAnswer>(getPublicFestivalQueryOptions(id).queryKey, (answer) =>
        answer ? { ...answer, festival: withEventRound(answer.festival, round, version) } : answer,
      );
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: festivalKeys.public(id) }),
        1000 + Math.random() * 4000,
      );
    },
    festival !== undefined,
  );
  // The server's first paint (when it drew this page) goes once the page is on screen; display mode has none.
  useFirstPaintSwap();
  const [followed, setFollowed] = useFollowedTeam(id);
  const [reporterToken, forgetReporter] = useFestivalReporterToken(id);
  const [registrationToken, forgetRegistration] = useRegistrationToken(id);
  const labels = useFestivalLabels(festival);
  const offlineCopy = query.data?.offlineCopyFrom ?? null;
  // A copy from the service worker carries the server's clock of back then: the device's own clock is better.
  const offset = query.data && !offlineCopy ? serverOffset(query.data.festival.serverNow, query.data.receivedAt) : 0;
  const ticking = festival?.clock.running === true;
  const now = useNow(ticking);
  useDocumentTitle(`${festival?.general.name ?? t("festival.page.title")} · ${t("app.name")}`);
  useRefetchWhenBackOnline(live, Boolean(offlineCopy), query.refetch);

  const myTeam = festival && followed && festival.teams.some((team) => team.id === followed) ? followed : null;
  const current = festival ? Math.min(festival.currentRound, festival.roundCount) : 0;
  const layout = useMemo(
    () =>
      festival
        ? mapLayout(festival.pitches, festival.rounds[current - 1], {
            columns: mapColumns(festival.pitches.length, false),
            ladder: festival.config.planType === "ladder",
          })
        : null,
    [festival, current],
  );

  if (query.isPending) return <LoadingScreen />;
  if (!festival || !layout)
    return (
      <PublicPageFailure
        query={query}
        reporter={
          reporterToken ? (
            <FestivalReporter festivalId={id} token={reporterToken} onForget={forgetReporter} standalone />
          ) : null
        }
        texts={{
          title: t("festival.page.title"),
          notFoundTitle: t("festival.page.notFoundTitle"),
          notFound: t("festival.page.notFound"),
        }}
      />
    );

  const pageUrl = `${window.location.origin}${paths.funino.href(lang, festival.id)}`;
  if (display)
    return <FestivalDisplay festival={festival} labels={labels} now={now} offset={offset} live={live} url={pageUrl} />;

  const over = festivalOver(festival);
  const registration = festival.general.registration;
  const registrationOpen = registrationOpenOn(festival, localToday());
  const venue = festival.general.venue;
  return (
    // data-ready: the first data has arrived and is shown (tests wait for it instead of for a fixed time).
    <Container size="md" py="md" className="public-page" data-ready>
      <Stack gap="lg">
        <Stack gap="xs" className="public-no-print">
          <LiveStatusLine status={live} />
          <Group gap="xs">
            <Button
              component="a"
              href={`${paths.funino.href(lang, festival.id)}?view=display`}
              variant="default"
              size="xs"
            >
              {t("public.page.display")}
            </Button>
          </Group>
        </Stack>
        {offlineCopy ? <OfflineCopyAlert storedAt={offlineCopy} /> : null}
        {festival.status === "draft" ? <Alert color="gray">{t("public.page.preview")}</Alert> : null}
        <header>
          <Title order={1}>{festival.general.name}</Title>
          <Text>
            {formatDateRange(festival.general.startDate, festival.general.endDate, lang)}
            {venue ? ` · ${[venue.name, venue.city].filter(Boolean).join(", ")}` : ""}
          </Text>
          <Text size="sm" c="dimmed">
            {t("festival.page.kind", { format: festival.config.format, count: festival.teams.length })}
          </Text>
        </header>

        {registrationToken ? (
          <div className="public-no-print">
            <RegistrationEntryPanel token={registrationToken} onForget={forgetRegistration} />
          </div>
        ) : null}
        {registrationOpen ? (
          <RegistrationSection
            tournamentId={festival.id}
            festival
            ageRange={festival.general.ageGroup?.ageRange ?? null}
            details={
              <Stack gap={2}>
                <RegistrationSummaryLine summary={festival.registrationSummary} />
                {registration.deadline ? (
                  <Text size="sm">
                    {t("public.registration.deadline", {
                      date: formatDateRange(registration.deadline, undefined, lang),
                    })}
                  </Text>
                ) : null}
                {/* The counts name the maximum already ("6 of 8 places taken"). */}
                {registration.maxTeams && !festival.registrationSummary ? (
                  <Text size="sm">{t("public.registration.maxTeams", { number: registration.maxTeams })}</Text>
                ) : null}
                {registration.feeNote ? <Text size="sm">{registration.feeNote}</Text> : null}
              </Stack>
            }
          />
        ) : null}

        <NowNext festival={festival} labels={labels} myTeam={myTeam} onFollow={setFollowed} now={now} offset={offset} />

        {reporterToken ? (
          <div className="public-no-print">
            <FestivalReporter festivalId={festival.id} token={reporterToken} onForget={forgetReporter} />
          </div>
        ) : null}

        {!over && festival.rounds[current - 1] ? (
          <section aria-labelledby="festival-map">
            <h2 id="festival-map" className="pl-h2">
              {t("festival.map.title", { round: current })}
            </h2>
            <PitchMap
              layout={layout}
              round={current}
              names={labels.names}
              pitchNames={labels.pitchNames}
              myTeam={myTeam}
            />
          </section>
        ) : null}

        <FestivalLadder festival={festival} labels={labels} myTeam={myTeam} />

        {festival.roundCount > 0 && festival.rounds.length > 0 ? (
          <section aria-labelledby="festival-rounds">
            <h2 id="festival-rounds" className="pl-h2">
              {t("festival.page.rounds.title")}
            </h2>
            <FestivalRounds festival={festival} labels={labels} myTeam={myTeam} />
          </section>
        ) : null}

        <Text size="sm">{t("festival.page.noTable")}</Text>

        {/* Not on a preview (only its organisers can open it). */}
        {publiclyVisible(festival.status, festival.general.visibility) ? (
          <ContactOrganisers tournamentId={festival.id} tournamentName={festival.general.name} />
        ) : null}

        <section aria-labelledby="festival-share" className="public-no-print">
          <h2 id="festival-share" className="pl-h2">
            {t("festival.page.share.title")}
          </h2>
          <FestivalShare url={pageUrl} title={festival.general.name} shortCode={festival.shortCode} />
        </section>
        {/* Anybody may report a page they can see; its dialog is a chunk of its own (report-button.tsx). */}
        {publiclyVisible(festival.status, festival.general.visibility) ? (
          <div className="public-no-print" style={{ textAlign: "end" }}>
            <ReportButton target={{ kind: "festival", id: festival.id }} />
          </div>
        ) : null}
      </Stack>
    </Container>
  );
}
