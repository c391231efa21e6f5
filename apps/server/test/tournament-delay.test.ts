// "We are running X minutes late" (PUT tment/delay): who may, what is refused (with the field), which kick-offs
// move (never a played match), what viewers get (payload, live event) and what the audit trail keeps.
import { addMinutes } from "@kickoff/domain/time.ts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "../src/lib/live.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
  buildTournament,
  caller,
  createUser,
  type InternalView,
  type MatchView,
  makeEditor,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Olga Owner" });
  editor = await createUser(t.database, { displayName: "Emil Editor" });
  stranger = await createUser(t.database, { displayName: "Sam Stranger" });
});
afterAll(async () => {
  await t?.close();
});

const byKickoff = (a: MatchView, b: MatchView) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id);
const firstGroupMatch = (view: InternalView) =>
  [...view.matches].filter((m) => m.stage === "group").sort(byKickoff)[0] as MatchView;

/** Enters 1:0 for a match as the owner; answers the internal view afterwards. */
async function enterResult(view: InternalView, match: MatchView): Promise<InternalView> {
  const as = caller(t.app, owner);
  const res = await as("PUT", "/api/v1/tment/update", {
    id: view.id,
    idempotencyKey: newKey(),
    results: [{ matchId: match.id, home: 1, away: 0 }],
  });
  expect(res.status).toBe(200);
  return (await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).body as InternalView;
}

describe(`running late (tment/delay) on ${engine()}`, () => {
  it("answers 401 without a session (also to a reporter link), 403 to a stranger on a public tournament, 404 on a private one", async () => {
    const pub = await buildTournament(t.app, owner, { visibility: "public", status: "running", teams: 6 });
    const priv = await buildTournament(t.app, owner, { visibility: "private", status: "running", teams: 6 });
    const link = await caller(t.app, owner)("POST", "/api/v1/tment/reporter", { id: pub.id, label: "Ref" });
    expect(link.status).toBe(201);

    const anonymous = await caller(t.app, null)("PUT", "/api/v1/tment/delay", { id: pub.id, minutes: 10 });
    expect(anonymous.status).toBe(401);
    const reporter = await caller(t.app, null, { "x-reporter-token": link.body.token })("PUT", "/api/v1/tment/delay", {
      id: pub.id,
      minutes: 10,
    });
    expect(reporter.status).toBe(401);
    const onPublic = await caller(t.app, stranger)("PUT", "/api/v1/tment/delay", { id: pub.id, minutes: 10 });
    expect(onPublic.status).toBe(403);
    expect(onPublic.body.error.code).toBe("FORBIDDEN");
    const onPrivate = await caller(t.app, stranger)("PUT", "/api/v1/tment/delay", { id: priv.id, minutes: 10 });
    expect(onPrivate.status).toBe(404);
    expect(onPrivate.body.error.code).toBe("TOURNAMENT_NOT_FOUND");
    const unknown = await caller(t.app, owner)("PUT", "/api/v1/tment/delay", {
      id: "00000000-0000-4000-8000-000000000000",
      minutes: 10,
    });
    expect(unknown.status).toBe(404);
    // Nothing moved for any of the refused callers.
    const after = await caller(t.app, owner)("GET", `/api/v1/tment/tmuser/${pub.id}?view=internal`);
    expect(after.body.delayMinutes).toBe(0);
    expect(after.body.matches).toEqual(pub.matches);
  });

  it("an editor may delay; the owner may too", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "private", status: "published", teams: 6 });
    await makeEditor(t.app, owner, editor, view.id);
    const byEditor = await caller(t.app, editor)("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 5 });
    expect(byEditor.status).toBe(200);
    expect(byEditor.body.delayMinutes).toBe(5);
    const byOwner = await caller(t.app, owner)("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 10 });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.delayMinutes).toBe(15);
  });

  it("refuses bad minutes with 400 naming the field `minutes`", async () => {
    const view = await buildTournament(t.app, owner, { status: "running", teams: 6 });
    const as = caller(t.app, owner);
    for (const minutes of [0, 2.5, "10", 241, -241, null]) {
      const res = await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes });
      expect(res.status, `minutes ${JSON.stringify(minutes)}`).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(res.body.error.fields.map((f: { field: string }) => f.field)).toEqual(["minutes"]);
    }
    const missing = await as("PUT", "/api/v1/tment/delay", { id: view.id });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields[0].field).toBe("minutes");

    // A correction takes back at most what was added: 0 → −5 is refused, +10 then −15 too, −10 is fine.
    const below = await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: -5 });
    expect(below.status).toBe(400);
    expect(below.body.error).toMatchObject({ code: "INVALID_DELAY", fields: [{ field: "minutes" }] });
    expect((await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 10 })).status).toBe(200);
    const tooMuch = await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: -15 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.fields[0].field).toBe("minutes");

    // Never before now: the next kick-off is 09:10 after the delay; at 09:07 a −5 would put it at 09:05.
    const next = [...view.matches].sort(byKickoff)[0] as MatchView;
    const now = addMinutes(next.start, 7);
    const beforeNow = await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: -5, now });
    expect(beforeNow.status).toBe(400);
    expect(beforeNow.body.error).toMatchObject({ code: "INVALID_DELAY", fields: [{ field: "minutes" }] });
    const badNow = await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: -5, now: "9:07" });
    expect(badNow.status).toBe(400);
    expect(badNow.body.error.fields[0].field).toBe("now");
    const fine = await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: -3, now });
    expect(fine.status).toBe(200);
    expect(fine.body.delayMinutes).toBe(7);
  });

  it("moves only the matches still to be played; a played match keeps its time; viewers see the delay", async () => {
    const planned = await buildTournament(t.app, owner, { status: "running", teams: 6 });
    const played = firstGroupMatch(planned);
    const view = await enterResult(planned, played);

    const res = await caller(t.app, owner)("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 10 });
    expect(res.status).toBe(200);
    const after = res.body as InternalView;
    expect(after.delayMinutes).toBe(10);
    for (const before of view.matches) {
      const now = after.matches.find((m) => m.id === before.id) as MatchView;
      if (before.id === played.id) expect(now).toEqual(before);
      else
        expect(now, before.id).toEqual({
          ...before,
          start: addMinutes(before.start, 10),
          end: addMinutes(before.end, 10),
          startMinute: before.startMinute + 10,
          endMinute: before.endMinute + 10,
        });
    }
    expect(after.results).toEqual(view.results);
    expect(after.planVersion).toBe(view.planVersion);

    const page = await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`);
    expect(page.status).toBe(200);
    expect(page.body.delayMinutes).toBe(10);
    const moved = view.matches.find((m) => m.id !== played.id) as MatchView;
    expect(page.body.matches.find((m: MatchView) => m.id === moved.id).start).toBe(addMinutes(moved.start, 10));

    // Once finished the tournament is no longer "running late" for viewers, and cannot be delayed.
    expect(
      (await caller(t.app, owner)("PUT", "/api/v1/tment/status", { id: view.id, status: "finished" })).status,
    ).toBe(200);
    // The page read above is cached until the change's NOTIFY arrives (after the commit, asynchronously).
    await vi.waitFor(
      async () => expect((await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`)).body.delayMinutes).toBe(0),
      { timeout: 20_000 },
    );
    const finished = await caller(t.app, owner)("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 5 });
    expect(finished.status).toBe(409);
    expect(finished.body.error.code).toBe("TOURNAMENT_READ_ONLY");
  });

  it("publishes a live `schedule` event with the new version", async () => {
    const view = await buildTournament(t.app, owner, { status: "published", teams: 6 });
    // On PostgreSQL the set-up's own events can arrive after this subscription: look for ours among all.
    const events: LiveEvent[] = [];
    const off = t.app.live.subscribe("tournament", view.id, (e) => events.push(e));
    const res = await caller(t.app, owner)("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 15 });
    expect(res.status).toBe(200);
    const page = await caller(t.app, null)("GET", `/api/v1/auth/tment/${view.id}`);
    await vi.waitFor(
      () =>
        expect(events).toContainEqual({
          scope: "tournament",
          id: view.id,
          type: "schedule",
          version: page.body.version,
        }),
      { timeout: 20_000 },
    );
    off();
  });

  it("records who delayed by how much in the audit trail", async () => {
    const view = await buildTournament(t.app, owner, { status: "running", teams: 6 });
    const as = caller(t.app, owner);
    expect((await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 10 })).status).toBe(200);
    expect((await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: -4 })).status).toBe(200);
    const audit = await as("GET", `/api/v1/tment/audit/${view.id}`);
    expect(audit.status).toBe(200);
    const count = view.matches.length;
    expect(audit.body.entries).toMatchObject([
      {
        kind: "delay",
        matchId: "*",
        user: { id: owner.id, displayName: "Olga Owner" },
        reporterLink: null,
        old: null,
        new: null,
        delay: { minutes: 10, total: 10, matches: count },
      },
      { kind: "delay", delay: { minutes: -4, total: 6, matches: count } },
    ]);
  });

  it("is refused for a draft and when every match has been played", async () => {
    const draft = await buildTournament(t.app, owner, { status: "draft", teams: 6 });
    const res = await caller(t.app, owner)("PUT", "/api/v1/tment/delay", { id: draft.id, minutes: 5 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("TOURNAMENT_NOT_PUBLISHED");

    const small = await buildTournament(t.app, owner, {
      status: "running",
      teams: 2,
      format: { mode: "roundRobin", knockout: "none", groupCount: 1 },
    });
    await enterResult(small, small.matches[0] as MatchView);
    const none = await caller(t.app, owner)("PUT", "/api/v1/tment/delay", { id: small.id, minutes: 5 });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe("NOTHING_TO_DELAY");
  });

  it("is documented in OpenAPI with its refusals and access rules", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const put = doc.paths["/api/v1/tment/delay"].put;
    expect(put.tags).toEqual(["tournament"]);
    for (const word of ["INVALID_DELAY", "`minutes`", "reporter link", "403", "schedule"])
      expect(put.description).toContain(word);
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "409"]));
  });

  it("times recomputed later (new times, manual order) keep the delay on the matches still to be played", async () => {
    const view = await buildTournament(t.app, owner, { status: "running", teams: 6 });
    const as = caller(t.app, owner);
    expect((await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: 10 })).status).toBe(200);
    const retimed = await as("PUT", "/api/v1/tment/updateTime", {
      id: view.id,
      firstKickoff: "2030-05-04T09:00",
      matchMinutes: { group: 10, semiFinal: 12, final: 15 },
      breakMinutes: 2,
      pauseBeforeFinalsMinutes: 10,
      pitches: [
        { id: "p1", name: "1" },
        { id: "p2", name: "2" },
      ],
    });
    expect(retimed.status).toBe(200);
    for (const before of view.matches) {
      const now = (retimed.body as InternalView).matches.find((m) => m.id === before.id) as MatchView;
      expect(now.start, before.id).toBe(addMinutes(before.start, 10));
    }
    // A manual swap reflows every time too: two matches of one slot trade pitches, the delay stays.
    const a = view.matches.find((m) => view.matches.some((o) => o.id !== m.id && o.slot === m.slot)) as MatchView;
    const b = view.matches.find((o) => o.id !== a.id && o.slot === a.slot) as MatchView;
    const swapped = await as("PUT", "/api/v1/tment/updateo", { id: view.id, op: "swap", matchA: a.id, matchB: b.id });
    expect(swapped.status).toBe(200);
    for (const before of view.matches) {
      const now = (swapped.body as InternalView).matches.find((m) => m.id === before.id) as MatchView;
      expect(now.start, before.id).toBe(addMinutes(before.start, 10));
    }
    // Taking the delay back restores the planned times exactly.
    const back = await as("PUT", "/api/v1/tment/delay", { id: view.id, minutes: -10 });
    expect(back.status).toBe(200);
    const pitchOf = (m: MatchView) => (m.id === a.id ? b.pitch : m.id === b.id ? a.pitch : m.pitch);
    expect(back.body.matches).toEqual(view.matches.map((m) => ({ ...m, pitch: pitchOf(m) })));
    expect(back.body.delayMinutes).toBe(0);
  });
});
