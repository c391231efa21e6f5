import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
  buildFestival,
  buildTournament,
  caller,
  createUser,
  type FestivalView,
  type InternalView,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

/** Enters `n` group results of a published tournament. */
async function play(view: InternalView, n: number) {
  const results = view.matches
    .filter((m) => m.stage === "group")
    .slice(0, n)
    .map((m) => ({ matchId: m.id, home: 2, away: 1 }));
  const saved = await caller(t.app, owner)("PUT", "/api/v1/tment/update", {
    id: view.id,
    idempotencyKey: newKey(),
    results,
  });
  expect(saved.status).toBe(200);
}

async function playGame(view: FestivalView) {
  const res = await caller(t.app, owner)("POST", "/api/v1/funino/result", {
    id: view.id,
    round: 1,
    game: 0,
    outcome: "first",
    planVersion: view.planVersion,
    idempotencyKey: newKey(),
  });
  expect(res.status).toBe(200);
}

const stats = () => caller(t.app, null)("GET", "/api/v1/auth/platformstats");

describe(`platform stats on ${engine()}`, () => {
  it("counts public published tournaments and their entered results only, cached for a minute", async () => {
    // Counted: public and published, running or a festival.
    await play(await buildTournament(t.app, owner, { status: "published" }), 2);
    await play(await buildTournament(t.app, owner, { status: "running" }), 1);
    await playGame(await buildFestival(t.app, owner, { status: "published", teams: 8 }));
    // Not counted: a public draft, an unlisted and a private tournament (with results).
    await buildTournament(t.app, owner, { status: "draft" });
    await play(await buildTournament(t.app, owner, { status: "published", visibility: "unlisted" }), 1);
    await play(await buildTournament(t.app, owner, { status: "published", visibility: "private" }), 3);

    const first = await stats();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ tournaments: 3, matchesPlayed: 4 });
    expect(first.headers["cache-control"]).toBe("public, max-age=60");

    // Within the minute the answer comes from the cache, without another aggregate.
    await buildTournament(t.app, owner, { status: "published" });
    expect((await stats()).body).toEqual({ tournaments: 3, matchesPlayed: 4 });
  });

  it("is documented in OpenAPI", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.paths["/api/v1/auth/platformstats"].get.responses["200"]).toBeDefined();
  });
});
