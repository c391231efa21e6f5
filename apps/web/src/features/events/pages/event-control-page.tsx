import { dayTime } from "@kickoff/domain/event-days.ts";
import type { EventControl, EventControlItem, EventControlMatch } from "@kickoff/domain/event-reporting.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { clockOf, scoreText } from "../../../components/tournament/labels.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { eventControlKey, useControlFestival, useEventControl } from "../api/event-reporting-api.ts";
import { useEvent } from "../api/events-api.ts";
import { DivisionLive } from "../components/division-live.tsx";
import { EventFestivalEntry } from "../components/event-festival-entry.tsx";
import { EventLoadState } from "../components/event-load-state.tsx";
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
      {query.isPending || query.isError || !control ? (
        <EventLoadState query={query} title={t("events.control.title")} notFound={t("events.overview.notFound")} />
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
                multiDay={control.multiDay}
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
type FestivalGame = Pitch["festivals"][number];
/** Which entry of a pitch is open: its tournament division's results, or one festival's game ("festival:{id}"). */
type Entry = "results" | `festival:${string}`;

/** An entry button's label may be long ("Ergebnisse eintragen: U9 Cup auf Platz A"): it wraps on a phone. */
const WRAP = {
  root: { height: "auto", maxWidth: "100%" },
  label: { whiteSpace: "normal", textAlign: "start" },
} as const;

/** "09:00", or "Fr., 14.6. 09:00" on an event over several days. */
function useWhen(multiDay: boolean) {
  const tag = LANGUAGE_TAGS[useLanguage()];
  return (start: string) => (multiDay ? dayTime(start, tag, true) : clockOf(start));
}

function ItemLine({ label, item, multiDay }: { label: string; item: EventControlItem | null; multiDay: boolean }) {
  const { t } = useTranslation();
  const when = useWhen(multiDay);
  if (!item) return null;
  return (
    <Text size="sm">
      <Badge size="sm" variant="light" mr={6} component="span">
        {label}
      </Badge>
      {item.kind === "match" ? (
        <>
          {when(item.match.start)} · <b>{item.divisionName}</b> · {item.home ?? t("events.control.tbd")} –{" "}
          {item.away ?? t("events.control.tbd")}
          {item.result ? ` · ${scoreText(item.result)}` : ""}
        </>
      ) : (
        <>
          {when(item.start)} · <b>{item.divisionName}</b> · {t("events.control.festivalRound", { round: item.round })} ·{" "}
          {item.first} – {item.second}
        </>
      )}
    </Text>
  );
}

/** One pitch: its now/next item, the last result, and result entry for the divisions playing there. */
function PitchCard({
  pitch,
  multiDay,
  onSent,
  open,
  onToggle,
}: {
  pitch: Pitch;
  multiDay: boolean;
  onSent: () => void;
  open: Entry | null;
  onToggle: (entry: Entry) => void;
}) {
  const { t } = useTranslation();
  const when = useWhen(multiDay);
  const titleId = `pitch-${pitch.id}`;
  const last = [...pitch.matches].reverse().find((m) => m.result);
  // Results are entered for the tournament playing now or next; else the last one that played, else one whose
  // match of an earlier day still waits for its result.
  const upcoming = [pitch.now, pitch.next].find((item) => item?.kind === "match");
  const current =
    (upcoming?.kind === "match" ? upcoming : null) ?? last ?? pitch.matches.find((m) => m.result === null) ?? null;
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
        {pitch.matches.length === 0 && pitch.festivals.length === 0 ? (
          <Text size="sm">{t("events.control.noMatches")}</Text>
        ) : null}
        <ItemLine
          label={t("events.control.last")}
          item={last ? { ...last, kind: "match" } : null}
          multiDay={multiDay}
        />
        <ItemLine label={t("events.control.now")} item={pitch.now} multiDay={multiDay} />
        <ItemLine label={t("events.control.next")} item={pitch.next} multiDay={multiDay} />
        {pitch.festivals.map((game) => {
          const entry: Entry = `festival:${game.tournamentId}`;
          return (
            <Stack gap="xs" key={game.tournamentId}>
              <Text size="sm">
                <Badge size="sm" variant="light" color="grape" mr={6} component="span">
                  {t("events.control.festivalRound", { round: game.round })}
                </Badge>
                {when(game.start)} · <b>{game.divisionName}</b> · {game.first} – {game.second}
                {game.decided ? ` · ${t("events.control.festivalDecided")}` : ""}
              </Text>
              <Group>
                <Button
                  variant={open === entry ? "default" : "light"}
                  mih={TAP_TARGET}
                  py={6}
                  styles={WRAP}
                  aria-expanded={open === entry}
                  onClick={() => onToggle(entry)}
                >
                  {open === entry
                    ? t("events.control.closeEntry")
                    : t("events.control.enterFestival", { division: game.divisionName, pitch: pitch.name })}
                </Button>
              </Group>
              {open === entry ? (
                <ControlFestivalEntry festival={game} pitchName={pitch.name} onChanged={onSent} />
              ) : null}
            </Stack>
          );
        })}
        {current ? (
          <Group>
            <Button
              variant={open === "results" ? "default" : "light"}
              mih={TAP_TARGET}
              py={6}
              styles={WRAP}
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
  festival: FestivalGame;
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
