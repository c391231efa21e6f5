// Pure helpers of the public festival page: where a followed team plays now and next, the round clock as the
// server runs it (corrected by the device's offset), the pitch map's layout and the ladder (only with public
// outcomes). No results are ever computed here: outcomes are shown as the server answers them, or not at all.
import type { FuninoClock, FuninoPublic, FuninoRound } from "@kickoff/domain/funino-contracts.ts";
import { clockElapsed, ladderMoves, roundStart } from "@kickoff/domain/funino-festival.ts";

type Festival = Pick<FuninoPublic, "rounds" | "roundCount" | "currentRound" | "config" | "general">;
type RoundView = FuninoPublic["rounds"][number];

/** Where a team is in one round. */
export type Slot =
  | { kind: "game"; game: number; pitch: string; opponent: string }
  | { kind: "bench" }
  /** The round's pairings are not drawn yet (ladder: they follow from the round before). */
  | { kind: "pending" }
  /** The team takes no part in this round (joined later or withdrew). */
  | { kind: "absent" };

export type RoundSlot = { round: number; start: string; slot: Slot };

/** The team's place in a round that has pairings. */
export function slotIn(round: Pick<FuninoRound, "games" | "bench">, teamId: string): Slot {
  const index = round.games.findIndex((g) => g.first === teamId || g.second === teamId);
  const game = round.games[index];
  if (game)
    return { kind: "game", game: index, pitch: game.pitch, opponent: game.first === teamId ? game.second : game.first };
  return round.bench.includes(teamId) ? { kind: "bench" } : { kind: "absent" };
}

/** Planned kick-off of a round: the server's, or computed the same way for a ladder round not drawn yet. */
export function startOf(festival: Festival, round: number): string {
  return festival.rounds[round - 1]?.start ?? roundStart(festival.config, festival.general.startDate, round);
}

function roundSlot(festival: Festival, round: number, teamId: string): RoundSlot | null {
  if (round < 1 || round > festival.roundCount) return null;
  const r = festival.rounds[round - 1];
  return { round, start: startOf(festival, round), slot: r ? slotIn(r, teamId) : { kind: "pending" } };
}

/** "Now" (the current round) and "next" (the one after it) of a team; both null once every round is played. */
export function nowNextOf(festival: Festival, teamId: string): { now: RoundSlot | null; next: RoundSlot | null } {
  const current = festival.currentRound;
  return { now: roundSlot(festival, current, teamId), next: roundSlot(festival, current + 1, teamId) };
}

/** Whether every round is played. */
export const festivalOver = (festival: Pick<FuninoPublic, "currentRound" | "roundCount" | "rounds">) =>
  festival.rounds.length > 0 && festival.currentRound > festival.roundCount;

/** The device's clock offset to the server's (add it to Date.now()): serverNow minus when the answer arrived. */
export const serverOffset = (serverNow: number, receivedAt: number) => serverNow - receivedAt;

export type ClockState = {
  /** Milliseconds left of the round (0 when the time is up). */
  remainingMs: number;
  running: boolean;
  /** The clock of this round has not run yet. */
  notStarted: boolean;
};

/**
 * The round clock of `round` at the device's `now`, corrected by `offset`: the server's clock belongs to one round,
 * a later round's clock has not started yet (the whole round is left).
 */
export function roundClock(
  clock: FuninoClock,
  round: number,
  roundMinutes: number,
  now: number,
  offset: number,
): ClockState {
  const total = roundMinutes * 60_000;
  if (clock.round !== round) return { remainingMs: total, running: false, notStarted: true };
  const elapsed = clockElapsed(clock, now + offset);
  return {
    remainingMs: Math.max(0, total - elapsed),
    running: clock.running && elapsed < total,
    notStarted: !clock.running && clock.elapsedMs === 0,
  };
}

/** "mm:ss" of a duration, whole seconds rounded up (a clock shows 00:01 until the very end). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** The time of day of a local stamp "YYYY-MM-DDTHH:mm" (no time zone: it is the venue's). */
export const timeOf = (stamp: string) => stamp.slice(11, 16);

export type MapCell = {
  pitch: string;
  x: number;
  y: number;
  /** The game on this pitch in the round (its index), or null: the pitch is free. */
  game: number | null;
  first: string | null;
  second: string | null;
  /** Ladder only: the top of the ladder (the winners' pitch). */
  top: boolean;
};

export type MapLayout = { columns: number; rows: number; cells: MapCell[] };

/**
 * The pitches of a round in a grid, numbered as on the day (the festival's pitch order, row by row). In a ladder
 * the first game is played on the top pitch.
 */
export function mapLayout(
  pitches: ReadonlyArray<{ id: string }>,
  round: Pick<FuninoRound, "games"> | undefined,
  options: { columns: number; ladder: boolean },
): MapLayout {
  const columns = Math.max(1, Math.min(options.columns, pitches.length));
  const topPitch = options.ladder ? round?.games[0]?.pitch : undefined;
  const cells = pitches.map((p, i) => {
    const game = round ? round.games.findIndex((g) => g.pitch === p.id) : -1;
    const g = round?.games[game];
    return {
      pitch: p.id,
      x: i % columns,
      y: Math.floor(i / columns),
      game: g ? game : null,
      first: g?.first ?? null,
      second: g?.second ?? null,
      top: topPitch !== undefined && p.id === topPitch,
    };
  });
  return { columns, rows: Math.max(1, Math.ceil(pitches.length / columns)), cells };
}

/** Whether the answer carries outcomes (the organiser made them public and some were entered). */
export const hasOutcomes = (festival: Pick<FuninoPublic, "config" | "rounds">) =>
  festival.config.publicResults && festival.rounds.some((r) => r.outcomes.length > 0);

export type LadderRow = { position: number; pitch: string; teams: Array<{ id: string; move: number | null }> };

/**
 * The ladder of a round (top first) with each team's move since the round before: +1 climbed, −1 fell, 0 stayed,
 * null without a round before. Only for a ladder festival whose outcomes are public: the moves tell who won.
 */
export function ladderOf(festival: Pick<FuninoPublic, "config" | "rounds">, round: number): LadderRow[] | null {
  if (festival.config.planType !== "ladder" || !hasOutcomes(festival)) return null;
  const r = festival.rounds[round - 1];
  if (!r) return null;
  const previous = festival.rounds[round - 2];
  const moves = previous ? ladderMoves(previous, r) : new Map<string, number>();
  return r.games.map((g, k) => ({
    position: k + 1,
    pitch: g.pitch,
    teams: [g.first, g.second].map((id) => ({ id, move: moves.get(id) ?? null })),
  }));
}

/** The outcome of one game as the answer has it, or null (none entered, or not public). */
export function outcomeOf(round: RoundView, game: number) {
  return round.outcomes.find((o) => o.game === game) ?? null;
}

/** A name cut to `max` characters with an ellipsis (the pitch map's boxes are small; the lists have it whole). */
export function shorten(name: string, max: number): string {
  const chars = [...name];
  return chars.length <= max
    ? name
    : `${chars
        .slice(0, Math.max(1, max - 1))
        .join("")
        .trimEnd()}…`;
}

/**
 * Columns of the pitch map: a phone shows two abreast; a screen the grid whose pitches come out largest in the
 * map's area (width ÷ height `aspect`), e.g. 2 × 2 for four pitches, 3 × 3 for eight.
 */
export function mapColumns(pitchCount: number, wide: boolean, aspect = 1.6): number {
  if (pitchCount <= 1) return 1;
  if (!wide) return 2;
  let best = 1;
  let bestScale = 0;
  for (let columns = 1; columns <= pitchCount; columns++) {
    const rows = Math.ceil(pitchCount / columns);
    const scale = Math.min(
      aspect / (columns * (MAP_CELL.width + MAP_CELL.gap)),
      1 / (rows * (MAP_CELL.height + MAP_CELL.gap)),
    );
    if (scale > bestScale + 1e-9) {
      best = columns;
      bestScale = scale;
    }
  }
  return best;
}

/** A pitch's box in the map's drawing units. */
export const MAP_CELL = { width: 220, height: 132, gap: 16 } as const;

/** "4 May 2030" or "4 May 2030 – 5 May 2030" in the page's language (local dates, shown without a time zone shift). */
export function formatDateRange(start: string, end: string | undefined, lang: string): string {
  const format = (date: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${date.slice(0, 10)}T00:00:00Z`),
    );
  return end && end !== start ? `${format(start)} – ${format(end)}` : format(start);
}

/** What a live event of a round's last outcome carries (LiveEventData.festival): the next round's pitches. */
type EventRound = { currentRound: number; round: Pick<FuninoRound, "round" | "games" | "bench"> };

/** The next round's pitches from a live event, if the event carries them (read without zod). */
export function eventRound(data: unknown): EventRound | null {
  const festival = (data as { festival?: unknown } | null)?.festival as EventRound | undefined;
  if (!festival || typeof festival.currentRound !== "number" || !Array.isArray(festival.round?.games)) return null;
  return festival;
}

/**
 * The festival with a live event's round applied at once (its pitches, the new current round and version), so a
 * parent sees the next pitch without a refetch; rounds after it are dropped (a correction recomputed it).
 */
export function withEventRound(festival: FuninoPublic, event: EventRound, version: number): FuninoPublic {
  const index = event.round.round - 1;
  if (index < 0 || index > festival.rounds.length) return festival;
  const start = festival.rounds[index]?.start ?? startOf(festival, event.round.round);
  const rounds = [...festival.rounds.slice(0, index), { ...event.round, outcomes: [], start }];
  return { ...festival, rounds, currentRound: event.currentRound, version };
}
