// Result entry across an event's divisions (issue 19): one reporter link per event pitch follows whatever
// division plays there; the reporter's session; the control centre; and the new calls' authorization matrix.
// PGlite and PostgreSQL.

import type { EventControl, EventReporterSession } from "@kickoff/domain/event-reporting.ts";
import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventEditors, resultAudit, tournamentEditors } from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildEvent as buildEventVia, ok, sixPitches } from "./support/event-factories.ts";
import { caller, createUser, type TestUser } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let divisionEditor: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Owner" });
  editor = await createUser(t.database, { displayName: "Event Editor" });
  divisionEditor = await createUser(t.database, { displayName: "Division Editor" });
  stranger = await createUser(t.database, { displayName: "Stranger" });
});
afterAll(async () => {
  await t?.close();
});

const DAY = "2030-06-13";

type Match = { id: string; pitch: string; start: string };
type Built = { id: string; u7: string; u9: string; u13: string; other: string };

/**
 * U7 festival (8 teams) on C–F in the morning; U9 (10 teams) on A and B until 14:00, then U13 (8 teams) on A
 * and B: pitch A is used by U9 and U13 at different times. All published; `editor` edits the event,
 * `divisionEditor` only U9. `other` is a tournament of the owner outside the event.
 */
async function buildEvent(): Promise<Built> {
  const built = await buildEventVia(t, owner, {
    general: {
      name: "Youth Cup",
      startDate: DAY,
      visibility: "private",
      venue: { name: "Sportpark" },
      pitches: sixPitches(),
      changeoverMinutes: 10,
    },
    divisions: [
      { mode: "funino", name: "U7 Festival", teams: 8, teamName: (_i, base) => `U7 ${base}` },
      { mode: "normal", name: "U9 Cup", teams: 10, teamName: (_i, base) => `U9 ${base}` },
      { mode: "normal", name: "U13 Cup", teams: 8, teamName: (_i, base) => `U13 ${base}` },
    ],
    windows: [
      { pitches: ["C", "D", "E", "F"], start: `${DAY}T09:00`, end: `${DAY}T12:00` },
      { pitches: ["A", "B"], start: `${DAY}T08:00`, end: `${DAY}T14:00` },
      { pitches: ["A", "B"], start: `${DAY}T14:30`, end: `${DAY}T20:00` },
    ],
    seed: "reporting",
  });
  const [u7, u9, u13] = built.divisions as [string, string, string];
  const other = await ok<{ id: string }>(
    caller(t.app, owner)("POST", "/api/v1/tment/create", { name: "Solo", startDate: DAY }),
    201,
  );
  await t.database.db.insert(eventEditors).values({ eventId: built.id, userId: editor.id, acceptedAt: new Date() });
  await t.database.db
    .insert(tournamentEditors)
    .values({ tournamentId: u9, userId: divisionEditor.id, acceptedAt: new Date() });
  return { id: built.id, u7, u9, u13, other: other.id };
}

const viewOf = async (id: string) =>
  ok<{ matches: Match[]; planVersion: number }>(
    caller(t.app, owner)("GET", `/api/v1/tment/tmuser/${id}?view=internal`),
  );

describe(`event reporter links on ${engine()}`, () => {
  it("one link for pitch A enters results in U9 and U13, nowhere else, and stops at once when revoked", async () => {
    const f = await buildEvent();
    const as = caller(t.app, owner);
    const created = await ok<{ id: string; token: string; url: string; pitch: string }>(
      as("POST", "/api/v1/event/reporter", { id: f.id, pitch: "A", label: "Desk A" }),
      201,
    );
    expect(created.pitch).toBe("A");
    expect(created.url).toMatch(new RegExp(`/eventReporter/${f.id}#reporter=${created.token}$`));
    const unknown = await as("POST", "/api/v1/event/reporter", { id: f.id, pitch: "Z" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("pitch");
    const reporter = caller(t.app, null, { "x-reporter-token": created.token });

    // The session lists exactly pitch A's matches, U9's before U13's.
    const session = await ok<EventReporterSession>(reporter("GET", "/api/v1/event/reporter/session"));
    expect(session).toMatchObject({ event: { id: f.id, name: "Youth Cup" }, pitch: { id: "A", name: "Pitch A" } });
    expect(session.divisions.map((d) => [d.tournamentId, d.name, d.mode, d.pitchId])).toEqual([
      [f.u9, "U9 Cup", "normal", "A"],
      [f.u13, "U13 Cup", "normal", "A"],
    ]);
    const [u9, u13] = [await viewOf(f.u9), await viewOf(f.u13)];
    for (const [division, view] of [
      [session.divisions[0], u9],
      [session.divisions[1], u13],
    ] as const) {
      expect(division?.planVersion).toBe(view.planVersion);
      expect(division?.tournament.matches.map((m) => m.id)).toEqual(
        view.matches.filter((m) => m.pitch === "A").map((m) => m.id),
      );
      expect(division?.tournament.matches.length).toBeGreaterThan(0);
    }

    // Results in both divisions through the existing call.
    const onA = (v: { matches: Match[] }) => v.matches.find((m) => m.pitch === "A") as Match;
    const offA = (v: { matches: Match[] }) => v.matches.find((m) => m.pitch !== "A") as Match;
    const enter = (id: string, planVersion: number, matchId: string, key: string) =>
      reporter("PUT", "/api/v1/tment/update", {
        id,
        planVersion,
        idempotencyKey: key,
        results: [{ matchId, home: 2, away: 1 }],
      });
    const first = await enter(f.u9, u9.planVersion, onA(u9).id, "event-link-u9-a");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await enter(f.u13, u13.planVersion, onA(u13).id, "event-link-u13-a");
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // The audit records the event link (not a tournament link), with its label as the reporter's name.
    const audit = await t.database.db.select().from(resultAudit).where(eq(resultAudit.tournamentId, f.u9));
    expect(audit.map((a) => [a.matchId, a.reporterLinkId, a.eventReporterLinkId, a.userId])).toEqual([
      [onA(u9).id, null, created.id, null],
    ]);
    const trail = await ok<{ entries: Array<Record<string, unknown>> }>(as("GET", `/api/v1/tment/audit/${f.u9}`));
    expect(JSON.stringify(trail)).toContain("Desk A");

    // Refused: another pitch, a tournament outside the event, the festival (its window leaves out A),
    // a stale plan version.
    const elsewhere = await enter(f.u9, u9.planVersion, offA(u9).id, "event-link-u9-b");
    expect([elsewhere.status, elsewhere.body?.error?.code]).toEqual([403, "PITCH_NOT_ALLOWED"]);
    const outside = await enter(f.other, 0, "m1", "event-link-other");
    expect([outside.status, outside.body?.error?.code]).toEqual([403, "PITCH_NOT_ALLOWED"]);
    const festival = await reporter("POST", "/api/v1/funino/result", {
      id: f.u7,
      round: 1,
      game: 0,
      outcome: "first",
      planVersion: 0,
      idempotencyKey: "event-link-u7",
    });
    expect([festival.status, festival.body?.error?.code]).toEqual([403, "PITCH_NOT_ALLOWED"]);
    const stale = await enter(f.u13, u13.planVersion + 1, onA(u13).id, "event-link-stale");
    expect([stale.status, stale.body?.error?.code]).toEqual([409, "PLAN_CHANGED"]);

    // The control centre shows both results on pitch A.
    const control = await ok<EventControl>(as("GET", `/api/v1/event/control/${f.id}`));
    const a = control.pitches.find((p) => p.id === "A");
    expect(a?.matches.filter((m) => m.result).map((m) => [m.tournamentId, m.match.id])).toEqual([
      [f.u9, onA(u9).id],
      [f.u13, onA(u13).id],
    ]);
    expect(a?.now).toMatchObject({ kind: "match", result: null });
    expect(a?.festivals).toEqual([]);
    // The festival's current round shows on its pitches (C is its window's first pitch).
    expect(control.pitches.find((p) => p.id === "C")?.festivals[0]).toMatchObject({
      tournamentId: f.u7,
      pitchId: "1",
      round: 1,
    });
    expect(a?.matches.map((m) => m.match.start)).toEqual([...(a?.matches ?? [])].map((m) => m.match.start).sort());

    // Revoked: at once 401 for entries and the session.
    const list = await ok<{ links: Array<{ id: string; active: boolean }> }>(
      as("GET", `/api/v1/event/reporter/list/${f.id}`),
    );
    expect(list.links.map((l) => [l.id, l.active])).toEqual([[created.id, true]]);
    await ok(as("DELETE", `/api/v1/event/reporter/${created.id}`));
    const revoked = await enter(f.u13, u13.planVersion, onA(u13).id, "event-link-revoked");
    expect([revoked.status, revoked.body?.error?.code]).toEqual([401, "REPORTER_TOKEN_INVALID"]);
    const gone = await reporter("GET", "/api/v1/event/reporter/session");
    expect([gone.status, gone.body?.error?.code]).toEqual([401, "REPORTER_TOKEN_INVALID"]);
    const wrong = await caller(t.app, null, { "x-reporter-token": "nope" })("GET", "/api/v1/event/reporter/session");
    expect(wrong.status).toBe(401);
  });

  it("a link for a festival's pitch enters that pitch's outcomes on the festival's own pitch id", async () => {
    const f = await buildEvent();
    const as = caller(t.app, owner);
    const link = await ok<{ token: string }>(as("POST", "/api/v1/event/reporter", { id: f.id, pitch: "D" }), 201);
    const reporter = caller(t.app, null, { "x-reporter-token": link.token });
    const session = await ok<EventReporterSession>(reporter("GET", "/api/v1/event/reporter/session"));
    // D is the window's second pitch: the festival's pitch "2".
    expect(session.divisions.map((d) => [d.tournamentId, d.pitchId])).toEqual([[f.u7, "2"]]);
    // A private event's divisions have no live stream: the page refetches instead of following one.
    expect(session.divisions[0]).toMatchObject({ live: false, version: expect.any(Number) });
    const festival = session.divisions[0]?.festival as FuninoPublic;
    const games = festival.rounds[0]?.games ?? [];
    const game = games.findIndex((g) => g.pitch === "2");
    const other = games.findIndex((g) => g.pitch !== "2");
    const entry = (index: number, key: string) =>
      reporter("POST", "/api/v1/funino/result", {
        id: f.u7,
        round: 1,
        game: index,
        outcome: "first",
        planVersion: session.divisions[0]?.planVersion,
        idempotencyKey: key,
      });
    const done = await entry(game, "event-festival-d");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const refused = await entry(other, "event-festival-other");
    expect([refused.status, refused.body?.error?.code]).toEqual([403, "PITCH_NOT_ALLOWED"]);
    // The control centre lists the game on D with the festival's own pitch id; an event editor (a division
    // editor of every division) corrects it by session through the same call.
    const control = await ok<EventControl>(caller(t.app, editor)("GET", `/api/v1/event/control/${f.id}`));
    expect(control.pitches.find((p) => p.id === "D")?.festivals[0]).toMatchObject({ pitchId: "2", decided: true });
    await ok(
      caller(t.app, editor)("POST", "/api/v1/funino/result", {
        id: f.u7,
        round: 1,
        game,
        outcome: "second",
        planVersion: session.divisions[0]?.planVersion,
        basedOn: "first",
        idempotencyKey: "event-festival-editor",
      }),
    );
    const after = await ok<EventReporterSession>(reporter("GET", "/api/v1/event/reporter/session"));
    const outcome = after.divisions[0]?.festival?.rounds[0]?.outcomes.find((o) => o.game === game);
    expect(outcome?.outcome).toBe("second");
    // U9's matches are not on D.
    const u9 = await viewOf(f.u9);
    const notHere = await reporter("PUT", "/api/v1/tment/update", {
      id: f.u9,
      planVersion: u9.planVersion,
      idempotencyKey: "event-festival-u9",
      results: [{ matchId: u9.matches[0]?.id, home: 1, away: 0 }],
    });
    expect([notHere.status, notHere.body?.error?.code]).toEqual([403, "PITCH_NOT_ALLOWED"]);
  });
});

const ACTORS = ["anonymous", "stranger", "divisionEditor", "editor", "owner"] as const;
const userOf = (actor: (typeof ACTORS)[number]) =>
  ({ anonymous: null, stranger, divisionEditor, editor, owner })[actor];

type Call = {
  name: string;
  request: (f: Built & { linkId: string }) => { method: "GET" | "POST" | "DELETE"; url: string; body?: unknown };
  /** Expected status for [anonymous, stranger, division editor, event editor, owner]. */
  expect: [number, number, number, number, number];
};

const calls: Call[] = [
  {
    name: "POST event/reporter",
    request: (f) => ({ method: "POST", url: "/api/v1/event/reporter", body: { id: f.id, pitch: "A" } }),
    expect: [401, 404, 404, 403, 201],
  },
  {
    name: "GET event/reporter/list/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/event/reporter/list/${f.id}` }),
    expect: [401, 404, 404, 403, 200],
  },
  {
    name: "DELETE event/reporter/{linkId}",
    request: (f) => ({ method: "DELETE", url: `/api/v1/event/reporter/${f.linkId}` }),
    expect: [401, 404, 404, 403, 200],
  },
  {
    name: "GET event/control/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/event/control/${f.id}` }),
    expect: [401, 404, 404, 200, 200],
  },
];

describe(`event reporting calls in the authorization matrix on ${engine()}`, () => {
  let f: Built;
  beforeAll(async () => {
    f = await buildEvent();
  });
  for (const call of calls) {
    it(`${call.name} answers each actor exactly as expected`, async () => {
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const [i, actor] of ACTORS.entries()) {
        // A fresh link per actor: a revoke must not decide the next actor's answer.
        const link = await ok<{ id: string }>(
          caller(t.app, owner)("POST", "/api/v1/event/reporter", { id: f.id, pitch: "B" }),
          201,
        );
        const { method, url, body } = call.request({ ...f, linkId: link.id });
        const res = await caller(t.app, userOf(actor))(method, url, body);
        answers.push(`${actor}: ${res.status}`);
        wanted.push(`${actor}: ${call.expect[i]}`);
        if (res.status >= 400) expect(res.body?.error?.code, `${call.name} as ${actor}`).toBeTypeOf("string");
        if (res.status === 404)
          expect(res.body.error.code).toBe(
            url.includes("reporter/") && method === "DELETE" ? "REPORTER_LINK_NOT_FOUND" : "EVENT_NOT_FOUND",
          );
      }
      expect(answers).toEqual(wanted);
    });
  }

  it("the session takes a token, not a session", async () => {
    const res = await caller(t.app, owner)("GET", "/api/v1/event/reporter/session");
    expect([res.status, res.body?.error?.code]).toEqual([401, "REPORTER_TOKEN_INVALID"]);
  });
});
