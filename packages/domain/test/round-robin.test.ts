import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byeTeam, roundRobin } from "../src/round-robin.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe("roundRobin", () => {
  it("every pair meets exactly once, nobody twice in a round, home counts differ by at most one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (n) => {
        const teams = ids(n);
        const rounds = roundRobin(teams);
        expect(rounds.length).toBe(n % 2 === 0 ? n - 1 : n);
        const met = new Map<string, number>();
        const home = new Map<string, number>();
        for (const round of rounds) {
          const inRound = round.flat();
          expect(new Set(inRound).size).toBe(inRound.length);
          expect(round.length).toBe(Math.floor(n / 2));
          for (const [h, a] of round) {
            const k = [h, a].sort().join("|");
            met.set(k, (met.get(k) ?? 0) + 1);
            home.set(h, (home.get(h) ?? 0) + 1);
          }
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((c) => c === 1)).toBe(true);
        for (const t of teams) {
          const h = home.get(t) ?? 0;
          expect(Math.abs(h - (n - 1 - h))).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("double round robin: every pair twice, once each way round, home and away equal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (n) => {
        const rounds = roundRobin(ids(n), { double: true });
        const directed = new Set<string>();
        const home = new Map<string, number>();
        for (const round of rounds)
          for (const [h, a] of round) {
            expect(directed.has(`${h}>${a}`)).toBe(false);
            directed.add(`${h}>${a}`);
            home.set(h, (home.get(h) ?? 0) + 1);
          }
        expect(directed.size).toBe(n * (n - 1));
        for (const t of ids(n)) expect(home.get(t)).toBe(n - 1);
      }),
      { numRuns: 30 },
    );
  });

  it("odd counts: each team has exactly one bye", () => {
    const teams = ids(7);
    const byes = roundRobin(teams).map((r) => byeTeam(teams, r));
    expect(new Set(byes).size).toBe(7);
  });
});
