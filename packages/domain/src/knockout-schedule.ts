// Slots for the bracket (every match after the group stage). A round of the bracket is played together:
// its matches share a slot when the pitches allow, so the teams that meet next come from matches that
// ended at the same time and get the same rest. Between rounds, the slot right after a round is given to
// matches whose teams have already rested (placement games from the groups), not to the next round.
import type { MatchSpec } from "./contracts.ts";

/** How a partly filled slot is topped up; the planner tries each and keeps the fairest plan. */
export interface KnockoutPolicy {
  /** A partly filled slot also takes a round whose teams come straight from the previous slot. */
  fillWithUnrested: boolean;
  /** Among the rounds that may start, one whose teams have rested goes first (else the longest chain first). */
  restedFirst: boolean;
  /** Among rounds alike so far, the bigger one goes first (fills the pitches, a smaller round fits later). */
  largestFirst: boolean;
}

export const KNOCKOUT_POLICIES: readonly KnockoutPolicy[] = [false, true].flatMap((fillWithUnrested) =>
  [true, false].flatMap((restedFirst) =>
    [false, true].map((largestFirst) => ({ fillWithUnrested, restedFirst, largestFirst })),
  ),
);

interface Round {
  /** Unplaced matches of the round, in bracket order. */
  ids: string[];
  size: number;
  height: number;
  order: number;
  isFinal: boolean;
}

const knownTeams = (m: MatchSpec): string[] =>
  [m.home, m.away].flatMap((s) => (s.teamId && !s.placeholder ? [s.teamId] : []));

/**
 * Bracket depth: matches fed by the group stage (or seeded straight into round 1) are depth 1, a match is one
 * deeper than its deepest bracket feeder, and a seeded team entering after a bye enters at its bracket round.
 */
export function bracketDepths(
  bracket: readonly MatchSpec[],
  feeders: ReadonlyMap<string, readonly string[]>,
): Map<string, number> {
  const inBracket = new Map(bracket.map((m) => [m.id, m]));
  const depth = new Map<string, number>();
  const visit = (m: MatchSpec): number => {
    const known = depth.get(m.id);
    if (known !== undefined) return known;
    let d = knownTeams(m).length ? m.round : 1;
    for (const f of feeders.get(m.id) ?? []) {
      const fm = inBracket.get(f);
      if (fm) d = Math.max(d, visit(fm) + 1);
    }
    depth.set(m.id, d);
    return d;
  };
  for (const m of bracket) visit(m);
  return depth;
}

/**
 * Round of every bracket match: the main bracket's matches of one depth and stage (all quarter-finals, all
 * semi-finals, whatever their byes); placement games of one depth whose teams come from the same rounds (the
 * games for 5th and 7th after the 5th–8th semi-finals are one round, the 3rd-place game after the semi-finals another).
 */
export function bracketRounds(
  bracket: readonly MatchSpec[],
  feeders: ReadonlyMap<string, readonly string[]>,
): Map<string, string> {
  const depth = bracketDepths(bracket, feeders);
  const inBracket = new Set(bracket.map((m) => m.id));
  const roundOf = new Map<string, string>();
  const index = new Map<string, number>();
  for (const m of [...bracket].sort((a, b) => (depth.get(a.id) as number) - (depth.get(b.id) as number))) {
    let key = `${depth.get(m.id)}:${m.stage}`;
    if (m.stage === "placement") {
      const from = (feeders.get(m.id) ?? []).map((f) =>
        inBracket.has(f) ? String(index.get(roundOf.get(f) ?? "")) : "g",
      );
      key += `:${[...new Set(from)].sort().join("+")}`;
    }
    if (!index.has(key)) index.set(key, index.size);
    roundOf.set(m.id, key);
  }
  return roundOf;
}

/** The rounds of a bracket (see bracketRounds), with their longest chain of later matches. */
function roundsOf(bracket: readonly MatchSpec[], feeders: ReadonlyMap<string, readonly string[]>): Round[] {
  const roundOf = bracketRounds(bracket, feeders);
  const dependents = new Map<string, string[]>();
  for (const m of bracket)
    for (const f of feeders.get(m.id) ?? []) dependents.set(f, [...(dependents.get(f) ?? []), m.id]);
  const height = new Map<string, number>();
  const heightOf = (id: string): number => {
    const known = height.get(id);
    if (known !== undefined) return known;
    const h = Math.max(0, ...(dependents.get(id) ?? []).map((d) => heightOf(d) + 1));
    height.set(id, h);
    return h;
  };
  const byKey = new Map<string, Round>();
  bracket.forEach((m, i) => {
    const key = roundOf.get(m.id) as string;
    const round = byKey.get(key) ?? { ids: [], size: 0, height: 0, order: i, isFinal: m.stage === "final" };
    round.ids.push(m.id);
    round.size++;
    round.height = Math.max(round.height, heightOf(m.id));
    byKey.set(key, round);
  });
  return [...byKey.values()];
}

/**
 * Slots for the bracket matches, from `firstSlot` on (the slot after the group stage), `pitches` matches a slot.
 * A match starts only after its feeders' slots; a round of at most `pitches` matches starts together; the
 * final starts after every other match has been given a slot (it may share the last one); known teams never
 * play twice in one slot.
 */
export function scheduleBracket(
  bracket: readonly MatchSpec[],
  feeders: ReadonlyMap<string, readonly string[]>,
  groupSlots: ReadonlyMap<string, number>,
  firstSlot: number,
  pitches: number,
  policy: KnockoutPolicy,
): Map<string, number> {
  const byId = new Map(bracket.map((m) => [m.id, m]));
  const rounds = roundsOf(bracket, feeders);
  const slotOf = new Map<string, number>();
  const slotOfAny = (id: string) => slotOf.get(id) ?? groupSlots.get(id);
  /** Latest feeder slot (-1 without feeders); Infinity while a feeder has no slot yet. */
  const lastFeederSlot = (id: string): number => {
    let last = -1;
    for (const f of feeders.get(id) ?? []) {
      const s = slotOfAny(f);
      if (s === undefined) return Number.POSITIVE_INFINITY;
      last = Math.max(last, s);
    }
    return last;
  };
  let left = bracket.length;
  const limit = firstSlot + 2 * bracket.length + 2;
  for (let s = firstSlot; left > 0; s++) {
    if (s > limit) throw new Error("bracket cannot be scheduled (cyclic or unreachable feeders)");
    let free = pitches;
    const teams = new Set<string>();
    const fits = (id: string) =>
      lastFeederSlot(id) < s && !knownTeams(byId.get(id) as MatchSpec).some((t) => teams.has(t));
    const rested = (r: Round) => r.ids.every((id) => lastFeederSlot(id) < s - 1);
    const place = (id: string) => {
      slotOf.set(id, s);
      for (const t of knownTeams(byId.get(id) as MatchSpec)) teams.add(t);
      free--;
      left--;
    };
    while (free > 0) {
      const nonFinalLeft = rounds.some((r) => !r.isFinal && r.ids.length > 0);
      const candidates = rounds
        .filter((r) => r.ids.length > 0 && !(r.isFinal && nonFinalLeft))
        .filter((r) => free === pitches || policy.fillWithUnrested || rested(r))
        .sort(
          (a, b) =>
            (policy.restedFirst ? Number(rested(b)) - Number(rested(a)) : 0) ||
            b.height - a.height ||
            (policy.largestFirst ? b.ids.length - a.ids.length : 0) ||
            a.order - b.order,
        );
      let placed = false;
      for (const r of candidates) {
        const ready = r.ids.filter(fits);
        // a round that fits one slot is played together; a bigger one is split, pitches full, in bracket order
        const whole = r.size <= pitches;
        if (whole ? ready.length < r.ids.length || r.ids.length > free : ready.length === 0) continue;
        const take = whole ? ready : ready.slice(0, free);
        for (const id of take) place(id);
        r.ids = r.ids.filter((id) => !take.includes(id));
        placed = true;
        break;
      }
      if (!placed) break;
    }
  }
  return slotOf;
}
