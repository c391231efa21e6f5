// Team registration and waiting lists end to end: register on a public tournament (mails over real SMTP with the
// private link), the organisers accept, waitlist, decline; an accepted team withdraws through its private link and
// the first waitlisted entry is promoted (auto-promotion) or offered; maximum, deadline, duplicates, bots, closed
// and private tournaments; and who may call what.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, registrations, tournamentEditors } from "../src/db/schema.ts";
import { REGISTRATIONS_PER_IP_PER_HOUR } from "../src/routes/waiting-list.ts";
import { REGISTRATIONS_PER_EMAIL_PER_HOUR } from "../src/services/registrations.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { uniqueEmail, uniqueIp } from "./support/accounts.ts";
import { type ReceivedMail, type SmtpListener, startSmtp } from "./support/smtp.ts";
import {
  buildFestival,
  buildTournament,
  caller,
  createUser,
  type InternalView,
  type TestUser,
} from "./support/tournament-factories.ts";

let smtp: SmtpListener;
let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let other: TestUser;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  owner = await createUser(t.database);
  editor = await createUser(t.database);
  other = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A published public tournament with registration open (and whatever else `registration` and `general` say). */
async function openTournament(
  opts: {
    teams?: number;
    plan?: boolean;
    registration?: Record<string, unknown>;
    general?: Record<string, unknown>;
    visibility?: "public" | "unlisted" | "private";
    status?: "draft" | "published";
  } = {},
) {
  const view = await buildTournament(t.app, owner, {
    teams: opts.teams ?? 4,
    plan: opts.plan ?? false,
    status: opts.status ?? "published",
    visibility: opts.visibility ?? "public",
    format: { groupCount: 1, knockout: "none", mode: "roundRobin" },
  });
  await setGeneral(view.id, view.general, { registration: { open: true, ...opts.registration }, ...opts.general });
  await t.database.db
    .insert(tournamentEditors)
    .values({ tournamentId: view.id, userId: editor.id, acceptedAt: new Date() });
  return view;
}

async function setGeneral(id: string, general: InternalView["general"], patch: Record<string, unknown>) {
  const res = await caller(t.app, owner)("PUT", "/api/v1/tment/ueditallgemein", {
    id,
    general: { ...general, ...patch },
  });
  if (res.status !== 200) throw new Error(`ueditallgemein: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as InternalView;
}

const form = (tournamentId: string, overrides: Record<string, unknown> = {}) => ({
  tournamentId,
  teamName: `FC Test ${Math.random().toString(36).slice(2, 7)}`,
  club: "FC Test e.V.",
  contactName: "Jana Trainer",
  email: uniqueEmail("club"),
  phone: "+49 170 1234567",
  players: 9,
  message: "We are looking forward to it!",
  privacyConsent: true,
  language: "de",
  website: "",
  fillMs: 15_000,
  ...overrides,
});

const register = async (body: Record<string, unknown>, user: TestUser | null = null, ip = uniqueIp()) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/wlist/register",
    payload: body,
    remoteAddress: ip,
    headers: user ? { cookie: user.cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
};

/** The token of the private link in the confirmation mail. */
const tokenIn = (mail: ReceivedMail) => {
  const m = /#registration=([\w-]+)/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no private link in ${mail.text}`);
  return m[1];
};

/** Registers and answers the entry's id and private token (from the mail). */
async function registered(tournamentId: string, overrides: Record<string, unknown> = {}) {
  const body = form(tournamentId, overrides);
  const res = await register(body);
  expect(res.status).toBe(202);
  const mail = await smtp.waitFor(body.email as string, /Anmeldung/);
  const [row] = await t.database.db
    .select()
    .from(registrations)
    .where(eq(registrations.email, body.email as string));
  if (!row) throw new Error("not stored");
  return { id: row.id, token: tokenIn(mail), email: body.email as string, teamName: body.teamName as string, mail };
}

const as = (user: TestUser | null) => caller(t.app, user);
const change = (user: TestUser | null, id: string, state: string, position?: number) =>
  as(user)("POST", "/api/v1/wlist/changetype", { id, state, ...(position ? { position } : {}) });
const teamsOf = async (id: string) =>
  ((await as(owner)("GET", `/api/v1/tment/tmuser/${id}`)).body as InternalView).teams.map((x) => x.name);
const inboxOf = (user: TestUser, tournamentId: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.receiverId, user.id), eq(messages.tournamentId, tournamentId)))
    .orderBy(asc(messages.createdAt));
const drained = () => t.app.accounts.mail.drain();

describe(`team registration on ${engine()}`, () => {
  it("registers → pending (mail with private link, in the page's language) → accepted (team in the tournament)", async () => {
    const view = await openTournament();
    const entry = await registered(view.id);
    expect(entry.mail.subject).toContain("Spring Cup");
    expect(entry.mail.text).toContain("Hallo Jana Trainer,");
    expect(entry.mail.text).toContain(`http://localhost:3000/de/tournament/${view.id}#registration=${entry.token}`);
    expect(entry.mail.html).toBe("");
    // Stored hashed, never the raw token.
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, entry.id));
    expect(row?.tokenHash).not.toContain(entry.token);
    expect(row?.state).toBe("pending");

    const mine = await as(null)("GET", `/api/v1/wlist/entry/${entry.token}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      tournamentId: view.id,
      teamName: entry.teamName,
      state: "pending",
      canWithdraw: true,
    });
    expect(JSON.stringify(mine.body)).not.toContain(entry.email);

    const list = await as(editor)("GET", `/api/v1/wlist/waitinglist/${view.id}`);
    expect(list.status).toBe(200);
    expect(list.body.entries).toHaveLength(1);
    expect(list.body.entries[0]).toMatchObject({ id: entry.id, email: entry.email, phone: "+49 170 1234567" });

    const accepted = await change(editor, entry.id, "accepted");
    expect(accepted.status).toBe(200);
    expect(accepted.body.entry).toMatchObject({ state: "accepted", position: null });
    expect(accepted.body.entry.teamId).toMatch(/^t/);
    expect(await teamsOf(view.id)).toContain(entry.teamName);
    const mail = await smtp.waitFor(entry.email, /ist dabei/);
    expect(mail.text).toContain(entry.teamName);

    const summary = await as(owner)("GET", `/api/v1/tment/waiting/${view.id}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ registrationOpen: true, teamCount: 5, counts: { accepted: 1, pending: 0 } });
  });

  it("an accepted team withdraws via its link; the first waitlisted entry is offered (auto-promotion off)", async () => {
    const view = await openTournament({ teams: 3, registration: { maxTeams: 4 } });
    const a = await registered(view.id);
    const b = await registered(view.id);
    const c = await registered(view.id);
    expect((await change(owner, a.id, "accepted")).status).toBe(200);
    const full = await change(owner, b.id, "accepted");
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("TOURNAMENT_FULL");
    expect((await change(owner, c.id, "waitlisted")).body.entry).toMatchObject({ state: "waitlisted", position: 1 });
    // b goes to the front of the waiting list.
    expect((await change(owner, b.id, "waitlisted", 1)).body.entry).toMatchObject({ position: 1 });
    const waiting = (await as(owner)("GET", `/api/v1/wlist/waitinglist/${view.id}`)).body.entries;
    expect(waiting.slice(0, 2).map((e: { id: string; position: number }) => [e.id, e.position])).toEqual([
      [b.id, 1],
      [c.id, 2],
    ]);
    const wlMail = await smtp.waitFor(c.email, /Warteliste/);
    expect(wlMail.text).toMatch(/Platz [12]/);

    const withdrawn = await as(null)("POST", "/api/v1/wlist/withdraw", { token: a.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ state: "withdrawn", canWithdraw: false });
    expect(await teamsOf(view.id)).not.toContain(a.teamName);
    await smtp.waitFor(a.email, /zurückgezogen/);
    // The organisers learn about it in their inbox, with the entry that could take the place.
    const told = await inboxOf(owner, view.id);
    expect(told.filter((m) => m.subject.startsWith("New registration for Spring Cup"))).toHaveLength(3);
    const withdrawal = told.find((m) => m.subject === `${a.teamName} withdrew from Spring Cup`);
    expect(withdrawal?.body).toContain(`A place is free: ${b.teamName} is first on the waiting list.`);
    expect(withdrawal?.body).toContain(`http://localhost:3000/en/tmentOverview/${view.id}`);
    expect((await inboxOf(editor, view.id)).some((m) => m.subject === withdrawal?.subject)).toBe(true);
    expect(await inboxOf(other, view.id)).toHaveLength(0);
    // Offered only: b stays waitlisted until the organiser accepts it.
    const list = (await as(owner)("GET", `/api/v1/wlist/waitinglist/${view.id}`)).body.entries;
    expect(list.find((e: { id: string }) => e.id === b.id)).toMatchObject({ state: "waitlisted", position: 1 });
    expect((await as(null)("POST", "/api/v1/wlist/withdraw", { token: a.token })).body.error.code).toBe(
      "REGISTRATION_STATE_INVALID",
    );

    // The organiser declines an accepted team: the answer names the entry to promote.
    expect((await change(owner, b.id, "accepted")).status).toBe(200);
    const declined = await change(owner, b.id, "declined");
    expect(declined.status).toBe(200);
    expect(declined.body.promotable).toMatchObject({ id: c.id, position: 1 });
    expect(declined.body.promoted).toBeNull();
    await smtp.waitFor(b.email, /abgelehnt/);
  });

  it("with auto-promotion the first waitlisted entry is accepted when a place frees", async () => {
    const view = await openTournament({ teams: 3, registration: { maxTeams: 4, autoPromote: true } });
    const a = await registered(view.id);
    const b = await registered(view.id);
    const c = await registered(view.id);
    await change(owner, a.id, "accepted");
    await change(owner, c.id, "waitlisted");
    await change(owner, b.id, "waitlisted", 1);
    const summary = (await as(owner)("GET", `/api/v1/tment/waiting/${view.id}`)).body;
    expect(summary).toMatchObject({ autoPromote: true, maxTeams: 4, freePlaces: 0, counts: { waitlisted: 2 } });

    const res = await as(null)("POST", "/api/v1/wlist/withdraw", { token: a.token });
    expect(res.status).toBe(200);
    const teams = await teamsOf(view.id);
    expect(teams).toContain(b.teamName);
    expect(teams).not.toContain(a.teamName);
    await smtp.waitFor(b.email, /ist dabei/);
    const told = (await inboxOf(owner, view.id)).find((m) => m.subject === `${a.teamName} withdrew from Spring Cup`);
    expect(told?.body).toContain(`${b.teamName} moved up from the waiting list and is now accepted.`);
    const entries = (await as(owner)("GET", `/api/v1/wlist/waitinglist/${view.id}`)).body.entries;
    expect(entries.find((e: { id: string }) => e.id === b.id)).toMatchObject({ state: "accepted", position: null });
    expect(entries.find((e: { id: string }) => e.id === c.id)).toMatchObject({ state: "waitlisted", position: 1 });
    expect((await as(null)("GET", `/api/v1/wlist/entry/${b.token}`)).body).toMatchObject({ state: "accepted" });
  });

  it("a team in the generated plan is not removed silently (409 TEAM_IN_PLAN)", async () => {
    const view = await openTournament({ teams: 3 });
    const a = await registered(view.id);
    await change(owner, a.id, "accepted");
    const plan = await as(owner)("PUT", "/api/v1/tment/plangen", { id: view.id, seed: "s" });
    expect(plan.status).toBe(200);
    const res = await change(owner, a.id, "declined");
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("TEAM_IN_PLAN");
    expect(res.body.error.message).toMatch(/plan/);
    const byLink = await as(null)("POST", "/api/v1/wlist/withdraw", { token: a.token });
    expect(byLink.body.error.code).toBe("TEAM_IN_PLAN");
    expect(await teamsOf(view.id)).toContain(a.teamName);
  });

  it("enforces the deadline: closed for registration, and no more accepting after it", async () => {
    const view = await openTournament();
    const a = await registered(view.id);
    await setGeneral(view.id, view.general, { registration: { open: true, deadline: "2020-01-01" } });
    const late = await register(form(view.id));
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("REGISTRATION_CLOSED");
    const accept = await change(owner, a.id, "accepted");
    expect(accept.status).toBe(409);
    expect(accept.body.error.code).toBe("REGISTRATION_CLOSED");
  });

  it("refuses duplicates; drops honeypot and too-fast bots quietly", async () => {
    const view = await openTournament();
    const a = await registered(view.id);
    const dup = await register(form(view.id, { email: a.email.toUpperCase(), teamName: a.teamName.toLowerCase() }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("REGISTRATION_DUPLICATE");

    const bot = form(view.id, { website: "http://spam.example" });
    expect(await register(bot)).toEqual({ status: 202, body: { status: "received" } });
    const fast = form(view.id, { fillMs: 500 });
    expect((await register(fast)).status).toBe(202);
    const noFill = form(view.id, { fillMs: undefined });
    expect((await register(noFill)).status).toBe(202);
    await drained();
    for (const b of [bot, fast, noFill]) {
      expect(await t.database.db.select().from(registrations).where(eq(registrations.email, b.email))).toHaveLength(0);
      expect(smtp.to(b.email)).toHaveLength(0);
    }
  });

  it("limits registrations per IP and per e-mail address (429 with Retry-After)", async () => {
    const view = await openTournament();
    const ip = uniqueIp();
    // Bots' dropped submissions count too: cheap to send, and they spend the same budget.
    for (let i = 0; i < REGISTRATIONS_PER_IP_PER_HOUR; i++)
      expect((await register(form(view.id, { website: "x" }), null, ip)).status).toBe(202);
    const blocked = await register(form(view.id), null, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("RATE_LIMITED");

    const email = uniqueEmail("busy");
    for (let i = 0; i < REGISTRATIONS_PER_EMAIL_PER_HOUR; i++)
      expect((await register(form(view.id, { email }))).status).toBe(202);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/wlist/register",
      payload: form(view.id, { email }),
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeTruthy();
  });

  it("checks the birth years against the age group and requires consent", async () => {
    const view = await openTournament({
      general: { ageGroup: { label: "U11", ageRange: { oldestBirthYear: 2016, youngestBirthYear: 2017 } } },
    });
    const old = await register(form(view.id, { oldestBirthYear: 2015, youngestBirthYear: 2017 }));
    expect(old.status).toBe(400);
    expect(old.body.error.code).toBe("REGISTRATION_BIRTH_YEAR");
    expect(old.body.error.fields).toEqual([{ field: "oldestBirthYear", message: expect.stringContaining("2015") }]);
    const young = await register(form(view.id, { oldestBirthYear: 2016, youngestBirthYear: 2018 }));
    expect(young.body.error.fields[0].field).toBe("youngestBirthYear");
    const missing = await register(form(view.id));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields[0].field).toBe("oldestBirthYear");
    expect((await register(form(view.id, { oldestBirthYear: 2016, youngestBirthYear: 2017 }))).status).toBe(202);

    const noConsent = await register(form(view.id, { privacyConsent: false }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.code).toBe("VALIDATION_FAILED");
    expect(noConsent.body.error.fields[0].field).toBe("privacyConsent");
  });

  it("closed registration and private or draft tournaments: 409 / 404", async () => {
    const closed = await openTournament({ registration: { open: false } });
    expect((await register(form(closed.id))).body.error.code).toBe("REGISTRATION_CLOSED");
    const priv = await openTournament({ visibility: "private" });
    const p = await register(form(priv.id));
    expect(p.status).toBe(404);
    expect(p.body.error.code).toBe("TOURNAMENT_NOT_FOUND");
    const draft = await openTournament({ status: "draft" });
    expect((await register(form(draft.id))).status).toBe(404);
    expect((await register(form("00000000-0000-4000-8000-000000000000"))).status).toBe(404);
  });

  it("a festival takes registrations; accepting adds the team with its strength", async () => {
    const fest = await buildFestival(t.app, owner, { teams: 6, status: "published" });
    const res = await as(owner)("PUT", "/api/v1/tment/ueditallgemein", {
      id: fest.id,
      general: { ...fest.general, registration: { open: true } },
    });
    expect(res.status).toBe(200);
    const a = await registered(fest.id, { strength: 4 });
    const accepted = await change(owner, a.id, "accepted");
    expect(accepted.status).toBe(200);
    const view = (await as(owner)("GET", `/api/v1/funino/${fest.id}`)).body;
    const team = view.teams.find((x: { name: string }) => x.name === a.teamName);
    expect(team).toMatchObject({ strength: 4 });
    expect((await change(owner, a.id, "declined")).status).toBe(200);
    const after = (await as(owner)("GET", `/api/v1/funino/${fest.id}`)).body;
    expect(after.teams.some((x: { name: string }) => x.name === a.teamName)).toBe(false);
  });

  it("wlist/update edits an entry (renaming an accepted team) and reorders the waiting list", async () => {
    const view = await openTournament();
    const a = await registered(view.id);
    const b = await registered(view.id);
    const c = await registered(view.id);
    await change(owner, a.id, "accepted");
    const edit = await as(editor)("POST", "/api/v1/wlist/update", {
      op: "edit",
      id: a.id,
      teamName: "Renamed FC",
      phone: "0123",
    });
    expect(edit.status).toBe(200);
    expect(edit.body.entries[0]).toMatchObject({ teamName: "Renamed FC", phone: "0123" });
    expect(await teamsOf(view.id)).toContain("Renamed FC");

    await change(owner, b.id, "waitlisted");
    await change(owner, c.id, "waitlisted");
    const bad = await as(owner)("POST", "/api/v1/wlist/update", {
      op: "reorder",
      tournamentId: view.id,
      order: [c.id],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("REGISTRATION_ORDER_INVALID");
    const ok = await as(owner)("POST", "/api/v1/wlist/update", {
      op: "reorder",
      tournamentId: view.id,
      order: [c.id, b.id],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.entries.map((e: { id: string; position: number }) => [e.id, e.position])).toEqual([
      [c.id, 1],
      [b.id, 2],
    ]);
  });

  it("the private link shows and withdraws only its own entry; a wrong token is 404", async () => {
    const view = await openTournament();
    const a = await registered(view.id);
    const b = await registered(view.id);
    expect((await as(null)("POST", "/api/v1/wlist/withdraw", { token: a.token })).status).toBe(200);
    expect((await as(null)("GET", `/api/v1/wlist/entry/${b.token}`)).body).toMatchObject({
      teamName: b.teamName,
      state: "pending",
    });
    const wrong = await as(null)("GET", `/api/v1/wlist/entry/${"x".repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe("REGISTRATION_NOT_FOUND");
    expect((await as(null)("POST", "/api/v1/wlist/withdraw", { token: "y".repeat(43) })).status).toBe(404);
  });

  it("a logged-in applicant's account is noted and gets every change as a system message too", async () => {
    const view = await openTournament();
    const applicant = await createUser(t.database);
    const body = form(view.id, { language: "en" });
    expect((await register(body, applicant)).status).toBe(202);
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.email, body.email));
    expect(row?.userId).toBe(applicant.id);
    expect((await change(owner, row?.id as string, "accepted")).status).toBe(200);
    const inbox = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.receiverId, applicant.id))
      .orderBy(asc(messages.createdAt));
    expect(inbox.map((m) => [m.kind, m.tournamentId])).toEqual([
      ["system", view.id],
      ["system", view.id],
    ]);
    expect(inbox[0]?.subject).toBe("Your registration for Spring Cup");
    expect(inbox[1]?.body).toContain(`${body.teamName as string}`);
    // The private link's token never lands in a stored text.
    expect(inbox.some((m) => m.body.includes("#registration="))).toBe(false);
  });

  describe("authorization: anonymous, other user, editor, owner", () => {
    it("only owner and editors read entries and summary and change the list", async () => {
      const view = await openTournament();
      const a = await registered(view.id);
      const b = await registered(view.id);
      const calls: Array<[string, string, unknown?]> = [
        ["GET", `/api/v1/tment/waiting/${view.id}`],
        ["GET", `/api/v1/wlist/waitinglist/${view.id}`],
        ["POST", "/api/v1/wlist/changetype", { id: a.id, state: "waitlisted" }],
        ["POST", "/api/v1/wlist/update", { op: "edit", id: a.id, phone: "999" }],
        ["POST", "/api/v1/wlist/update", { op: "reorder", tournamentId: view.id, order: [b.id] }],
      ];
      for (const [method, url, body] of calls) {
        const anon = await as(null)(method as "GET", url, body);
        expect(anon.status, `${method} ${url} anonymous`).toBe(401);
        const stranger = await as(other)(method as "GET", url, body);
        expect(stranger.status, `${method} ${url} other user`).toBe(403);
        expect(JSON.stringify(stranger.body)).not.toContain(a.email);
      }
      // A private tournament: the stranger learns nothing (404).
      const priv = await openTournament({ visibility: "private" });
      const privEntries = await as(other)("GET", `/api/v1/wlist/waitinglist/${priv.id}`);
      expect(privEntries.status).toBe(404);

      // Editor and owner may.
      expect((await as(editor)("GET", `/api/v1/tment/waiting/${view.id}`)).status).toBe(200);
      expect((await as(editor)("GET", `/api/v1/wlist/waitinglist/${view.id}`)).body.entries[0].email).toBeTruthy();
      expect((await change(editor, a.id, "waitlisted")).status).toBe(200);
      expect((await change(owner, b.id, "waitlisted")).status).toBe(200);
      const reorder = await as(editor)("POST", "/api/v1/wlist/update", {
        op: "reorder",
        tournamentId: view.id,
        order: [b.id, a.id],
      });
      expect(reorder.status).toBe(200);
      expect((await as(owner)("POST", "/api/v1/wlist/update", { op: "edit", id: a.id, phone: "1" })).status).toBe(200);

      // An editor of another tournament cannot touch this list through an entry id.
      const mine = await buildTournament(t.app, other, { teams: 2, plan: false });
      expect(mine.id).toBeTruthy();
      expect((await change(other, a.id, "accepted")).status).toBe(403);
      expect(
        (await as(other)("POST", "/api/v1/wlist/update", { op: "reorder", tournamentId: mine.id, order: [a.id] })).body
          .error.code,
      ).toBe("REGISTRATION_ORDER_INVALID");
      const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, a.id));
      expect(row?.phone).toBe("1");
      expect(row?.state).toBe("waitlisted");
    });

    it("the anonymous calls need no session and answer only with the token's entry", async () => {
      const view = await openTournament();
      const a = await registered(view.id);
      for (const user of [null, other, editor, owner]) {
        const res = await as(user)("GET", `/api/v1/wlist/entry/${a.token}`);
        expect(res.status).toBe(200);
        expect(Object.keys(res.body)).not.toContain("email");
        expect(Object.keys(res.body)).not.toContain("phone");
      }
      expect((await as(null)("GET", "/api/v1/wlist/entry/short")).status).toBe(400);
      expect((await as(null)("POST", "/api/v1/wlist/withdraw", {})).status).toBe(400);
    });

    it("unknown entries are 404 for organisers", async () => {
      const res = await change(owner, "00000000-0000-4000-8000-000000000000", "accepted");
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("REGISTRATION_NOT_FOUND");
    });
  });
});
