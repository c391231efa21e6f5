import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { publicTournamentKey } from "../api/get-public-tournament.ts";
import { useReporterSession } from "../api/get-reporter-session.ts";
import { pitchLabel } from "../lib/labels.ts";
import { reporterMatches } from "../lib/reporter-matches.ts";
import {
  forgetReporterToken,
  hashWithoutReporter,
  rememberReporterToken,
  reporterTokenInHash,
  storedReporterToken,
} from "../lib/reporter-token.ts";

const TITLE_ID = "reporter-title";

// Only a reporter link's holder enters results: the entry (with its conflict dialog, Mantine's Modal, focus trap
// and scroll lock) loads with the panel, in parallel with the link's session, never for a parent's visit.
const loadResultsEntry = () => import("../../../components/results-entry.tsx");
const ResultsEntry = lazy(() => loadResultsEntry().then((m) => ({ default: m.ResultsEntry })));

/**
 * The reporter link's token for this tournament: taken from the address (`#reporter=…`, then removed from it)
 * or remembered from an earlier visit in this browser.
 */
export function useReporterToken(tournamentId: string): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const inHash = reporterTokenInHash(location.hash);
  const [token, setToken] = useState(() => inHash ?? storedReporterToken(tournamentId));
  useEffect(() => {
    if (!inHash) return;
    rememberReporterToken(tournamentId, inHash);
    setToken(inHash);
    navigate(
      { pathname: location.pathname, search: location.search, hash: hashWithoutReporter(location.hash) },
      { replace: true, state: location.state },
    );
  }, [inHash, tournamentId, location.pathname, location.search, location.hash, location.state, navigate]);
  const forget = () => {
    forgetReporterToken(tournamentId);
    setToken(null);
  };
  return [token, forget];
}

/**
 * Result entry for the holder of a reporter link (a referee or helper without an account) on the public page:
 * the link's matches (its pitch only, if it has one), next match first, queued while offline. `standalone`:
 * the page has nothing else to show (a private tournament), so the panel names the tournament itself.
 */
export function ReporterPanel({
  tournamentId,
  token,
  onForget,
  standalone = false,
}: {
  tournamentId: string;
  token: string;
  onForget: () => void;
  standalone?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useReporterSession(tournamentId, token);
  useEffect(() => {
    void loadResultsEntry();
  }, []);

  const revoked = session.error instanceof ApiError && session.error.status === 401;
  const data = session.data;
  const pitchName = data?.link.pitch
    ? pitchLabel(data.tournament.pitches.find((p) => p.id === data.link.pitch)?.name ?? data.link.pitch, t)
    : null;
  const names = new Map(data?.tournament.teams.map((team) => [team.id, team.name]) ?? []);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm">
        <div>
          {standalone ? (
            <Title order={1} size="h2">
              {data?.tournament.general.name ?? t("pages.tournament.title")}
            </Title>
          ) : null}
          <Title order={2} size="h3" id={TITLE_ID}>
            {t("public.reporter.title")}
          </Title>
          {data ? (
            <Text size="sm">
              {data.refereeMatches
                ? t("officials.reporter.forReferee", { label: data.link.label || t("public.reporter.unnamed") })
                : pitchName
                  ? t("public.reporter.forPitch", {
                      label: data.link.label || t("public.reporter.unnamed"),
                      pitch: pitchName,
                    })
                  : t("public.reporter.forAll", { label: data.link.label || t("public.reporter.unnamed") })}
            </Text>
          ) : null}
        </div>
        {session.isPending ? (
          <Loader size="sm" aria-label={t("public.reporter.loading")} />
        ) : revoked ? (
          <Alert color="orange" role="alert">
            {t("public.reporter.invalid")}
          </Alert>
        ) : session.isError || !data ? (
          <LoadFailedAlert
            message={t("public.reporter.loadFailed")}
            retryLabel={t("public.page.retry")}
            onRetry={() => void session.refetch()}
          />
        ) : data.tournament.status === "finished" || data.tournament.status === "archived" ? (
          <Alert color="blue">{t("public.reporter.finished")}</Alert>
        ) : (
          <Suspense fallback={<Loader size="sm" aria-label={t("public.reporter.loading")} />}>
            <ResultsEntry
              source={{
                id: data.tournament.id,
                status: data.tournament.status,
                planVersion: data.planVersion,
                matches: reporterMatches(data),
                results: data.tournament.results,
                canEnter: true,
                cards: data.cards,
              }}
              names={names}
              reporterToken={token}
              onSent={() => void queryClient.invalidateQueries({ queryKey: publicTournamentKey(tournamentId) })}
            />
          </Suspense>
        )}
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={onForget}>
            {t("public.reporter.stop")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
