import { type Result, TournamentSettingsSchema } from "@kickoff/domain/contracts.ts";
import { generateTournamentPlan } from "@kickoff/domain/generate.ts";
import { groupStates } from "@kickoff/domain/placeholders.ts";
import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { tieNote } from "./labels.ts";

let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: "en", resources: { en: { translation: await loadCatalog("en") } } });
  t = i18n.t;
});

// A round robin of four with the default (DFB) tie-break order, which ends with the lot.
const settings = TournamentSettingsSchema.parse({
  mode: "roundRobin",
  firstKickoff: "2030-05-04T09:00",
  pitches: [{ id: "p1", name: "1" }],
});
const teams = Array.from({ length: 4 }, (_, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, seed: i + 1 }));
const matches = generateTournamentPlan(settings, teams, "seed").matches;

/** The notes under the rows of the table both tables are built from (the server's engine call). */
const notes = (results: Result[]) =>
  (groupStates(matches, results, settings)[0]?.standings.rows ?? []).map((row) => tieNote(row, t));
const lotNote = "Still level – lots to be drawn";

describe("tie note under a team", () => {
  it("says nothing about lots before a ball is kicked", () => {
    expect(notes([])).toEqual([null, null, null, null]);
  });

  it("says nothing about lots while teams are level only because matches are still to be played", () => {
    // the first round is drawn 1:1: everyone has 1 point, nothing separates them yet
    const firstRound = matches.filter((m) => m.round === 1).map((m) => ({ matchId: m.id, home: 1, away: 1 }));
    expect(firstRound.length).toBeGreaterThan(0);
    expect(notes(firstRound)).toEqual([null, null, null, null]);
  });

  it("says a lot must be drawn once every match is played and every rule is used", () => {
    const all = matches.map((m) => ({ matchId: m.id, home: 1, away: 1 }));
    expect(notes(all)).toEqual([lotNote, lotNote, lotNote, lotNote]);
  });

  it("names the rule that separated teams level on points, also while the group runs", () => {
    expect(tieNote({ levelWith: ["b"], reason: "goalsScored" }, t)).toBe("Level on points, decided by: Goals scored");
    const [first, second] = matches;
    if (!first || !second) throw new Error("no matches");
    // two winners on 3 points, one by 2:0 and one by 1:0: goal difference separates them
    const notesNow = notes([
      { matchId: first.id, home: 2, away: 0 },
      { matchId: second.id, home: 1, away: 0 },
    ]);
    expect(notesNow.filter((n) => n === "Level on points, decided by: Goal difference")).toHaveLength(4);
    expect(notesNow).not.toContain(lotNote);
  });

  it("says nothing when points decided or nobody was level", () => {
    expect(tieNote({ levelWith: ["b"], reason: "points" }, t)).toBeNull();
    expect(tieNote({ levelWith: [], reason: "goalsScored" }, t)).toBeNull();
  });
});
