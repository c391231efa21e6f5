import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MatchSpec, Side } from "../src/contracts.ts";
import { bracketSeedOrder, buildKnockoutFromGroups, buildSeededBracket, firstKnockoutRound } from "../src/knockout.ts";
import { describePlaceholder } from "../src/placeholders.ts";

const label = (s: Side | null) => (s?.placeholder ? describePlaceholder(s.placeholder).text : (s?.teamId ?? "bye"));
const pairs = (round: Array<[Side, Side]>) => round.map(([h, a]) => `${label(h)} – ${label(a)}`);
const byId = (specs: MatchSpec[], id: string) => {
  const m = specs.find((x) => x.id === id);
  if (!m) throw new Error(`no ${id}`);
  return `${label(m.home)} – ${label(m.away)}`;
};

describe("cross pairings (DOMAIN.md)", () => {
  it("2 groups: semi-finals 1A–2B, 1B–2A; final; 3rd place", () => {
    expect(pairs(firstKnockoutRound(["A", "B"], "semiFinal"))).toEqual([
      "1st Group A – 2nd Group B",
      "1st Group B – 2nd Group A",
    ]);
    const specs = buildKnockoutFromGroups(
      [
        { name: "A", size: 4 },
        { name: "B", size: 4 },
      ],
      "semiFinal",
      { thirdPlace: true },
    );
    expect(specs.map((m) => m.id).sort()).toEqual(["F", "P3", "SF1", "SF2"]);
    expect(byId(specs, "F")).toBe("Winner SF1 – Winner SF2");
    expect(byId(specs, "P3")).toBe("Loser SF1 – Loser SF2");
  });

  it("2 groups: quarter-finals 1A–4B, 2A–3B, 3A–2B, 4A–1B", () => {
    expect(pairs(firstKnockoutRound(["A", "B"], "quarterFinal"))).toEqual([
      "1st Group A – 4th Group B",
      "2nd Group A – 3rd Group B",
      "3rd Group A – 2nd Group B",
      "4th Group A – 1st Group B",
    ]);
  });

  it("3 groups: quarter-finals with the top two and the two best thirds, group mates apart until the final", () => {
    const qf = firstKnockoutRound(["A", "B", "C"], "quarterFinal");
    expect(pairs(qf)).toEqual([
      "1st Group A – 2nd Group C",
      "2nd Group B – best 3rd #1",
      "1st Group B – 2nd Group A",
      "1st Group C – best 3rd #2",
    ]);
  });

  it("4 groups: quarter-finals 1A–2C, 1B–2D, 1C–2A, 1D–2B; same-group teams only meet in the final", () => {
    const qf = firstKnockoutRound(["A", "B", "C", "D"], "quarterFinal");
    expect(pairs(qf)).toEqual([
      "1st Group A – 2nd Group C",
      "1st Group B – 2nd Group D",
      "1st Group C – 2nd Group A",
      "1st Group D – 2nd Group B",
    ]);
    const specs = buildKnockoutFromGroups(
      ["A", "B", "C", "D"].map((name) => ({ name, size: 4 })),
      "quarterFinal",
    );
    expect(byId(specs, "SF1")).toBe("Winner QF1 – Winner QF2");
    expect(byId(specs, "SF2")).toBe("Winner QF3 – Winner QF4");
    // half of the bracket per group: the 1st and 2nd of each group are in different halves
    const half = (qfIndex: number) => (qfIndex < 2 ? 0 : 1);
    for (const g of ["A", "B", "C", "D"]) {
      const halves = qf.flatMap(([h, a], i) =>
        [h, a].filter((s) => s.placeholder?.kind === "groupRank" && s.placeholder.group === g).map(() => half(i)),
      );
      expect(halves.sort()).toEqual([0, 1]);
    }
  });

  it("1 group: semi-finals 1–4, 2–3 of the table", () => {
    expect(pairs(firstKnockoutRound(["A"], "semiFinal"))).toEqual([
      "1st Group A – 4th Group A",
      "2nd Group A – 3rd Group A",
    ]);
  });

  it("placement games for every place: 2 groups of 5 with semi-finals → places 1, 3, 5, 7, 9", () => {
    const specs = buildKnockoutFromGroups(
      [
        { name: "A", size: 5 },
        { name: "B", size: 5 },
      ],
      "semiFinal",
      { thirdPlace: true, placementGames: true },
    );
    expect(
      specs
        .map((m) => m.placeFor)
        .filter((p) => p !== null)
        .sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual([1, 3, 5, 7, 9]);
    expect(byId(specs, "P5")).toBe("3rd Group A – 3rd Group B");
    expect(byId(specs, "P9")).toBe("5th Group A – 5th Group B");
  });

  it("quarter-finals with placement games: losers play 5th–8th, non-qualifiers ranked across groups", () => {
    const specs = buildKnockoutFromGroups(
      ["A", "B", "C"].map((name) => ({ name, size: 4 })),
      "quarterFinal",
      { thirdPlace: true, placementGames: true },
    );
    expect(byId(specs, "P5-SF1")).toBe("Loser QF1 – Loser QF2");
    expect(byId(specs, "P5")).toBe("Winner P5-SF1 – Winner P5-SF2");
    expect(byId(specs, "P7")).toBe("Loser P5-SF1 – Loser P5-SF2");
    // 12 teams − 8 qualifiers: the worst third and the three fourths
    expect(byId(specs, "P9")).toBe("best 3rd #3 – best 4th #1");
    expect(byId(specs, "P11")).toBe("best 4th #2 – best 4th #3");
  });
});

describe("seeded bracket", () => {
  it("standard seed order: 1 and 2 can only meet in the final", () => {
    expect(bracketSeedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it("byes go to the top seeds; n − 1 games decide the winner; every team enters once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 70 }), (n) => {
        const teams = Array.from({ length: n }, (_, i) => `s${i + 1}`);
        const specs = buildSeededBracket(teams);
        expect(specs.length).toBe(n - 1);
        let size = 1;
        while (size < n) size *= 2;
        const byes = size - n;
        const entering = specs.flatMap((m) => [m.home.teamId, m.away.teamId]).filter((t): t is string => !!t);
        expect(new Set(entering).size).toBe(n);
        expect(entering.length).toBe(n);
        // teams with a bye enter in round 2, and they are exactly the top seeds
        const late = specs
          .filter((m) => m.round === 2)
          .flatMap((m) => [m.home.teamId, m.away.teamId])
          .filter((t): t is string => !!t);
        expect(late.sort()).toEqual(teams.slice(0, byes).sort());
        // every winner placeholder is used exactly once
        const winners = specs.flatMap((m) => [m.home, m.away]).filter((s) => s.placeholder?.kind === "winner");
        expect(winners.length).toBe(n - 2);
      }),
      { numRuns: 40 },
    );
  });
});
