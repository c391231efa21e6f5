// Hard-rule validation and manual edits (swap, move) of a planned schedule.
import type { Match } from "./contracts.ts";
import type { DomainMessage } from "./i18n-keys.ts";
import { feederMap, measureFairness, type Plan, type PlanSettings, reflowTimes } from "./planner.ts";

const teamsOf = (m: Match): string[] => [m.home.teamId, m.away.teamId].filter((t): t is string => !!t);

/**
 * Hard rules of a plan: no known team in two overlapping matches, no two overlapping matches on one pitch,
 * no match starting before a feeder (winner/loser source, or its group's matches) has ended. Returns every violation.
 */
export function checkHardRules(matches: readonly Match[]): DomainMessage[] {
  const out: DomainMessage[] = [];
  const overlaps = (a: Match, b: Match) => a.startMinute < b.endMinute && b.startMinute < a.endMinute;
  const byKey = new Map<string, Match[]>();
  const push = (k: string, m: Match) => byKey.set(k, [...(byKey.get(k) ?? []), m]);
  for (const m of matches) {
    for (const t of teamsOf(m)) push(`t:${t}`, m);
    push(`p:${m.pitch}`, m);
  }
  for (const [k, list] of byKey) {
    const sorted = [...list].sort((a, b) => a.startMinute - b.startMinute || (a.id < b.id ? -1 : 1));
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as Match;
      const b = sorted[i] as Match;
      if (!overlaps(a, b) && a.slot !== b.slot) continue;
      const name = k.slice(2);
      out.push(
        k.startsWith("t:")
          ? {
              key: "edit.teamConflict",
              params: { team: name, match: b.id, other: a.id },
              text: `Team ${name} would play ${b.id} and ${a.id} at the same time`,
            }
          : {
              key: "edit.pitchConflict",
              params: { pitch: name, match: b.id, other: a.id },
              text: `Pitch ${name} would hold ${b.id} and ${a.id} at the same time`,
            },
      );
    }
  }
  const byId = new Map(matches.map((m) => [m.id, m]));
  for (const [id, feeders] of feederMap(matches)) {
    const m = byId.get(id) as Match;
    for (const f of feeders) {
      const fm = byId.get(f);
      if (fm && (fm.endMinute > m.startMinute || fm.slot >= m.slot))
        out.push({
          key: "edit.feederNotFinished",
          params: { match: id, feeder: f },
          text: `${id} would start before ${f} has ended`,
        });
    }
  }
  return out;
}

export type EditResult = { ok: true; plan: Plan } | { ok: false; reason: DomainMessage };

function finish(matches: Match[], settings: PlanSettings): EditResult {
  const timed = reflowTimes(matches, settings);
  const violations = checkHardRules(timed);
  if (violations.length) return { ok: false, reason: violations[0] as DomainMessage };
  return { ok: true, plan: { matches: timed, fairness: measureFairness(timed, settings) } };
}

function editable(matches: readonly Match[], id: string): Match | DomainMessage {
  const m = matches.find((x) => x.id === id);
  if (!m) return { key: "edit.unknownMatch", params: { match: id }, text: `No match ${id}` };
  if (m.status !== "scheduled")
    return { key: "edit.matchStarted", params: { match: id }, text: `${id} has already started` };
  return m;
}

/** Swaps the slots and pitches of two unstarted matches; refused with a reason if a hard rule would break. */
export function swapMatches(matches: readonly Match[], idA: string, idB: string, settings: PlanSettings): EditResult {
  const a = editable(matches, idA);
  if ("key" in a) return { ok: false, reason: a };
  const b = editable(matches, idB);
  if ("key" in b) return { ok: false, reason: b };
  return finish(
    matches.map((m) =>
      m.id === a.id
        ? { ...m, slot: b.slot, pitch: b.pitch }
        : m.id === b.id
          ? { ...m, slot: a.slot, pitch: a.pitch }
          : m,
    ),
    settings,
  );
}

/** Moves an unstarted match to a free pitch in a slot (existing or new); refused with a reason if occupied or a hard rule would break. */
export function moveMatch(
  matches: readonly Match[],
  id: string,
  target: { slot: number; pitch: string },
  settings: PlanSettings,
): EditResult {
  const m = editable(matches, id);
  if ("key" in m) return { ok: false, reason: m };
  if (!settings.pitches.some((p) => p.id === target.pitch))
    return {
      ok: false,
      reason: { key: "edit.unknownPitch", params: { pitch: target.pitch }, text: `No pitch ${target.pitch}` },
    };
  const occupant = matches.find((x) => x.id !== id && x.slot === target.slot && x.pitch === target.pitch);
  if (occupant)
    return {
      ok: false,
      reason: {
        key: "edit.pitchOccupied",
        params: { pitch: target.pitch, slot: target.slot, match: occupant.id },
        text: `Pitch ${target.pitch} is taken by ${occupant.id} in slot ${target.slot}`,
      },
    };
  return finish(
    matches.map((x) => (x.id === id ? { ...x, slot: target.slot, pitch: target.pitch } : x)),
    settings,
  );
}
