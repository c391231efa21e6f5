import { CreateFuninoSchema, type FuninoInternal, UpdateFuninoTeamsSchema } from "@kickoff/domain/funino-contracts.ts";
import { describe, expect, it } from "vitest";
import {
  addPastedTeams,
  benchCount,
  defaultPitchCount,
  draftFromFestival,
  emptyFestivalDraft,
  emptyTeam,
  FUNINO_TEAMS_MAX,
  festivalAgeGroups,
  festivalErrorsFromServer,
  hasStarted,
  parsePastedTeams,
  remainingErrors,
  removedTeams,
  roundCountOf,
  suggestedFormats,
  toCreatePayload,
  toFestivalTeams,
  validateFestival,
  withAgeGroup,
} from "./festival-form-model.ts";

describe("pasted team lists", () => {
  it("takes one team per line, with an optional club after ';' or a tab", () => {
    expect(parsePastedTeams("FC A 1; FC A\n\n  Lions  \nTigers\tTSV Tiger\r\n")).toEqual([
      { name: "FC A 1", club: "FC A" },
      { name: "Lions", club: "" },
      { name: "Tigers", club: "TSV Tiger" },
    ]);
  });

  it("drops list bullets and numbers, empty names, and cuts overlong names", () => {
    const long = "x".repeat(100);
    expect(parsePastedTeams(`1. Eagles\n- Hawks\n• Owls\n2) Bats\n; only a club\n${long}`)).toEqual([
      { name: "Eagles", club: "" },
      { name: "Hawks", club: "" },
      { name: "Owls", club: "" },
      { name: "Bats", club: "" },
      { name: "x".repeat(80), club: "" },
    ]);
  });

  it("keeps a name that starts with a number but is no list number", () => {
    expect(parsePastedTeams("1860 München U9")).toEqual([{ name: "1860 München U9", club: "" }]);
  });

  it("appends up to the festival's maximum and counts what did not fit", () => {
    const existing = Array.from({ length: FUNINO_TEAMS_MAX - 2 }, (_, i) => emptyTeam(`T${i}`));
    const result = addPastedTeams(existing, "A\nB\nC\nD");
    expect(result.teams).toHaveLength(FUNINO_TEAMS_MAX);
    expect(result.added).toBe(2);
    expect(result.skipped).toBe(2);
    expect(result.teams.at(-1)?.name).toBe("B");
    expect(new Set(result.teams.map((t) => t.key)).size).toBe(FUNINO_TEAMS_MAX);
  });
});

describe("age group → DFB format", () => {
  it("lists U6 to U11, youngest first", () => {
    expect(festivalAgeGroups("2026-11-26").map((a) => a.label)).toEqual(["U6", "U7", "U8", "U9", "U10", "U11"]);
  });

  it("suggests G 2v2/3v3, F 3v3/5v5, E 5v5/7v7", () => {
    expect(suggestedFormats("U7")).toEqual(["2v2", "3v3"]);
    expect(suggestedFormats("U9")).toEqual(["3v3", "5v5"]);
    expect(suggestedFormats("U11")).toEqual(["5v5", "7v7"]);
    expect(suggestedFormats("")).toEqual([]);
  });

  it("preselects the first format and keeps G/F private, E public unless the organiser chose", () => {
    const start = emptyFestivalDraft({ startDate: "2026-11-26" });
    expect(start.general.visibility).toBe("private");
    const e = withAgeGroup(start, "U11");
    expect(e.config.format).toBe("5v5");
    expect(e.general.visibility).toBe("public");
    expect(e.general.ageGroup).toEqual({ label: "U11", oldestBirthYear: 2016, youngestBirthYear: null });
    const f = withAgeGroup(e, "U9");
    expect(f.config.format).toBe("3v3");
    expect(f.general.visibility).toBe("private");
    const chosen = withAgeGroup(
      { ...f, visibilityChosen: true, general: { ...f.general, visibility: "unlisted" } },
      "U7",
    );
    expect(chosen.general.visibility).toBe("unlisted");
    expect(chosen.config.format).toBe("2v2");
  });
});

describe("pitches and rounds", () => {
  it("defaults to teams ÷ 2 pitches and pitches + 1 rounds; an odd count benches one", () => {
    expect(defaultPitchCount(9)).toBe(4);
    expect(defaultPitchCount(1)).toBe(1);
    expect(roundCountOf({ pitchCount: null, rounds: null }, 9)).toBe(5);
    expect(roundCountOf({ pitchCount: 3, rounds: null }, 9)).toBe(4);
    expect(roundCountOf({ pitchCount: 3, rounds: 7 }, 9)).toBe(7);
    expect(benchCount({ pitchCount: null }, 9)).toBe(1);
    expect(benchCount({ pitchCount: 3 }, 9)).toBe(3);
    expect(benchCount({ pitchCount: null }, 8)).toBe(0);
  });
});

describe("payloads", () => {
  it("builds a funino/create body the contract accepts, defaults left out", () => {
    const draft = withAgeGroup(emptyFestivalDraft({ name: "  Spring U9 ", startDate: "2026-04-18" }), "U9");
    draft.teams = [
      { ...emptyTeam("Lions", " FC Lion "), strength: 5, bib: "red" },
      { ...emptyTeam("Tigers"), strength: 2 },
    ];
    const body = toCreatePayload(draft);
    expect(body.general).toMatchObject({ name: "Spring U9", startDate: "2026-04-18", visibility: "private" });
    expect(body.general.endDate).toBeUndefined();
    expect(body.general.ageGroup).toEqual({
      label: "U9",
      ageRange: { oldestBirthYear: 2017, youngestBirthYear: null },
    });
    expect(body.config).toEqual({
      planType: "ladder",
      format: "3v3",
      roundMinutes: 7,
      breakMinutes: 3,
      startTime: "10:00",
      topPitch: "first",
      drawRule: "previousLoserAdvances",
      pairing: "draw",
      avoidRematches: true,
      entry: "outcome",
      publicResults: false,
    });
    // Strengths only go with pairing by strength.
    expect(body.teams).toEqual([{ name: "Lions", club: "FC Lion", bib: "red" }, { name: "Tigers" }]);
    expect(CreateFuninoSchema.safeParse(body).success).toBe(true);

    draft.config.pairing = "strength";
    draft.config.pitchCount = 3;
    draft.config.rounds = 6;
    const strength = toCreatePayload(draft);
    expect(strength.config).toMatchObject({ pairing: "strength", pitchCount: 3, rounds: 6 });
    expect(strength.teams[0]).toEqual({ name: "Lions", club: "FC Lion", strength: 5, bib: "red" });
    expect(CreateFuninoSchema.safeParse(strength).success).toBe(true);
  });

  it("keeps saved team ids for funino/updateteams", () => {
    const teams = [{ ...emptyTeam("Lions"), id: "t1" }, emptyTeam("New")];
    const body = { id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10", teams: toFestivalTeams(teams, true) };
    expect(body.teams).toEqual([{ id: "t1", name: "Lions" }, { name: "New" }]);
    expect(UpdateFuninoTeamsSchema.safeParse(body).success).toBe(true);
  });
});

const festival = (over: Partial<FuninoInternal> = {}): FuninoInternal =>
  ({
    id: "8a7f1f0e-3c1b-4e59-9c8e-0f3c2b7d9a10",
    general: {
      name: "Fest",
      description: "",
      startDate: "2026-04-18",
      visibility: "unlisted",
      registration: { open: false },
    },
    visibility: "unlisted",
    config: {
      planType: "fixed",
      format: "2v2",
      pitchCount: 2,
      roundMinutes: 8,
      breakMinutes: 2,
      startTime: "09:30",
      topPitch: "last",
      drawRule: "lot",
      pairing: "strength",
      avoidRematches: false,
      entry: "score",
      publicResults: true,
    },
    teams: [
      { id: "a", name: "A", strength: 3, bib: "blue" },
      { id: "b", name: "B", club: "Club B" },
      { id: "c", name: "C", withdrawn: true },
    ],
    rounds: [],
    clock: { round: 1, running: false, startedAt: null, elapsedMs: 0 },
    ...over,
  }) as unknown as FuninoInternal;

describe("edit mode", () => {
  it("fills the form from a saved festival, without withdrawn teams", () => {
    const d = draftFromFestival(festival());
    expect(d.config).toMatchObject({
      planType: "fixed",
      pitchCount: 2,
      rounds: null,
      topPitch: "last",
      entry: "score",
    });
    expect(d.general.visibility).toBe("unlisted");
    expect(d.teams.map((t) => [t.id, t.name, t.club, t.strength, t.bib])).toEqual([
      ["a", "A", "", 3, "blue"],
      ["b", "B", "Club B", null, ""],
    ]);
    expect(removedTeams(festival(), d.teams.slice(1)).map((t) => t.id)).toEqual(["a"]);
  });

  it("counts as started once an outcome is in or the clock ran", () => {
    expect(hasStarted(festival())).toBe(false);
    expect(hasStarted(festival({ clock: { round: 1, running: true, startedAt: 1, elapsedMs: 0 } }))).toBe(true);
    expect(hasStarted(festival({ clock: { round: 1, running: false, startedAt: null, elapsedMs: 5 } }))).toBe(true);
    expect(
      hasStarted(
        festival({
          rounds: [
            {
              round: 1,
              games: [{ pitch: "1", first: "a", second: "b" }],
              bench: [],
              outcomes: [{ game: 0, outcome: "draw" }],
              start: "",
            },
          ],
        }),
      ),
    ).toBe(true);
  });
});

describe("field errors", () => {
  it("checks the name, the start time and the team names", () => {
    const d = emptyFestivalDraft();
    d.config.startTime = "25:00";
    d.teams = [emptyTeam("Lions"), emptyTeam(" "), emptyTeam("lions")];
    expect(validateFestival(d)).toEqual({
      "general.name": "organiser.errors.required",
      "config.startTime": "festivalOrganiser.form.errors.startTime",
      "teams.1.name": "festivalOrganiser.form.errors.teamName",
      "teams.2.name": "festivalOrganiser.form.errors.duplicateName",
    });
  });

  it("maps the server's field paths onto the form's fields", () => {
    expect(
      festivalErrorsFromServer([
        { field: "general.name" },
        { field: "general.venue.city" },
        { field: "general.ageGroup.ageRange.youngestBirthYear" },
        { field: "config.rounds" },
        { field: "teams.3.name" },
        { field: "teams.2.bib" },
        { field: "somethingElse" },
      ]),
    ).toEqual({
      "general.name": "organiser.general.errors.name",
      "general.venue.city": "organiser.general.errors.venueCity",
      "general.ageGroup.youngestBirthYear": "organiser.general.errors.youngestBirthYear",
      "config.rounds": "festivalOrganiser.form.errors.invalid",
      "teams.3.name": "festivalOrganiser.form.errors.teamName",
      "teams.2.bib": "festivalOrganiser.form.errors.invalid",
      form: "festivalOrganiser.form.errors.invalid",
    });
  });
});

describe("errors after a change", () => {
  it("drops a fixed field's message, keeps the server's others", () => {
    const errors = {
      "general.name": "organiser.errors.required",
      "teams.0.name": "festivalOrganiser.form.errors.teamName",
      "config.rounds": "festivalOrganiser.form.errors.invalid",
    };
    expect(remainingErrors(errors, { "teams.0.name": "festivalOrganiser.form.errors.teamName" })).toEqual({
      "teams.0.name": "festivalOrganiser.form.errors.teamName",
      "config.rounds": "festivalOrganiser.form.errors.invalid",
    });
    expect(remainingErrors(errors, errors)).toBe(errors);
  });
});
