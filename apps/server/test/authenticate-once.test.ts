// One session lookup per request, whatever hooks and handlers ask for the user; one editor lookup per write
// (mutate's actor makes the answer); one revision step per change.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, makeEditor, newKey } from "./support/tournament-factories.ts";

const counts = vi.hoisted(() => ({ sessionLookups: 0, editorLookups: 0 }));

vi.mock("../src/repositories/sessions.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/repositories/sessions.ts")>();
  return {
    ...actual,
    findUserBySessionHash: (...args: Parameters<typeof actual.findUserBySessionHash>) => {
      counts.sessionLookups++;
      return actual.findUserBySessionHash(...args);
    },
  };
});

vi.mock("../src/repositories/tournaments.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/repositories/tournaments.ts")>();
  return {
    ...actual,
    isEditor: (...args: Parameters<typeof actual.isEditor>) => {
      counts.editorLookups++;
      return actual.isEditor(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Runs one request and answers it with the lookups it made. */
async function measured<T>(request: () => Promise<T>) {
  counts.sessionLookups = 0;
  counts.editorLookups = 0;
  const res = await request();
  return { res, sessions: counts.sessionLookups, editors: counts.editorLookups };
}

describe(`authenticate once per request on ${engine()}`, () => {
  it("update3 (context hook, per-user budget, handler) reads the session once and the editor list once", async () => {
    const owner = await createUser(t.database);
    const view = await buildTournament(t.app, owner, { plan: false });
    const { res, sessions, editors } = await measured(() =>
      caller(t.app, owner)("PUT", "/api/v1/tment/update3", { id: view.id, format: { thirdPlace: false } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("owner");
    expect(sessions).toBe(1);
    expect(editors).toBe(1);
    // The revision goes up once per change, in the same UPDATE that writes it.
    expect(res.body.version).toBe(view.version + 1);
  });

  it("an editor's write answers the editor's role from the same lookup", async () => {
    const owner = await createUser(t.database);
    const editor = await createUser(t.database);
    const view = await buildTournament(t.app, owner, { plan: false });
    await makeEditor(t.app, owner, editor, view.id);
    const { res, sessions, editors } = await measured(() =>
      caller(t.app, editor)("PUT", "/api/v1/tment/updateTime", {
        id: view.id,
        firstKickoff: "2030-05-04T10:00",
        matchMinutes: { group: 10 },
        breakMinutes: 2,
        pauseBeforeFinalsMinutes: 5,
        pitches: [{ id: "p1", name: "1" }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("editor");
    expect(res.body.abilities.manageEditors).toBe(false);
    expect({ sessions, editors }).toEqual({ sessions: 1, editors: 1 });
  });

  it("update (session or reporter token) reads the session once", async () => {
    const owner = await createUser(t.database);
    const view = await buildTournament(t.app, owner, { status: "published" });
    const match = view.matches.find((m) => m.stage === "group");
    const { res, sessions } = await measured(() =>
      caller(t.app, owner)("PUT", "/api/v1/tment/update", {
        id: view.id,
        idempotencyKey: newKey(),
        results: [{ matchId: match?.id, home: 1, away: 0 }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.applied).toEqual([match?.id]);
    expect(sessions).toBe(1);
  });

  it("a call without a session is 401 from the context's hook, before validation and without a lookup", async () => {
    const { res, sessions } = await measured(() =>
      caller(t.app, null)("PUT", "/api/v1/tment/update3", { id: "not a uuid", format: "nonsense" }),
    );
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
    expect(sessions).toBe(0);
  });
});
