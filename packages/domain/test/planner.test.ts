import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Match, MatchSpec } from "../src/contracts.ts";
import { generateTournamentPlan } from "../src/generate.ts";
import { checkHardRules, moveMatch, swapMatches } from "../src/plan-edits.ts";
import { feederMap, planMatches, reflowTimes } from "../src/planner.ts";
import { roundRobin } from "../src/round-robin.ts";
import { buildPitches, buildSettings, buildTeams } from "./factories.ts";

const rrSpecs = (n: number, group = "A"): MatchSpec[] =>
  roundRobin(Array.from({ length: n }, (_, i) => `${group}${i}`)).flatMap((round, r) =>
    round.map(([h, a], k) => ({
      id: `${group}-${r}-${k}`,
      stage: "group" as const,
      group,
      round: r + 1,
      placeFor: null,
      home: { teamId: h, placeholder: null },
      away: { teamId: a, placeholder: null },
    })),
  );

const shapes = ["none", "final", "semiFinal", "quarterFinal"] as const;

describe("planner — hard rules over random tournaments", () => {
  it("no team in two places at once, one match per pitch and slot, knockout after its feeders", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(...shapes),
        fc.tuple(fc.boolean(), fc.boolean()),
        fc.integer(),
        (n, g, pitches, shape, [placement, double], seed) => {
          const groupCount = Math.max(1, Math.min(g, Math.floor(n / 2)));
          const k = shape === "final" ? 2 : shape === "semiFinal" ? 4 : shape === "quarterFinal" ? 8 : 0;
          const settings = buildSettings({
            mode: "groupsKnockout",
            groupCount,
            knockout: n >= k ? shape : "none",
            placementGames: placement,
            doubleRoundRobin: double && n <= 12,
            pitches: buildPitches(pitches),
            matchMinutes: { group: 10, final: 15, semiFinal: 12 },
          });
          const plan = generateTournamentPlan(settings, buildTeams(n), seed, { effort: 0.1 });
          expect(checkHardRules(plan.matches)).toEqual([]);
          const byId = new Map(plan.matches.map((m) => [m.id, m]));
          for (const [id, feeders] of feederMap(plan.matches)) {
            const m = byId.get(id) as Match;
            for (const f of feeders) expect((byId.get(f) as Match).endMinute).toBeLessThanOrEqual(m.startMinute);
          }
          const seen = new Set<string>();
          for (const m of plan.matches) {
            expect(settings.pitches.some((p) => p.id === m.pitch)).toBe(true);
            const key = `${m.slot}@${m.pitch}`;
            expect(seen.has(key)).toBe(false);
            seen.add(key);
            for (const t of [m.home.teamId, m.away.teamId])
              if (t) {
                const tk = `${m.slot}#${t}`;
                expect(seen.has(tk)).toBe(false);
                seen.add(tk);
              }
          }
          expect(plan.fairness.idlePitchSlots).toBe(plan.fairness.slotCount * pitches - plan.matches.length);
        },
      ),
      { numRuns: 60 },
    );
  }, 20_000);

  it("is deterministic for a seed", () => {
    const settings = buildSettings({ groupCount: 3, knockout: "quarterFinal", pitches: buildPitches(3) });
    const a = generateTournamentPlan(settings, buildTeams(14), "s");
    const b = generateTournamentPlan(settings, buildTeams(14), "s");
    expect(b).toEqual(a);
  });
});

describe("planner — known minimum of back-to-back games", () => {
  const one = {
    matchMinutes: { group: 10 },
    breakMinutes: 2,
    pauseBeforeFinalsMinutes: 0,
    firstKickoff: "2025-06-14T10:00",
  };
  it.each([
    [3, 2],
    [4, 2],
    [5, 0],
    [6, 0],
    [7, 0],
    [8, 0],
  ])("%i teams on one pitch: %i back-to-back", (n, min) => {
    const plan = planMatches(rrSpecs(n), { ...one, pitches: buildPitches(1) }, { seed: 1 });
    expect(plan.fairness.backToBackTotal).toBe(min);
    expect(plan.fairness.slotCount).toBe((n * (n - 1)) / 2);
  });

  it("two groups of four on two pitches: the groups alternate, zero back-to-back", () => {
    const plan = planMatches(
      [...rrSpecs(4, "A"), ...rrSpecs(4, "B")],
      { ...one, pitches: buildPitches(2) },
      { seed: 3 },
    );
    expect(plan.fairness.backToBackTotal).toBe(0);
    expect(plan.fairness.slotCount).toBe(6);
    expect(plan.fairness.minRest).toBe(14);
  });
});

describe("reflow and manual edits", () => {
  const settings = buildSettings({ groupCount: 2, knockout: "semiFinal", pitches: buildPitches(2), breakMinutes: 2 });
  const plan = generateTournamentPlan(settings, buildTeams(8), 1);

  it("reflow after a new kick-off, length and break keeps pairings, slots, pitches and order", () => {
    const changed = { ...settings, firstKickoff: "2025-06-14T13:30", breakMinutes: 5, matchMinutes: { group: 12 } };
    const re = reflowTimes(plan.matches, changed);
    expect(re.map((m) => [m.id, m.slot, m.pitch, m.home, m.away])).toEqual(
      plan.matches.map((m) => [m.id, m.slot, m.pitch, m.home, m.away]),
    );
    const first = re.find((m) => m.slot === 0) as Match;
    expect(first.start).toBe("2025-06-14T13:30");
    expect(first.end).toBe("2025-06-14T13:42");
    const second = re.find((m) => m.slot === 1) as Match;
    expect(second.start).toBe("2025-06-14T13:47");
    const bySlot = [...re].sort((a, b) => a.slot - b.slot);
    for (let i = 1; i < bySlot.length; i++)
      expect((bySlot[i] as Match).startMinute).toBeGreaterThanOrEqual((bySlot[i - 1] as Match).startMinute);
    // the pause before the finals sits before the first knockout slot
    const firstKo = re.filter((m) => m.stage !== "group").sort((a, b) => a.slot - b.slot)[0] as Match;
    const lastGroupEnd = Math.max(...re.filter((m) => m.stage === "group").map((m) => m.endMinute));
    expect(firstKo.startMinute - lastGroupEnd).toBe(5 + settings.pauseBeforeFinalsMinutes);
  });

  it("refuses to put a team on two pitches at once, with the reason", () => {
    const a = plan.matches.find((m) => m.stage === "group" && m.slot === 0) as Match;
    const team = a.home.teamId as string;
    const b = plan.matches.find(
      (m) => m.slot !== a.slot && m.stage === "group" && (m.home.teamId === team || m.away.teamId === team),
    ) as Match;
    const free = settings.pitches.find((p) => !plan.matches.some((m) => m.slot === a.slot && m.pitch === p.id));
    const otherInSlot = plan.matches.find((m) => m.slot === a.slot && m.id !== a.id) as Match;
    const r = free
      ? moveMatch(plan.matches, b.id, { slot: a.slot, pitch: free.id }, settings)
      : swapMatches(plan.matches, b.id, otherInSlot.id, settings);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.key).toBe("edit.teamConflict");
  });

  it("refuses to start a semi-final before the group stage ends", () => {
    const sf = plan.matches.find((m) => m.id === "SF1") as Match;
    const early = plan.matches.find((m) => m.stage === "group" && m.slot === 0) as Match;
    const r = swapMatches(plan.matches, sf.id, early.id, settings);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason.key).toBe("edit.feederNotFinished");
      expect(r.reason.params.match).toBe("SF1");
    }
  });

  it("refuses an occupied pitch and a started match; accepts a valid swap and re-reports fairness", () => {
    const [m0, m1] = plan.matches.filter((m) => m.slot === 0);
    const r = moveMatch(plan.matches, (m0 as Match).id, { slot: 0, pitch: (m1 as Match).pitch }, settings);
    expect(r.ok === false && r.reason.key).toBe("edit.pitchOccupied");
    const started = plan.matches.map((m) => (m.id === (m0 as Match).id ? { ...m, status: "finished" as const } : m));
    const s = swapMatches(started, (m0 as Match).id, (m1 as Match).id, settings);
    expect(s.ok === false && s.reason.key).toBe("edit.matchStarted");
    const ok = swapMatches(plan.matches, (m0 as Match).id, (m1 as Match).id, settings);
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect(ok.plan.matches.find((m) => m.id === (m0 as Match).id)?.pitch).toBe((m1 as Match).pitch);
      expect(ok.plan.fairness.slotCount).toBe(plan.fairness.slotCount);
    }
  });
});
