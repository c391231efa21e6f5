// Editors end to end through the API: adding (every refusal with its answer), what an editor's work leaves in
// the audit trail, removal (also with ids that cannot exist), and the lost access afterwards.
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

describe("tournament editors", () => {
  it("refuses a malformed e-mail with 400 naming the field, and an editor may not add editors", async () => {
    const view = await buildTournament(t.app, owner, { plan: false });
    const bad = await caller(t.app, owner)("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_FAILED");
    expect(bad.body.error.message).toContain("email");
    await makeEditor(t.app, owner, editor, view.id);
    const third = await createUser(t.database);
    const byEditor = await caller(t.app, editor)("POST", "/api/v1/tment/getBearbeiter", {
      id: view.id,
      email: third.email,
    });
    expect(byEditor.status).toBe(403);
    const removeByEditor = await caller(t.app, editor)("DELETE", `/api/v1/tment/editor/${view.id}/${editor.id}`);
    expect(removeByEditor.status).toBe(403);
  });

  it("an invitation is answered only by the invitee: declined it is gone, and the owner hears both answers", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "private", status: "published", plan: false });
    const invitee = await createUser(t.database, { displayName: "Ines Invitee" });
    const stranger = await createUser(t.database);
    const as = caller(t.app, owner);
    expect((await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: invitee.email })).status).toBe(201);
    const asInvitee = caller(t.app, invitee);
    // Before an answer a private tournament stays invisible to the invitee.
    expect((await asInvitee("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).status).toBe(404);
    // Only the invitee answers: others (the owner included) have no invitation there.
    for (const who of [stranger, owner]) {
      const res = await caller(t.app, who)("POST", `/api/v1/tment/invitation/${view.id}`, { accept: true });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("INVITATION_NOT_FOUND");
    }
    const bad = await asInvitee("POST", `/api/v1/tment/invitation/${view.id}`, { accept: "yes" });
    expect(bad.status).toBe(400);
    const declined = await asInvitee("POST", `/api/v1/tment/invitation/${view.id}`, { accept: false });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ tournamentId: view.id, mode: "normal", accepted: false });
    expect((await as("GET", `/api/v1/tment/getBearbeiter/${view.id}`)).body.editors).toEqual([]);
    expect((await asInvitee("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).status).toBe(404);
    // Answered once: nothing left to answer.
    expect((await asInvitee("POST", `/api/v1/tment/invitation/${view.id}`, { accept: true })).status).toBe(404);
    const inbox = await as("POST", "/api/v1/message/getallmessagesbyreceiverid", {});
    expect(inbox.body.items[0]).toMatchObject({ kind: "system", tournament: { id: view.id } });
    expect(inbox.body.items[0].subject).toContain("Ines Invitee declined");

    // Invited again, and accepted this time: the owner hears that too, and the editor has access.
    expect((await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: invitee.email })).status).toBe(201);
    expect((await asInvitee("POST", `/api/v1/tment/invitation/${view.id}`, { accept: true })).status).toBe(200);
    expect((await as("POST", "/api/v1/message/getallmessagesbyreceiverid", {})).body.items[0].subject).toContain(
      "Ines Invitee accepted",
    );
    expect((await asInvitee("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).status).toBe(200);
  });

  it("the owner can withdraw an open invitation", async () => {
    const view = await buildTournament(t.app, owner, { plan: false });
    const invitee = await createUser(t.database);
    const as = caller(t.app, owner);
    expect((await as("POST", "/api/v1/tment/getBearbeiter", { id: view.id, email: invitee.email })).status).toBe(201);
    expect((await as("DELETE", `/api/v1/tment/editor/${view.id}/${invitee.id}`)).status).toBe(200);
    const answer = await caller(t.app, invitee)("POST", `/api/v1/tment/invitation/${view.id}`, { accept: true });
    expect(answer.status).toBe(404);
    expect((await caller(t.app, invitee)("GET", "/api/v1/tment/invitations")).body.invitations).toEqual([]);
  });

  it("removing with a user id that is no uuid is 404 EDITOR_NOT_FOUND, never a server error", async () => {
    const view = await buildTournament(t.app, owner, { plan: false });
    const as = caller(t.app, owner);
    const junk = await as("DELETE", `/api/v1/tment/editor/${view.id}/not-a-uuid`);
    expect(junk.status).toBe(404);
    expect(junk.body.error.code).toBe("EDITOR_NOT_FOUND");
    const unknown = await as("DELETE", `/api/v1/tment/editor/${view.id}/${owner.id}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("EDITOR_NOT_FOUND");
  });

  it("an editor's result is audited with their name; once removed, the editor loses access", async () => {
    const view = await buildTournament(t.app, owner, { visibility: "private", status: "running", teams: 6 });
    const as = caller(t.app, owner);
    const asEditor = caller(t.app, editor);
    await makeEditor(t.app, owner, editor, view.id);
    const match = view.matches.find((m) => m.home.teamId && m.away.teamId);
    if (!match) throw new Error("no playable match");
    const entered = await asEditor("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: match.id, home: 2, away: 1 }],
    });
    expect(entered.status).toBe(200);
    const audit = await as("GET", `/api/v1/tment/audit/${view.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      matchId: match.id,
      kind: "entry",
      user: { id: editor.id, displayName: "Emil Editor" },
      reporterLink: null,
      old: null,
      new: { matchId: match.id, home: 2, away: 1 },
    });
    // The editor reads the list and the trail too.
    expect((await asEditor("GET", `/api/v1/tment/getBearbeiter/${view.id}`)).status).toBe(200);
    expect((await asEditor("GET", `/api/v1/tment/audit/${view.id}`)).status).toBe(200);

    const removed = await as("DELETE", `/api/v1/tment/editor/${view.id}/${editor.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: true });
    expect((await as("GET", `/api/v1/tment/getBearbeiter/${view.id}`)).body.editors).toEqual([]);
    // A private tournament: the former editor cannot even learn that it exists.
    expect((await asEditor("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).status).toBe(404);
    expect((await asEditor("GET", `/api/v1/tment/audit/${view.id}`)).status).toBe(404);
    const late = await asEditor("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: match.id, home: 0, away: 0 }],
    });
    expect(late.status).toBe(404);
    const mine = await asEditor("GET", "/api/v1/tment/otmuser/me");
    expect(mine.body.items.map((i: { id: string }) => i.id)).not.toContain(view.id);
    const again = await as("DELETE", `/api/v1/tment/editor/${view.id}/${editor.id}`);
    expect(again.status).toBe(404);
  });
});
