// Knockout brackets: from group placings (standard cross pairings) or from a seeded list.
import type { MatchSpec, Placeholder, Side, Stage } from "./contracts.ts";

export type KnockoutShape = "final" | "semiFinal" | "quarterFinal";

const team = (teamId: string): Side => ({ teamId, placeholder: null });
const ph = (placeholder: Placeholder): Side => ({ teamId: null, placeholder });
const gr = (group: string, rank: number): Side => ph({ kind: "groupRank", group, rank });
const best = (rank: number, index: number): Side => ph({ kind: "bestOfRank", rank, index });
const winner = (match: string): Side => ph({ kind: "winner", match });
const loser = (match: string): Side => ph({ kind: "loser", match });

/** Number of teams that enter the knockout for a shape: final 2, semi-finals 4, quarter-finals 8. */
export function qualifierCount(shape: KnockoutShape): number {
  return shape === "final" ? 2 : shape === "semiFinal" ? 4 : 8;
}

/** Standard bracket order of seeds for a power-of-two size: 8 → 1,8,4,5,2,7,3,6 (seed 1 and 2 meet in the final). */
export function bracketSeedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
}

/**
 * Qualifiers in seed order for g groups and k places: every group's top ⌊k/g⌋, then the best of the
 * next rank across groups (UEFA rule) for the rest ("best 3rd #1", "#2" …).
 */
export function qualifierSeeds(groupNames: readonly string[], k: number): Side[] {
  const g = groupNames.length;
  const full = Math.floor(k / g);
  const seeds: Side[] = [];
  for (let r = 1; r <= full; r++) for (const name of groupNames) seeds.push(gr(name, r));
  for (let i = 1; seeds.length < k; i++) seeds.push(best(full + 1, i));
  return seeds;
}

/**
 * First knockout round from groups with the standard cross pairings (DOMAIN.md):
 * 2 groups — SF 1A–2B, 1B–2A; QF 1A–4B, 2A–3B, 3A–2B, 4A–1B. 4 groups — QF 1A–2C, 1B–2D, 1C–2A, 1D–2B
 * (same-group teams meet again only in the final). 3 groups, QF — top two plus the two best thirds:
 * 1A–2C, 2B–3rd#1, 1B–2A, 1C–3rd#2. Otherwise qualifiers are seeded (winners first) into the standard bracket.
 * Pairings are listed in bracket order: winners of pairings 1 and 2 meet next, and so on.
 */
export function firstKnockoutRound(groupNames: readonly string[], shape: KnockoutShape): Array<[Side, Side]> {
  const [A, B, C, D] = groupNames;
  const g = groupNames.length;
  if (g === 2 && A && B) {
    if (shape === "semiFinal")
      return [
        [gr(A, 1), gr(B, 2)],
        [gr(B, 1), gr(A, 2)],
      ];
    if (shape === "quarterFinal")
      return [
        [gr(A, 1), gr(B, 4)],
        [gr(A, 2), gr(B, 3)],
        [gr(A, 3), gr(B, 2)],
        [gr(A, 4), gr(B, 1)],
      ];
  }
  if (g === 4 && A && B && C && D && shape === "quarterFinal") {
    return [
      [gr(A, 1), gr(C, 2)],
      [gr(B, 1), gr(D, 2)],
      [gr(C, 1), gr(A, 2)],
      [gr(D, 1), gr(B, 2)],
    ];
  }
  if (g === 3 && A && B && C && shape === "quarterFinal") {
    return [
      [gr(A, 1), gr(C, 2)],
      [gr(B, 2), best(3, 1)],
      [gr(B, 1), gr(A, 2)],
      [gr(C, 1), best(3, 2)],
    ];
  }
  const k = qualifierCount(shape);
  const seeds = qualifierSeeds(groupNames, k);
  const order = bracketSeedOrder(k);
  const pairs: Array<[Side, Side]> = [];
  for (let i = 0; i < order.length; i += 2) {
    pairs.push([seeds[(order[i] as number) - 1] as Side, seeds[(order[i + 1] as number) - 1] as Side]);
  }
  return pairs;
}

const roundCode = (matchesInRound: number): { prefix: string; stage: Stage } =>
  matchesInRound === 1
    ? { prefix: "F", stage: "final" }
    : matchesInRound === 2
      ? { prefix: "SF", stage: "semiFinal" }
      : matchesInRound === 4
        ? { prefix: "QF", stage: "quarterFinal" }
        : { prefix: `R${matchesInRound * 2}-`, stage: "knockout" };

export interface BracketOptions {
  thirdPlace?: boolean;
  /** Play every place: losers of each round play their own mini-bracket (5th–8th, 9th–16th …). */
  placementGames?: boolean;
  /** Id prefix for placement matches, e.g. "P". */
  idPrefix?: string;
}

/**
 * Builds all rounds after a first round (given as side pairs in bracket order; a side of a pair may be
 * null for a bye, the other side then advances). Winners of pairs 2i and 2i+1 meet. Ids: "F", "SF1",
 * "QF1", "R16-1"; third place "P3"; placement brackets "P5", "P5-SF1", "P7" …
 */
export function buildBracket(firstRound: Array<[Side | null, Side | null]>, options: BracketOptions = {}): MatchSpec[] {
  const out: MatchSpec[] = [];
  buildSub(firstRound, 1, options, out, "");
  return out;
}

function buildSub(
  firstRound: Array<[Side | null, Side | null]>,
  bestPlace: number,
  options: BracketOptions,
  out: MatchSpec[],
  prefix: string,
): void {
  let round: Array<[Side | null, Side | null]> = firstRound;
  let roundNo = 1;
  const losersByRound: Array<Array<Side | null>> = [];
  while (round.length >= 1) {
    const { prefix: code, stage } = roundCode(round.length);
    const next: Array<Side | null> = [];
    const losers: Array<Side | null> = [];
    round.forEach(([h, a], i) => {
      if (h && a) {
        const id = prefix
          ? round.length === 1
            ? `${prefix}${bestPlace}`
            : `${prefix}${bestPlace}-${code}${i + 1}`
          : round.length === 1
            ? "F"
            : `${code}${i + 1}`;
        out.push({
          id,
          stage: prefix ? "placement" : stage,
          group: null,
          round: roundNo,
          placeFor: round.length === 1 ? bestPlace : null,
          home: h,
          away: a,
        });
        next.push(winner(id));
        losers.push(loser(id));
      } else {
        next.push(h ?? a);
        losers.push(null);
      }
    });
    losersByRound.push(losers);
    if (round.length === 1) break;
    const paired: Array<[Side | null, Side | null]> = [];
    for (let i = 0; i < next.length; i += 2) paired.push([next[i] ?? null, next[i + 1] ?? null]);
    round = paired;
    roundNo++;
  }
  // Losers of the last-but-one round play for bestPlace+2 (3rd place in the main bracket);
  // with placement games, losers of every earlier round play their own bracket too.
  const rounds = losersByRound.length;
  for (let r = rounds - 2; r >= 0; r--) {
    const losers = losersByRound[r] ?? [];
    const place = bestPlace + (losers.length > 0 ? 2 ** (rounds - 1 - r) : 0);
    const isThird = r === rounds - 2;
    if (isThird ? !(options.thirdPlace || options.placementGames) : !options.placementGames) continue;
    const pairs: Array<[Side | null, Side | null]> = [];
    for (let i = 0; i < losers.length; i += 2) pairs.push([losers[i] ?? null, losers[i + 1] ?? null]);
    if (pairs.every(([h, a]) => !h || !a) && pairs.length === 1) continue;
    buildSub(pairs, place, options, out, options.idPrefix ?? "P");
  }
}

/**
 * Plain knockout bracket from a seeded list (strongest first): the size is the next power of two and
 * the top seeds get the byes; seeds 1 and 2 can only meet in the final.
 */
export function buildSeededBracket(seededTeamIds: readonly string[], options: BracketOptions = {}): MatchSpec[] {
  const n = seededTeamIds.length;
  if (n < 2) return [];
  let size = 2;
  while (size < n) size *= 2;
  const order = bracketSeedOrder(size);
  const sideOf = (seed: number): Side | null => {
    const id = seededTeamIds[seed - 1];
    return id === undefined ? null : team(id);
  };
  const first: Array<[Side | null, Side | null]> = [];
  for (let i = 0; i < order.length; i += 2) first.push([sideOf(order[i] as number), sideOf(order[i + 1] as number)]);
  return buildBracket(first, options);
}

/**
 * Placement games for the teams that do not reach the knockout, from place `firstPlace` down to the last:
 * with 2 groups the equal ranks meet (3A–3B for 5th, 4A–4B for 7th); with more groups the non-qualified
 * teams are ranked across groups (UEFA rule) and neighbours meet. A single leftover team takes the last place.
 */
export function nonQualifierPlacementGames(
  groups: ReadonlyArray<{ name: string; size: number }>,
  qualifiers: number,
  firstPlace: number,
): MatchSpec[] {
  const g = groups.length;
  if (g < 2) return [];
  const maxSize = Math.max(...groups.map((x) => x.size));
  const full = Math.floor(qualifiers / g);
  const takenOfNext = qualifiers - full * g;
  const remaining: Side[] = [];
  for (let r = full + 1; r <= maxSize; r++) {
    const withRank = groups.filter((x) => x.size >= r);
    if (g === 2) {
      for (const x of withRank) remaining.push(gr(x.name, r));
    } else {
      const start = r === full + 1 ? takenOfNext + 1 : 1;
      for (let i = start; i <= withRank.length; i++) remaining.push(best(r, i));
    }
  }
  const out: MatchSpec[] = [];
  for (let i = 0; i + 1 < remaining.length; i += 2) {
    const place = firstPlace + i;
    out.push({
      id: `P${place}`,
      stage: "placement",
      group: null,
      round: 1,
      placeFor: place,
      home: remaining[i] as Side,
      away: remaining[i + 1] as Side,
    });
  }
  return out;
}

/** Knockout stage after groups: the cross-paired bracket, 3rd-place game, and placement games for every place if asked. */
export function buildKnockoutFromGroups(
  groups: ReadonlyArray<{ name: string; size: number }>,
  shape: KnockoutShape,
  options: { thirdPlace?: boolean; placementGames?: boolean } = {},
): MatchSpec[] {
  const names = groups.map((x) => x.name);
  const k = qualifierCount(shape);
  const total = groups.reduce((a, x) => a + x.size, 0);
  if (total < k) throw new Error(`${total} teams cannot fill a knockout of ${k}`);
  const bracket = buildBracket(firstKnockoutRound(names, shape), options);
  const rest = options.placementGames ? nonQualifierPlacementGames(groups, k, k + 1) : [];
  return [...bracket, ...rest];
}
