import type {
  FuninoConfig,
  FuninoGame,
  FuninoGameOutcome,
  FuninoResultResponse,
  FuninoRound,
} from "@kickoff/domain/funino-contracts.ts";
import type { TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";
import { ActionIcon, Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorCode } from "../../lib/api-client.ts";
import { useStore } from "../../lib/external-store.ts";
import {
  buildResultPayload,
  choiceOfScore,
  drawNeedsDecision,
  type EntryChoice,
  type Outcome,
  type Score,
  storedOutcome,
} from "./entry.ts";
import {
  clearFestivalFailures,
  enqueueFestivalEntry,
  type FestivalEntry,
  festivalQueue,
  flushFestivalQueue,
  keepTheirs,
  newEntryKey,
  replaceWithMine,
} from "./festival-queue.ts";

/** A festival team as the entry shows it. */
export type EntryTeam = { id: string; name: string; bib?: string | undefined; withdrawn?: boolean | undefined };

/**
 * What the entry needs of a festival: the organiser's view (FuninoInternal) fits as it is; a reporter link's page
 * passes its session's festival with the session's `planVersion`.
 */
export type FestivalEntrySource = {
  id: string;
  status: TournamentStatus;
  config: Pick<FuninoConfig, "planType" | "drawRule" | "entry">;
  teams: readonly EntryTeam[];
  rounds: readonly FuninoRound[];
  planVersion: number;
};

/** Shown outcome of one game: what this device queued last, else what the server has. */
type Shown = Pick<FuninoGameOutcome, "outcome" | "decidedWinner" | "score"> | null;

/** Refusals with their own explanation (festival.entry.reasons.*); the rest are "other". */
const REASONS: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  "PLAN_CHANGED",
  "ROUND_NOT_CURRENT",
  "TOURNAMENT_NOT_PUBLISHED",
  "TOURNAMENT_READ_ONLY",
  "PITCH_NOT_ALLOWED",
  "DECISION_REQUIRED",
  "FORBIDDEN",
  "UNAUTHORIZED",
]);

/**
 * One round's games as big cards for one thumb: tap who won (or the score), a decided draw asks who moves up.
 * Entries are kept on the device until the server answers (no connection: sent when it is back). Used by the
 * organiser's control centre and by a reporter link's page (`reporterToken`, `pitch` for a link of one pitch).
 * `onAnswer` gets each answer (its `festival` is the organiser's view); `onStale` asks the caller to fetch again
 * (the pairings or an outcome changed meanwhile). `pitchNames`: a game card's title by the festival's pitch id
 * (an event's pitch name, where the festival's "1" … "n" would not tell the helper which pitch is meant).
 */
export function FestivalRoundEntry({
  festival,
  round,
  canEnter,
  pitch,
  reporterToken,
  onAnswer,
  onStale,
  pitchNames,
}: {
  festival: FestivalEntrySource;
  round: number;
  canEnter: boolean;
  pitch?: string | null;
  reporterToken?: string;
  onAnswer?: (answer: FuninoResultResponse) => void;
  onStale?: () => void;
  pitchNames?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const allEntries = useStore(festivalQueue, (s) => s.entries);
  const sending = useStore(festivalQueue, (s) => s.sending);
  const offline = useStore(festivalQueue, (s) => s.offline);
  const allFailures = useStore(festivalQueue, (s) => s.failures);
  const allConflicts = useStore(festivalQueue, (s) => s.conflicts);
  const { id } = festival;
  const mine = (e: FestivalEntry) => e.payload.id === id;
  const queued = useMemo(() => allEntries.filter((e) => e.payload.id === id), [allEntries, id]);
  const failures = allFailures.filter((f) => mine(f.entry));
  const conflict = allConflicts.find(mine) ?? null;
  const data = festival.rounds[round - 1];
  const names = new Map(festival.teams.map((team) => [team.id, team]));

  // The latest callbacks without restarting the effects (callers pass new functions each render).
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  const stale = useRef(onStale);
  stale.current = onStale;
  const flush = () =>
    void flushFestivalQueue().then((answers) => {
      const last = answers[answers.length - 1];
      if (last) answered.current?.(last);
      const s = festivalQueue.get();
      if (s.conflicts.some(mine) || s.failures.some((f) => mine(f.entry))) stale.current?.();
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends what waits once on mount and whenever the connection returns.
  useEffect(() => {
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, []);

  const shownOf = (game: number): Shown => {
    const last = [...queued].reverse().find((e) => e.payload.round === round && e.payload.game === game);
    if (last) {
      const p = last.payload;
      return p.outcome === null
        ? null
        : {
            outcome: p.outcome,
            ...(p.decidedWinner ? { decidedWinner: p.decidedWinner } : {}),
            ...(p.score ? { score: p.score } : {}),
          };
    }
    return storedOutcome(data, game);
  };
  const queuedGames = new Set(queued.filter((e) => e.payload.round === round).map((e) => e.payload.game));

  const submit = (game: number, choice: EntryChoice) => {
    enqueueFestivalEntry({
      payload: buildResultPayload({
        id,
        round,
        game,
        choice,
        planVersion: festival.planVersion,
        basedOn: shownOf(game)?.outcome ?? null,
        idempotencyKey: newEntryKey(),
      }),
      ...(reporterToken ? { reporterToken } : {}),
    });
    flush();
  };

  const closed = !canEnter || festival.status === "draft" || festival.status === "archived";
  const state =
    offline && queued.length
      ? { color: "orange", text: t("festival.entry.offline", { count: queued.length }) }
      : sending || queued.length
        ? { color: "blue", text: t("festival.entry.saving") }
        : { color: "green", text: t("festival.entry.allSaved") };
  const games = (data?.games ?? [])
    .map((game, index) => ({ game, index }))
    .filter((g) => !pitch || g.game.pitch === pitch);
  const conflictGame = conflict ? festival.rounds[conflict.payload.round - 1]?.games[conflict.payload.game] : undefined;
  const conflictTheirs = conflict
    ? storedOutcome(festival.rounds[conflict.payload.round - 1], conflict.payload.game)
    : null;

  return (
    <Stack gap="md" data-testid="festival-round-entry" data-round={round}>
      {closed ? (
        <Alert color="blue">{t("festival.entry.notOpen")}</Alert>
      ) : offline && queued.length ? (
        // Long enough to explain what happens to the taps: an alert, not a badge that would cut it off.
        <Alert color="orange" data-testid="festival-offline">
          <Stack gap="xs">
            <Text size="sm">{state.text}</Text>
            <Group>
              <Button size="compact-md" variant="light" color="orange" onClick={flush}>
                {t("festival.entry.retry")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Badge color={state.color} size="lg" variant="dot" role="status" aria-live="polite">
          {state.text}
        </Badge>
      )}
      {failures.length ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t("festival.entry.close")}
          onClose={clearFestivalFailures}
        >
          {failures.map((f) => {
            const g = festival.rounds[f.entry.payload.round - 1]?.games[f.entry.payload.game];
            return (
              <Text key={f.entry.payload.idempotencyKey} size="sm">
                {t("festival.entry.refused", {
                  round: f.entry.payload.round,
                  pitch: g?.pitch ?? f.entry.payload.game + 1,
                  reason: t(`festival.entry.reasons.${REASONS.has(f.code) ? f.code : "other"}`),
                })}
              </Text>
            );
          })}
        </Alert>
      ) : null}
      <Modal
        opened={conflict !== null}
        onClose={() => conflict && keepTheirs(conflict.payload.idempotencyKey)}
        title={t("festival.entry.conflict.title")}
        centered
        closeButtonProps={{ "aria-label": t("festival.entry.close") }}
      >
        {conflict ? (
          <Stack gap="sm" data-testid="festival-conflict">
            <Text>
              {t("festival.entry.conflict.message", {
                pitch: conflictGame?.pitch ?? conflict.payload.game + 1,
                teams: conflictGame
                  ? `${teamName(names, conflictGame.first)} – ${teamName(names, conflictGame.second)}`
                  : "",
                theirs: outcomeText(conflictGame, conflictTheirs, names, t),
                yours: outcomeText(conflictGame, payloadShown(conflict), names, t),
              })}
            </Text>
            <Button
              size="lg"
              fullWidth
              h="auto"
              mih={52}
              py={8}
              styles={WRAP}
              data-autofocus
              onClick={() => keepTheirs(conflict.payload.idempotencyKey)}
            >
              {t("festival.entry.conflict.keep", { outcome: outcomeText(conflictGame, conflictTheirs, names, t) })}
            </Button>
            <Button
              size="lg"
              fullWidth
              h="auto"
              mih={52}
              py={8}
              styles={WRAP}
              variant="default"
              mt="md"
              onClick={() => {
                replaceWithMine(conflict.payload.idempotencyKey, conflictTheirs?.outcome ?? null);
                flush();
              }}
            >
              {t("festival.entry.conflict.replace")}
            </Button>
          </Stack>
        ) : null}
      </Modal>
      {games.map(({ game, index }) => (
        <GameCard
          key={`${round}-${index}-${game.first}-${game.second}-${festival.planVersion}`}
          game={game}
          title={pitchNames?.get(game.pitch)}
          shown={shownOf(index)}
          queued={queuedGames.has(index)}
          names={names}
          config={festival.config}
          disabled={closed}
          onChoose={(choice) => submit(index, choice)}
        />
      ))}
      {data && data.bench.length > 0 && !pitch ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t("festival.entry.bench")}
          </Title>
          <Text size="sm" data-testid="festival-bench">
            {data.bench.map((b) => teamName(names, b)).join(", ")}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Buttons with team names wrap onto a second line instead of cutting the name off. */
const WRAP = { label: { whiteSpace: "normal", textAlign: "center" } } as const;

const payloadShown = (e: FestivalEntry): Shown =>
  e.payload.outcome === null
    ? null
    : {
        outcome: e.payload.outcome,
        ...(e.payload.decidedWinner ? { decidedWinner: e.payload.decidedWinner } : {}),
        ...(e.payload.score ? { score: e.payload.score } : {}),
      };

const teamName = (names: ReadonlyMap<string, EntryTeam>, id: string) => names.get(id)?.name ?? id;

/** "Lions wins", "Draw", "Draw · Tigers moves up", "2:1 · Lions wins", "No outcome yet". */
export function outcomeText(
  game: FuninoGame | undefined,
  shown: Shown,
  names: ReadonlyMap<string, EntryTeam>,
  t: TFunction,
): string {
  if (!shown || !game) return t("festival.entry.open");
  const score = shown.score ? `${shown.score.first}:${shown.score.second} · ` : "";
  if (shown.outcome === "draw")
    return `${score}${
      shown.decidedWinner
        ? t("festival.entry.drawMovesUp", { team: teamName(names, shown.decidedWinner) })
        : t("festival.entry.draw")
    }`;
  return `${score}${t("festival.entry.wins", { team: teamName(names, shown.outcome === "first" ? game.first : game.second) })}`;
}

function TeamLine({ team, side }: { team: EntryTeam | undefined; side: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text fw={700} size="lg" style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }} lh={1.25}>
        {team?.name ?? side}
      </Text>
      {team?.bib ? (
        <Badge variant="outline" color="gray" size="lg" style={{ flexShrink: 0 }}>
          {t("festival.entry.bib", { bib: team.bib })}
        </Badge>
      ) : null}
    </Group>
  );
}

function GameCard({
  game,
  title,
  shown,
  queued,
  names,
  config,
  disabled,
  onChoose,
}: {
  game: FuninoGame;
  title?: string | undefined;
  shown: Shown;
  queued: boolean;
  names: ReadonlyMap<string, EntryTeam>;
  config: FestivalEntrySource["config"];
  disabled: boolean;
  onChoose: (choice: EntryChoice) => void;
}) {
  const { t } = useTranslation();
  const first = names.get(game.first);
  const second = names.get(game.second);
  const firstName = first?.name ?? game.first;
  const secondName = second?.name ?? game.second;
  const decide = drawNeedsDecision(config);
  // A draw (tapped, or a level score) waiting for the team that moves up.
  const [deciding, setDeciding] = useState<Score | "outcome" | null>(null);
  const [score, setScore] = useState<Score>(shown?.score ?? { first: 0, second: 0 });
  // The steppers follow the shown score (another device's entry, a refetch) until someone touches them here.
  const [touched, setTouched] = useState(false);
  const shownFirst = shown?.score?.first ?? 0;
  const shownSecond = shown?.score?.second ?? 0;
  useEffect(() => {
    if (!touched) setScore({ first: shownFirst, second: shownSecond });
  }, [touched, shownFirst, shownSecond]);
  const titleId = `festival-game-${game.pitch}`;
  const choose = (outcome: Outcome) => {
    if (outcome === "draw" && decide) return setDeciding("outcome");
    onChoose({ outcome });
  };
  const decided = (team: string) => {
    if (deciding === "outcome") onChoose({ outcome: "draw", decidedWinner: team });
    else if (deciding) onChoose(choiceOfScore(deciding, team));
    setDeciding(null);
  };
  const saveScore = () => {
    setTouched(false);
    if (score.first === score.second && decide) return setDeciding(score);
    onChoose(choiceOfScore(score));
  };
  const pressed = (o: Outcome) => shown?.outcome === o;
  const step = (side: keyof Score, delta: number) => {
    setTouched(true);
    setScore((s) => ({ ...s, [side]: Math.max(0, Math.min(99, s[side] + delta)) }));
  };
  // A team's win wraps its (long) name; the draw is grey.
  const outcomeButton = (o: Outcome, label: string) => (
    <Button
      size="lg"
      mih={56}
      fullWidth
      color={o === "draw" ? "gray" : undefined}
      variant={pressed(o) ? "filled" : "light"}
      aria-pressed={pressed(o)}
      disabled={disabled}
      onClick={() => choose(o)}
      {...(o === "draw" ? {} : { h: "auto", py: 8, styles: WRAP })}
    >
      {label}
    </Button>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      maw={560}
      data-testid="festival-game"
      data-pitch={game.pitch}
      data-outcome={shown?.outcome ?? "none"}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {title ?? t("festival.entry.pitch", { pitch: game.pitch })}
          </Title>
          {queued || shown ? (
            // Darker text than the light variant's own: its shade 6 falls below AA contrast on its tint.
            <Badge
              color={queued ? "blue" : "green"}
              c={queued ? "blue.9" : "pitch.9"}
              variant="light"
              style={{ flexShrink: 1 }}
            >
              {queued ? t("festival.entry.queued") : t("festival.entry.entered")}
            </Badge>
          ) : null}
        </Group>
        <Stack gap={2}>
          <TeamLine team={first} side={game.first} />
          <Text size="sm" c="dimmed" aria-hidden>
            {t("festival.entry.versus")}
          </Text>
          <TeamLine team={second} side={game.second} />
        </Stack>
        <Text size="sm" aria-live="polite">
          {outcomeText(game, shown, names, t)}
        </Text>
        {deciding ? (
          <Stack gap="xs" role="group" aria-label={t("festival.entry.whoMovesUp")}>
            <Text fw={600}>{t("festival.entry.whoMovesUp")}</Text>
            <Button size="lg" mih={56} h="auto" py={8} styles={WRAP} fullWidth onClick={() => decided(game.first)}>
              {t("festival.entry.movesUp", { team: firstName })}
            </Button>
            <Button size="lg" mih={56} h="auto" py={8} styles={WRAP} fullWidth onClick={() => decided(game.second)}>
              {t("festival.entry.movesUp", { team: secondName })}
            </Button>
            <Button variant="subtle" onClick={() => setDeciding(null)}>
              {t("festival.entry.cancel")}
            </Button>
          </Stack>
        ) : config.entry === "score" ? (
          <Stack gap="xs">
            <ScoreStepper
              label={firstName}
              value={score.first}
              onChange={(d) => step("first", d)}
              disabled={disabled}
            />
            <ScoreStepper
              label={secondName}
              value={score.second}
              onChange={(d) => step("second", d)}
              disabled={disabled}
            />
            <Button size="lg" mih={56} fullWidth onClick={saveScore} disabled={disabled}>
              {t("festival.entry.save")}
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            {outcomeButton("first", t("festival.entry.wins", { team: firstName }))}
            {outcomeButton("draw", t("festival.entry.draw"))}
            {outcomeButton("second", t("festival.entry.wins", { team: secondName }))}
          </Stack>
        )}
        {shown && !disabled && !deciding ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-md"
            onClick={() => onChoose({ outcome: null })}
            aria-label={t("festival.entry.clearLabel", { pitch: game.pitch })}
          >
            {t("festival.entry.clear")}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function ScoreStepper({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: number;
  onChange: (delta: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }} lh={1.25}>
        {label}
      </Text>
      <ActionIcon
        size={52}
        radius="xl"
        variant="light"
        aria-label={t("festival.entry.minus", { team: label })}
        onClick={() => onChange(-1)}
        disabled={disabled || value === 0}
      >
        <Text size="xl" fw={700} aria-hidden>
          −
        </Text>
      </ActionIcon>
      <Text
        component="output"
        size="xl"
        fw={800}
        w={36}
        ta="center"
        aria-label={t("festival.entry.goalsOf", { team: label })}
      >
        {value}
      </Text>
      <ActionIcon
        size={52}
        radius="xl"
        aria-label={t("festival.entry.plus", { team: label })}
        onClick={() => onChange(1)}
        disabled={disabled}
      >
        <Text size="xl" fw={700} c="white" aria-hidden>
          +
        </Text>
      </ActionIcon>
    </Group>
  );
}
