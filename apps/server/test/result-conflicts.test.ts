// No silent overwrite: an entry names the result it replaces (`basedOn`); when someone else changed the match
// meanwhile the server refuses with 409 RESULT_CHANGED, the current result and who changed it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./setup/test-app.ts";
import {
  buildTournament,
  caller,
  createUser,
  makeEditor,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Olga Owner" });
  editor = await createUser(t.database, { displayName: "Emil Editor" });
});
afterAll(async () => {
  await t?.close();
});

async function runningWithReporter() {
  const view = await buildTournament(t.app, owner, { status: "running" });
  const as = caller(t.app, owner);
  await makeEditor(t.app, owner, editor, view.id);
  const link = await as("POST", "/api/v1/tment/reporter", { id: view.id, label: "Referee pitch 1" });
  expect(link.status).toBe(201);
  const match = view.matches.find((m) => m.home.teamId && m.away.teamId);
  if (!match) throw new Error("no playable match");
  const reporter = caller(t.app, null, { "x-reporter-token": link.body.token });
  return { view, match, reporter, as };
}

const enter = (id: string, planVersion: number, result: Record<string, unknown>) => ({
  id,
  idempotencyKey: newKey(),
  planVersion,
  results: [result],
});

describe("result conflicts", () => {
  it("refuses a stale entry with 409, the current result and the referee who changed it; nothing is overwritten", async () => {
    const { view, match, reporter, as } = await runningWithReporter();
    const byReferee = await reporter(
      "PUT",
      "/api/v1/tment/update",
      enter(view.id, view.planVersion, { matchId: match.id, home: 2, away: 0, basedOn: null }),
    );
    expect(byReferee.status).toBe(200);

    // The organiser's screen still showed no result and sends 0:5 based on that.
    const stale = await as(
      "PUT",
      "/api/v1/tment/update",
      enter(view.id, view.planVersion, { matchId: match.id, home: 0, away: 5, basedOn: null }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("RESULT_CHANGED");
    expect(stale.body.error.conflicts).toEqual([
      {
        matchId: match.id,
        current: { home: 2, away: 0 },
        changedBy: { kind: "reporter", name: "Referee pitch 1" },
        changedAt: expect.any(String),
      },
    ]);
    const after = await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`);
    expect(after.body.results.find((r: { matchId: string }) => r.matchId === match.id)).toMatchObject({
      home: 2,
      away: 0,
    });

    // "Replace it": the same score sent again, now based on what the server answered, is applied.
    const replace = await as(
      "PUT",
      "/api/v1/tment/update",
      enter(view.id, view.planVersion, { matchId: match.id, home: 0, away: 5, basedOn: { home: 2, away: 0 } }),
    );
    expect(replace.status).toBe(200);
    expect(replace.body.applied).toEqual([match.id]);
  });

  it("names the user who changed it for organisers, hides names from reporter links", async () => {
    const { view, match, reporter } = await runningWithReporter();
    const asEditor = caller(t.app, editor);
    const first = await asEditor(
      "PUT",
      "/api/v1/tment/update",
      enter(view.id, view.planVersion, { matchId: match.id, home: 1, away: 1, basedOn: null }),
    );
    expect(first.status).toBe(200);
    const byOwner = await caller(t.app, owner)(
      "PUT",
      "/api/v1/tment/update",
      enter(view.id, view.planVersion, { matchId: match.id, home: 3, away: 0, basedOn: null }),
    );
    expect(byOwner.status).toBe(409);
    expect(byOwner.body.error.conflicts[0].changedBy).toEqual({ kind: "user", name: "Emil Editor" });
    const byReporter = await reporter(
      "PUT",
      "/api/v1/tment/update",
      enter(view.id, view.planVersion, { matchId: match.id, home: 3, away: 0, basedOn: null }),
    );
    expect(byReporter.status).toBe(409);
    expect(byReporter.body.error.conflicts[0].changedBy).toEqual({ kind: "user", name: null });
  });

  it("accepts an entry based on the current result, one equal to it, a clear based on it, and a replayed entry", async () => {
    const { view, match, as } = await runningWithReporter();
    const put = (body: unknown) => as("PUT", "/api/v1/tment/update", body);
    const first = enter(view.id, view.planVersion, { matchId: match.id, home: 1, away: 0, basedOn: null });
    expect((await put(first)).status).toBe(200);
    // An offline queue resending the same entry (same key) is answered from the idempotency store, not refused.
    const replay = await put(first);
    expect(replay.status).toBe(200);
    expect(replay.body.replayed).toBe(true);
    // Two devices that agree on the score are no conflict.
    const same = await put(enter(view.id, view.planVersion, { matchId: match.id, home: 1, away: 0, basedOn: null }));
    expect(same.status).toBe(200);
    expect(same.body.unchanged).toEqual([match.id]);
    const clear = await put(
      enter(view.id, view.planVersion, { matchId: match.id, clear: true, basedOn: { home: 1, away: 0 } }),
    );
    expect(clear.status).toBe(200);
    expect(clear.body.applied).toEqual([match.id]);
    const staleClear = await put(
      enter(view.id, view.planVersion, { matchId: match.id, clear: true, basedOn: { home: 1, away: 0 } }),
    );
    // Clearing what is already cleared: both sides agree (no result), nothing to refuse.
    expect(staleClear.status).toBe(200);
  });

  it("compares penalties too, refuses the whole entry when one of its matches is stale, and validates basedOn", async () => {
    const { view, match, as } = await runningWithReporter();
    const other = view.matches.find((m) => m.id !== match.id && m.home.teamId && m.away.teamId);
    if (!other) throw new Error("no second playable match");
    const put = (body: unknown) => as("PUT", "/api/v1/tment/update", body);
    expect(
      (await put(enter(view.id, view.planVersion, { matchId: match.id, home: 2, away: 2, basedOn: null }))).status,
    ).toBe(200);
    const both = await put({
      id: view.id,
      idempotencyKey: newKey(),
      planVersion: view.planVersion,
      results: [
        { matchId: other.id, home: 1, away: 0, basedOn: null },
        { matchId: match.id, home: 4, away: 0, basedOn: { home: 2, away: 2, penalties: { home: 4, away: 3 } } },
      ],
    });
    expect(both.status).toBe(409);
    expect(both.body.error.conflicts.map((c: { matchId: string }) => c.matchId)).toEqual([match.id]);
    const after = await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`);
    expect(after.body.results.some((r: { matchId: string }) => r.matchId === other.id)).toBe(false);

    const bad = await put(
      enter(view.id, view.planVersion, { matchId: match.id, home: 1, away: 0, basedOn: { home: -1, away: 0 } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(bad.body.error.fields)).toContain("basedOn");
  });
});
