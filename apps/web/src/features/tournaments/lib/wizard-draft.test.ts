import { GeneralSchema } from "@kickoff/domain/tournament-contracts.ts";
import { describe, expect, it } from "vitest";
import { countryCodeOf } from "./countries.ts";
import {
  effectivePublicResults,
  emptyDraft,
  filledSections,
  moveTeam,
  readDraft,
  sectionOfField,
  type WizardDraft,
} from "./wizard-model.ts";
import { draftFromTournament, generalFromApi, toFormat, toGeneral, toTimes } from "./wizard-payloads.ts";
import { previewPlan, toSettings } from "./wizard-plan.ts";
import { generalErrorsFromServer, validateStep } from "./wizard-validation.ts";

const base = (): WizardDraft =>
  emptyDraft(
    (n) => `Team ${n}`,
    (n) => `Pitch ${n}`,
  );

describe("wizard draft", () => {
  it("sends the least rest before knockout matches only when the organiser set one, and the preview honours it", () => {
    const d = base();
    d.teams = Array.from({ length: 8 }, (_, i) => ({ name: `FC ${i + 1}` }));
    d.times.pauseBeforeFinalsMinutes = 0;
    expect(toTimes(d, "x")).not.toHaveProperty("knockoutRestMinutes");
    d.times.knockoutRestMinutes = 25;
    expect(toTimes(d, "x").knockoutRestMinutes).toBe(25);
    const outcome = previewPlan(d);
    if (!outcome.ok) throw new Error(outcome.error);
    const minutes = (at: string) => Date.parse(`${at}:00Z`) / 60_000;
    const lastGroupEnd = Math.max(
      ...outcome.plan.matches.filter((m) => m.stage === "group").map((m) => minutes(m.start) + d.times.groupMinutes),
    );
    const firstKnockout = Math.min(
      ...outcome.plan.matches.filter((m) => m.stage !== "group").map((m) => minutes(m.start)),
    );
    expect(firstKnockout - lastGroupEnd).toBeGreaterThanOrEqual(25);
  });

  it("previews 10 teams, 2 groups, semi-finals, third place and placement games on 2 pitches", () => {
    const d = base();
    d.general.name = "Spring Cup";
    d.teams = Array.from({ length: 10 }, (_, i) => ({ name: `FC ${i + 1}` }));
    d.format.placementGames = true;
    d.times.pitches = [
      { id: "p1", name: "Pitch 1" },
      { id: "p2", name: "Pitch 2" },
    ];
    const outcome = previewPlan(d);
    if (!outcome.ok) throw new Error(outcome.error);
    const stages = outcome.plan.matches.map((m) => m.stage);
    expect(stages.filter((s) => s === "group")).toHaveLength(20);
    expect(stages.filter((s) => s === "semiFinal")).toHaveLength(2);
    const placements = outcome.plan.matches.filter((m) => m.stage === "placement").map((m) => m.placeFor);
    expect(placements.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([3, 5, 7, 9]);
    expect(stages).toContain("final");
    expect(outcome.plan.matches).toHaveLength(27);
    expect(new Set(outcome.plan.matches.map((m) => m.pitch))).toEqual(new Set(["p1", "p2"]));
    // the same seed gives the same plan (what was previewed is what gets saved)
    const again = previewPlan(d);
    expect(again.ok && again.plan.matches).toEqual(outcome.plan.matches);
  });

  it("reports field errors per step", () => {
    const d = base();
    expect(validateStep(d, "general")).toEqual({ name: "errors.required" });
    d.teams = [{ name: "A" }, { name: "a" }, { name: "" }];
    expect(validateStep(d, "teams")).toEqual({ team1: "errors.duplicateTeam", team2: "errors.required" });
    d.teams = [{ name: "A" }, { name: "B" }];
    expect(validateStep(d, "format").groupCount).toBe("errors.tooManyGroups");
    d.times.pitches = [{ id: "p1", name: " " }];
    d.times.kickoff = "25";
    expect(validateStep(d, "times")).toMatchObject({ kickoff: "errors.invalid", pitch0: "errors.required" });
  });

  it("an impossible format is an error, not an exception", () => {
    const d = base();
    d.teams = [{ name: "A" }, { name: "B" }, { name: "C" }];
    d.format.groupCount = 1;
    d.format.knockout = "quarterFinal";
    expect(previewPlan(d).ok).toBe(false);
    expect(toFormat(d).knockout).toBe("quarterFinal");
  });
});

/** A draft with every general field filled in. */
const full = (): WizardDraft => {
  const d = base();
  d.general = {
    name: "  Hallencup 2027 ",
    description: "Indoor, two pitches.",
    startDate: "2027-01-16",
    endDate: "2027-01-17",
    venue: {
      venueId: "v-1",
      name: "Sporthalle Nord",
      address: "Hallenweg 3, 44135",
      city: "Dortmund",
      country: "DE",
      latitude: 51.51,
      longitude: 7.46,
    },
    ageGroup: { label: "U11", oldestBirthYear: 2016, youngestBirthYear: 2017 },
    visibility: "unlisted",
    publicResults: "none",
    registration: { open: true, deadline: "2027-01-10", maxTeams: 12, feeNote: "20 € per team" },
    contact: { name: "Alex Coach", email: "alex@example.test", phone: "+49 231 123456" },
    logoFileId: "file-123",
  };
  return d;
};

describe("the general step", () => {
  it("sends only what was given: an empty draft is name, date, visibility and closed registration", () => {
    const d = base();
    d.general.name = " Spring Cup ";
    const general = toGeneral(d);
    expect(general).toEqual({
      name: "Spring Cup",
      description: "",
      startDate: d.general.startDate,
      visibility: "public",
      registration: { open: false },
    });
    expect(GeneralSchema.safeParse(general).success).toBe(true);
  });

  it("keeps every field through the API contract and back (the draft survives a save and reload)", () => {
    const d = full();
    expect(validateStep(d, "general")).toEqual({});
    const general = GeneralSchema.parse(toGeneral(d));
    expect(general).toMatchObject({
      name: "Hallencup 2027",
      endDate: "2027-01-17",
      venue: { venueId: "v-1", name: "Sporthalle Nord", country: "DE", latitude: 51.51, longitude: 7.46 },
      ageGroup: { label: "U11", ageRange: { oldestBirthYear: 2016, youngestBirthYear: 2017 } },
      registration: { open: true, deadline: "2027-01-10", maxTeams: 12, feeNote: "20 € per team" },
      contact: { name: "Alex Coach", email: "alex@example.test", phone: "+49 231 123456" },
      logoFileId: "file-123",
      publicResults: "none",
    });
    expect(generalFromApi(general)).toEqual({ ...d.general, name: "Hallencup 2027" });
  });

  it("puts the server's field errors next to the general step's fields (create and ueditallgemein paths)", () => {
    const d = full();
    d.general.contact.email = "not-an-e-mail";
    d.general.venue.city = "x".repeat(500);
    const parsed = GeneralSchema.safeParse(toGeneral(d));
    expect(parsed.success).toBe(false);
    // The server names a field by its path in the body, as fastify-type-provider-zod reports it.
    const bare = (parsed.error?.issues ?? []).map((i) => ({ field: i.path.join("."), message: i.message }));
    const nested = bare.map((f) => ({ ...f, field: `general.${f.field}` }));
    const expected = { "contact.email": "general.errors.contactEmail", "venue.city": "general.errors.venueCity" };
    expect(generalErrorsFromServer(bare)).toEqual(expected);
    expect(generalErrorsFromServer(nested)).toEqual(expected);
    expect(generalErrorsFromServer([{ field: "body", message: "bad" }])).toEqual({});
  });

  it("loads a saved tournament's general data into the draft (editing create-tournament/{id})", () => {
    const d = full();
    const saved = draftFromTournament({
      id: "00000000-0000-4000-8000-000000000001",
      general: GeneralSchema.parse(toGeneral(d)),
      settings: toSettings(d),
      teams: [],
      planSeed: "abc",
    });
    expect(saved.general).toEqual({ ...d.general, name: "Hallencup 2027" });
    expect(saved.tournamentId).toBe("00000000-0000-4000-8000-000000000001");
  });

  it("a one-day tournament leaves the last day out, also when it equals the first", () => {
    const d = full();
    d.general.endDate = d.general.startDate;
    expect(toGeneral(d).endDate).toBeUndefined();
    d.general.endDate = "";
    expect("endDate" in toGeneral(d)).toBe(false);
  });

  it("names the field of every mistake, with the API's own schema and the form's extra rules", () => {
    const d = full();
    d.general.endDate = "2027-01-15";
    d.general.venue.name = "";
    d.general.contact.email = "not-an-address";
    d.general.registration.maxTeams = 1;
    d.general.ageGroup.youngestBirthYear = 2015;
    d.general.registration.deadline = "2027-01-20";
    expect(validateStep(d, "general")).toEqual({
      endDate: "general.errors.endDate",
      "venue.name": "general.errors.venueName",
      "contact.email": "general.errors.contactEmail",
      "registration.maxTeams": "general.errors.maxTeams",
      "ageGroup.youngestBirthYear": "general.errors.youngestBirthYear",
      "registration.deadline": "general.errors.deadline",
    });
  });

  it("checks birth years, country code and start date", () => {
    const d = full();
    d.general.ageGroup = { label: "", oldestBirthYear: null, youngestBirthYear: 2017 };
    d.general.venue.country = "Germany";
    d.general.startDate = "";
    d.general.endDate = "";
    d.general.registration.deadline = "";
    expect(validateStep(d, "general")).toEqual({
      "ageGroup.oldestBirthYear": "general.errors.oldestBirthYear",
      "venue.country": "general.errors.venueCountry",
      startDate: "general.errors.startDate",
    });
    d.general.startDate = "2027-01-16";
    d.general.venue.country = "";
    d.general.ageGroup = { label: "Under 11", oldestBirthYear: 1980, youngestBirthYear: null };
    expect(validateStep(d, "general")).toEqual({
      "ageGroup.label": "general.errors.ageGroupLabel",
      "ageGroup.oldestBirthYear": "general.errors.oldestBirthYear",
    });
    d.general.name = "x".repeat(121);
    d.general.ageGroup = { label: "", oldestBirthYear: null, youngestBirthYear: null };
    expect(validateStep(d, "general")).toEqual({ name: "general.errors.name" });
  });

  it("shows results without tables for G and F age groups unless the organiser chose (DOMAIN.md §3)", () => {
    const d = full();
    d.general.publicResults = "auto";
    d.general.ageGroup = { label: "U11", oldestBirthYear: null, youngestBirthYear: null };
    expect(effectivePublicResults(d.general)).toBe("all");
    d.general.ageGroup.label = "U9";
    expect(effectivePublicResults(d.general)).toBe("resultsOnly");
    // born 2019 or later, first day in the 2026/27 season: U8 (F)
    d.general.ageGroup = { label: "", oldestBirthYear: 2019, youngestBirthYear: null };
    d.general.startDate = "2026-09-05";
    expect(effectivePublicResults(d.general)).toBe("resultsOnly");
    d.general.ageGroup.oldestBirthYear = 2015;
    expect(effectivePublicResults(d.general)).toBe("all");
    d.general.publicResults = "none";
    expect(effectivePublicResults(d.general)).toBe("none");
    d.general.ageGroup = { label: "", oldestBirthYear: null, youngestBirthYear: null };
    d.general.publicResults = "auto";
    expect(effectivePublicResults(d.general)).toBe("all");
  });

  it("completes a stored draft of the older shape instead of discarding it", () => {
    const { general: _g, ...rest } = base();
    const old = {
      ...rest,
      pendingSave: true,
      general: {
        name: "Old Cup",
        description: "d",
        startDate: "2027-05-01",
        venueName: "Sportpark",
        city: "Köln",
        visibility: "private",
      },
    };
    const d = readDraft(old);
    expect(d?.general).toMatchObject({
      name: "Old Cup",
      startDate: "2027-05-01",
      venue: { name: "Sportpark", city: "Köln", country: "" },
      visibility: "private",
      publicResults: "auto",
      registration: { open: false },
    });
    expect(d?.pendingSave).toBe(true);
    const current = full();
    expect(readDraft(current)).toBe(current);
    expect(readDraft({ kind: "somethingElse" })).toBeNull();
    expect(readDraft(null)).toBeNull();
  });

  it("opens the sections that hold entries or errors", () => {
    expect(filledSections(base().general)).toEqual([]);
    expect(filledSections(full().general)).toEqual([
      "venue",
      "ageGroup",
      "visibility",
      "registration",
      "contact",
      "logo",
    ]);
    expect(sectionOfField("contact.email")).toBe("contact");
    expect(sectionOfField("ageGroup.youngestBirthYear")).toBe("ageGroup");
    expect(sectionOfField("endDate")).toBeNull();
  });

  it("reads a saved venue's free-text country as an ISO code", () => {
    expect(countryCodeOf("de", "en")).toBe("DE");
    expect(countryCodeOf("Germany", "en")).toBe("DE");
    expect(countryCodeOf("Deutschland", "de")).toBe("DE");
    expect(countryCodeOf("Deutschland", "en")).toBe("DE");
    expect(countryCodeOf("Türkiye", "fr")).toBe("TR");
    expect(countryCodeOf(" Netherlands ", "fr")).toBe("NL");
    expect(countryCodeOf("Atlantis", "en")).toBeNull();
    expect(countryCodeOf("ZZ", "en")).toBeNull();
  });
});

describe("moveTeam", () => {
  it("swaps a team with its neighbour and leaves the ends alone", () => {
    expect(moveTeam(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveTeam(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveTeam(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveTeam(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});
