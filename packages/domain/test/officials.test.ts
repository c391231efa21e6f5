import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Match, MatchStatus } from "../src/contracts.ts";
import { assignmentConflict, autoAssignReferees, matchesOfReferee, refereeConflicts } from "../src/officials.ts";
import type { Officials, Referee } from "../src/officials-contracts.ts";
import { planTournament } from "../src/plan-tournament.ts";
import { buildPitches, buildSettings, buildTeams } from "./factories.ts";

/** A hand-made match: slot s kicks off at minute 12·s and lasts 10 minutes unless told otherwise. */
function match(
  id: string,
  slot: number,
  pitch: string,
  home: string | null,
  away: string | null,
  extra: Partial<Match> = {},
): Match {
  const startMinute = extra.startMinute ?? slot * 12;
  return {
    id,
    stage: "group",
    group: "A",
    round: 1,
    placeFor: null,
    home: { teamId: home, placeholder: null },
    away: { teamId: away, placeholder: null },
    slot,
    pitch,
    startMinute,
    endMinute: startMinute + 10,
    start: "2025-06-14T10:00",
    end: "2025-06-14T10:10",
    status: "scheduled",
    ...extra,
  };
}

const person = (id: string, name = `Ref ${id}`): Referee => ({ id, name });
const teamRef = (teamId: string, name = `Team ${teamId}`): Referee => ({ id: `team-${teamId}`, name, teamId });

// Slot 0: A–B (p1), C–D (p2); slot 1: E–F (p1), A–C (p2); slot 2: B–D (p1); slot 3: E–A (p1).
const day: Match[] = [
  match("m1", 0, "p1", "A", "B"),
  match("m2", 0, "p2", "C", "D"),
  match("m3", 1, "p1", "E", "F"),
  match("m4", 1, "p2", "A", "C"),
  match("m5", 2, "p1", "B", "D"),
  match("m6", 3, "p1", "E", "A"),
];

describe("refereeConflicts — one example per rule", () => {
  it("no rule broken: nothing reported; one broken: only that one", () => {
    // x leads one match per slot; F refs slot 3 (it plays in slot 1 only)
    const fine: Officials = {
      referees: [person("x"), teamRef("F")],
      assignments: { m1: "x", m3: "x", m5: "x", m6: "team-F" },
    };
    expect(refereeConflicts(day, fine)).toEqual([]);
    // x also takes m2, in the same slot as m1
    const clash: Officials = { ...fine, assignments: { ...fine.assignments, m2: "x" } };
    expect(refereeConflicts(day, clash).map((c) => c.key)).toEqual(["referee.twoPitches"]);
  });

  it("referee.twoPitches: one person on two pitches in the same slot, named and with both matches", () => {
    const officials: Officials = { referees: [person("x", "Anna")], assignments: { m2: "x", m1: "x" } };
    expect(refereeConflicts(day, officials)).toEqual([
      {
        key: "referee.twoPitches",
        params: { referee: "Anna", match: "m2", other: "m1" },
        text: "Anna would lead m2 and m1 at the same time",
      },
    ]);
  });

  it("referee.twoPitches: matches of different slots whose times overlap", () => {
    const long = [match("a", 0, "p1", "A", "B", { endMinute: 30 }), match("b", 1, "p2", "C", "D")];
    const officials: Officials = { referees: [person("x")], assignments: { a: "x", b: "x" } };
    expect(refereeConflicts(long, officials).map((c) => [c.key, c.params.match, c.params.other])).toEqual([
      ["referee.twoPitches", "b", "a"],
    ]);
    // back to back (one ends when the next starts) is fine
    const seq = [match("a", 0, "p1", "A", "B", { endMinute: 12 }), match("b", 1, "p2", "C", "D")];
    expect(refereeConflicts(seq, officials)).toEqual([]);
  });

  it("referee.playing: a team referee in its own match or in one at the same time", () => {
    // F plays only m3 (slot 1)
    const own: Officials = { referees: [teamRef("F", "Blue Lions")], assignments: { m3: "team-F" } };
    expect(refereeConflicts(day, own)).toEqual([
      {
        key: "referee.playing",
        params: { referee: "Blue Lions", match: "m3", other: "m3" },
        text: "Blue Lions cannot lead m3: the team plays m3 at the same time",
      },
    ]);
    // A plays m1 (slot 0) and m4 (slot 1): leading m1 is playing it, and m4 follows just after
    const twice: Officials = { referees: [teamRef("A")], assignments: { m1: "team-A" } };
    expect(refereeConflicts(day, twice).map((c) => [c.key, c.params.other])).toEqual([
      ["referee.playing", "m1"],
      ["referee.nextToOwnMatch", "m4"],
    ]);
    // B plays m1 in slot 0 while m2 is on the other pitch; B's next match m5 is in slot 2
    const sameSlot: Officials = { referees: [teamRef("B")], assignments: { m2: "team-B" } };
    expect(refereeConflicts(day, sameSlot).map((c) => [c.key, c.params.match, c.params.other])).toEqual([
      ["referee.playing", "m2", "m1"],
    ]);
  });

  it("referee.nextToOwnMatch: a team referee in the slot just before or after one of its own", () => {
    // F plays m3 in slot 1: slot 0 (m1, m2) and slot 2 (m5) are next to it, slot 3 (m6) is not
    const officials: Officials = { referees: [teamRef("F", "Reds")], assignments: { m2: "team-F" } };
    expect(refereeConflicts(day, officials)).toEqual([
      {
        key: "referee.nextToOwnMatch",
        params: { referee: "Reds", match: "m2", other: "m3" },
        text: "Reds cannot lead m2: the team plays m3 just before or after",
      },
    ]);
    const after: Officials = { ...officials, assignments: { m5: "team-F" } };
    expect(refereeConflicts(day, after).map((c) => [c.key, c.params.other])).toEqual([
      ["referee.nextToOwnMatch", "m3"],
    ]);
    expect(refereeConflicts(day, { ...officials, assignments: { m6: "team-F" } })).toEqual([]);
  });

  it("a team referee breaking both team rules and the two-pitch rule gets every one reported", () => {
    // C plays m2 (slot 0) and m4 (slot 1); it refs m3 (slot 1: C plays m4 then, m2 just before) and m4 itself
    const officials: Officials = { referees: [teamRef("C")], assignments: { m4: "team-C", m3: "team-C" } };
    expect(refereeConflicts(day, officials).map((c) => [c.key, c.params.match, c.params.other])).toEqual([
      ["referee.playing", "m3", "m4"],
      ["referee.nextToOwnMatch", "m3", "m2"],
      ["referee.playing", "m4", "m4"],
      ["referee.nextToOwnMatch", "m4", "m2"],
      ["referee.twoPitches", "m4", "m3"],
    ]);
  });

  it("referee.unknown: an assignment to a referee or a match that does not exist", () => {
    const officials: Officials = { referees: [person("x", "Anna")], assignments: { m1: "ghost", gone: "x" } };
    expect(refereeConflicts(day, officials)).toEqual([
      {
        key: "referee.unknown",
        params: { match: "m1", referee: "ghost" },
        text: "Referee ghost or match m1 does not exist",
      },
      {
        key: "referee.unknown",
        params: { match: "gone", referee: "Anna" },
        text: "Referee Anna or match gone does not exist",
      },
    ]);
  });

  it("a team referee whose team is only a placeholder yet breaks no team rule", () => {
    const ko = [match("sf", 0, "p1", null, null), match("f", 1, "p1", null, null)];
    expect(refereeConflicts(ko, { referees: [teamRef("A")], assignments: { sf: "team-A", f: "team-A" } })).toEqual([]);
  });
});

describe("assignmentConflict", () => {
  // B plays slots 0 (m1) and 2 (m5), F slot 1 (m3)
  const officials: Officials = {
    referees: [person("x", "Anna"), teamRef("B", "Blues"), teamRef("F", "Reds")],
    assignments: { m1: "x", m6: "team-F" },
  };

  it("null when the assignment breaks no rule", () => {
    expect(assignmentConflict(day, officials, "m3", "x")).toBeNull();
    // re-assigning a match to its own referee is not a clash with itself
    expect(assignmentConflict(day, officials, "m1", "x")).toBeNull();
    expect(assignmentConflict(day, officials, "m6", "team-F")).toBeNull();
  });

  it("the rule it would break, given every other assignment", () => {
    expect(assignmentConflict(day, officials, "m2", "x")).toEqual({
      key: "referee.twoPitches",
      params: { referee: "Anna", match: "m2", other: "m1" },
      text: "Anna would lead m2 and m1 at the same time",
    });
    expect(assignmentConflict(day, officials, "m2", "team-B")?.key).toBe("referee.playing");
    expect(assignmentConflict(day, officials, "m4", "team-B")).toMatchObject({
      key: "referee.nextToOwnMatch",
      params: { referee: "Blues", match: "m4", other: "m1" },
    });
    expect(assignmentConflict(day, officials, "m9", "x")).toMatchObject({
      key: "referee.unknown",
      params: { match: "m9", referee: "Anna" },
    });
    expect(assignmentConflict(day, officials, "m3", "nobody")).toMatchObject({
      key: "referee.unknown",
      params: { match: "m3", referee: "nobody" },
    });
  });

  it("a team rule is named before a two-pitch clash", () => {
    // B leads m2 (given by hand); m1 is B's own match and in the same slot as m2: "playing" is named
    const clash: Officials = { ...officials, assignments: { m2: "team-B" } };
    expect(assignmentConflict(day, clash, "m1", "team-B")?.key).toBe("referee.playing");
  });
});

describe("autoAssignReferees — examples", () => {
  it("fewest matches first, ties by the order of the list, in kick-off order", () => {
    const { assignments, unassigned } = autoAssignReferees(day, {
      referees: [person("x"), person("y"), person("z")],
      assignments: {},
    });
    // slot 0: m1 x, m2 y; slot 1: m3 z, m4 x; slot 2: m5 y; slot 3: m6 z
    expect(assignments).toEqual({ m1: "x", m2: "y", m3: "z", m4: "x", m5: "y", m6: "z" });
    expect(unassigned).toEqual([]);
  });

  it("kick-off order is start minute, then slot, then the order of the matches", () => {
    const shuffled = [day[5], day[3], day[1], day[4], day[2], day[0]] as Match[];
    const { assignments } = autoAssignReferees(shuffled, { referees: [person("x"), person("y")], assignments: {} });
    // slot 0 in list order: m2 before m1
    expect(assignments).toEqual({ m2: "x", m1: "y", m4: "x", m3: "y", m5: "x", m6: "y" });
  });

  it("live and finished matches keep their referee and count for the load; scheduled ones are redone", () => {
    const played = day.map((m) =>
      m.id === "m1" || m.id === "m2" ? { ...m, status: (m.id === "m1" ? "finished" : "live") as MatchStatus } : m,
    );
    const { assignments } = autoAssignReferees(played, {
      referees: [person("x"), person("y"), person("z")],
      assignments: { m1: "z", m2: "z", m3: "x", m6: "x" },
    });
    // z keeps m1 and m2 (a clash made by hand, played anyway) and has two matches: x and y go first
    expect(assignments).toEqual({ m1: "z", m2: "z", m3: "x", m4: "y", m5: "x", m6: "y" });
  });

  it("a played match whose referee was removed keeps none; unknown matches are dropped", () => {
    const played = day.map((m) => (m.id === "m1" ? { ...m, status: "finished" as MatchStatus } : m));
    const { assignments, unassigned } = autoAssignReferees(played, {
      referees: [person("x")],
      assignments: { m1: "removed", gone: "x" },
    });
    expect(assignments.m1).toBeUndefined();
    expect(assignments.gone).toBeUndefined();
    // x takes m2 (slot 0), then one match per slot
    expect(assignments).toEqual({ m2: "x", m3: "x", m5: "x", m6: "x" });
    expect(unassigned).toEqual(["m4"]);
  });

  it("a match nobody may lead stays open and is listed", () => {
    // only team A: it plays in slots 0, 1 and 3, so slot 2 is next to its own matches too
    const { assignments, unassigned } = autoAssignReferees(day, { referees: [teamRef("A")], assignments: {} });
    expect(assignments).toEqual({});
    expect(unassigned).toEqual(["m1", "m2", "m3", "m4", "m5", "m6"]);
    // F plays only in slot 1: it can take slot 3 only
    const f = autoAssignReferees(day, { referees: [teamRef("F")], assignments: {} });
    expect(f).toEqual({ assignments: { m6: "team-F" }, unassigned: ["m1", "m2", "m3", "m4", "m5"] });
  });

  it("no referees: everything scheduled is unassigned, nothing thrown", () => {
    expect(autoAssignReferees(day, { referees: [], assignments: {} }).unassigned).toHaveLength(6);
    expect(autoAssignReferees([], { referees: [person("x")], assignments: {} })).toEqual({
      assignments: {},
      unassigned: [],
    });
  });

  it("matchesOfReferee lists a referee's matches in order of play", () => {
    const { assignments } = autoAssignReferees(day, { referees: [person("x"), person("y")], assignments: {} });
    const officials: Officials = { referees: [person("x"), person("y")], assignments };
    expect(matchesOfReferee(day, officials, "x").map((m) => m.id)).toEqual(["m1", "m3", "m5"]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over real planned tournaments.

const shapes = ["none", "final", "semiFinal", "quarterFinal"] as const;

/** A planned tournament (groups + knockout or round robin), or null when the format cannot be planned. */
const planArb = fc
  .record({
    n: fc.integer({ min: 3, max: 24 }),
    groups: fc.integer({ min: 1, max: 4 }),
    pitches: fc.integer({ min: 1, max: 5 }),
    shape: fc.constantFrom(...shapes),
    roundRobin: fc.boolean(),
    breakMinutes: fc.constantFrom(0, 2),
    seed: fc.integer(),
  })
  .map(({ n, groups, pitches, shape, roundRobin, breakMinutes, seed }) => {
    const k = { none: 0, final: 2, semiFinal: 4, quarterFinal: 8 }[shape];
    const settings = buildSettings({
      mode: roundRobin ? "roundRobin" : "groupsKnockout",
      groupCount: Math.max(1, Math.min(groups, Math.floor(n / 2))),
      knockout: n >= k ? shape : "none",
      pitches: buildPitches(pitches),
      breakMinutes,
      matchMinutes: { group: 10, final: 15, semiFinal: 12 },
    });
    const teams = buildTeams(n);
    const outcome = planTournament(settings, teams, seed);
    return outcome.ok ? { matches: outcome.plan.matches, teams, pitches } : null;
  });

const overlapping = (a: Match, b: Match) =>
  a.slot === b.slot || (a.startMinute < b.endMinute && b.startMinute < a.endMinute);
const plays = (m: Match, team: string) => m.home.teamId === team || m.away.teamId === team;

// Each property plans 60 tournaments (about 2 s on an idle machine): a generous timeout, as the other planner
// properties have, so a busy CI machine does not fail them.
describe("autoAssignReferees — properties over planned tournaments", () => {
  it("(a) never yields an assignment refereeConflicts objects to, also when a played part is kept", () => {
    fc.assert(
      fc.property(
        planArb,
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 23 }), { maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (plan, persons, teamPicks, playedShare) => {
          fc.pre(plan !== null);
          if (!plan) return;
          const referees: Referee[] = [
            ...[...new Set(teamPicks)]
              .filter((i) => i < plan.teams.length)
              .map((i) => teamRef(plan.teams[i]?.id as string)),
            ...Array.from({ length: persons }, (_, i) => person(`p${i}`)),
          ];
          const first = autoAssignReferees(plan.matches, { referees, assignments: {} });
          expect(refereeConflicts(plan.matches, { referees, assignments: first.assignments })).toEqual([]);
          expect(Object.keys(first.assignments).length + first.unassigned.length).toBe(plan.matches.length);
          // the first part of the day is played with those referees; a new run keeps it and stays clean
          const cut = Math.floor(Math.max(...plan.matches.map((m) => m.slot)) * playedShare);
          const later = plan.matches.map((m) => (m.slot < cut ? { ...m, status: "finished" as MatchStatus } : m));
          const second = autoAssignReferees(later, { referees, assignments: first.assignments });
          for (const m of later)
            if (m.status === "finished") expect(second.assignments[m.id]).toBe(first.assignments[m.id]);
          expect(refereeConflicts(later, { referees, assignments: second.assignments })).toEqual([]);
          // deterministic
          expect(autoAssignReferees(later, { referees, assignments: first.assignments })).toEqual(second);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it("(b) person referees at least as many as pitches: every match led, loads differ by at most one", () => {
    fc.assert(
      fc.property(planArb, fc.integer({ min: 0, max: 5 }), (plan, extra) => {
        fc.pre(plan !== null);
        if (!plan) return;
        const referees = Array.from({ length: plan.pitches + extra }, (_, i) => person(`p${i}`));
        const { assignments, unassigned } = autoAssignReferees(plan.matches, { referees, assignments: {} });
        expect(unassigned).toEqual([]);
        expect(Object.keys(assignments).sort()).toEqual(plan.matches.map((m) => m.id).sort());
        const load = new Map(referees.map((r) => [r.id, 0]));
        for (const r of Object.values(assignments)) load.set(r, (load.get(r) ?? 0) + 1);
        const loads = [...load.values()];
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("(c) a referee team never leads its own match, one at the same time, or one in the slot next to its own", () => {
    fc.assert(
      fc.property(planArb, fc.integer({ min: 0, max: 2 }), (plan, persons) => {
        fc.pre(plan !== null);
        if (!plan) return;
        const referees: Referee[] = [
          ...plan.teams.map((t) => teamRef(t.id)),
          ...Array.from({ length: persons }, (_, i) => person(`p${i}`)),
        ];
        const { assignments, unassigned } = autoAssignReferees(plan.matches, { referees, assignments: {} });
        const byId = new Map(plan.matches.map((m) => [m.id, m]));
        let teamLed = 0;
        for (const [matchId, refereeId] of Object.entries(assignments)) {
          const team = referees.find((r) => r.id === refereeId)?.teamId;
          if (!team) continue;
          teamLed++;
          const m = byId.get(matchId) as Match;
          expect(plays(m, team)).toBe(false);
          for (const own of plan.matches.filter((x) => plays(x, team))) {
            expect(overlapping(m, own)).toBe(false);
            expect(Math.abs(own.slot - m.slot)).not.toBe(1);
          }
        }
        // on one pitch at most six teams play in a slot or next to it: with seven teams every match is led
        if (plan.pitches === 1 && plan.teams.length >= 7) {
          expect(unassigned).toEqual([]);
          if (persons === 0) expect(teamLed).toBe(plan.matches.length);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe("autoAssignReferees — speed", () => {
  // Its speed is measured in bench/referee-assignment.bench.ts (timings never decide a test).
  it("assigns all 231 matches of a 22-team round robin among 60 referees", () => {
    const teams = buildTeams(22);
    const outcome = planTournament(buildSettings({ mode: "roundRobin", pitches: buildPitches(8) }), teams, 1);
    if (!outcome.ok) throw new Error(outcome.message);
    const { matches } = outcome.plan;
    expect(matches).toHaveLength(231);
    const referees: Referee[] = [
      ...teams.map((t) => teamRef(t.id)),
      ...Array.from({ length: 38 }, (_, i) => person(`p${i}`)),
    ];
    const { assignments, unassigned } = autoAssignReferees(matches, { referees, assignments: {} });
    expect(unassigned).toEqual([]);
    expect(refereeConflicts(matches, { referees, assignments })).toEqual([]);
  });
});
