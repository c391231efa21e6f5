// Manual order of a plan in the browser: the free places a match can move to, and the same engine check the
// server runs (so a refusal is shown, translated, before anything is sent).
import type { Match, Pitch } from "@kickoff/domain/contracts.ts";
import type { DomainMessage } from "@kickoff/domain/i18n-keys.ts";
import { type EditResult, moveMatch, swapMatches } from "@kickoff/domain/plan-edits.ts";
import type { PlanSettings } from "@kickoff/domain/planner.ts";

export type PlanEdit =
  | { op: "swap"; matchA: string; matchB: string }
  | { op: "move"; matchId: string; slot: number; pitch: string };

/** A free pitch in a slot; `start` is the slot's kick-off (absent for the new slot after the last one). */
export type FreeCell = { slot: number; pitch: string; start: string | null };

/** Only matches that have not started may be swapped or moved (the engine refuses the others). */
export const isMovable = (m: Pick<Match, "status">) => m.status === "scheduled";

/** Matches ordered by slot, then by the pitches' order in the settings. */
export function bySlot(
  matches: readonly Match[],
  pitches: readonly Pitch[],
): Array<{ slot: number; start: string; matches: Match[] }> {
  const pitchIndex = new Map(pitches.map((p, i) => [p.id, i]));
  const slots = new Map<number, Match[]>();
  for (const m of matches) slots.set(m.slot, [...(slots.get(m.slot) ?? []), m]);
  return [...slots.entries()]
    .sort(([a], [b]) => a - b)
    .map(([slot, list]) => {
      const sorted = list.sort((a, b) => (pitchIndex.get(a.pitch) ?? 0) - (pitchIndex.get(b.pitch) ?? 0));
      return { slot, start: sorted[0]?.start ?? "", matches: sorted };
    });
}

/** Every free pitch of the existing slots, then every pitch of a new slot after the last one. */
export function freeCells(matches: readonly Match[], pitches: readonly Pitch[]): FreeCell[] {
  const out: FreeCell[] = [];
  const slots = bySlot(matches, pitches);
  for (const s of slots) {
    const taken = new Set(s.matches.map((m) => m.pitch));
    for (const p of pitches) if (!taken.has(p.id)) out.push({ slot: s.slot, pitch: p.id, start: s.start });
  }
  const last = slots.length ? Math.max(...slots.map((s) => s.slot)) : -1;
  for (const p of pitches) out.push({ slot: last + 1, pitch: p.id, start: null });
  return out;
}

/** The engine's verdict on an edit, exactly as the server will judge it on the same plan. */
export function checkEdit(matches: readonly Match[], settings: PlanSettings, edit: PlanEdit): EditResult {
  return edit.op === "swap"
    ? swapMatches(matches, edit.matchA, edit.matchB, settings)
    : moveMatch(matches, edit.matchId, { slot: edit.slot, pitch: edit.pitch }, settings);
}

/** The refusal's parameters for display: team and pitch names instead of ids, slots counted from 1. */
export function reasonParams(
  reason: DomainMessage,
  names: ReadonlyMap<string, string>,
  pitches: readonly Pitch[],
): Record<string, string | number> {
  const params: Record<string, string | number> = { ...reason.params };
  const team = reason.params.team;
  if (typeof team === "string") params.team = names.get(team) ?? team;
  const pitch = reason.params.pitch;
  if (typeof pitch === "string") params.pitch = pitches.find((p) => p.id === pitch)?.name ?? pitch;
  const slot = reason.params.slot;
  if (typeof slot === "number") params.slot = slot + 1;
  return params;
}
