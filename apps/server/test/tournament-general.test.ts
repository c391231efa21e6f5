import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { caller, createUser, type TestUser } from "./support/tournament-factories.ts";

// The general data (tment/create, ueditallgemein): every GeneralSchema field is stored and answered as
// sent, the whole object is replaced, and mistakes are 400s that name the field (the wizard shows the
// same rules from the same schema).

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const full = {
  name: "Hallencup",
  description: "Indoor, two days.",
  startDate: "2031-01-18",
  endDate: "2031-01-19",
  venue: {
    venueId: "v-1",
    name: "Sporthalle Nord",
    address: "Hallenweg 3, 44135",
    city: "Dortmund",
    country: "DE",
    latitude: 51.51,
    longitude: 7.46,
  },
  ageGroup: { label: "U11", ageRange: { oldestBirthYear: 2020, youngestBirthYear: 2021 } },
  visibility: "unlisted",
  registration: { open: true, deadline: "2031-01-10", maxTeams: 12, feeNote: "20 € per team" },
  contact: { name: "Alex Coach", email: "alex@example.test", phone: "+49 231 123456" },
  publicResults: "resultsOnly",
};

describe(`general data on ${engine()}`, () => {
  it("stores every field as sent and replaces the whole object on ueditallgemein", async () => {
    const as = caller(t.app, owner);
    const created = await as("POST", "/api/v1/tment/create", full);
    expect(created.status).toBe(201);
    expect(created.body.general).toEqual(full);
    const read = await as("GET", `/api/v1/tment/tmuser/${created.body.id}?view=internal`);
    expect(read.status).toBe(200);
    expect(read.body.general).toEqual(full);

    const { contact: _contact, publicResults: _results, ...rest } = full;
    const replaced = { ...rest, venue: { name: "Sportpark", city: "Bochum" }, registration: { open: false } };
    const updated = await as("PUT", "/api/v1/tment/ueditallgemein", { id: created.body.id, general: replaced });
    expect(updated.status).toBe(200);
    expect(updated.body.general).toEqual(replaced);
    expect((await as("GET", `/api/v1/tment/tmuser/${created.body.id}?view=internal`)).body.general).toEqual(replaced);
  });

  it("answers 400 naming the field for each mistake", async () => {
    const as = caller(t.app, owner);
    const cases: Array<[string, Record<string, unknown>]> = [
      ["endDate", { ...full, endDate: "2031-01-17" }],
      [
        "ageGroup.ageRange.youngestBirthYear",
        { ...full, ageGroup: { ageRange: { oldestBirthYear: 2020, youngestBirthYear: 2019 } } },
      ],
      ["registration.deadline", { ...full, registration: { open: true, deadline: "2031-01-20" } }],
      ["venue.country", { ...full, venue: { name: "Halle", country: "Germany" } }],
      ["venue.name", { ...full, venue: { city: "Dortmund" } }],
      ["contact.email", { ...full, contact: { email: "alex@example" } }],
      ["registration.maxTeams", { ...full, registration: { open: true, maxTeams: 1 } }],
      ["ageGroup.label", { ...full, ageGroup: { label: "Under 11" } }],
      ["publicResults", { ...full, publicResults: "tables" }],
    ];
    for (const [field, body] of cases) {
      const res = await as("POST", "/api/v1/tment/create", body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.code, field).toBe("VALIDATION_FAILED");
      expect(
        res.body.error.fields.map((f: { field: string }) => f.field),
        field,
      ).toContain(field);
    }
    // The deadline may be the last day itself, and with no last day the first one.
    const oneDay = { ...full, endDate: undefined, registration: { open: true, deadline: full.startDate } };
    expect((await as("POST", "/api/v1/tment/create", oneDay)).status).toBe(201);
  });

  it("a copy on another date keeps the tournament's length and the deadline's distance from the first day", async () => {
    const as = caller(t.app, owner);
    const created = await as("POST", "/api/v1/tment/create", full);
    expect(created.status).toBe(201);
    // 2031-01-18..19 with a deadline 8 days before → one week earlier and one year later.
    const earlier = await as("POST", "/api/v1/tment/duplicate", { id: created.body.id, startDate: "2031-01-11" });
    expect(earlier.status).toBe(201);
    expect(earlier.body.general).toMatchObject({ startDate: "2031-01-11", endDate: "2031-01-12" });
    expect(earlier.body.general.registration).toEqual({
      open: true,
      deadline: "2031-01-03",
      maxTeams: 12,
      feeNote: "20 € per team",
    });
    expect((await as("GET", `/api/v1/tment/tmuser/${earlier.body.id}?view=internal`)).status).toBe(200);
    const later = await as("POST", "/api/v1/tment/duplicate", { id: created.body.id, startDate: "2032-02-28" });
    expect(later.body.general).toMatchObject({ startDate: "2032-02-28", endDate: "2032-02-29" });
    expect(later.body.general.registration.deadline).toBe("2032-02-20");
  });
});
