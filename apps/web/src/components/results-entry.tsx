import { CARDS_MAX, type CardCounts, type Match, type Result } from "@kickoff/domain/contracts.ts";
import { seenScoreOf } from "@kickoff/domain/seen-score.ts";
import type { TournamentStatus } from "@kickoff/domain/tournament-contracts.ts";
import { ActionIcon, Alert, Badge, Button, Card, Collapse, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorCode } from "../lib/api-client.ts";
import { useStore } from "../lib/external-store.ts";
import {
  belongsToCurrent,
  clearFailures,
  enqueueResults,
  flushQueue,
  keepTheirs,
  newIdempotencyKey,
  replaceWithMine,
  resultQueue,
} from "../lib/result-queue.ts";
import { ResultConflictDialog } from "./result-conflict-dialog.tsx";
import { TAP_TARGET } from "./tap-target.ts";
import { clockOf, scoreText, sideLabel, stageLabel, type TeamNames } from "./tournament/labels.ts";

type Score = { home: number; away: number; penHome: number; penAway: number };
/** Both teams' card records of the score card. */
type Cards = { home: CardCounts; away: CardCounts };
/** FIFA's fair-play categories, in the order the score card lists them. */
const CARD_KINDS = ["yellow", "secondYellow", "red", "yellowRed"] as const satisfies ReadonlyArray<keyof CardCounts>;
const NO_CARDS: CardCounts = { yellow: 0, secondYellow: 0, red: 0, yellowRed: 0 };
const cardTotal = (c: CardCounts) => CARD_KINDS.reduce((sum, k) => sum + c[k], 0);

/** What result entry needs of a tournament: the control centre's internal view, or a reporter link's session. */
export type EntrySource = {
  id: string;
  status: TournamentStatus;
  planVersion: number;
  /** The matches this caller enters (a pitch's only, for a link restricted to one pitch). */
  matches: readonly Match[];
  results: readonly Result[];
  /** Whether the caller may enter results at all (besides the status): an editor's ability, a link's state. */
  canEnter: boolean;
  /** Whether results carry card records (settings.discipline.enabled; a reporter link's session says so). */
  cards: boolean;
};

/**
 * Result entry for one thumb: the next match first, big steppers, save state, offline queue. Used by the control
 * centre and by reporter links (`reporterToken`, sent with each entry); `onSent` refetches the caller's view.
 */
export function ResultsEntry({
  source,
  names,
  onSent,
  reporterToken,
}: {
  source: EntrySource;
  names: TeamNames;
  onSent: () => void;
  reporterToken?: string;
}) {
  const { t } = useTranslation();
  const allEntries = useStore(resultQueue, (s) => s.entries);
  const sending = useStore(resultQueue, (s) => s.sending);
  const offline = useStore(resultQueue, (s) => s.offline);
  const failures = useStore(resultQueue, (s) => s.failures);
  const allConflicts = useStore(resultQueue, (s) => s.conflicts);
  const [selected, setSelected] = useState<string | null>(null);
  // After Edit, Save and Cancel the entry card is replaced: its heading takes the focus so nobody loses their place.
  // While the next match waits for the refetched knockout teams, the notice holds the focus until the card comes.
  const focusEntry = useRef<"now" | "whenReady" | null>(null);
  useEffect(() => {
    if (!focusEntry.current) return;
    const title = document.getElementById(ENTRY_TITLE_ID);
    const notice = document.getElementById(ENTRY_DONE_ID);
    if (focusEntry.current === "whenReady") {
      const active = document.activeElement;
      if (active && active !== document.body && active !== notice) focusEntry.current = null;
      else if (title) {
        focusEntry.current = null;
        title.focus();
      }
      return;
    }
    const target = title ?? notice;
    if (!target) return;
    focusEntry.current = !title && notice?.dataset.waiting ? "whenReady" : null;
    target.scrollIntoView?.({ block: "nearest" });
    target.focus();
  });
  const open = (matchId: string | null) => {
    focusEntry.current = "now";
    setSelected(matchId);
  };
  // What was entered here stays shown between the send and the refetch (a refused entry is dropped).
  const [local, setLocal] = useState<ReadonlyMap<string, Result>>(new Map());
  const { id } = source;
  const conflicts = allConflicts.filter((c) => c.entry.tournamentId === id && belongsToCurrent(c.entry));
  useEffect(() => {
    if (!failures.length && !allConflicts.length) return;
    setLocal((m) => {
      const next = new Map(m);
      for (const f of [...failures, ...allConflicts]) for (const r of f.entry.results) next.delete(r.matchId);
      return next;
    });
  }, [failures, allConflicts]);

  const queued = useMemo(
    () => allEntries.filter((e) => e.tournamentId === id && belongsToCurrent(e)),
    [allEntries, id],
  );
  // Fresh data from the server (a refetch after a send, or a live change by another device) replaces what this
  // device showed of its own sent entries; entries still queued keep showing until they are answered.
  const queuedRef = useRef(queued);
  queuedRef.current = queued;
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new server answer, which it does not read.
  useEffect(() => {
    const waiting = new Set(queuedRef.current.flatMap((e) => e.results.map((r) => r.matchId)));
    setLocal((m) => {
      if (![...m.keys()].some((matchId) => !waiting.has(matchId))) return m;
      return new Map([...m].filter(([matchId]) => waiting.has(matchId)));
    });
  }, [source.results]);
  const queuedIds = new Set(queued.flatMap((e) => e.results.map((r) => r.matchId)));
  const results = useMemo(() => {
    const map = new Map<string, Result | null>(source.results.map((r) => [r.matchId, r]));
    for (const [matchId, r] of local) map.set(matchId, r);
    for (const e of queued) for (const r of e.results) map.set(r.matchId, "clear" in r ? null : r);
    return map;
  }, [source.results, queued, local]);

  // The latest onSent without restarting the effect (callers pass a new function each render).
  const sent = useRef(onSent);
  sent.current = onSent;
  useEffect(() => {
    // Refetch only when the server took something: a refetch on every mount could remount this entry.
    const send = () => void flushQueue().then((answered) => answered > 0 && sent.current());
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, []);

  const ordered = [...source.matches].sort((a, b) => a.startMinute - b.startMinute || a.pitch.localeCompare(b.pitch));
  const ready = (m: Match) => Boolean(m.home.teamId && m.away.teamId);
  const next = ordered.find((m) => ready(m) && !results.get(m.id));
  const current = (selected ? ordered.find((m) => m.id === selected) : undefined) ?? next;

  // `basedOn` is the result the card showed when it opened: if someone changed it meanwhile, the server refuses.
  const submit = (match: Match, score: Score, cards: Cards | null, basedOn: Result | null) => {
    const knockoutDraw = match.stage !== "group" && score.home === score.away;
    const result: Result = {
      matchId: match.id,
      home: score.home,
      away: score.away,
      ...(knockoutDraw ? { penalties: { home: score.penHome, away: score.penAway } } : {}),
      // While recording is on, every entry carries both teams' cards (zeros included).
      ...(source.cards && cards ? { cards: { home: { ...cards.home }, away: { ...cards.away } } } : {}),
    };
    setLocal((m) => new Map(m).set(match.id, result));
    enqueueResults({
      tournamentId: id,
      idempotencyKey: newIdempotencyKey(),
      planVersion: source.planVersion,
      results: [{ ...result, basedOn: seenScoreOf(basedOn) }],
      ...(reporterToken ? { reporterToken } : {}),
    });
    open(null);
    void flushQueue().then((answered) => answered > 0 && sent.current());
  };
  const resend = (key: string) => {
    replaceWithMine(key);
    void flushQueue().then((answered) => answered > 0 && sent.current());
  };
  const keep = (key: string) => {
    keepTheirs(key);
    sent.current();
  };

  const state =
    offline && queued.length
      ? { color: "orange", text: t("organiser.results.offline", { count: queued.length }) }
      : sending || queued.length
        ? { color: "blue", text: t("organiser.results.saving") }
        : { color: "green", text: t("organiser.results.allSaved") };

  // Nothing can be entered in draft and archive (or without the ability): no save state, no working-looking buttons.
  const closed = !source.canEnter || source.status === "draft" || source.status === "archived";

  return (
    <Stack gap="md">
      {closed ? null : (
        <Group justify="space-between">
          <Badge color={state.color} size="lg" variant="dot" role="status" aria-live="polite">
            {state.text}
          </Badge>
        </Group>
      )}
      <ResultConflictDialog
        conflict={conflicts[0] ?? null}
        matches={source.matches}
        names={names}
        onKeep={keep}
        onReplace={resend}
      />
      {failures.length ? (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t("organiser.close")} onClose={clearFailures}>
          {failures.map((f) => (
            <Text key={f.entry.idempotencyKey} size="sm">
              {t("organiser.results.refused", {
                match: f.entry.results[0]?.matchId ?? "",
                reason: t(`organiser.apiErrors.${knownCode(f.code)}`),
              })}
            </Text>
          ))}
        </Alert>
      ) : null}
      {closed ? (
        <Alert color="blue">{t("organiser.results.notOpen")}</Alert>
      ) : current ? (
        <EntryCard
          key={current.id}
          match={current}
          names={names}
          initial={results.get(current.id) ?? null}
          isNext={current.id === next?.id}
          withCards={source.cards}
          onSave={(score, cards, basedOn) => submit(current, score, cards, basedOn)}
          onCancel={selected ? () => open(null) : undefined}
          // Once touched, the card stays on its match even when a live change fills that match meanwhile.
          onTouch={() => selected === current.id || setSelected(current.id)}
        />
      ) : ordered.every((m) => results.get(m.id)) ? (
        <Alert color="green" id={ENTRY_DONE_ID} tabIndex={-1}>
          {t("organiser.results.allEntered")}
        </Alert>
      ) : (
        <Alert color="blue" id={ENTRY_DONE_ID} tabIndex={-1} data-waiting>
          {t("organiser.results.waitingForTeams")}
        </Alert>
      )}
      <Title order={2} size="h4">
        {t("organiser.results.allMatches")}
      </Title>
      <Stack gap={4}>
        {ordered.map((m) => {
          const r = results.get(m.id);
          return (
            <Group key={m.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ flex: 1 }}>
                {clockOf(m.start)} · {m.id} · {sideLabel(m.home, names, t)} – {sideLabel(m.away, names, t)}
                {r ? ` · ${scoreText(r)}` : ""}
                {queuedIds.has(m.id) ? ` · ${t("organiser.results.queued")}` : ""}
              </Text>
              <Button
                size="sm"
                mih={44}
                variant="subtle"
                disabled={closed || !ready(m)}
                onClick={() => open(m.id)}
                aria-label={t("organiser.results.editMatch", { match: m.id })}
              >
                {t("organiser.results.edit")}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

const ENTRY_TITLE_ID = "entry-title";
const ENTRY_DONE_ID = "entry-done";

const KNOWN_CODES: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  "PLAN_CHANGED",
  "IDEMPOTENCY_KEY_REUSED",
  "TOURNAMENT_READ_ONLY",
  "VALIDATION_FAILED",
  "FORBIDDEN",
]);
const knownCode = (code: ApiErrorCode) => (KNOWN_CODES.has(code) ? code : "other");

function EntryCard({
  match,
  names,
  initial,
  isNext,
  withCards,
  onSave,
  onCancel,
  onTouch,
}: {
  match: Match;
  names: TeamNames;
  initial: Result | null;
  isNext: boolean;
  withCards: boolean;
  onSave: (score: Score, cards: Cards | null, basedOn: Result | null) => void;
  onCancel?: () => void;
  onTouch: () => void;
}) {
  const { t } = useTranslation();
  const [score, setScore] = useState<Score>({
    home: initial?.home ?? 0,
    away: initial?.away ?? 0,
    penHome: initial?.penalties?.home ?? 0,
    penAway: initial?.penalties?.away ?? 0,
  });
  const home = sideLabel(match.home, names, t);
  const away = sideLabel(match.away, names, t);
  const knockoutDraw = match.stage !== "group" && score.home === score.away;
  const undecided = knockoutDraw && score.penHome === score.penAway;
  // What the card showed when it opened: the entry replaces exactly that (a live change meanwhile is a conflict).
  const [basedOn] = useState(initial);
  const set = (field: keyof Score, delta: number) => {
    onTouch();
    setScore((s) => ({ ...s, [field]: Math.max(0, Math.min(99, s[field] + delta)) }));
  };
  const [cards, setCards] = useState<Cards>({
    home: { ...NO_CARDS, ...initial?.cards?.home },
    away: { ...NO_CARDS, ...initial?.cards?.away },
  });
  const setCard = (side: keyof Cards, kind: keyof CardCounts, delta: number) => {
    onTouch();
    setCards((c) => ({
      ...c,
      [side]: { ...c[side], [kind]: Math.max(0, Math.min(CARDS_MAX, c[side][kind] + delta)) },
    }));
  };
  return (
    // Not wider than a phone: on a desktop the score stays next to the team names instead of far to the right.
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={ENTRY_TITLE_ID} maw={560}>
      <Stack gap="sm">
        <div>
          <Text size="xs">{isNext ? t("organiser.results.next") : t("organiser.results.correcting")}</Text>
          <Title order={2} size="h4" id={ENTRY_TITLE_ID} tabIndex={-1}>
            {t("organiser.results.matchTitle", {
              match: match.id,
              time: clockOf(match.start),
              stage: stageLabel(match, t),
            })}
          </Title>
        </div>
        <Stepper label={home} value={score.home} onChange={(d) => set("home", d)} />
        <Stepper label={away} value={score.away} onChange={(d) => set("away", d)} />
        {knockoutDraw ? (
          <>
            <Text size="sm" fw={500}>
              {t("organiser.results.penalties")}
            </Text>
            <Stepper label={home} kind="penalties" value={score.penHome} onChange={(d) => set("penHome", d)} />
            <Stepper label={away} kind="penalties" value={score.penAway} onChange={(d) => set("penAway", d)} />
            {undecided ? (
              <Text size="sm" c="red">
                {t("organiser.results.needWinner")}
              </Text>
            ) : null}
          </>
        ) : null}
        {withCards ? (
          <CardsPart
            teams={{ home, away }}
            cards={cards}
            onChange={setCard}
            startOpen={cardTotal(cards.home) + cardTotal(cards.away) > 0}
          />
        ) : null}
        <Button
          size="xl"
          fullWidth
          disabled={undecided}
          onClick={() => onSave(score, withCards ? cards : null, basedOn)}
        >
          {t("organiser.results.save")}
        </Button>
        {onCancel ? (
          <Button variant="subtle" mih={TAP_TARGET} onClick={onCancel}>
            {t("organiser.cancel")}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * One side's goals (or penalties) with big − / + buttons. The team's name wraps instead of being cut off: a referee
 * must always see who is who, also with long club names on a 360 px phone. From tablet width on the name is
 * right-aligned against the buttons, so a short name sits next to its score instead of across the card.
 */
function Stepper({
  label,
  kind = "goals",
  value,
  onChange,
}: {
  label: string;
  kind?: "goals" | "penalties";
  value: number;
  onChange: (delta: number) => void;
}) {
  const { t } = useTranslation();
  const keys =
    kind === "goals"
      ? { minus: "minus", plus: "plus", value: "goalsOf" }
      : { minus: "penaltyMinus", plus: "penaltyPlus", value: "penaltiesOf" };
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text
        fw={600}
        ta={{ base: "left", sm: "right" }}
        style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere", hyphens: "auto" }}
        lh={1.25}
      >
        {label}
      </Text>
      <ActionIcon
        size={56}
        radius="xl"
        variant="light"
        aria-label={t(`organiser.results.${keys.minus}`, { team: label })}
        onClick={() => onChange(-1)}
        disabled={value === 0}
      >
        <Text size="xl" fw={700} aria-hidden>
          −
        </Text>
      </ActionIcon>
      <Text
        component="output"
        size="xl"
        fw={800}
        w={40}
        ta="center"
        aria-label={t(`organiser.results.${keys.value}`, { team: label })}
      >
        {value}
      </Text>
      <ActionIcon
        size={56}
        radius="xl"
        aria-label={t(`organiser.results.${keys.plus}`, { team: label })}
        onClick={() => onChange(1)}
      >
        <Text size="xl" fw={700} c="white" aria-hidden>
          +
        </Text>
      </ActionIcon>
    </Group>
  );
}

/**
 * The score card's collapsible cards part: per team (a fieldset named after it) the players booked in each of
 * FIFA's four categories, with − / + buttons of the smallest tap size, so it fits a 360 px phone beside the name.
 */
function CardsPart({
  teams,
  cards,
  onChange,
  startOpen,
}: {
  teams: { home: string; away: string };
  cards: Cards;
  onChange: (side: keyof Cards, kind: keyof CardCounts, delta: number) => void;
  startOpen: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startOpen);
  const panelId = useId();
  const total = cardTotal(cards.home) + cardTotal(cards.away);
  return (
    <div>
      <Button
        variant="light"
        fullWidth
        mih={TAP_TARGET}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        rightSection={<span aria-hidden>{open ? "▴" : "▾"}</span>}
      >
        {t("officials.cards.toggle", { total })}
      </Button>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="sm" pt="xs">
          <Text size="xs" c="dimmed">
            {t("officials.cards.countHint")}
          </Text>
          {(["home", "away"] as const).map((side) => (
            <fieldset key={side} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Text component="legend" fw={600} size="sm" p={0} style={{ overflowWrap: "anywhere" }}>
                {t("officials.cards.of", { team: teams[side] })}
              </Text>
              <Stack gap={4} mt={4}>
                {CARD_KINDS.map((kind) => {
                  const card = t(`officials.cards.kinds.${kind}`);
                  const value = cards[side][kind];
                  const params = { card, team: teams[side] };
                  return (
                    <Group key={kind} justify="space-between" wrap="nowrap" gap={6} data-card={`${side}-${kind}`}>
                      <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }} lh={1.2}>
                        <CardMarks kind={kind} />
                        {card}
                      </Text>
                      <ActionIcon
                        size={TAP_TARGET}
                        radius="xl"
                        variant="light"
                        aria-label={t("officials.cards.minus", params)}
                        onClick={() => onChange(side, kind, -1)}
                        disabled={value === 0}
                      >
                        <span aria-hidden>−</span>
                      </ActionIcon>
                      <Text
                        component="output"
                        fw={700}
                        w={28}
                        ta="center"
                        aria-label={t("officials.cards.countOf", params)}
                      >
                        {value}
                      </Text>
                      <ActionIcon
                        size={TAP_TARGET}
                        radius="xl"
                        variant="light"
                        aria-label={t("officials.cards.plus", params)}
                        onClick={() => onChange(side, kind, 1)}
                        disabled={value >= CARDS_MAX}
                      >
                        <span aria-hidden>+</span>
                      </ActionIcon>
                    </Group>
                  );
                })}
              </Stack>
            </fieldset>
          ))}
        </Stack>
      </Collapse>
    </div>
  );
}

/** Which cards each category shows, drawn (CSS, no image, no emoji font needed): yellow, yellow + yellow, red … */
const CARD_MARKS: Record<keyof CardCounts, ReadonlyArray<"y" | "r">> = {
  yellow: ["y"],
  secondYellow: ["y", "y"],
  red: ["r"],
  yellowRed: ["y", "r"],
};
const MARK_COLOURS = { y: "#fab005", r: "#e03131" } as const;

function CardMarks({ kind }: { kind: keyof CardCounts }) {
  return (
    <span aria-hidden style={{ marginRight: 6, whiteSpace: "nowrap" }}>
      {CARD_MARKS[kind].map((c, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of marks, never reordered.
          key={i}
          style={{
            display: "inline-block",
            width: 9,
            height: 13,
            marginRight: 2,
            borderRadius: 2,
            border: "1px solid rgba(0, 0, 0, 0.35)",
            background: MARK_COLOURS[c],
            verticalAlign: "-2px",
          }}
        />
      ))}
    </span>
  );
}
