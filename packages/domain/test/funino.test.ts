import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FuninoOutcome, FuninoSettings } from "../src/contracts.ts";
import { FuninoSettingsSchema } from "../src/contracts.ts";
import {
  fixedFuninoPlan,
  initialLadder,
  type LadderRound,
  ladderPitch,
  nextLadderRound,
  recommendedRounds,
} from "../src/funino.ts";
import { checkHardRules } from "../src/plan-edits.ts";
import { createRng } from "../src/random.ts";
import { buildPitches, buildTeams } from "./factories.ts";

const ladder = {
  pairing: "draw",
  drawRule: "previousLoserAdvances",
  avoidRematches: false,
  topPitch: "first",
} as const;
const outcomeArb = fc.constantFrom<FuninoOutcome["outcome"]>("first", "second", "draw");

function play(round: LadderRound, outcomes: Array<FuninoOutcome["outcome"]>): LadderRound {
  return {
    ...round,
    outcomes: round.pairs.map((_, k) => ({ pitchIndex: k, outcome: outcomes[k % outcomes.length] ?? "first" })),
  };
}

describe("funino ladder — properties", () => {
  it("every pitch holds exactly two teams, every team is placed once; the bench rotates fairly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 21 }),
        fc.array(outcomeArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 25 }),
        fc.boolean(),
        fc.constantFrom("previousLoserAdvances", "lot") as fc.Arbitrary<"previousLoserAdvances" | "lot">,
        (n, outcomes, rounds, avoid, drawRule) => {
          const teams = buildTeams(n);
          const settings = { ...ladder, avoidRematches: avoid, drawRule };
          const history: LadderRound[] = [initialLadder(teams, settings, "s")];
          for (let r = 1; r < rounds; r++) {
            const last = history.pop() as LadderRound;
            history.push(play(last, outcomes.slice(r % outcomes.length).concat(outcomes)));
            const next = nextLadderRound(history, settings, "s");
            if (!next.ok) throw new Error("unexpected refusal");
            history.push(next.round);
          }
          const benchCount = new Map<string, number>();
          for (const round of history) {
            expect(round.pairs.length).toBe(Math.floor(n / 2));
            for (const p of round.pairs) expect(new Set(p).size).toBe(2);
            const placed = [...round.pairs.flat(), ...(round.bench ? [round.bench] : [])];
            expect(placed.sort()).toEqual(teams.map((t) => t.id).sort());
            expect(round.bench !== null).toBe(n % 2 === 1);
            if (round.bench) {
              // nobody sits out twice before everybody has sat out once
              const before = benchCount.get(round.bench) ?? 0;
              const min = Math.min(...teams.map((t) => benchCount.get(t.id) ?? 0));
              expect(before).toBe(min);
              benchCount.set(round.bench, before + 1);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("funino ladder — rules", () => {
  const start: LadderRound = {
    round: 1,
    pairs: [
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
    ],
    bench: null,
  };

  it("winner up, loser down, the ends stay", () => {
    const r = nextLadderRound([play(start, ["first", "first", "first"])], ladder, 1);
    // top: a stays, c comes up; middle: b comes down, e comes up; bottom: d comes down, f stays
    expect(r.ok && r.round.pairs).toEqual([
      ["a", "c"],
      ["b", "e"],
      ["d", "f"],
    ]);
  });

  it("draws: the previous loser advances; with equal history the lot decides (deterministically)", () => {
    const r1 = play(start, ["first", "first", "first"]);
    const next = nextLadderRound([r1], ladder, 1);
    if (!next.ok) throw new Error("refused");
    // round 2: a–c (both won before), b–e (b lost, e won), d–f (d lost, f lost)
    const r2 = play(next.round, ["draw", "draw", "draw"]);
    const third = nextLadderRound([r1, r2], ladder, 1);
    if (!third.ok) throw new Error("refused");
    // b lost in round 1 → b counts as winner of pitch 1 and moves up to the top pitch
    expect(third.round.pairs[0]).toContain("b");
    expect(third.round.pairs[2]).not.toContain("b");
    expect(nextLadderRound([r1, r2], ladder, 1)).toEqual(third);
  });

  it("draw rule 'decision' needs the organiser's entry, and then follows it", () => {
    const drawn = play(start, ["draw", "first", "first"]);
    const refused = nextLadderRound([drawn], { ...ladder, drawRule: "decision" }, 1);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.reasons[0]?.key).toBe("funino.decisionNeeded");
      // Pitches are numbered from 1 for people; the drawn game was on the top pitch.
      expect(refused.reasons[0]?.params).toEqual({ pitch: 1 });
    }
    const decided = {
      ...drawn,
      outcomes: drawn.outcomes?.map((o) => (o.pitchIndex === 0 ? { ...o, decidedWinner: "b" } : o)),
    };
    const r = nextLadderRound([decided], { ...ladder, drawRule: "decision" }, 1);
    expect(r.ok && r.round.pairs[0]).toEqual(["b", "c"]);
  });

  it("avoids a rematch from the last two rounds when asked (the top teams swinging between two pitches)", () => {
    const r1: LadderRound = {
      round: 1,
      pairs: [
        ["a", "b"],
        ["c", "d"],
      ],
      bench: null,
      outcomes: [
        { pitchIndex: 0, outcome: "first" },
        { pitchIndex: 1, outcome: "first" },
      ],
    };
    // a stays top, c comes up; b goes down, d stays
    const two = nextLadderRound([r1], ladder, 1);
    expect(two.ok && two.round.pairs).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
    const r2: LadderRound = {
      round: 2,
      pairs: [
        ["a", "c"],
        ["b", "d"],
      ],
      bench: null,
      outcomes: [
        { pitchIndex: 0, outcome: "first" },
        { pitchIndex: 1, outcome: "first" },
      ],
    };
    // plain ladder: a–b and c–d again, exactly round 1
    const plain = nextLadderRound([r1, r2], ladder, 1);
    expect(plain.ok && plain.round.pairs).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    const avoided = nextLadderRound([r1, r2], { ...ladder, avoidRematches: true }, 1);
    expect(avoided.ok && avoided.round.pairs).toEqual([
      ["a", "d"],
      ["c", "b"],
    ]);
  });

  it("strength pairing puts the strongest at the top, neighbours paired; recommended rounds = pitches + 1", () => {
    const strong = buildTeams(4).map((t, i) => ({ ...t, strength: [2, 6, 4, 5][i] }));
    expect(initialLadder(strong, { pairing: "strength" }, 1).pairs).toEqual([
      ["t002", "t004"],
      ["t003", "t001"],
    ]);
    expect(recommendedRounds(10)).toBe(6);
    expect(recommendedRounds(9)).toBe(5);
    const pitches = buildPitches(3);
    expect(ladderPitch(0, pitches, "first")?.id).toBe("p1");
    expect(ladderPitch(0, pitches, "last")?.id).toBe("p3");
  });
});

describe("funino fixed plan", () => {
  it("every team meets k different opponents, game counts differ by at most one, never two games at once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 6 }),
        (n, k, p) => {
          const settings: FuninoSettings = FuninoSettingsSchema.parse({
            planType: "fixed",
            opponentsPerTeam: k,
            firstKickoff: "2025-06-14T10:00",
            pitches: buildPitches(p),
          });
          const plan = fixedFuninoPlan(buildTeams(n), settings, createRng(n).int(1000));
          expect(checkHardRules(plan.matches)).toEqual([]);
          const opponents = new Map<string, string[]>();
          for (const m of plan.matches) {
            const h = m.home.teamId as string;
            const a = m.away.teamId as string;
            opponents.set(h, [...(opponents.get(h) ?? []), a]);
            opponents.set(a, [...(opponents.get(a) ?? []), h]);
          }
          const kk = Math.min(k, n - 1);
          const counts = buildTeams(n).map((t) => opponents.get(t.id) ?? []);
          for (const list of counts) {
            expect(new Set(list).size).toBe(list.length);
            expect(list.length).toBeGreaterThanOrEqual(kk);
          }
          const sizes = counts.map((l) => l.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 40 },
    );
  });
});
