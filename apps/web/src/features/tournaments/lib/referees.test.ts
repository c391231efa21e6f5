import type { Match } from "@kickoff/domain/contracts.ts";
import { describe, expect, it } from "vitest";
import {
  buildReferee,
  byKickoff,
  conflictFix,
  nextRefereeId,
  officialsOf,
  refereeLoads,
  renameReferee,
  replaceableAssignments,
} from "./referees.ts";

const match = (id: string, slot: number, pitch: string, status: Match["status"] = "scheduled"): Match => ({
  id,
  stage: "group",
  group: "A",
  round: 1,
  placeFor: null,
  home: { teamId: "t1", placeholder: null },
  away: { teamId: "t2", placeholder: null },
  slot,
  pitch,
  startMinute: slot * 12,
  endMinute: slot * 12 + 10,
  start: `2030-05-04T09:${String(slot * 12).padStart(2, "0")}`,
  end: `2030-05-04T09:${String(slot * 12 + 10).padStart(2, "0")}`,
  status,
});

const teams = new Map([
  ["t1", "Lions"],
  ["t2", "Tigers"],
]);
const teamName = (id: string) => teams.get(id);

describe("nextRefereeId", () => {
  it("counts on from the highest r-number and never reuses one still listed", () => {
    expect(nextRefereeId([])).toBe("r1");
    expect(
      nextRefereeId([
        { id: "r1", name: "A" },
        { id: "r7", name: "B" },
        { id: "custom", name: "C" },
      ]),
    ).toBe("r8");
  });
});

describe("buildReferee", () => {
  it("takes a person with a trimmed name and optional e-mail", () => {
    expect(buildReferee({ kind: "person", name: "  Kim  ", email: "" }, [], teamName)).toEqual({
      referee: { id: "r1", name: "Kim" },
    });
    expect(buildReferee({ kind: "person", name: "Kim", email: " kim@example.org " }, [], teamName)).toEqual({
      referee: { id: "r1", name: "Kim", email: "kim@example.org" },
    });
  });

  it("names what is wrong with a person", () => {
    expect(buildReferee({ kind: "person", name: " ", email: "" }, [], teamName)).toEqual({ error: "nameMissing" });
    expect(buildReferee({ kind: "person", name: "x".repeat(81), email: "" }, [], teamName)).toEqual({
      error: "nameTooLong",
    });
    expect(buildReferee({ kind: "person", name: "Kim", email: "not-an-address" }, [], teamName)).toEqual({
      error: "emailInvalid",
    });
  });

  it("gives a team referee the team's name unless another is typed, and takes each team once", () => {
    expect(buildReferee({ kind: "team", teamId: "t1", name: "" }, [], teamName)).toEqual({
      referee: { id: "r1", name: "Lions", teamId: "t1" },
    });
    expect(buildReferee({ kind: "team", teamId: "t1", name: "Lions parents" }, [], teamName)).toEqual({
      referee: { id: "r1", name: "Lions parents", teamId: "t1" },
    });
    expect(buildReferee({ kind: "team", teamId: "", name: "" }, [], teamName)).toEqual({ error: "teamMissing" });
    expect(
      buildReferee({ kind: "team", teamId: "t1", name: "" }, [{ id: "r1", name: "L", teamId: "t1" }], teamName),
    ).toEqual({ error: "duplicate" });
  });

  it("refuses the 101st referee", () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ id: `r${i + 1}`, name: `R${i}` }));
    expect(buildReferee({ kind: "person", name: "One more", email: "" }, full, teamName)).toEqual({ error: "full" });
  });
});

describe("renameReferee", () => {
  it("changes the name and e-mail, drops an emptied e-mail, keeps a team's link", () => {
    expect(renameReferee({ id: "r1", name: "Kim", email: "k@example.org" }, " Kimberly ", "")).toEqual({
      referee: { id: "r1", name: "Kimberly" },
    });
    expect(renameReferee({ id: "r2", name: "Lions", teamId: "t1" }, "Lions U12", "ignored@example.org")).toEqual({
      referee: { id: "r2", name: "Lions U12", teamId: "t1" },
    });
    expect(renameReferee({ id: "r1", name: "Kim" }, "", "")).toEqual({ error: "nameMissing" });
    expect(renameReferee({ id: "r1", name: "Kim" }, "Kim", "nope")).toEqual({ error: "emailInvalid" });
  });
});

describe("refereeLoads and replaceableAssignments", () => {
  const matches = [match("M1", 0, "p1"), match("M2", 0, "p2", "finished"), match("M3", 1, "p1")];
  const officials = {
    referees: [
      { id: "r1", name: "Kim" },
      { id: "r2", name: "Ali" },
    ],
    // M9 is not in the plan (e.g. after a regeneration): it counts for nobody.
    assignments: { M1: "r1", M2: "r1", M9: "r2", M3: "gone" },
  };

  it("counts each listed referee's matches of the plan, 0 for one without", () => {
    expect([...refereeLoads(matches, officials)]).toEqual([
      ["r1", 2],
      ["r2", 0],
    ]);
  });

  it("counts only assignments of matches still to be played", () => {
    expect(replaceableAssignments(matches, officials)).toBe(2);
    expect(replaceableAssignments(matches, { referees: [], assignments: {} })).toBe(0);
  });
});

describe("byKickoff", () => {
  it("groups by kick-off time in order, each time's matches by the pitches' order", () => {
    const groups = byKickoff(
      [match("M4", 1, "p1"), match("M2", 0, "p2"), match("M1", 0, "p1"), match("M3", 1, "p2")],
      [
        { id: "p2", name: "B" },
        { id: "p1", name: "A" },
      ],
    );
    expect(groups.map((g) => [g.start, g.matches.map((m) => m.id)])).toEqual([
      ["2030-05-04T09:00", ["M2", "M1"]],
      ["2030-05-04T09:12", ["M3", "M4"]],
    ]);
  });
});

// The engine's messages already name the referee (officials.ts), so they are shown as they come.
describe("conflictFix", () => {
  it("picks the fix by rule", () => {
    const unknown = { key: "referee.unknown" as const, params: { match: "M1", referee: "r1" }, text: "" };
    expect(conflictFix(unknown)).toBe("unknown");
    const playing = {
      key: "referee.playing" as const,
      params: { referee: "Lions", match: "M1", other: "M2" },
      text: "",
    };
    expect(conflictFix(playing)).toBe("playing");
    expect(conflictFix({ ...playing, key: "referee.nextToOwnMatch" })).toBe("playing");
    expect(conflictFix({ ...playing, key: "referee.twoPitches" })).toBe("twoPitches");
  });
});

describe("officialsOf", () => {
  it("reads a view without officials (a copy stored by an older build) as no referees", () => {
    expect(officialsOf({})).toEqual({ referees: [], assignments: {} });
    const officials = { referees: [{ id: "r1", name: "Kim" }], assignments: { M1: "r1" } };
    expect(officialsOf({ officials })).toBe(officials);
  });
});
