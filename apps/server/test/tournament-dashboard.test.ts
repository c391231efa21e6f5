import { ageGroupList, seasonStartYear } from "@kickoff/domain/age-groups.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

describe(`dashboards on ${engine()}`, () => {
  it("alltmentview pages my tournaments newest first; pasttournaments lists finished and past ones", async () => {
    const as = caller(t.app, owner);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await as("POST", "/api/v1/tment/create", { name: `Cup ${i}`, startDate: "2030-06-01" });
      ids.push(res.body.id);
    }
    const past = await as("POST", "/api/v1/tment/create", { name: "Old Cup", startDate: "2001-06-01" });
    const teams = await as("PUT", "/api/v1/tment/ueditteams", {
      id: ids[0],
      teams: [{ name: "A" }, { name: "B" }, { name: "C" }],
    });
    expect(teams.status).toBe(200);

    const page0 = await as("PUT", "/api/v1/dashboard/alltmentview", { page: 0, size: 2 });
    expect(page0.status).toBe(200);
    expect(page0.body).toMatchObject({ page: 0, size: 2, total: 5 });
    expect(page0.body.items.map((i: { name: string }) => i.name)).toEqual(["Cup 4", "Cup 3"]);
    const page2 = await as("PUT", "/api/v1/dashboard/alltmentview", { page: 2, size: 2 });
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0]).toMatchObject({ name: "Cup 0", teamCount: 3, status: "draft", role: "owner" });

    const pastPage = await as("PUT", "/api/v1/dashboard/pasttournaments", { page: 0, size: 10 });
    expect(pastPage.body.items.map((i: { id: string }) => i.id)).toEqual([past.body.id]);

    // Someone else's tournaments never show up.
    const stranger = await createUser(t.database);
    const theirs = await caller(t.app, stranger)("PUT", "/api/v1/dashboard/alltmentview", { page: 0, size: 10 });
    expect(theirs.body).toMatchObject({ items: [], total: 0 });
  });

  it("validates paging: size 1–100, page ≥ 0", async () => {
    const as = caller(t.app, owner);
    for (const body of [
      { page: 0, size: 0 },
      { page: 0, size: 101 },
      { page: -1, size: 10 },
      { page: "x", size: 10 },
    ]) {
      const res = await as("PUT", "/api/v1/dashboard/alltmentview", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    const defaults = await as("PUT", "/api/v1/dashboard/pasttournaments", {});
    expect(defaults.body).toMatchObject({ page: 0, size: 20 });
  });

  it("a finished tournament moves to past; duplicate makes a new draft with teams but no plan", async () => {
    const view = await buildTournament(t.app, owner, {
      status: "running",
      teams: 4,
      format: { groupCount: 1, knockout: "final" },
    });
    const as = caller(t.app, owner);
    expect((await as("PUT", "/api/v1/tment/status", { id: view.id, status: "finished" })).status).toBe(200);
    const past = await as("PUT", "/api/v1/dashboard/pasttournaments", { page: 0, size: 100 });
    expect(past.body.items.map((i: { id: string }) => i.id)).toContain(view.id);
    const current = await as("PUT", "/api/v1/dashboard/alltmentview", { page: 0, size: 100 });
    expect(current.body.items.map((i: { id: string }) => i.id)).not.toContain(view.id);

    const copy = await as("POST", "/api/v1/tment/duplicate", {
      id: view.id,
      name: "Spring Cup 2031",
      startDate: "2031-05-03",
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: "draft", matches: [], results: [], planVersion: 0 });
    expect(copy.body.general).toMatchObject({ name: "Spring Cup 2031", startDate: "2031-05-03" });
    expect(copy.body.settings.firstKickoff).toBe("2031-05-03T09:00");
    expect(copy.body.teams.map((x: { name: string }) => x.name)).toEqual(view.teams.map((x) => x.name));

    const deleted = await as("DELETE", `/api/v1/tment/del/${view.id}`);
    expect(deleted.status).toBe(200);
    expect((await as("GET", `/api/v1/tment/tmuser/${view.id}`)).status).toBe(404);
  });

  it("getjahrgang serves the engine's age groups of the current season", async () => {
    const res = await caller(t.app, null)("GET", "/api/v1/auth/tment/getjahrgang");
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.seasonStartYear).toBe(seasonStartYear(today));
    expect(res.body.ageGroups).toEqual(ageGroupList(today));
    expect(res.body.ageGroups[0]).toMatchObject({ label: "U19", youthClass: "A" });
  });

  it("OpenAPI documents the calls with their access rules", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const [p, m] of [
      ["/api/v1/tment/ueditallgemein", "put"],
      ["/api/v1/tment/update", "put"],
      ["/api/v1/tment/status", "put"],
      ["/api/v1/tment/reporter", "post"],
    ] as const) {
      expect(doc.paths[p][m].summary).not.toContain("NOT_IMPLEMENTED");
    }
    expect(doc.paths["/api/v1/tment/ueditteams"].put.description).toContain("403");
    expect(doc.paths["/api/v1/tment/update"].put.description).toContain("idempotencyKey");
  });
});
