// Messages end to end through the API: sending to a user and to a tournament's organisers, the caller's own inbox
// (newest first, paged, unread count), read / unread / delete lists that act only on the caller's own messages
// (other users' ids are silently ignored), system messages, the throttled mail, 401, 400, 429, plain text kept.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageMailState, messages } from "../src/db/schema.ts";
import { RateLimiter } from "../src/services/rate-limiter.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { type SmtpListener, startSmtp } from "./support/smtp.ts";
import { buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

let smtp: SmtpListener;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const user = (o: Parameters<typeof createUser>[1] = {}) => createUser(t.database, o);
const send = (from: TestUser | null, body: unknown) => caller(t.app, from)("POST", "/api/v1/message/send", body);
const inboxOf = (u: TestUser, body: unknown = {}) =>
  caller(t.app, u)("POST", "/api/v1/message/getallmessagesbyreceiverid", body);
const clearBudget = (u: TestUser) => new RateLimiter(t.database.db).clear(`msgsend:${u.id}`);

describe(`messages on ${engine()}`, () => {
  it("sends to a user: inbox newest first with the unread count, paged, sender keeps the row", async () => {
    const [a, b] = [await user({ displayName: "Anna" }), await user({ displayName: "Ben" })];
    for (const n of [1, 2, 3]) {
      const res = await send(a, { receiverId: b.id, subject: `Hello ${n}`, body: `Body ${n}` });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ status: "sent" });
    }
    const all = await inboxOf(b);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.unread).toBe(3);
    expect(all.body.items.map((m: { subject: string }) => m.subject)).toEqual(["Hello 3", "Hello 2", "Hello 1"]);
    expect(all.body.items[0]).toMatchObject({
      kind: "user",
      sender: { id: a.id, displayName: "Anna" },
      tournament: null,
      body: "Body 3",
      readAt: null,
    });
    const page2 = await inboxOf(b, { page: 2, size: 2 });
    expect(page2.body.items.map((m: { subject: string }) => m.subject)).toEqual(["Hello 1"]);
    expect(page2.body).toMatchObject({ total: 3, unread: 3, page: 2, size: 2 });
    // The sender's inbox stays empty; the rows are the sender's copies.
    expect((await inboxOf(a)).body.total).toBe(0);
    const sent = await t.database.db.select().from(messages).where(eq(messages.senderId, a.id));
    expect(sent).toHaveLength(3);
    // One message by id, only the caller's own.
    const one = await inboxOf(b, { id: all.body.items[1].id });
    expect(one.body.items.map((m: { subject: string }) => m.subject)).toEqual(["Hello 2"]);
    expect((await inboxOf(a, { id: all.body.items[1].id })).body.items).toEqual([]);
  });

  it("read / unread / delete act only on the caller's own messages; other ids change nothing", async () => {
    const [a, b, c] = [await user(), await user(), await user()];
    await send(a, { receiverId: b.id, subject: "For B", body: "x" });
    await send(a, { receiverId: c.id, subject: "For C", body: "y" });
    const bId = (await inboxOf(b)).body.items[0].id as string;
    const cId = (await inboxOf(c)).body.items[0].id as string;
    const as = caller(t.app, b);

    const read = await as("POST", "/api/v1/message/marklistasread", { ids: [bId, cId] });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ changed: 1, unread: 0 });
    expect((await inboxOf(c)).body).toMatchObject({ unread: 1, total: 1 });
    expect((await inboxOf(b)).body.items[0].readAt).not.toBeNull();

    const unread = await as("POST", "/api/v1/message/marklistasunread", { ids: [bId, cId] });
    expect(unread.body).toEqual({ changed: 1, unread: 1 });
    // C's message was never read; B cannot mark it read either.
    expect((await as("POST", "/api/v1/message/marklistasread", { ids: [cId] })).body).toEqual({
      changed: 0,
      unread: 1,
    });
    expect((await inboxOf(c)).body.items[0].readAt).toBeNull();

    const del = await as("POST", "/api/v1/message/deletelist", { ids: [bId, cId] });
    expect(del.body).toEqual({ changed: 1, unread: 0 });
    expect((await inboxOf(b)).body.total).toBe(0);
    expect((await inboxOf(c)).body.total).toBe(1);
    // The sender deletes only its own copy; the receiver keeps the message.
    const senderDel = await caller(t.app, a)("POST", "/api/v1/message/deletelist", { ids: [cId] });
    expect(senderDel.body.changed).toBe(1);
    expect((await inboxOf(c)).body.total).toBe(1);
  });

  it("sends to a tournament's organisers: owner and accepted editors, not the sender; hidden tournaments are 404", async () => {
    const owner = await user({ displayName: "Olga" });
    const editor = await user({ displayName: "Emil" });
    const parent = await user({ displayName: "Paula" });
    const view = await buildTournament(t.app, owner, { plan: false, status: "published" });
    const added = await caller(t.app, owner)("POST", "/api/v1/tment/getBearbeiter", {
      id: view.id,
      email: editor.email,
    });
    expect(added.status).toBe(201);
    // Being added as editor arrives as a system message.
    const sys = (await inboxOf(editor)).body;
    expect(sys.total).toBe(1);
    expect(sys.items[0]).toMatchObject({ kind: "system", sender: null, tournament: { id: view.id } });
    expect(sys.items[0].body).toContain("Olga");
    // Invited but not yet accepted: not an organiser, so a message to the organisers does not reach them.
    expect((await send(parent, { tournamentId: view.id, subject: "Early", body: "Hello?" })).status).toBe(201);
    expect((await inboxOf(editor)).body.total).toBe(1);
    const accepted = await caller(t.app, editor)("POST", `/api/v1/tment/invitation/${view.id}`, { accept: true });
    expect(accepted.status).toBe(200);

    const res = await send(parent, { tournamentId: view.id, subject: "Registration", body: "Can we join?" });
    expect(res.status).toBe(201);
    for (const organiser of [owner, editor]) {
      const box = (await inboxOf(organiser)).body;
      expect(box.items[0]).toMatchObject({
        subject: "Registration",
        sender: { id: parent.id },
        tournament: { id: view.id, name: "Spring Cup" },
      });
    }
    // An editor writing to the organisers reaches the owner only.
    await send(editor, { tournamentId: view.id, subject: "From editor", body: "hi" });
    expect((await inboxOf(owner)).body.items[0].subject).toBe("From editor");
    expect((await inboxOf(editor)).body.items[0].subject).toBe("Registration");

    const hidden = await buildTournament(t.app, owner, { plan: false, visibility: "private" });
    const refused = await send(parent, { tournamentId: hidden.id, subject: "x", body: "y" });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe("TOURNAMENT_NOT_FOUND");
    const own = await send(owner, { tournamentId: hidden.id, subject: "x", body: "y" });
    expect(own.status).toBe(400);
    expect(own.body.error.code).toBe("MESSAGE_TO_SELF");
  });

  it("401 anonymous on every call", async () => {
    for (const url of [
      "send",
      "getallmessagesbyreceiverid",
      "marklistasread",
      "marklistasunread",
      "deletelist",
      "mailsetting",
    ]) {
      const res = await caller(t.app, null)("POST", `/api/v1/message/${url}`, { ids: [] });
      expect(res.status, url).toBe(401);
    }
  });

  it("bad input is 400 naming the field; unknown receiver 404; oneself 400; HTML kept as text", async () => {
    const [a, b] = [await user(), await user()];
    const empty = await send(a, { receiverId: b.id, subject: " ", body: "x" });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain("subject");
    const long = await send(a, { receiverId: b.id, subject: "x", body: "y".repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain("body");
    const nul = await send(a, { receiverId: b.id, subject: "x", body: "a\u0000b" });
    expect(nul.status).toBe(400);
    expect(nul.body.error.message).toContain("body");
    const both = await send(a, { receiverId: b.id, tournamentId: b.id, subject: "x", body: "y" });
    expect(both.status).toBe(400);
    const badId = await caller(t.app, a)("POST", "/api/v1/message/marklistasread", { ids: ["nope"] });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toContain("ids");
    const unknown = await send(a, { receiverId: "00000000-0000-4000-8000-000000000000", subject: "x", body: "y" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("USER_NOT_FOUND");
    const self = await send(a, { receiverId: a.id, subject: "x", body: "y" });
    expect(self.status).toBe(400);
    expect(self.body.error.code).toBe("MESSAGE_TO_SELF");
    const html = '<script>alert(1)</script><b>bold</b> & "quotes"';
    expect((await send(a, { receiverId: b.id, subject: html, body: html })).status).toBe(201);
    const got = (await inboxOf(b)).body.items[0];
    expect(got.subject).toBe(html);
    expect(got.body).toBe(html);
  });

  it("rate limits sends per user: 429 with Retry-After after 30 an hour", async () => {
    const [a, b] = [await user(), await user()];
    await clearBudget(a);
    await t.database.db.insert(messageMailState).values({ userId: b.id, mailOnNew: false });
    for (let i = 0; i < 30; i++) {
      const res = await send(a, { receiverId: b.id, subject: `n${i}`, body: "x" });
      expect(res.status).toBe(201);
    }
    const over = await send(a, { receiverId: b.id, subject: "too many", body: "x" });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMITED");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("mails the receiver about new messages at most once per 15 minutes, in their language, without the text", async () => {
    const a = await user();
    const b = await user({ language: "de" });
    await send(a, { receiverId: b.id, subject: "Secret subject", body: "Secret body" });
    await send(a, { receiverId: b.id, subject: "Second", body: "again" });
    await t.app.accounts.mail.drain();
    const mails = smtp.to(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/Nachricht/);
    // The product is named (the catalog's app.name), not left empty.
    expect(mails[0]?.subject).toContain("Kickoff");
    expect(mails[0]?.text).toContain("/de/messages");
    expect(mails[0]?.text).not.toContain("Secret");
    expect(mails[0]?.html).toBe("");
    // With the mail setting off (the receiver's own call), none.
    const c = await user();
    expect((await inboxOf(c)).body.mailOnNew).toBe(true);
    const off = await caller(t.app, c)("POST", "/api/v1/message/mailsetting", { mailOnNew: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ mailOnNew: false });
    expect((await inboxOf(c)).body.mailOnNew).toBe(false);
    await send(a, { receiverId: c.id, subject: "x", body: "y" });
    await t.app.accounts.mail.drain();
    expect(smtp.to(c.email)).toHaveLength(0);
  });
});
