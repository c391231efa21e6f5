import type { EventReporterSession } from "@kickoff/domain/event-reporting.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { eventReporterSessionKey, useEventReporterSession } from "../api/event-reporting-api.ts";
import { DivisionLive } from "../components/division-live.tsx";
import { EventFestivalEntry } from "../components/event-festival-entry.tsx";
import { PitchItemLine } from "../components/pitch-item-line.tsx";
import { byDay, dayHeading } from "../lib/day-labels.ts";
import {
  eventReporterToken,
  liveDivisions,
  nextDivision,
  type PitchItem,
  pitchItems,
  whenVisibleAgain,
} from "../lib/event-reporter.ts";

const ResultsEntry = lazy(() =>
  import("../../../components/results-entry.tsx").then((m) => ({ default: m.ResultsEntry })),
);

/** The token from the address (then removed from it) or kept from an earlier visit in this browser. */
function useEventReporterToken(eventId: string): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const inHash = eventReporterToken.inHash(location.hash);
  const [token, setToken] = useState(() => inHash ?? eventReporterToken.stored(eventId));
  useEffect(() => {
    if (!inHash) return;
    eventReporterToken.remember(eventId, inHash);
    setToken(inHash);
    navigate(
      { pathname: location.pathname, search: location.search, hash: eventReporterToken.without(location.hash) },
      { replace: true, state: location.state },
    );
  }, [inHash, eventId, location.pathname, location.search, location.hash, location.state, navigate]);
  const forget = () => {
    eventReporterToken.forget(eventId);
    setToken(null);
  };
  return [token, forget];
}

/**
 * An event reporter link's page (issue 19): one pitch's matches and festival games across divisions, result entry
 * per division. It follows the divisions' public live streams and fetches again when the page becomes visible
 * (private divisions have no stream), so results entered elsewhere show without a reload.
 */
export function EventReporterPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [token, forget] = useEventReporterToken(id);
  const session = useEventReporterSession(id, token);
  const [chosen, setChosen] = useState<string | null>(null);
  const data = session.data;
  useDocumentTitle(`${data?.event.name ?? t("events.reporter.title")} · ${t("app.name")}`);
  const revoked = session.error instanceof ApiError && session.error.status === 401;
  const items = data ? pitchItems(data) : [];
  const days = byDay(items);
  const lang = useLanguage();
  const selected = data ? (chosen ?? nextDivision(items, data)) : null;
  const division = data?.divisions.find((d) => d.tournamentId === selected);
  const reload = () => void queryClient.invalidateQueries({ queryKey: eventReporterSessionKey(id, token) });
  useEffect(
    () =>
      token === null
        ? undefined
        : whenVisibleAgain(
            document,
            () => void queryClient.invalidateQueries({ queryKey: eventReporterSessionKey(id, token) }),
          ),
    [queryClient, id, token],
  );

  return (
    <Container size="sm" py="lg" px="sm">
      <Stack gap="md">
        <div>
          <Title order={1}>{data?.event.name ?? t("events.reporter.title")}</Title>
          {data ? (
            <Text size="sm">
              {t("events.reporter.forPitch", {
                label: data.link.label || t("events.reporter.unnamed"),
                pitch: data.pitch.name,
              })}
            </Text>
          ) : null}
        </div>
        {!token ? (
          <Alert color="orange" role="alert">
            {t("events.reporter.noToken")}
          </Alert>
        ) : session.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t("events.common.loading")}</Text>
          </Group>
        ) : revoked ? (
          <Alert color="orange" role="alert">
            {t("events.reporter.invalid")}
          </Alert>
        ) : session.isError || !data ? (
          <LoadFailedAlert
            message={t("events.reporter.loadFailed")}
            retryLabel={t("events.common.retry")}
            onRetry={() => void session.refetch()}
          />
        ) : (
          <>
            {liveDivisions(data).map((d) => (
              <DivisionLive key={d.id} id={d.id} version={d.version} onChange={reload} />
            ))}
            <Stack gap="xs" component="section" aria-labelledby="event-reporter-matches">
              <Title order={2} size="h3" id="event-reporter-matches">
                {t("events.reporter.matches")}
              </Title>
              {items.length === 0 ? <Text size="sm">{t("events.reporter.noMatches")}</Text> : null}
              {days.length > 1 ? (
                // Over several days: one list per day under its day (a bare "09:00" could be either day).
                days.map((group) => (
                  <Stack gap={4} key={group.day}>
                    <Title order={3} size="h5" data-testid="reporter-day">
                      {dayHeading(group.day, LANGUAGE_TAGS[lang])}
                    </Title>
                    <ItemList items={group.items} session={data} />
                  </Stack>
                ))
              ) : (
                <ItemList items={items} session={data} />
              )}
            </Stack>
            {data.divisions.length > 1 ? (
              <Group gap="xs" role="group" aria-label={t("events.reporter.chooseDivision")}>
                {data.divisions.map((d) => (
                  <Button
                    key={d.tournamentId}
                    mih={TAP_TARGET}
                    variant={d.tournamentId === selected ? "filled" : "default"}
                    aria-pressed={d.tournamentId === selected}
                    onClick={() => setChosen(d.tournamentId)}
                  >
                    {d.name}
                  </Button>
                ))}
              </Group>
            ) : null}
            {division ? (
              <Stack gap="xs" data-testid="event-reporter-entry" data-division={division.name}>
                <Text fw={600}>{t("events.reporter.enteringFor", { division: division.name })}</Text>
                {division.mode === "funino" && division.festival ? (
                  <EventFestivalEntry
                    key={division.tournamentId}
                    festival={{ ...division.festival, planVersion: division.planVersion }}
                    division={division.name}
                    pitch={division.pitchId}
                    pitchName={data.pitch.name}
                    reporterToken={token}
                    onChanged={reload}
                  />
                ) : division.status === "finished" || division.status === "archived" ? (
                  <Alert color="blue">{t("events.reporter.finished")}</Alert>
                ) : (
                  <Suspense fallback={<Loader size="sm" role="status" aria-label={t("events.common.loading")} />}>
                    <ResultsEntry
                      key={division.tournamentId}
                      source={{
                        id: division.tournamentId,
                        status: division.status,
                        planVersion: division.planVersion,
                        matches: division.tournament.matches,
                        results: division.tournament.results,
                        canEnter: true,
                        cards: division.cards,
                      }}
                      names={new Map(division.tournament.teams.map((team) => [team.id, team.name]))}
                      reporterToken={token}
                      onSent={reload}
                    />
                  </Suspense>
                )}
              </Stack>
            ) : null}
            <Alert color="gray" variant="light">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t("events.reporter.planHint")}</Text>
                <Button variant="light" size="compact-sm" mih={TAP_TARGET} onClick={reload}>
                  {t("events.reporter.reload")}
                </Button>
              </Group>
            </Alert>
          </>
        )}
        {token ? (
          <Group>
            <Button variant="subtle" size="compact-sm" mih={TAP_TARGET} onClick={forget}>
              {t("events.reporter.stop")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}

function ItemList({ items, session }: { items: readonly PitchItem[]; session: EventReporterSession }) {
  return (
    <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {items.map((item) => (
        <PitchItemLine key={itemKey(item)} item={item} session={session} />
      ))}
    </Stack>
  );
}

const itemKey = (item: PitchItem) =>
  item.kind === "match" ? `${item.tournamentId}:${item.match.id}` : `${item.tournamentId}:round-${item.round}`;
