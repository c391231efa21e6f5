import type { EventControl, EventControlMatch } from "@kickoff/domain/event-reporting.ts";
import { Alert, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { clockOf, scoreText } from "../../../components/tournament/labels.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { eventControlKey, useControlFestival, useEventControl } from "../api/event-reporting-api.ts";
import { useEvent } from "../api/events-api.ts";
import { DivisionLive } from "../components/division-live.tsx";
import { EventFestivalEntry } from "../components/event-festival-entry.tsx";
import { EventReporterLinks } from "../components/event-reporter-links.tsx";

const ResultsEntry = lazy(() =>
  import("../../../components/results-entry.tsx").then((m) => ({ default: m.ResultsEntry })),
);

/** The event control centre (issue 19 item 5): every pitch's now/next across divisions, results, reporter links. */
export function EventControlPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const query = useEventControl(id);
  const event = useEvent(id);
  const queryClient = useQueryClient();
  const control = query.data;
  // One entry at a time (a pitch's results or its festival game): the entry card's heading and notices have fixed ids.
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  useDocumentTitle(`${control?.name ?? t("events.control.title")} · ${t("app.name")}`);
  // A change anywhere refreshes the control view and a festival entry that is open (its own view).
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: eventControlKey(id) });
    void queryClient.invalidateQueries({ queryKey: festivalKeys.all });
  };
  return (
    <Container size="md" py="lg" px="sm">
      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t("events.common.loading")}</Text>
        </Group>
      ) : query.isError || !control ? (
        <Stack>
          <Title order={1}>{t("events.control.title")}</Title>
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <Alert color="red" role="alert">
              {t("events.overview.notFound")}
            </Alert>
          ) : (
            <LoadFailedAlert
              message={genericErrorMessage(query.error)}
              retryLabel={t("events.common.retry")}
              onRetry={() => void query.refetch()}
            />
          )}
        </Stack>
      ) : (
        <Stack gap="lg">
          {control.divisions
            .filter((d) => d.live)
            .map((d) => (
              <DivisionLive key={d.tournamentId} id={d.tournamentId} version={d.revision} onChange={refetch} />
            ))}
          <Stack gap={4}>
            <Title order={1}>{control.name}</Title>
            <Text size="sm">{t("events.control.intro")}</Text>
          </Stack>
          <Stack gap="sm">
            {control.pitches.map((pitch) => (
              <PitchCard
                key={pitch.id}
                pitch={pitch}
                onSent={refetch}
                open={openEntry?.startsWith(`${pitch.id}:`) ? (openEntry.slice(pitch.id.length + 1) as Entry) : null}
                onToggle={(entry) => {
                  const key = `${pitch.id}:${entry}`;
                  setOpenEntry((open) => (open === key ? null : key));
                }}
              />
            ))}
          </Stack>
          {control.role === "owner" && event.data ? (
            <EventReporterLinks eventId={id} pitches={event.data.general.pitches} />
          ) : null}
          <BackLink id={id} />
        </Stack>
      )}
    </Container>
  );
}

function BackLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Group>
      <Button component={Link} to={paths.eventOverview.href(lang, id)} variant="subtle" mih={TAP_TARGET}>
        {t("events.control.back")}
      </Button>
    </Group>
  );
}

type Pitch = EventControl["pitches"][number];
/** Which entry of a pitch is open: its tournament division's results, or its festival game's outcome. */
type Entry = "results" | "festival";

function MatchLine({ label, m }: { label: string; m: EventControlMatch | null }) {
  const { t } = useTranslation();
  if (!m) return null;
  return (
    <Text size="sm">
      <Badge size="sm" variant="light" mr={6} component="span">
        {label}
      </Badge>
      {clockOf(m.match.start)} · <b>{m.divisionName}</b> · {m.home ?? t("events.control.tbd")} –{" "}
      {m.away ?? t("events.control.tbd")}
      {m.result ? ` · ${scoreText(m.result)}` : ""}
    </Text>
  );
}

/** One pitch: its now/next match, the last result, and result entry for the division playing there now. */
function PitchCard({
  pitch,
  onSent,
  open,
  onToggle,
}: {
  pitch: Pitch;
  onSent: () => void;
  open: Entry | null;
  onToggle: (entry: Entry) => void;
}) {
  const { t } = useTranslation();
  const titleId = `pitch-${pitch.id}`;
  const last = [...pitch.matches].reverse().find((m) => m.result);
  const current = pitch.now ?? last ?? null;
  const division = current
    ? pitch.matches.filter((m) => m.tournamentId === current.tournamentId)
    : ([] as EventControlMatch[]);
  const names = new Map<string, string>();
  for (const m of division) {
    if (m.match.home.teamId && m.home) names.set(m.match.home.teamId, m.home);
    if (m.match.away.teamId && m.away) names.set(m.match.away.teamId, m.away);
  }
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId} data-testid={`pitch-card-${pitch.id}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {pitch.name}
        </Title>
        {pitch.matches.length === 0 && !pitch.festival ? <Text size="sm">{t("events.control.noMatches")}</Text> : null}
        <MatchLine label={t("events.control.last")} m={last ?? null} />
        <MatchLine label={t("events.control.now")} m={pitch.now} />
        <MatchLine label={t("events.control.next")} m={pitch.next} />
        {pitch.festival ? (
          <Text size="sm">
            <Badge size="sm" variant="light" color="grape" mr={6} component="span">
              {t("events.control.festivalRound", { round: pitch.festival.round })}
            </Badge>
            {clockOf(pitch.festival.start)} · <b>{pitch.festival.divisionName}</b> · {pitch.festival.first} –{" "}
            {pitch.festival.second}
            {pitch.festival.decided ? ` · ${t("events.control.festivalDecided")}` : ""}
          </Text>
        ) : null}
        {pitch.festival ? (
          <Group>
            <Button
              variant={open === "festival" ? "default" : "light"}
              mih={TAP_TARGET}
              aria-expanded={open === "festival"}
              onClick={() => onToggle("festival")}
            >
              {open === "festival"
                ? t("events.control.closeEntry")
                : t("events.control.enterFestival", { division: pitch.festival.divisionName, pitch: pitch.name })}
            </Button>
          </Group>
        ) : null}
        {open === "festival" && pitch.festival ? (
          <ControlFestivalEntry festival={pitch.festival} pitchName={pitch.name} onChanged={onSent} />
        ) : null}
        {current ? (
          <Group>
            <Button
              variant={open === "results" ? "default" : "light"}
              mih={TAP_TARGET}
              aria-expanded={open === "results"}
              onClick={() => onToggle("results")}
            >
              {open === "results"
                ? t("events.control.closeEntry")
                : t("events.control.enter", { division: current.divisionName, pitch: pitch.name })}
            </Button>
          </Group>
        ) : null}
        {open === "results" && current ? (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t("events.common.loading")} />}>
            <ResultsEntry
              source={{
                id: current.tournamentId,
                status: current.status,
                planVersion: current.planVersion,
                matches: division.map((m) => m.match),
                results: division.flatMap((m) => (m.result ? [m.result] : [])),
                canEnter: true,
                cards: current.cards,
              }}
              names={names}
              onSent={onSent}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A festival game's outcome entry by session: the organiser's view of the festival, loaded when opened. */
function ControlFestivalEntry({
  festival,
  pitchName,
  onChanged,
}: {
  festival: NonNullable<Pitch["festival"]>;
  pitchName: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const query = useControlFestival(festival.tournamentId, true);
  if (query.isPending) return <Loader size="sm" role="status" aria-label={t("events.common.loading")} />;
  if (query.isError || !query.data)
    return (
      <LoadFailedAlert
        message={genericErrorMessage(query.error)}
        retryLabel={t("events.common.retry")}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <EventFestivalEntry
      festival={query.data}
      division={festival.divisionName}
      pitch={festival.pitchId}
      // The pitch card is already titled with the pitch's name: the game's own region needs another name.
      pitchName={`${festival.divisionName} · ${pitchName}`}
      onChanged={onChanged}
    />
  );
}
