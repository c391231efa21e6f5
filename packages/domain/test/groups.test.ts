import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupSizes, splitIntoGroups } from "../src/groups.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

describe("splitIntoGroups", () => {
  it("puts every team in exactly one group and sizes differ by at most one (all methods)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom("snake", "pots", "draw") as fc.Arbitrary<"snake" | "pots" | "draw">,
        fc.integer(),
        (g, extra, method, seed) => {
          const n = g * 2 + extra;
          const groups = splitIntoGroups(ids(n), g, { method, seed });
          const sizes = groups.map((x) => x.teamIds.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          const all = groups.flatMap((x) => x.teamIds);
          expect(all.length).toBe(n);
          expect(new Set(all).size).toBe(n);
          expect(sizes).toEqual(groupSizes(n, g));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("snake order: 1→A, 2→B, 3→B, 4→A …", () => {
    const groups = splitIntoGroups(ids(8), 2, { method: "snake" });
    expect(groups.map((g) => g.teamIds)).toEqual([
      ["t1", "t4", "t5", "t8"],
      ["t2", "t3", "t6", "t7"],
    ]);
  });

  it("pots: each group gets exactly one team of every pot", () => {
    const groups = splitIntoGroups(ids(12), 4, { method: "pots", seed: 7 });
    for (const g of groups) {
      const pots = g.teamIds.map((t) => Math.floor((Number(t.slice(1)) - 1) / 4));
      expect(pots.sort()).toEqual([0, 1, 2]);
    }
  });

  it("draw is deterministic in the seed", () => {
    const a = splitIntoGroups(ids(10), 3, { method: "draw", seed: "x" });
    const b = splitIntoGroups(ids(10), 3, { method: "draw", seed: "x" });
    const c = splitIntoGroups(ids(10), 3, { method: "draw", seed: "y" });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it("explicit sizes are honoured and must add up", () => {
    expect(splitIntoGroups(ids(9), 2, { method: "snake", sizes: [6, 3] }).map((g) => g.teamIds.length)).toEqual([6, 3]);
    expect(() => splitIntoGroups(ids(9), 2, { sizes: [5, 5] })).toThrow();
  });
});
