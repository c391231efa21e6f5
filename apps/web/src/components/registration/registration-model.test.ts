import { RegisterTeamSchema } from "@kickoff/domain/registration-contracts.ts";
import { describe, expect, it } from "vitest";
import {
  birthYearRange,
  emptyRegistrationDraft,
  hashWithoutRegistration,
  localToday,
  registrationBody,
  registrationFieldErrors,
  registrationTokenInHash,
} from "./registration-model.ts";

const TOURNAMENT = "7d9f3f9e-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
const TOKEN = "aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abcde";

const filled = () => ({
  ...emptyRegistrationDraft({ contactName: "Kim Coach", email: "kim@example.org" }),
  teamName: "FC Test U11",
  players: "9",
  strength: "4",
  oldestBirthYear: "2015",
  youngestBirthYear: "2016",
  privacyConsent: true,
});

describe("registrationBody", () => {
  it("sends only the fields the tournament asks for", () => {
    const body = registrationBody(filled(), {
      tournamentId: TOURNAMENT,
      language: "de",
      fillMs: 4200.4,
      festival: false,
      ageRange: false,
    });
    expect(body).toMatchObject({ teamName: "FC Test U11", players: 9, language: "de", fillMs: 4200, website: "" });
    expect(body).not.toHaveProperty("strength");
    expect(body).not.toHaveProperty("oldestBirthYear");
    expect(RegisterTeamSchema.safeParse(body).success).toBe(true);
  });

  it("adds strength for festivals and birth years with an age range", () => {
    const body = registrationBody(filled(), {
      tournamentId: TOURNAMENT,
      language: "en",
      fillMs: 5000,
      festival: true,
      ageRange: true,
    });
    expect(body).toMatchObject({ strength: 4, oldestBirthYear: 2015, youngestBirthYear: 2016 });
    expect(RegisterTeamSchema.safeParse(body).success).toBe(true);
  });

  it("lets the contract refuse a missing consent and a bad e-mail, with the form's keys", () => {
    const body = registrationBody(
      { ...filled(), email: "nope", privacyConsent: false },
      { tournamentId: TOURNAMENT, language: "en", fillMs: 5000, festival: false, ageRange: false },
    );
    const parsed = RegisterTeamSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const errors = registrationFieldErrors(parsed.error?.issues ?? [], (key) => key);
    expect(errors.email).toBe("public.registration.errors.email");
    expect(errors.privacyConsent).toBe("public.registration.errors.consent");
  });

  it("maps the server's birth-year field error", () => {
    const errors = registrationFieldErrors(
      [{ path: ["youngestBirthYear"], message: "2019 is outside this tournament's birth years (2015–2016)" }],
      (key) => key,
    );
    expect(errors).toEqual({ youngestBirthYear: "public.registration.errors.birthYear" });
  });
});

describe("birthYearRange", () => {
  it("names a closed and an open range", () => {
    expect(birthYearRange({ oldestBirthYear: 2015, youngestBirthYear: 2016 })).toMatchObject({
      key: "public.registration.birthYears.range",
    });
    expect(birthYearRange({ oldestBirthYear: 2015, youngestBirthYear: null })).toMatchObject({
      key: "public.registration.birthYears.from",
      oldest: 2015,
    });
  });
});

describe("the private link's token", () => {
  it("is read from the hash and removed from it", () => {
    expect(registrationTokenInHash(`#registration=${TOKEN}`)).toBe(TOKEN);
    expect(registrationTokenInHash(`#team=t1&registration=${TOKEN}`)).toBe(TOKEN);
    expect(registrationTokenInHash("#registration=short")).toBeNull();
    expect(registrationTokenInHash(`#registration=${TOKEN}<x>`)).toBeNull();
    expect(hashWithoutRegistration(`#registration=${TOKEN}`)).toBe("");
    expect(hashWithoutRegistration(`#team=t1&registration=${TOKEN}`)).toBe("#team=t1");
  });
});

describe("localToday", () => {
  it("formats the device's date", () => {
    expect(localToday(new Date(2030, 4, 4, 23, 30))).toBe("2030-05-04");
  });
});
