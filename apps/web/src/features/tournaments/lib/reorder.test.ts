import { TournamentSettingsSchema } from "@kickoff/domain/contracts.ts";
import { generateTournamentPlan } from "@kickoff/domain/generate.ts";
import { describe, expect, it } from "vitest";
import { bySlot, checkEdit, freeCells, isMovable, reasonParams } from "./reorder.ts";

const pitches = [
  { id: "p1", name: "North" },
  { id: "p2", name: "South" },
  { id: "p3", name: "East" },
];
const settings = TournamentSettingsSchema.parse({ mode: "roundRobin", firstKickoff: "2030-05-04T09:00", pitches });
const teams = Array.from({ length: 4 }, (_, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}` }));
// 4 teams, 3 pitches: every slot holds 2 matches (all 4 teams), one pitch stays free.
const plan = generateTournamentPlan(settings, teams, "seed");

describe("manual order in the browser", () => {
  it("orders matches by slot and pitch", () => {
    const slots = bySlot(plan.matches, pitches);
    expect(slots.map((s) => s.slot)).toEqual([0, 1, 2]);
    for (const s of slots) {
      expect(s.matches).toHaveLength(2);
      expect(s.start).toBe(s.matches[0]?.start);
    }
  });

  it("offers every free pitch of each slot, then each pitch of a new slot", () => {
    const cells = freeCells(plan.matches, pitches);
    const taken = new Set(plan.matches.map((m) => `${m.slot}|${m.pitch}`));
    expect(cells.filter((c) => c.start !== null)).toHaveLength(3);
    for (const c of cells) expect(taken.has(`${c.slot}|${c.pitch}`)).toBe(false);
    expect(cells.filter((c) => c.start === null)).toEqual([
      { slot: 3, pitch: "p1", start: null },
      { slot: 3, pitch: "p2", start: null },
      { slot: 3, pitch: "p3", start: null },
    ]);
  });

  it("accepts a move to a new slot and refuses one that makes a team play twice at once", () => {
    const first = plan.matches.find((m) => m.slot === 0);
    if (!first) throw new Error("no match in slot 0");
    const moved = checkEdit(plan.matches, settings, { op: "move", matchId: first.id, slot: 3, pitch: "p1" });
    expect(moved.ok && moved.plan.matches.find((m) => m.id === first.id)?.slot).toBe(3);
    const free = freeCells(plan.matches, pitches).find((c) => c.slot === 1 && c.start !== null);
    if (!free) throw new Error("no free pitch in slot 1");
    const clash = checkEdit(plan.matches, settings, { op: "move", matchId: first.id, slot: 1, pitch: free.pitch });
    expect(clash.ok ? null : clash.reason.key).toBe("edit.teamConflict");
  });

  it("swaps two matches (pitches in one slot) and refuses a clash or a started match", () => {
    const [a, b] = plan.matches.filter((m) => m.slot === 0);
    const later = plan.matches.find((m) => m.slot === 2);
    if (!a || !b || !later) throw new Error("missing matches");
    const swapped = checkEdit(plan.matches, settings, { op: "swap", matchA: a.id, matchB: b.id });
    expect(swapped.ok && swapped.plan.matches.find((m) => m.id === a.id)?.pitch).toBe(b.pitch);
    // every team plays in every slot here: a match swapped into another slot meets a team twice
    const clash = checkEdit(plan.matches, settings, { op: "swap", matchA: a.id, matchB: later.id });
    expect(clash.ok ? null : clash.reason.key).toBe("edit.teamConflict");
    const started = plan.matches.map((m) => (m.id === a.id ? { ...m, status: "finished" as const } : m));
    expect(isMovable(started.find((m) => m.id === a.id) ?? a)).toBe(false);
    const refused = checkEdit(started, settings, { op: "swap", matchA: a.id, matchB: b.id });
    expect(refused.ok ? null : refused.reason.key).toBe("edit.matchStarted");
  });

  it("shows names instead of ids and counts slots from 1", () => {
    const names = new Map([["t1", "Lions"]]);
    expect(
      reasonParams(
        { key: "edit.pitchOccupied", params: { pitch: "p2", slot: 0, match: "M2" }, text: "" },
        names,
        pitches,
      ),
    ).toEqual({ pitch: "South", slot: 1, match: "M2" });
    expect(
      reasonParams(
        { key: "edit.teamConflict", params: { team: "t1", match: "M1", other: "M3" }, text: "" },
        names,
        pitches,
      ),
    ).toEqual({ team: "Lions", match: "M1", other: "M3" });
  });
});
