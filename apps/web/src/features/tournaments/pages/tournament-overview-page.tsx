import { formatLocalDate } from "@kickoff/domain/local-dates.ts";
import { Alert, Button, Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { storePostLoginTarget } from "../../../app/post-login.ts";
import { OfflineNotice } from "../../../components/offline-notice.tsx";
import { ResultsEntry } from "../../../components/results-entry.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { sessionStore, useSession } from "../../../lib/session-store.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useLiveUpdates } from "../../../lib/use-live-updates.ts";
import { useIsOnline } from "../../../lib/use-online.ts";
import { useManagedTournament } from "../api/get-managed-tournament.ts";
import { tournamentKeys } from "../api/types.ts";
import { AUDIT_TITLE_ID } from "../components/audit-trail.tsx";
import { ControlCentreLoadFailed, ControlCentreLoading } from "../components/control-centre-states.tsx";
import { OfflineCopyNote } from "../components/offline-copy-note.tsx";
import { RefereesPanel } from "../components/referees-panel.tsx";
import { SchedulePanel } from "../components/schedule-panel.tsx";
import { SettingsPanel } from "../components/settings-panel.tsx";
import { SharePanel } from "../components/share-panel.tsx";
import { StatusControl } from "../components/status-control.tsx";
import { TablesPanel } from "../components/tables-panel.tsx";
import { TeamsPanel } from "../components/teams-panel.tsx";
import { WaitingPanel } from "../components/waiting-panel.tsx";
import { FestivalControlCentre } from "../festival-control/festival-control-centre.tsx";

/** Tabs of the control centre; the open one is kept in `tmentOverviewVariable` as its index. */
// New tabs go at the end: a stored index keeps naming the same tab.
const TABS = ["schedule", "results", "tables", "teams", "waiting", "settings", "share", "referees"] as const;
type Tab = (typeof TABS)[number];

function tabOf(stored: string | null | undefined): Tab {
  const index = Number(stored);
  return TABS[Number.isInteger(index) && index >= 0 && index < TABS.length ? index : 0] ?? "schedule";
}

const openTab = (tab: Tab) => sessionStore.set({ tmentOverviewVariable: String(Math.max(0, TABS.indexOf(tab))) });

/** The organiser's control centre for one tournament during the day. */
export function TournamentOverviewPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const lang = useLanguage();
  const navigate = useNavigate();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const current = tabOf(useSession((s) => s.tmentOverviewVariable));
  // On a phone the 8 tabs do not fit one row: as pills they wrap, so every tab (and the open one) stays in sight.
  const narrow = useMediaQuery("(max-width: 48em)");
  // "Result history" in the results tab opens the settings tab; its history heading then gets the focus.
  const focusHistory = useRef(false);
  useEffect(() => {
    if (current !== "settings" || !focusHistory.current) return;
    const heading = document.getElementById(AUDIT_TITLE_ID);
    if (!heading) return;
    focusHistory.current = false;
    heading.scrollIntoView({ block: "start" });
    heading.focus();
  });
  const query = useManagedTournament(id, isAuthenticated);
  const online = useIsOnline();
  const queryClient = useQueryClient();
  const tournament = query.data;
  // Live like the public page: a referee's, an editor's or another device's change refetches this view at once.
  const live = useLiveUpdates(
    id,
    tournament?.version ?? null,
    () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.managed(id) }),
    // A festival's control centre follows the stream itself.
    isAuthenticated && tournament?.mode !== "funino",
  );
  const title = tournament?.general.name ?? t("pages.tournamentOverview.title");
  useDocumentTitle(`${title} · ${t("app.name")}`);

  if (!isAuthenticated)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{t("pages.tournamentOverview.title")}</Title>
          <Alert color="blue">{t("organiser.loginNeeded")}</Alert>
          <Button
            onClick={() => {
              storePostLoginTarget(paths.tournamentOverview.href(lang, id));
              navigate(paths.login.href(lang));
            }}
          >
            {t("organiser.login")}
          </Button>
        </Stack>
      </Container>
    );
  // A failed refetch (e.g. offline during result entry) keeps the loaded tournament on screen.
  if (query.isError && !tournament) {
    // Opened offline with no copy on this device: the page loads by itself once the connection is back.
    if (query.error instanceof ApiError && query.error.status === 0 && !online) return <OfflineNotice />;
    return <ControlCentreLoadFailed title={t("pages.tournamentOverview.title")} query={query} />;
  }
  if (!tournament) return <ControlCentreLoading />;

  // A funino festival has its own control centre (rounds, round clock, pitch cards).
  if (tournament.mode === "funino") return <FestivalControlCentre id={tournament.id} />;
  const names = new Map(tournament.teams.map((team) => [team.id, team.name]));
  return (
    // data-ready: the tournament is loaded and shown (tests wait for it instead of for a fixed time).
    <Container size="md" py="lg" px="sm" data-ready>
      <Stack gap="md">
        <div>
          <Title order={1}>{tournament.general.name}</Title>
          <Text size="sm">
            {t("organiser.overview.subtitle", {
              date: formatLocalDate(tournament.general.startDate, lang),
              teams: tournament.teams.length,
            })}
          </Text>
        </div>
        <OfflineCopyNote id={tournament.id} />
        <Text size="sm" aria-live="polite" data-live={live}>
          {t(`public.live.${live}`)}
        </Text>
        <StatusControl tournament={tournament} />
        <Tabs
          value={current}
          onChange={(v) => openTab(v as Tab)}
          keepMounted={false}
          variant={narrow ? "pills" : "default"}
        >
          <Tabs.List style={{ flexWrap: "wrap", rowGap: 4 }}>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {name === "referees" ? t("officials.tab") : t(`organiser.overview.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="schedule" pt="md">
            <SchedulePanel tournament={tournament} names={names} />
          </Tabs.Panel>
          <Tabs.Panel value="results" pt="md">
            <ResultsEntry
              source={{
                id: tournament.id,
                status: tournament.status,
                planVersion: tournament.planVersion,
                matches: tournament.matches,
                results: tournament.results,
                canEnter: tournament.abilities.enterResults,
                cards: tournament.settings.discipline?.enabled ?? false,
              }}
              names={names}
              onSent={() => void queryClient.invalidateQueries({ queryKey: tournamentKeys.managed(id) })}
            />
            <Button
              variant="subtle"
              mt="md"
              onClick={() => {
                focusHistory.current = true;
                openTab("settings");
              }}
            >
              {t("organiser.audit.title")}
            </Button>
          </Tabs.Panel>
          <Tabs.Panel value="tables" pt="md">
            <TablesPanel tournament={tournament} names={names} />
          </Tabs.Panel>
          <Tabs.Panel value="teams" pt="md">
            <TeamsPanel tournament={tournament} />
          </Tabs.Panel>
          <Tabs.Panel value="waiting" pt="md">
            <WaitingPanel id={tournament.id} />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <SettingsPanel tournament={tournament} />
          </Tabs.Panel>
          <Tabs.Panel value="share" pt="md">
            <SharePanel tournament={tournament} />
          </Tabs.Panel>
          <Tabs.Panel value="referees" pt="md">
            <RefereesPanel tournament={tournament} names={names} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
