// Ties the engine cannot settle (teams still level after every rule) and the organiser's stored decisions
// for them: a penalty shoot-out (groups whose rules name it), a drawn lot or a manual order, per group or per
// cross-group rank. The engine sorts a level
// bucket by a stored list only when the list holds every team of the bucket, so a new decision replaces
// these teams' places in the list and keeps the other entries (another bucket of the same group).
import type { Match, Result, TieDecisions, TournamentSettings } from "@kickoff/domain/contracts.ts";
import { groupStates, type KnockoutDecisions } from "@kickoff/domain/placeholders.ts";
import { rankAcrossGroups } from "@kickoff/domain/standings.ts";
import type { GroupStandings } from "../api/types.ts";

export type TieScope = { kind: "group"; group: string } | { kind: "across"; rank: number };
export type TieMethod = "shootout" | "lot" | "override";

const METHODS: readonly TieMethod[] = ["shootout", "lot", "override"];

/** Teams still level (in table order) that need the organiser's decision. */
export type OpenTie = { scope: TieScope; teams: string[] };

/** A stored decision: its scope, method and team order (best first). */
export type StoredDecision = { scope: TieScope; method: TieMethod; order: string[] };

type TieSource = {
  standings: readonly GroupStandings[];
  matches: readonly Match[];
  results: readonly Result[];
  settings: Pick<TournamentSettings, "points" | "tieBreakOrder">;
  tieDecisions: KnockoutDecisions;
};

export const scopeKey = (s: TieScope) => (s.kind === "group" ? `group:${s.group}` : `across:${s.rank}`);

/**
 * Ties that need a decision: the engine's final ties (`unresolved`, listed only once a group's matches are all
 * played and its tie-break order is used up — a tie in a running group can still change), and, once every
 * group is settled down to that rank, final ties among the best-of-rank places that reach the knockout.
 */
export function openTies(source: TieSource): OpenTie[] {
  const out: OpenTie[] = [];
  for (const g of source.standings)
    for (const bucket of g.unresolved)
      out.push({ scope: { kind: "group", group: g.group }, teams: inRowOrder(g, bucket) });
  // Cheap exit only: across groups the engine itself reports no final tie before every group is complete.
  if (!source.standings.every((g) => g.complete)) return out;
  const slotsPerRank = new Map<number, number>();
  for (const m of source.matches)
    for (const side of [m.home, m.away])
      if (side.placeholder?.kind === "bestOfRank")
        slotsPerRank.set(side.placeholder.rank, (slotsPerRank.get(side.placeholder.rank) ?? 0) + 1);
  if (!slotsPerRank.size) return out;
  const groups = groupStates(source.matches, source.results, source.settings, source.tieDecisions);
  // Which team holds a rank is itself open while a group tie reaches up to it: decide that one first.
  const settledUpTo = Math.min(
    ...source.standings.flatMap((g) =>
      g.unresolved.map((bucket) => Math.min(...bucket.map((t) => g.rows.findIndex((r) => r.teamId === t)))),
    ),
  );
  for (const [rank, slots] of [...slotsPerRank].sort(([a], [b]) => a - b)) {
    if (rank - 1 >= settledUpTo) continue;
    const across = rankAcrossGroups(
      groups,
      rank,
      source.results,
      source.settings,
      source.tieDecisions.acrossGroups?.[String(rank)],
    );
    const position = new Map(across.rows.map((r, i) => [r.teamId, i]));
    for (const bucket of across.unresolved) {
      const first = Math.min(...bucket.map((t) => position.get(t) ?? Number.POSITIVE_INFINITY));
      // A tie wholly below the qualifying places decides nothing.
      if (first < slots)
        out.push({
          scope: { kind: "across", rank },
          teams: [...bucket].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0)),
        });
    }
  }
  return out;
}

function inRowOrder(g: GroupStandings, bucket: readonly string[]): string[] {
  const index = new Map(g.rows.map((r, i) => [r.teamId, i]));
  return [...bucket].sort((a, b) => (index.get(a) ?? 0) - (index.get(b) ?? 0));
}

/** The stored decisions of one scope. */
export function decisionsOf(all: KnockoutDecisions, scope: TieScope): TieDecisions {
  return (scope.kind === "group" ? all.groups?.[scope.group] : all.acrossGroups?.[String(scope.rank)]) ?? {};
}

/** Every stored shoot-out, lot and override, groups first (by name), then cross-group ranks. */
export function storedDecisions(all: KnockoutDecisions): StoredDecision[] {
  const out: StoredDecision[] = [];
  const push = (scope: TieScope, d: TieDecisions) => {
    for (const method of METHODS) {
      const order = d[method];
      if (order?.length) out.push({ scope, method, order: [...order] });
    }
  };
  for (const group of Object.keys(all.groups ?? {}).sort()) push({ kind: "group", group }, all.groups?.[group] ?? {});
  for (const rank of Object.keys(all.acrossGroups ?? {}).sort((a, b) => Number(a) - Number(b)))
    push({ kind: "across", rank: Number(rank) }, all.acrossGroups?.[rank] ?? {});
  return out;
}

function withScope(all: KnockoutDecisions, scope: TieScope, next: TieDecisions): KnockoutDecisions {
  const clean = Object.fromEntries(
    Object.entries(next).filter(([, v]) => Array.isArray(v) && v.length > 0),
  ) as TieDecisions;
  const field = scope.kind === "group" ? "groups" : "acrossGroups";
  const key = scope.kind === "group" ? scope.group : String(scope.rank);
  const record = { ...(all[field] ?? {}) };
  if (Object.keys(clean).length) record[key] = clean;
  else delete record[key];
  const out: KnockoutDecisions = { ...all };
  if (Object.keys(record).length) out[field] = record;
  else delete out[field];
  return out;
}

/**
 * Stores `order` (best first) for these teams with one method: their old places in every list of the scope
 * are dropped (so exactly this decision applies to them: a shoot-out replaces their lot and override), other
 * teams' entries stay.
 */
export function withDecision(
  all: KnockoutDecisions,
  scope: TieScope,
  method: TieMethod,
  order: readonly string[],
): KnockoutDecisions {
  const current = decisionsOf(all, scope);
  const teams = new Set(order);
  const without = (list: readonly string[] | undefined) => (list ?? []).filter((t) => !teams.has(t));
  const next: TieDecisions = { ...current };
  for (const m of METHODS) next[m] = without(current[m]);
  next[method] = [...without(current[method]), ...order];
  return withScope(all, scope, next);
}

/** Removes one stored list (shoot-out, lot or override) of a scope. */
export function withoutDecision(all: KnockoutDecisions, scope: TieScope, method: TieMethod): KnockoutDecisions {
  const { [method]: _removed, ...rest } = decisionsOf(all, scope);
  return withScope(all, scope, rest);
}

/** Whether a shoot-out can settle the tie: only in a group whose tie-break order names "shootout". */
export const shootoutApplies = (settings: Pick<TournamentSettings, "tieBreakOrder">, scope: TieScope) =>
  scope.kind === "group" && settings.tieBreakOrder.includes("shootout");

/**
 * The order a two-team shoot-out gives (winner first), from the penalties each scored; null while it is level
 * or a score is not a whole number from 0 (a shoot-out always has a winner).
 */
export function shootoutOrder(
  teams: readonly [string, string],
  scored: readonly [number | null, number | null],
): string[] | null {
  const [a, b] = scored;
  const valid = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= 0;
  if (!valid(a) || !valid(b) || a === b) return null;
  return a > b ? [teams[0], teams[1]] : [teams[1], teams[0]];
}

/** Whether a stored lot takes effect: always across groups; in a group only if "lot" is one of its tie rules. */
export const lotApplies = (settings: Pick<TournamentSettings, "tieBreakOrder">, scope: TieScope) =>
  scope.kind === "across" || settings.tieBreakOrder.includes("lot");

/** A uniformly random unsigned 32-bit integer. */
export type RandomUint32 = () => number;

const cryptoUint32: RandomUint32 = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

/** An unbiased random order (Fisher–Yates with rejection sampling on crypto random numbers). */
export function drawLots(teams: readonly string[], random: RandomUint32 = cryptoUint32): string[] {
  const out = [...teams];
  for (let i = out.length - 1; i > 0; i--) {
    const range = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % range);
    let value = random();
    while (value >= limit) value = random();
    const j = value % range;
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}
