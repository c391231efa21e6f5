// Reports and takedowns (issue 20) through the API: anybody reports what they can see (rate-limited per IP, unknown
// and invisible targets 404 alike), a photo reported as showing a child without consent is hidden at once, the
// operator's queue is ordered by severity then age, and a decision (hide, unhide, delete, dismiss) applies to the
// target, closes its open reports, is audited, and tells the owner by a system message and a mail in their language.
import { REPORTS_PER_IP_PER_HOUR } from "@kickoff/domain/report-contracts.ts";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, operatorAudit, reports, tournaments } from "../src/db/schema.ts";
import { countPublicActivity } from "../src/repositories/platform-stats.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { type SmtpListener, startSmtp } from "./support/smtp.ts";
import { buildFestival, buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";
import { getFile, uploadPhoto } from "./support/uploads.ts";

const OPERATOR = "ops-reports@example.test";

let smtp: SmtpListener;
let t: TestApp;
let operator: TestUser;
let organiser: TestUser;
let plainUser: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ SMTP_URL: smtp.url, OPERATOR_EMAILS: OPERATOR });
  operator = await createUser(t.database, { email: OPERATOR, displayName: "Otto Operator" });
  organiser = await createUser(t.database, { displayName: "Olga Organiser" });
  plainUser = await createUser(t.database, { displayName: "Paul Plain" });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const as = (user: TestUser | null) => caller(t.app, user);

let ipCounter = 0;
/** POST report from its own client address (so the per-IP limit is only met where a test wants it). */
async function report(body: Record<string, unknown>, { user = null as TestUser | null, ip = "" } = {}) {
  ipCounter += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/report",
    remoteAddress: ip || `10.20.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    headers: user ? { cookie: user.cookie } : {},
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

const decide = (user: TestUser | null, id: string, body: Record<string, unknown>) =>
  as(user)("POST", `/api/v1/op/reports/${id}`, body);

const publicPage = (id: string, user: TestUser | null = null) => as(user)("GET", `/api/v1/auth/tment/${id}`);

async function searchIds(text: string): Promise<string[]> {
  const res = await as(null)("POST", "/api/v1/auth/tment/getpublic", { text, page: 0, size: 100 });
  expect(res.status).toBe(200);
  return res.body.items.map((i: { id: string }) => i.id);
}

async function inboxOf(user: TestUser) {
  const res = await as(user)("POST", "/api/v1/message/getallmessagesbyreceiverid", { page: 1, size: 50 });
  expect(res.status).toBe(200);
  return res.body.items as Array<{ id: string; kind: string; subject: string; body: string }>;
}

let shade = 0;
/** A public album (consent confirmed) of the user with one new photo; answers the photo. */
async function publicPhoto(user: TestUser, title = "Spring cup photos") {
  shade += 1;
  const bytes = await sharp({
    create: { width: 90, height: 60, channels: 3, background: { r: (shade * 37) % 256, g: 120, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  const up = await uploadPhoto(t.app, user, bytes);
  expect(up.status).toBe(201);
  const saved = await as(user)("POST", "/api/v1/g/gsave", {
    title,
    visibility: "public",
    consentConfirmed: true,
    photos: [{ fileId: up.body.id, caption: "" }],
  });
  expect(saved.status).toBe(200);
  return { id: up.body.id as string, url: up.body.url as string, albumId: saved.body.id as string };
}

async function reportsOf(targetId: string) {
  return t.database.db.select().from(reports).where(eq(reports.targetId, targetId));
}

describe(`POST report on ${engine()}`, () => {
  it("takes an anonymous report of a public tournament: 201 with an id, stored with severity and no address", async () => {
    const tournament = await buildTournament(t.app, organiser, { plan: false, status: "published" });
    const res = await report(
      { targetKind: "tournament", targetId: tournament.id, reason: "wrongInformation", text: " wrong date " },
      { ip: "10.99.0.1" },
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["id"]);
    const [row] = await reportsOf(tournament.id);
    expect(row).toMatchObject({
      id: res.body.id,
      status: "open",
      reason: "wrongInformation",
      text: "wrong date",
      severity: 20,
    });
    expect(row?.reporterUserId).toBeNull();
    expect(row?.reporterIpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.reporterIpHash).not.toContain("10.99.0.1");
  });

  it("notes a logged-in reporter, and takes festivals as festivals only", async () => {
    const festival = await buildFestival(t.app, organiser, { status: "published" });
    const res = await report({ targetKind: "festival", targetId: festival.id, reason: "spam" }, { user: plainUser });
    expect(res.status).toBe(201);
    const [row] = await reportsOf(festival.id);
    expect(row?.reporterUserId).toBe(plainUser.id);
    const wrongKind = await report({ targetKind: "tournament", targetId: festival.id, reason: "spam" });
    expect(wrongKind.status).toBe(404);
  });

  it("answers unknown, private and draft targets alike with 404, and validates fields", async () => {
    const priv = await buildTournament(t.app, organiser, { plan: false, status: "published", visibility: "private" });
    const draft = await buildTournament(t.app, organiser, { plan: false, status: "draft" });
    for (const targetId of [priv.id, draft.id, crypto.randomUUID()]) {
      const res = await report({ targetKind: "tournament", targetId, reason: "other" });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("REPORT_TARGET_NOT_FOUND");
    }
    expect(await reportsOf(priv.id)).toEqual([]);
    const pub = await buildTournament(t.app, organiser, { plan: false, status: "published" });
    const badReason = await report({ targetKind: "tournament", targetId: pub.id, reason: "boring" });
    expect(badReason.status).toBe(400);
    expect(badReason.body.error.message).toMatch(/reason/);
    const tooLong = await report({
      targetKind: "tournament",
      targetId: pub.id,
      reason: "other",
      text: "x".repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toMatch(/text/);
    const badId = await report({ targetKind: "photo", targetId: "nope", reason: "other" });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toMatch(/targetId/);
    expect(await reportsOf(pub.id)).toEqual([]);
  });

  it(`is rate-limited per IP: ${REPORTS_PER_IP_PER_HOUR} an hour, then 429 with Retry-After`, async () => {
    const tournament = await buildTournament(t.app, organiser, { plan: false, status: "published" });
    const body = { targetKind: "tournament", targetId: tournament.id, reason: "spam" };
    for (let i = 0; i < REPORTS_PER_IP_PER_HOUR; i++)
      expect((await report(body, { ip: "10.77.0.7" })).status).toBe(201);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/report",
      remoteAddress: "10.77.0.7",
      payload: body,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await reportsOf(tournament.id)).toHaveLength(REPORTS_PER_IP_PER_HOUR);
    // Another address is not affected.
    expect((await report(body, { ip: "10.77.0.8" })).status).toBe(201);
  });

  it("takes a message only from its receiver", async () => {
    const sent = await as(organiser)("POST", "/api/v1/message/send", {
      receiverId: plainUser.id,
      subject: "Cheap boots",
      body: "Buy cheap boots at example.test",
    });
    expect(sent.status).toBe(201);
    const [message] = await inboxOf(plainUser);
    if (!message) throw new Error("no message");
    const body = { targetKind: "message", targetId: message.id, reason: "spam" };
    expect((await report(body)).status).toBe(404);
    expect((await report(body, { user: organiser })).status).toBe(404);
    expect((await report(body, { user: plainUser })).status).toBe(201);

    const [open] = await reportsOf(message.id);
    const hidden = await decide(operator, open?.id ?? "", {
      action: "hide",
      reason: "advertising",
      noteToOwner: "No ads, please.",
    });
    expect(hidden.status).toBe(200);
    expect((await inboxOf(plainUser)).map((m) => m.id)).not.toContain(message.id);
    // The sender (the message's owner) is told.
    const notice = (await inboxOf(organiser)).find((m) => m.kind === "system" && m.subject.includes("Cheap boots"));
    expect(notice?.body).toContain("No ads, please.");
    await smtp.waitFor(organiser.email, /Hidden by the operator: Cheap boots/);
  });
});

describe(`photos reported as showing a child without consent on ${engine()}`, () => {
  it("are hidden at once pending review; the owner is told once an operator acts", async () => {
    const owner = await createUser(t.database, { displayName: "Fiona Photographer", language: "de" });
    const photo = await publicPhoto(owner, "Hallenturnier");
    expect((await getFile(t.app, photo.url, null)).statusCode).toBe(200);

    const res = await report({ targetKind: "photo", targetId: photo.id, reason: "childWithoutConsent" });
    expect(res.status).toBe(201);
    // Hidden at once: anonymous 404, left out of the public album; the owner still sees their own photo.
    const anon = await getFile(t.app, photo.url, null);
    expect(anon.statusCode).toBe(404);
    expect((await getFile(t.app, photo.url, owner)).statusCode).toBe(200);
    const album = await as(null)("POST", "/api/v1/g/galbum", { id: photo.albumId });
    expect(album.status).toBe(200);
    expect(album.body.photos.map((p: { fileId: string }) => p.fileId)).not.toContain(photo.id);
    // Reported again while hidden: nothing to see, nothing to report.
    expect((await report({ targetKind: "photo", targetId: photo.id, reason: "offensive" })).status).toBe(404);
    // Nobody has told the owner yet.
    expect((await inboxOf(owner)).filter((m) => m.kind === "system")).toEqual([]);
    expect(smtp.to(owner.email)).toEqual([]);

    const decided = await decide(operator, res.body.id, { action: "hide", reason: "child visible, no consent" });
    expect(decided.status).toBe(200);
    expect(decided.body).toEqual({ closed: 1, status: "hidden" });
    expect((await getFile(t.app, photo.url, null)).statusCode).toBe(404);
    const [notice] = (await inboxOf(owner)).filter((m) => m.kind === "system");
    expect(notice?.subject).toBe("Vom Betreiber ausgeblendet: Hallenturnier");
    expect(notice?.body).toContain("ein Kind ohne Einwilligung gezeigt");
    const mail = await smtp.waitFor(owner.email, /Vom Betreiber ausgeblendet/);
    expect(mail.text).toContain("Hallo Fiona Photographer");
    expect(mail.text).toContain("dein Foto im Album „Hallenturnier“");
  });

  it("come back when the report is dismissed, and go for good when deleted", async () => {
    const owner = await createUser(t.database, { displayName: "Gil Gallery" });
    const kept = await publicPhoto(owner);
    const first = await report({ targetKind: "photo", targetId: kept.id, reason: "childWithoutConsent" });
    expect((await getFile(t.app, kept.url, null)).statusCode).toBe(404);
    const dismissed = await decide(operator, first.body.id, { action: "dismiss", reason: "adults only" });
    expect(dismissed.status).toBe(200);
    expect((await getFile(t.app, kept.url, null)).statusCode).toBe(200);
    // A decided report cannot be dismissed again.
    const again = await decide(operator, first.body.id, { action: "dismiss", reason: "again" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("REPORT_CLOSED");

    const gone = await publicPhoto(owner);
    const second = await report({ targetKind: "photo", targetId: gone.id, reason: "personalData" });
    expect((await getFile(t.app, gone.url, null)).statusCode).toBe(200);
    const deleted = await decide(operator, second.body.id, { action: "delete", reason: "name tag visible" });
    expect(deleted.status).toBe(200);
    expect(deleted.body.status).toBe("deleted");
    expect(await t.database.db.select().from(files).where(eq(files.id, gone.id))).toEqual([]);
    expect((await getFile(t.app, gone.url, owner)).statusCode).toBe(404);
    await smtp.waitFor(owner.email, /Removed by the operator/);
  });
});

describe(`operator decisions on tournaments on ${engine()}`, () => {
  it("hide: every public read answers 404, the owner is told by message and mail; unhide restores", async () => {
    const owner = await createUser(t.database, { displayName: "Hanna Host" });
    const tournament = await buildTournament(t.app, owner, { plan: false, status: "published" });
    const [row] = await t.database.db
      .update(tournaments)
      .set({ name: "Takedown Cup" })
      .where(eq(tournaments.id, tournament.id))
      .returning();
    const code = row?.shortCode ?? "";
    expect((await publicPage(tournament.id)).status).toBe(200); // fills the public cache
    expect(await searchIds("Takedown")).toContain(tournament.id);
    expect((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body).toContain(tournament.id);
    const first = await report({
      targetKind: "tournament",
      targetId: tournament.id,
      reason: "offensive",
      text: "rude team names",
    });
    const second = await report({ targetKind: "tournament", targetId: tournament.id, reason: "spam" });
    expect(second.status).toBe(201);

    const queue = await as(operator)("GET", "/api/v1/op/reports?status=open&size=100");
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((r: { id: string }) => r.id === first.body.id);
    expect(item.target).toMatchObject({
      kind: "tournament",
      id: tournament.id,
      hidden: false,
      reportCount: 2,
      openCount: 2,
      owner: { id: owner.id, email: owner.email, displayName: "Hanna Host" },
    });
    expect(item.target.description).toContain("Takedown Cup");
    expect(item.text).toBe("rude team names");

    const hidden = await decide(operator, first.body.id, {
      action: "hide",
      reason: "abusive team names",
      noteToOwner: "Please rename the teams.",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ closed: 2, status: "hidden" });
    expect((await reportsOf(tournament.id)).map((r) => r.status)).toEqual(["hidden", "hidden"]);

    // Every public read: page, plan, exists, search, short link, calendar; the owner still previews it.
    const page = await publicPage(tournament.id);
    expect(page.status).toBe(404);
    expect(page.body.error.code).toBe("TOURNAMENT_NOT_FOUND");
    expect((await as(null)("GET", `/api/v1/auth/tmentp/${tournament.id}`)).status).toBe(404);
    expect((await as(null)("GET", `/api/v1/auth/tment/exist/${tournament.id}`)).body).toEqual({ exists: false });
    expect(await searchIds("Takedown")).not.toContain(tournament.id);
    expect((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body).not.toContain(tournament.id);
    expect((await as(null)("GET", `/api/v1/calendar/tment/${tournament.id}`)).status).toBe(404);
    const pdf = await as(null)("POST", "/api/v1/spielplan/spielplan", { tmentid: tournament.id, lang: "en" });
    expect(pdf.status).toBe(404);
    expect((await as(null)("GET", `/t/${code}`)).status).toBe(404);
    expect((await as(plainUser)("GET", `/api/v1/auth/tment/${tournament.id}`)).status).toBe(404);
    const preview = await publicPage(tournament.id, owner);
    expect(preview.status).toBe(200);
    expect(preview.headers["cache-control"]).toMatch(/private/);

    const notice = (await inboxOf(owner)).find((m) => m.kind === "system");
    expect(notice?.subject).toBe("Hidden by the operator: Takedown Cup");
    expect(notice?.body).toContain("your tournament “Takedown Cup”");
    expect(notice?.body).toContain("offensive content");
    expect(notice?.body).toContain("Please rename the teams.");
    const mail = await smtp.waitFor(owner.email, /Hidden by the operator: Takedown Cup/);
    expect(mail.text).toContain("Please rename the teams.");
    expect(mail.text).not.toContain("abusive team names"); // the audit reason stays with the operators

    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetId, tournament.id), eq(operatorAudit.action, "report.hide")));
    expect(audit).toMatchObject({ operatorId: operator.id, targetKind: "tournament", reason: "abusive team names" });

    const inQueue = await as(operator)("GET", "/api/v1/op/reports?status=hidden&size=100");
    expect(inQueue.body.items.find((r: { id: string }) => r.id === first.body.id).target.hidden).toBe(true);

    const restored = await decide(operator, first.body.id, { action: "unhide", reason: "teams renamed" });
    expect(restored.status).toBe(200);
    expect((await publicPage(tournament.id)).status).toBe(200);
    expect((await as(null)("GET", `/t/${code}`)).status).toBe(302);
    expect(await searchIds("Takedown")).toContain(tournament.id);
    expect((await as(null)("GET", `/api/v1/calendar/tment/${tournament.id}`)).status).toBe(200);
    expect((await as(null)("POST", "/api/v1/spielplan/spielplan", { tmentid: tournament.id, lang: "en" })).status).toBe(
      200,
    );
    await smtp.waitFor(owner.email, /Visible again: Takedown Cup/);
    expect((await reportsOf(tournament.id)).map((r) => r.status)).toEqual(["dismissed", "dismissed"]);
    const twice = await decide(operator, first.body.id, { action: "unhide", reason: "again" });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("NOT_HIDDEN");
  });

  it("a hidden tournament leaves the home page's counts and its galleries; unhide brings them back", async () => {
    const owner = await createUser(t.database, { displayName: "Carla Counted" });
    const tournament = await buildTournament(t.app, owner, { plan: false, status: "published" });
    await t.database.db.update(tournaments).set({ visibility: "public" }).where(eq(tournaments.id, tournament.id));
    const before = (await countPublicActivity(t.database.db)).tournaments;
    expect((await as(null)("GET", `/api/v1/auth/tment/galleries/${tournament.id}`)).status).toBe(200);
    const tmuser = `/api/v1/tment/tmuser/${tournament.id}?view=public`;
    expect((await as(plainUser)("GET", tmuser)).status).toBe(200);
    const res = await report({ targetKind: "tournament", targetId: tournament.id, reason: "spam" });
    expect((await decide(operator, res.body.id, { action: "hide", reason: "spam" })).status).toBe(200);
    expect((await countPublicActivity(t.database.db)).tournaments).toBe(before - 1);
    expect((await as(null)("GET", `/api/v1/auth/tment/galleries/${tournament.id}`)).status).toBe(404);
    expect((await as(plainUser)("GET", tmuser)).status).toBe(404);
    expect((await as(owner)("GET", tmuser)).status).toBe(200);
    expect((await decide(operator, res.body.id, { action: "unhide", reason: "fine" })).status).toBe(200);
    expect((await countPublicActivity(t.database.db)).tournaments).toBe(before);
  });

  it("a copy of a hidden tournament stays hidden until the operator unhides it", async () => {
    const owner = await createUser(t.database, { displayName: "Dora Duplicate" });
    const tournament = await buildTournament(t.app, owner, { plan: false, status: "published" });
    await t.database.db.update(tournaments).set({ visibility: "public" }).where(eq(tournaments.id, tournament.id));
    const res = await report({ targetKind: "tournament", targetId: tournament.id, reason: "offensive" });
    expect((await decide(operator, res.body.id, { action: "hide", reason: "insults" })).status).toBe(200);
    const copy = await as(owner)("POST", "/api/v1/tment/duplicate", { id: tournament.id, name: "Second edition" });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, copy.body.id as string));
    expect(row?.takenDownAt).not.toBeNull();
  });

  it("two operators dismissing the same report at once: one decision, one audit row, the other 409", async () => {
    const owner = await createUser(t.database);
    const tournament = await buildTournament(t.app, owner, { plan: false, status: "published" });
    const res = await report({ targetKind: "tournament", targetId: tournament.id, reason: "spam" });
    const answers = await Promise.all([
      decide(operator, res.body.id, { action: "dismiss", reason: "first" }),
      decide(operator, res.body.id, { action: "dismiss", reason: "second" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe("REPORT_CLOSED");
    const audits = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetId, tournament.id), eq(operatorAudit.action, "report.dismiss")));
    expect(audits).toHaveLength(1);
    const [row] = await reportsOf(tournament.id);
    expect(row?.resolutionNote).toBe(audits[0]?.reason);
  });

  it("two operators unhiding at once: the owner is told once, one audit row, the other 409", async () => {
    const owner = await createUser(t.database, { displayName: "Uwe Unhidden" });
    const tournament = await buildTournament(t.app, owner, { plan: false, status: "published" });
    const res = await report({ targetKind: "tournament", targetId: tournament.id, reason: "spam" });
    expect((await decide(operator, res.body.id, { action: "hide", reason: "spam" })).status).toBe(200);
    const answers = await Promise.all([
      decide(operator, res.body.id, { action: "unhide", reason: "first" }),
      decide(operator, res.body.id, { action: "unhide", reason: "second" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe("NOT_HIDDEN");
    const audits = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetId, tournament.id), eq(operatorAudit.action, "report.unhide")));
    expect(audits).toHaveLength(1);
    expect((await inboxOf(owner)).filter((m) => m.kind === "system" && /^Visible again/.test(m.subject))).toHaveLength(
      1,
    );
  });

  it("dismiss leaves the tournament as it is and tells nobody", async () => {
    const owner = await createUser(t.database, { displayName: "Dora Dismissed" });
    const tournament = await buildTournament(t.app, owner, { plan: false, status: "published" });
    const res = await report({ targetKind: "tournament", targetId: tournament.id, reason: "wrongInformation" });
    const dismissed = await decide(operator, res.body.id, { action: "dismiss", reason: "the date is right" });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({ closed: 1, status: "dismissed" });
    expect((await publicPage(tournament.id)).status).toBe(200);
    expect((await inboxOf(owner)).filter((m) => m.kind === "system")).toEqual([]);
    const [row] = await reportsOf(tournament.id);
    expect(row).toMatchObject({ status: "dismissed", resolvedBy: operator.id, resolutionNote: "the date is right" });
  });

  it("delete removes the festival as its owner's deletion would, and tells the owner", async () => {
    const owner = await createUser(t.database, { displayName: "Erik Erased" });
    const festival = await buildFestival(t.app, owner, { status: "published" });
    const res = await report({ targetKind: "festival", targetId: festival.id, reason: "personalData" });
    const deleted = await decide(operator, res.body.id, { action: "delete", reason: "children's full names" });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ closed: 1, status: "deleted" });
    expect(await t.database.db.select().from(tournaments).where(eq(tournaments.id, festival.id))).toEqual([]);
    expect((await as(null)("GET", `/api/v1/auth/funino/${festival.id}`)).status).toBe(404);
    const notice = (await inboxOf(owner)).find((m) => m.kind === "system");
    expect(notice?.subject).toMatch(/^Removed by the operator: /);
    expect(notice?.body).toContain("your festival");
    await smtp.waitFor(owner.email, /Removed by the operator/);
    const queue = await as(operator)("GET", "/api/v1/op/reports?status=deleted&size=100");
    const item = queue.body.items.find((r: { id: string }) => r.id === res.body.id);
    expect(item.target).toMatchObject({ kind: "festival", id: festival.id, description: null, owner: null });
  });

  it("the queue lists the most severe first, then the oldest", async () => {
    const owner = await createUser(t.database);
    const a = await buildTournament(t.app, owner, { plan: false, status: "published" });
    const b = await buildTournament(t.app, owner, { plan: false, status: "published" });
    const spam = await report({ targetKind: "tournament", targetId: a.id, reason: "spam" });
    const personalOld = await report({ targetKind: "tournament", targetId: b.id, reason: "personalData" });
    const personalNew = await report({ targetKind: "tournament", targetId: a.id, reason: "personalData" });
    const queue = await as(operator)("GET", "/api/v1/op/reports?status=open&size=100");
    const ids = queue.body.items.map((r: { id: string }) => r.id);
    const order = [personalOld.body.id, personalNew.body.id, spam.body.id].map((id) => ids.indexOf(id));
    expect(order.every((i: number) => i >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    const severities = queue.body.items.map((r: { severity: number }) => r.severity);
    expect([...severities].sort((x, y) => y - x)).toEqual(severities);
  });

  it("unknown reports are 404; a decision needs a reason", async () => {
    const missing = await decide(operator, crypto.randomUUID(), { action: "hide", reason: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("REPORT_NOT_FOUND");
    const noReason = await decide(operator, crypto.randomUUID(), { action: "hide", reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toMatch(/reason/);
  });
});

describe(`operator report calls are the operators' alone on ${engine()}`, () => {
  it("anonymous 401, user and organiser 403 (before validation), nothing changes or is logged", async () => {
    const tournament = await buildTournament(t.app, organiser, { plan: false, status: "published" });
    const res = await report({ targetKind: "tournament", targetId: tournament.id, reason: "offensive" });
    const audits = async () => (await t.database.db.select({ id: operatorAudit.id }).from(operatorAudit)).length;
    const before = await audits();
    for (const [who, status] of [
      [null, 401],
      [plainUser, 403],
      [organiser, 403],
    ] as const) {
      const list = await as(who)("GET", "/api/v1/op/reports");
      expect(list.status).toBe(status);
      const act = await decide(who, res.body.id, { action: "hide", reason: "mine" });
      expect(act.status).toBe(status);
      expect((await decide(who, "not-a-uuid", { action: "nope" })).status).toBe(status);
    }
    expect(await audits()).toBe(before);
    expect((await reportsOf(tournament.id))[0]?.status).toBe("open");
    expect((await publicPage(tournament.id)).status).toBe(200);
  });
});
