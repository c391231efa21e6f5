import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
// The authorization matrix: every tournament call × (anonymous, other user, editor, reporter link, owner).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reporterLinks, tournamentEditors } from "../src/db/schema.ts";
import { MAX_REPORTER_LINKS } from "../src/services/tournament-access.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import {
  buildTournament,
  caller,
  createUser,
  type InternalView,
  newKey,
  type TestUser,
} from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let other: TestUser;
let invitee: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Owner" });
  editor = await createUser(t.database, { displayName: "Editor" });
  other = await createUser(t.database, { displayName: "Other" });
  invitee = await createUser(t.database, { displayName: "Invitee" });
});
afterAll(async () => {
  await t?.close();
});

type Fixture = { id: string; view: InternalView; token: string; linkId: string };

/** A running tournament of `owner` with a plan, `editor` as editor and a reporter link (all pitches). */
async function fixture(visibility: "public" | "private"): Promise<Fixture> {
  const view = await buildTournament(t.app, owner, { visibility, status: "running", teams: 6 });
  const as = caller(t.app, owner);
  // Straight into the table: adding through the API is covered below and rate-limited per session.
  await t.database.db
    .insert(tournamentEditors)
    .values({ tournamentId: view.id, userId: editor.id, addedBy: owner.id, acceptedAt: new Date() });
  const link = await as("POST", "/api/v1/tment/reporter", { id: view.id, label: "Referee" });
  expect(link.status).toBe(201);
  return { id: view.id, view, token: link.body.token, linkId: link.body.id };
}

type Call = {
  name: string;
  request: (f: Fixture) => { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown };
  /** Expected status for [anonymous, other, editor, reporter, owner]; `other` is for a public tournament. */
  expect: [number, number, number, number, number];
  /** Status of `other` on a private tournament (default: 404 where a public one gave 403 or 200). */
  otherPrivate?: number;
};

const times = {
  firstKickoff: "2030-05-04T09:00",
  matchMinutes: { group: 10 },
  breakMinutes: 2,
  pauseBeforeFinalsMinutes: 10,
  pitches: [
    { id: "p1", name: "1" },
    { id: "p2", name: "2" },
  ],
};
const sameSlotPair = (f: Fixture) => {
  const m = f.view.matches;
  const a = m.find((x) => m.some((y) => y.id !== x.id && y.slot === x.slot)) ?? m[0];
  const b = m.find((y) => y.id !== a?.id && y.slot === a?.slot);
  return { matchA: a?.id, matchB: b?.id };
};
const groupMatch = (f: Fixture) => f.view.matches.find((m) => m.stage === "group")?.id;

const calls: Call[] = [
  {
    name: "POST tment/create",
    request: () => ({ method: "POST", url: "/api/v1/tment/create", body: { name: "X", startDate: "2030-01-01" } }),
    expect: [401, 201, 201, 401, 201],
    otherPrivate: 201,
  },
  {
    name: "PUT tment/ueditallgemein",
    request: (f) => ({
      method: "PUT",
      url: "/api/v1/tment/ueditallgemein",
      body: { id: f.id, general: { name: "Renamed", startDate: "2030-05-04", visibility: f.view.visibility } },
    }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/ueditteams",
    request: (f) => ({ method: "PUT", url: "/api/v1/tment/ueditteams", body: { id: f.id, teams: f.view.teams } }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/update3",
    request: (f) => ({
      method: "PUT",
      url: "/api/v1/tment/update3",
      body: { id: f.id, format: { points: { win: 3, draw: 1, loss: 0 } } },
    }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/updateTime",
    request: (f) => ({ method: "PUT", url: "/api/v1/tment/updateTime", body: { id: f.id, ...times } }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/plangen",
    request: (f) => ({ method: "PUT", url: "/api/v1/tment/plangen", body: { id: f.id } }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/updateo",
    request: (f) => ({
      method: "PUT",
      url: "/api/v1/tment/updateo",
      body: { id: f.id, op: "swap", ...sameSlotPair(f) },
    }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/referees",
    request: (f) => ({
      method: "PUT",
      url: "/api/v1/tment/referees",
      body: { id: f.id, referees: [{ id: "r1", name: "Rita Ref" }] },
    }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/refassign",
    request: (f) => ({ method: "PUT", url: "/api/v1/tment/refassign", body: { id: f.id, mode: "auto" } }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/update",
    request: (f) => ({
      method: "PUT",
      url: "/api/v1/tment/update",
      body: {
        id: f.id,
        idempotencyKey: newKey(),
        planVersion: f.view.planVersion,
        results: [{ matchId: groupMatch(f), home: 1, away: 0 }],
      },
    }),
    expect: [401, 403, 200, 200, 200],
  },
  {
    name: "PUT tment/delay",
    request: (f) => ({ method: "PUT", url: "/api/v1/tment/delay", body: { id: f.id, minutes: 10 } }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "PUT tment/status",
    request: (f) => ({ method: "PUT", url: "/api/v1/tment/status", body: { id: f.id, status: "finished" } }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "GET tment/tmuser?view=internal",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/tmuser/${f.id}?view=internal` }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "GET tment/tmuser?view=public",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/tmuser/${f.id}?view=public` }),
    expect: [401, 200, 200, 401, 200],
  },
  {
    name: "GET tment/tmuser (default view)",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/tmuser/${f.id}` }),
    expect: [401, 200, 200, 401, 200],
  },
  {
    name: "GET tment/otmuser/me",
    request: () => ({ method: "GET", url: "/api/v1/tment/otmuser/me" }),
    expect: [401, 200, 200, 401, 200],
    otherPrivate: 200,
  },
  {
    name: "GET tment/otmuser/{owner's id}",
    request: () => ({ method: "GET", url: `/api/v1/tment/otmuser/${owner.id}` }),
    expect: [401, 403, 403, 401, 200],
    otherPrivate: 403,
  },
  {
    name: "POST tment/getBearbeiter (add editor)",
    request: (f) => ({ method: "POST", url: "/api/v1/tment/getBearbeiter", body: { id: f.id, email: invitee.email } }),
    expect: [401, 403, 403, 401, 201],
  },
  {
    name: "GET tment/getBearbeiter/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/getBearbeiter/${f.id}` }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    // Nobody of the fixture has an open invitation (the editor's is accepted): an answer is only the invitee's.
    name: "POST tment/invitation/{id} (answer an editor invitation)",
    request: (f) => ({ method: "POST", url: `/api/v1/tment/invitation/${f.id}`, body: { accept: true } }),
    expect: [401, 404, 404, 401, 404],
  },
  {
    name: "GET tment/invitations (my open invitations)",
    request: () => ({ method: "GET", url: "/api/v1/tment/invitations" }),
    expect: [401, 200, 200, 401, 200],
    otherPrivate: 200,
  },
  {
    name: "DELETE tment/editor/{id}/{userId}",
    request: (f) => ({ method: "DELETE", url: `/api/v1/tment/editor/${f.id}/${editor.id}` }),
    expect: [401, 403, 403, 401, 200],
  },
  {
    name: "POST tment/duplicate",
    request: (f) => ({ method: "POST", url: "/api/v1/tment/duplicate", body: { id: f.id } }),
    expect: [401, 403, 201, 401, 201],
  },
  {
    name: "GET tment/audit/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/audit/${f.id}` }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "POST tment/reporter",
    request: (f) => ({ method: "POST", url: "/api/v1/tment/reporter", body: { id: f.id } }),
    expect: [401, 403, 403, 401, 201],
  },
  {
    name: "GET tment/reporter/list/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/reporter/list/${f.id}` }),
    expect: [401, 403, 403, 401, 200],
  },
  {
    name: "DELETE tment/reporter/{linkId}",
    request: (f) => ({ method: "DELETE", url: `/api/v1/tment/reporter/${f.linkId}` }),
    // A stranger learns nothing about a link id (404 even on a public tournament); an editor hears 403.
    expect: [401, 404, 403, 401, 200],
  },
  {
    name: "GET tment/reporter/session",
    request: () => ({ method: "GET", url: "/api/v1/tment/reporter/session" }),
    expect: [401, 401, 401, 200, 401],
    otherPrivate: 401,
  },
  {
    name: "GET auth/tment/exist/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/auth/tment/exist/${f.id}` }),
    expect: [200, 200, 200, 200, 200],
    otherPrivate: 200,
  },
  {
    name: "GET auth/tment/getjahrgang",
    request: () => ({ method: "GET", url: "/api/v1/auth/tment/getjahrgang" }),
    expect: [200, 200, 200, 200, 200],
    otherPrivate: 200,
  },
  {
    name: "PUT dashboard/alltmentview",
    request: () => ({ method: "PUT", url: "/api/v1/dashboard/alltmentview", body: { page: 0, size: 10 } }),
    expect: [401, 200, 200, 401, 200],
    otherPrivate: 200,
  },
  {
    name: "PUT dashboard/pasttournaments",
    request: () => ({ method: "PUT", url: "/api/v1/dashboard/pasttournaments", body: { page: 0, size: 10 } }),
    expect: [401, 200, 200, 401, 200],
    otherPrivate: 200,
  },
  {
    name: "DELETE tment/del/{id}",
    request: (f) => ({ method: "DELETE", url: `/api/v1/tment/del/${f.id}` }),
    expect: [401, 403, 403, 401, 200],
  },
];

const ACTORS = ["anonymous", "other", "editor", "reporter", "owner"] as const;

function actorCaller(actor: (typeof ACTORS)[number], f: Fixture) {
  if (actor === "anonymous") return caller(t.app, null);
  if (actor === "reporter") return caller(t.app, null, { "x-reporter-token": f.token });
  return caller(t.app, { other, editor, owner }[actor]);
}

describe(`tournament authorization matrix on ${engine()}`, () => {
  for (const visibility of ["public", "private"] as const) {
    for (const call of calls) {
      it(`${call.name} on a ${visibility} tournament answers each actor exactly as expected`, async () => {
        const f = await fixture(visibility);
        const answers: string[] = [];
        const wanted: string[] = [];
        // The owner goes last: some calls (delete, removing the editor) change who may do what.
        for (const [i, actor] of ACTORS.entries()) {
          let expected = call.expect[i] as number;
          if (visibility === "private" && actor === "other")
            expected = call.otherPrivate ?? (expected === 403 || expected === 200 ? 404 : expected);
          const { method, url, body } = call.request(f);
          const res = await actorCaller(actor, f)(method, url, body);
          answers.push(`${actor}: ${res.status}`);
          wanted.push(`${actor}: ${expected}`);
          if (res.status >= 400) expect(res.body?.error?.code, `${call.name} as ${actor}`).toBeTypeOf("string");
        }
        expect(answers).toEqual(wanted);
      });
    }
  }

  it("a private tournament does not exist for strangers; a public one does", async () => {
    const priv = await fixture("private");
    const pub = await fixture("public");
    const anon = caller(t.app, null);
    expect((await anon("GET", `/api/v1/auth/tment/exist/${priv.id}`)).body).toEqual({ exists: false });
    expect((await anon("GET", `/api/v1/auth/tment/exist/${pub.id}`)).body).toEqual({ exists: true });
    expect((await anon("GET", "/api/v1/auth/tment/exist/not-a-uuid")).body).toEqual({ exists: false });
    const asOther = caller(t.app, other);
    const unknown = await asOther("GET", "/api/v1/tment/tmuser/00000000-0000-4000-8000-000000000000");
    const privateOne = await asOther("GET", `/api/v1/tment/tmuser/${priv.id}`);
    const malformed = await asOther("GET", "/api/v1/tment/tmuser/not-a-uuid");
    for (const res of [unknown, privateOne, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("TOURNAMENT_NOT_FOUND");
    }
    // The public view never carries internal fields.
    const publicView = await asOther("GET", `/api/v1/tment/tmuser/${pub.id}`);
    expect(publicView.body.view).toBe("public");
    for (const field of ["ownerId", "settings", "planSeed", "tieDecisions", "abilities"])
      expect(publicView.body).not.toHaveProperty(field);
    expect(JSON.stringify(publicView.body)).not.toContain(editor.email);
    expect(JSON.stringify(publicView.body)).not.toContain(pub.token);
  });

  it("reporter links: own tournament only, pitch restriction, revocation, no corrections after finish", async () => {
    const f = await fixture("public");
    const g = await fixture("private");
    const as = caller(t.app, owner);
    const p1Match = f.view.matches.find((m) => m.stage === "group" && m.pitch === "p1");
    const p2Match = f.view.matches.find((m) => m.stage === "group" && m.pitch === "p2");
    const pitchLink = await as("POST", "/api/v1/tment/reporter", { id: f.id, label: "Pitch 1", pitch: "p1" });
    expect(pitchLink.status).toBe(201);
    expect(pitchLink.body.url).toContain(`#reporter=${pitchLink.body.token}`);
    const reporter = caller(t.app, null, { "x-reporter-token": pitchLink.body.token });
    const versions = new Map<string, number>();
    const enter = (id: string, matchId: string | undefined) =>
      reporter("PUT", "/api/v1/tment/update", {
        id,
        idempotencyKey: newKey(),
        planVersion: versions.get(id) ?? 1,
        results: [{ matchId, home: 1, away: 1 }],
      });
    // The session shows the reporter the plan with its version; entries must carry it.
    const session = await reporter("GET", "/api/v1/tment/reporter/session");
    expect(session.status).toBe(200);
    expect(session.body.planVersion).toBe(f.view.planVersion);
    versions.set(f.id, session.body.planVersion);
    const unversioned = await reporter("PUT", "/api/v1/tment/update", {
      id: f.id,
      idempotencyKey: newKey(),
      results: [{ matchId: p1Match?.id, home: 1, away: 1 }],
    });
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.error.fields).toEqual([{ field: "planVersion", message: expect.any(String) }]);
    const stale = await reporter("PUT", "/api/v1/tment/update", {
      id: f.id,
      idempotencyKey: newKey(),
      planVersion: f.view.planVersion - 1,
      results: [{ matchId: p1Match?.id, home: 1, away: 1 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("PLAN_CHANGED");
    expect((await enter(f.id, p1Match?.id)).status).toBe(200);
    const wrongPitch = await enter(f.id, p2Match?.id);
    expect(wrongPitch.status).toBe(403);
    expect(wrongPitch.body.error.code).toBe("PITCH_NOT_ALLOWED");
    // Another tournament: public → 403, private → 404.
    expect((await enter(g.id, g.view.matches[0]?.id)).status).toBe(404);
    const h = await fixture("public");
    expect((await enter(h.id, h.view.matches[0]?.id)).status).toBe(403);
    // The token in the body works too.
    const viaBody = await caller(t.app, null)("PUT", "/api/v1/tment/update", {
      id: f.id,
      idempotencyKey: newKey(),
      reporterToken: pitchLink.body.token,
      planVersion: f.view.planVersion,
      results: [{ matchId: p1Match?.id, home: 2, away: 1 }],
    });
    expect(viaBody.status).toBe(200);
    const audit = await as("GET", `/api/v1/tment/audit/${f.id}`);
    expect(audit.body.entries.at(-1)).toMatchObject({ user: null, reporterLink: { label: "Pitch 1" } });
    // A finished tournament takes corrections from organisers only.
    await as("PUT", "/api/v1/tment/status", { id: f.id, status: "finished" });
    const late = await enter(f.id, p1Match?.id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("TOURNAMENT_READ_ONLY");
    // Revoked: the token no longer authenticates.
    const revoked = await as("DELETE", `/api/v1/tment/reporter/${pitchLink.body.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.active).toBe(false);
    const afterRevoke = await enter(f.id, p1Match?.id);
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.error.code).toBe("REPORTER_TOKEN_INVALID");
    const listed = await as("GET", `/api/v1/tment/reporter/list/${f.id}`);
    expect(JSON.stringify(listed.body)).not.toContain(pitchLink.body.token);
    const unknownPitch = await as("POST", "/api/v1/tment/reporter", { id: f.id, pitch: "p9" });
    expect(unknownPitch.status).toBe(400);
    // A tournament keeps at most MAX_REPORTER_LINKS links, revoked ones included.
    const existing = (await as("GET", `/api/v1/tment/reporter/list/${f.id}`)).body.links.length as number;
    await t.database.db.insert(reporterLinks).values(
      Array.from({ length: MAX_REPORTER_LINKS - existing }, (_, i) => ({
        tournamentId: f.id,
        tokenHash: `filler-${f.id}-${i}`,
        label: `Filler ${i}`,
      })),
    );
    const tooMany = await as("POST", "/api/v1/tment/reporter", { id: f.id, label: "One more" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe("REPORTER_LINK_LIMIT");
  });

  it("editors: invited by the e-mail of a verified user only, no access before accepting, listed, notified", async () => {
    const view = await buildTournament(t.app, owner, { plan: false });
    const as = caller(t.app, owner);
    const unverified = await createUser(t.database, { verified: false });
    const unknown = await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: "nobody@example.test" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("USER_NOT_FOUND");
    const notVerified = await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: unverified.email });
    expect(notVerified.status).toBe(404);
    const self = await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: owner.email });
    expect(self.status).toBe(409);
    const added = await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: editor.email.toUpperCase() });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ userId: editor.id, email: editor.email });
    const twice = await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: editor.email });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("ALREADY_EDITOR");
    // Invited, not yet an editor: no access (the draft stays invisible to them), not on their dashboard,
    // listed to the owner as invited.
    const asEditor = caller(t.app, editor);
    expect((await asEditor("GET", `/api/v1/tment/getBearbeiter/${view.id}`)).status).toBe(404);
    expect(
      (await asEditor("GET", "/api/v1/tment/otmuser/me")).body.items.map((i: { id: string }) => i.id),
    ).not.toContain(view.id);
    const invitedList = await as("GET", `/api/v1/tment/getBearbeiter/${view.id}`);
    expect(invitedList.body.editors).toEqual([expect.objectContaining({ userId: editor.id, acceptedAt: null })]);
    const open = await asEditor("GET", "/api/v1/tment/invitations");
    expect(open.body.invitations).toEqual([
      expect.objectContaining({ tournamentId: view.id, tournamentName: view.general.name, invitedBy: "Owner" }),
    ]);
    const { tournamentNotifications } = await import("../src/db/schema.ts");
    const notes = await t.database.db.select().from(tournamentNotifications);
    const note = notes.filter((n) => n.userId === editor.id && n.tournamentId === view.id);
    expect(note).toHaveLength(1);
    expect(note[0]?.mailedAt).not.toBeNull();
    // Without SMTP the mail lands in DATA_DIR/outbox, in the editor's language, and leads to their messages.
    await t.app.accounts.mail.drain();
    const dir = path.join(t.config.dataDir, "outbox");
    const mails = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), "utf8"));
    const mail = mails.find((m) => m.includes(`To: ${editor.email}`));
    expect(mail).toContain("Owner invites you to help organise");
    expect(mail).toContain("/en/messages");
    // Accepted: an editor from now on.
    expect((await asEditor("POST", `/api/v1/tment/invitation/${view.id}`, { accept: true })).status).toBe(200);
    expect((await asEditor("GET", "/api/v1/tment/invitations")).body.invitations).toEqual([]);
    const list = await asEditor("GET", `/api/v1/tment/getBearbeiter/${view.id}`);
    expect(list.body.editors.map((e: { userId: string }) => e.userId)).toEqual([editor.id]);
    expect(list.body.editors[0].acceptedAt).toEqual(expect.any(String));
    // The editor sees it among "tournaments where I am editor", with their role.
    const mine = await caller(t.app, editor)("GET", "/api/v1/tment/otmuser/me");
    expect(mine.body.items.find((i: { id: string }) => i.id === view.id)).toMatchObject({ role: "editor" });
    // An editor cannot delete, but can read the internal view with limited abilities.
    const internal = await caller(t.app, editor)("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`);
    expect(internal.body.abilities).toMatchObject({ edit: true, delete: false, manageEditors: false });
  });
});

// ─── Match officials' papers (issue 18): owner and editors only, since they name referees ─────────────────
// A separate block: the fixture gets a referee first (through PUT tment/referees); match-cards.test.ts covers
// these calls in depth.
const officialsPapers: Call[] = [
  {
    name: "GET tment/matchcards/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/matchcards/${f.id}?pitch=p1&perPage=2` }),
    expect: [401, 403, 200, 401, 200],
  },
  {
    name: "GET tment/refschedule/{id}",
    request: (f) => ({ method: "GET", url: `/api/v1/tment/refschedule/${f.id}?referee=rita` }),
    expect: [401, 403, 200, 401, 200],
  },
];

describe(`officials' papers in the authorization matrix on ${engine()}`, () => {
  for (const visibility of ["public", "private"] as const) {
    for (const call of officialsPapers) {
      it(`${call.name} on a ${visibility} tournament answers each actor exactly as expected`, async () => {
        const f = await fixture(visibility);
        const referees = [{ id: "rita", name: "Rita Ref" }];
        const set = await caller(t.app, owner)("PUT", "/api/v1/tment/referees", { id: f.id, referees });
        expect(set.status).toBe(200);
        const answers: string[] = [];
        const wanted: string[] = [];
        for (const [i, actor] of ACTORS.entries()) {
          const expected = visibility === "private" && actor === "other" ? 404 : (call.expect[i] as number);
          const { method, url } = call.request(f);
          const res = await actorCaller(actor, f)(method, url);
          answers.push(`${actor}: ${res.status}`);
          wanted.push(`${actor}: ${expected}`);
          if (res.status === 200) expect(res.headers["content-type"]).toBe("application/pdf");
          else expect(res.body?.error?.code, `${call.name} as ${actor}`).toBeTypeOf("string");
        }
        expect(answers).toEqual(wanted);
      });
    }
  }
});
