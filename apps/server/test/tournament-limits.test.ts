// Limits of the tournament calls: plan size, per-user budgets in PostgreSQL (a new login does not reset them),
// bounded payloads, and the one 429 answer shape (RATE_LIMITED with Retry-After).
import { randomBytes, randomUUID } from "node:crypto";
import { MAX_PLAN_MATCHES } from "@kickoff/domain/planner.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema.ts";
import { hashSessionId } from "../src/plugins/session.ts";
import { USER_LIMITS } from "../src/routes/tournament-route.ts";
import { RateLimiter } from "../src/services/rate-limiter.ts";
import { ACCOUNT_LOOKUPS_PER_HOUR } from "../src/services/tournament-access.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
  buildTournament,
  caller,
  createUser,
  newKey,
  type TestUser,
  teamNames,
} from "./support/tournament-factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A second session of the same user, as a fresh login makes it. */
async function newSession(user: TestUser): Promise<TestUser> {
  const token = randomBytes(24).toString("base64url");
  await t.database.db
    .insert(sessions)
    .values({ idHash: hashSessionId(token), userId: user.id, expiresAt: new Date(Date.now() + 3600_000) });
  return { ...user, cookie: `token=${token}` };
}

/** Uses up `n` calls of a budget directly, so a test does not have to make them all. */
async function spend(key: string, n: number) {
  const limiter = new RateLimiter(t.database.db);
  for (let i = 0; i < n; i++) await limiter.take(key, Number.MAX_SAFE_INTEGER, 60 * 60_000);
}

function expectRateLimited(res: { status: number; body: unknown; headers: Record<string, unknown> }) {
  expect(res.status).toBe(429);
  expect((res.body as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

describe(`plan size and per-user limits on ${engine()}`, () => {
  it(`plangen refuses more than ${MAX_PLAN_MATCHES} matches with 400 PLAN_TOO_LARGE, quickly`, async () => {
    const owner = await createUser(t.database);
    const as = caller(t.app, owner);
    // 128 teams, double round robin, 64 pitches: 16,256 matches (took seconds to plan before the cap)
    const view = await buildTournament(t.app, owner, {
      teams: 2,
      plan: false,
      format: { mode: "roundRobin", doubleRoundRobin: true },
      pitches: 64,
    });
    const teams = await as("PUT", "/api/v1/tment/ueditteams", { id: view.id, teams: teamNames(128) });
    expect(teams.status).toBe(200);
    const started = Date.now();
    const res = await as("PUT", "/api/v1/tment/plangen", { id: view.id });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("PLAN_TOO_LARGE");
    expect(res.body.error.message).toContain(`16256 matches, at most ${MAX_PLAN_MATCHES}`);
    const after = await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`);
    expect(after.body.matches).toEqual([]);
  });

  it("plangen: 429 RATE_LIMITED with Retry-After once the user's budget is used, also from a new session", async () => {
    const owner = await createUser(t.database);
    const other = await createUser(t.database);
    const view = await buildTournament(t.app, owner, { teams: 4, plan: false });
    const mine = await buildTournament(t.app, other, { teams: 4, plan: false });
    await spend(`plangen:${owner.id}`, USER_LIMITS.plangen.max - 1);
    expect((await caller(t.app, owner)("PUT", "/api/v1/tment/plangen", { id: view.id })).status).toBe(200);
    expectRateLimited(await caller(t.app, owner)("PUT", "/api/v1/tment/plangen", { id: view.id }));
    // logging in again does not give a fresh budget
    expectRateLimited(await caller(t.app, await newSession(owner))("PUT", "/api/v1/tment/plangen", { id: view.id }));
    // other users keep theirs
    expect((await caller(t.app, other)("PUT", "/api/v1/tment/plangen", { id: mine.id })).status).toBe(200);
  });

  it("updateo, update3 and updateTime share one budget per user", async () => {
    const owner = await createUser(t.database);
    const view = await buildTournament(t.app, owner, { teams: 4 });
    await spend(`planEdit:${owner.id}`, USER_LIMITS.planEdit.max);
    const as = caller(t.app, owner);
    const [a, b] = view.matches;
    expectRateLimited(
      await as("PUT", "/api/v1/tment/updateo", { id: view.id, op: "swap", matchA: a?.id, matchB: b?.id }),
    );
    expectRateLimited(await as("PUT", "/api/v1/tment/update3", { id: view.id, format: { thirdPlace: false } }));
    expectRateLimited(
      await as("PUT", "/api/v1/tment/updateTime", {
        id: view.id,
        firstKickoff: "2030-05-04T09:00",
        matchMinutes: { group: 10 },
        breakMinutes: 2,
        pauseBeforeFinalsMinutes: 10,
        pitches: [{ id: "p1", name: "1" }],
      }),
    );
  });

  it("create and duplicate share one budget per user", async () => {
    const owner = await createUser(t.database);
    const as = caller(t.app, owner);
    const created = await as("POST", "/api/v1/tment/create", { name: "Cup", startDate: "2030-05-04" });
    expect(created.status).toBe(201);
    await spend(`create:${owner.id}`, USER_LIMITS.create.max - 1);
    expectRateLimited(await as("POST", "/api/v1/tment/duplicate", { id: created.body.id }));
    expectRateLimited(await as("POST", "/api/v1/tment/create", { name: "Cup 2", startDate: "2030-05-04" }));
  });

  it("getBearbeiter: the account lookup is limited per user in PostgreSQL, shared with user/euser", async () => {
    const owner = await createUser(t.database);
    const view = await buildTournament(t.app, owner, { teams: 4, plan: false });
    const as = caller(t.app, owner);
    const lookup = (who = as) =>
      who("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: `${randomUUID()}@example.test` });
    await spend(`euser:${owner.id}`, ACCOUNT_LOOKUPS_PER_HOUR - 1);
    expect((await lookup()).status).toBe(404);
    expectRateLimited(await lookup());
    expectRateLimited(await lookup(caller(t.app, await newSession(owner))));
    // a known address is refused too: the answer would tell that it has an account
    const known = await createUser(t.database);
    expectRateLimited(await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: known.email }));
  });

  it("answers of @fastify/rate-limit are 429 RATE_LIMITED with Retry-After too", async () => {
    const url = `/api/v1/calendar/tment/${randomUUID()}`;
    let last = await t.app.inject({ url, remoteAddress: "198.51.100.20" });
    for (let i = 0; i < 120 && last.statusCode !== 429; i++)
      last = await t.app.inject({ url, remoteAddress: "198.51.100.20" });
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe(`bounded tournament payloads on ${engine()}`, () => {
  let owner: TestUser;
  let id: string;
  beforeAll(async () => {
    owner = await createUser(t.database);
    id = (await buildTournament(t.app, owner, { teams: 4, status: "published" })).id;
  });

  const fieldsOf = (res: { status: number; body: { error: { code: string; fields: { field: string }[] } } }) => {
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    return res.body.error.fields.map((f) => f.field);
  };

  it("updateTime: pitch id and name of at most 40 characters", async () => {
    const res = await caller(t.app, owner)("PUT", "/api/v1/tment/updateTime", {
      id,
      firstKickoff: "2030-05-04T09:00",
      matchMinutes: { group: 10 },
      breakMinutes: 2,
      pauseBeforeFinalsMinutes: 10,
      pitches: [{ id: "p".repeat(41), name: "n".repeat(15_000) }],
    });
    expect(fieldsOf(res)).toEqual(["pitches.0.id", "pitches.0.name"]);
  });

  it("update: goals and penalties 0–99, match ids of at most 20 characters", async () => {
    const res = await caller(t.app, owner)("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: [{ matchId: "A1", home: 100, away: 0, penalties: { home: 1000, away: 0 } }],
    });
    expect(fieldsOf(res)).toEqual(expect.arrayContaining(["results.0.home", "results.0.penalties.home"]));
    const longId = await caller(t.app, owner)("PUT", "/api/v1/tment/update", {
      id,
      idempotencyKey: newKey(),
      results: [{ matchId: "A".repeat(21), clear: true }],
    });
    expect(longId.status).toBe(400);
    expect(longId.body.error.message).toContain("results.0");
  });

  it("update3: tie decisions are bounded in keys, lists and ids", async () => {
    const as = caller(t.app, owner);
    const groups = Object.fromEntries("ABCDEFGHI".split("").map((g) => [g, { lot: ["t1"] }]));
    expect(fieldsOf(await as("PUT", "/api/v1/tment/update3", { id, format: {}, tieDecisions: { groups } }))).toEqual([
      "tieDecisions.groups",
    ]);
    const longList = { groups: { A: { override: Array.from({ length: 129 }, (_, i) => `t${i}`) } } };
    expect(fieldsOf(await as("PUT", "/api/v1/tment/update3", { id, format: {}, tieDecisions: longList }))).toEqual([
      "tieDecisions.groups.A.override",
    ]);
    const longTeamId = { acrossGroups: { "3": { lot: ["t".repeat(41)] } } };
    expect(fieldsOf(await as("PUT", "/api/v1/tment/update3", { id, format: {}, tieDecisions: longTeamId }))).toEqual([
      "tieDecisions.acrossGroups.3.lot.0",
    ]);
  });
});
