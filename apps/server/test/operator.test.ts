// The operator area (issue 20) end to end through the API: the authorization matrix over every operator call ×
// (anonymous, user, organiser, operator from OPERATOR_EMAILS, granted operator), one audit row per action with who,
// what, target and why, blocking (sessions end, login refused only after the right password), unblocking, deletion
// with the self-deletion's cascade, the data export, the escaped user search, the role itself and platform health.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import {
  contactMessages,
  files,
  operatorAudit,
  operators,
  resultAudit,
  sessions,
  tournaments,
  users,
} from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildUser, client, uniqueEmail } from "./support/accounts.ts";
import { type SmtpListener, startSmtp } from "./support/smtp.ts";
import { buildTournament, caller, createUser, newKey, type TestUser } from "./support/tournament-factories.ts";

const CONFIG_OPERATOR = "ops-config@example.test";
/** Named by OPERATOR_EMAILS, but its account stays unverified: never an operator. */
const UNVERIFIED_CONFIG = "ops-unverified@example.test";
/** Named by OPERATOR_EMAILS without any account. */
const ABSENT_CONFIG = "ops-absent@example.test";

let smtp: SmtpListener;
let t: TestApp;
let configOp: TestUser;
let grantedOp: TestUser;
let plainUser: TestUser;
let organiser: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    // Mixed case and spaces: matched ignoring both.
    OPERATOR_EMAILS: ` ${CONFIG_OPERATOR.toUpperCase()}, ${UNVERIFIED_CONFIG} ,${ABSENT_CONFIG}`,
  });
  configOp = await createUser(t.database, { email: CONFIG_OPERATOR, displayName: "Config Operator" });
  grantedOp = await createUser(t.database, { displayName: "Granted Operator" });
  await t.database.db.insert(operators).values({ userId: grantedOp.id, grantedBy: configOp.id });
  plainUser = await createUser(t.database, { displayName: "Plain User" });
  organiser = await createUser(t.database, { displayName: "Olga Organiser" });
  await buildTournament(t.app, organiser, { plan: false, status: "published" });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const as = (user: TestUser | null) => caller(t.app, user);
const user = (o: Parameters<typeof createUser>[1] = {}) => createUser(t.database, o);

async function auditOf(targetId: string, action: string) {
  return t.database.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetId, targetId), eq(operatorAudit.action, action)))
    .orderBy(desc(operatorAudit.at));
}

async function auditCount() {
  return (await t.database.db.select({ id: operatorAudit.id }).from(operatorAudit)).length;
}

type Call = {
  name: string;
  method: "GET" | "POST" | "DELETE";
  /** A fresh target for each request, so every operator's call can succeed. */
  /** `targetKind` defaults to "user": the refused calls must leave that user as it was. */
  prepare(): Promise<{ url: string; body?: unknown; targetId?: string; targetKind?: string; action?: string }>;
  ok: number;
};

const reason = "support ticket #42";
const target = (o: Parameters<typeof createUser>[1] = {}) => user({ displayName: "Matrix Target", ...o });

const CALLS: Call[] = [
  { name: "users", method: "GET", ok: 200, prepare: async () => ({ url: "/api/v1/op/users?q=matrix" }) },
  {
    name: "user",
    method: "GET",
    ok: 200,
    prepare: async () => ({ url: `/api/v1/op/users/${organiser.id}` }),
  },
  ...(["block", "unblock"] as const).map(
    (action): Call => ({
      name: action,
      method: "POST",
      ok: 200,
      prepare: async () => {
        const x = await target();
        return { url: `/api/v1/op/users/${x.id}/${action}`, body: { reason }, targetId: x.id, action };
      },
    }),
  ),
  {
    name: "resendverify",
    method: "POST",
    ok: 200,
    prepare: async () => {
      const x = await target({ verified: false });
      return {
        url: `/api/v1/op/users/${x.id}/resendverify`,
        body: { reason },
        targetId: x.id,
        action: "resendverify",
      };
    },
  },
  {
    name: "delete",
    method: "DELETE",
    ok: 200,
    prepare: async () => {
      const x = await target();
      return { url: `/api/v1/op/users/${x.id}`, body: { reason }, targetId: x.id, action: "delete" };
    },
  },
  {
    name: "export",
    method: "GET",
    ok: 200,
    prepare: async () => {
      const x = await target();
      return { url: `/api/v1/op/users/${x.id}/export`, targetId: x.id, action: "export" };
    },
  },
  { name: "operators", method: "GET", ok: 200, prepare: async () => ({ url: "/api/v1/op/operators" }) },
  {
    name: "grant",
    method: "POST",
    ok: 201,
    prepare: async () => {
      const x = await target();
      return { url: "/api/v1/op/operators", body: { email: x.email, reason }, targetId: x.id, action: "grant" };
    },
  },
  {
    name: "revoke",
    method: "DELETE",
    ok: 200,
    prepare: async () => {
      const x = await target();
      await t.database.db.insert(operators).values({ userId: x.id, grantedBy: configOp.id });
      return { url: `/api/v1/op/operators/${x.id}`, body: { reason }, targetId: x.id, action: "revoke" };
    },
  },
  { name: "audit", method: "GET", ok: 200, prepare: async () => ({ url: "/api/v1/op/audit?page=1&size=5" }) },
  { name: "health", method: "GET", ok: 200, prepare: async () => ({ url: "/api/v1/op/health" }) },
  // Reports and takedowns (routes/reports.ts; their audit rows are checked in reports.test.ts).
  { name: "reports", method: "GET", ok: 200, prepare: async () => ({ url: "/api/v1/op/reports?status=open" }) },
  {
    name: "report decision",
    method: "POST",
    ok: 200,
    prepare: async () => {
      const owner = await user({ displayName: "Reported Owner" });
      const view = await buildTournament(t.app, owner, { plan: false, status: "published" });
      const filed = await t.app.inject({
        method: "POST",
        url: "/api/v1/report",
        remoteAddress: `10.42.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        payload: { targetKind: "tournament", targetId: view.id, reason: "spam" },
      });
      expect(filed.statusCode, filed.body).toBe(201);
      return { url: `/api/v1/op/reports/${filed.json().id}`, body: { action: "dismiss", reason } };
    },
  },
  // Contact inbox and retention (routes/operator-contact.ts, operator-retention.ts; details in their own tests).
  { name: "contact inbox", method: "GET", ok: 200, prepare: async () => ({ url: "/api/v1/op/contact?status=open" }) },
  {
    name: "contact answer",
    method: "POST",
    ok: 200,
    prepare: async () => {
      const [row] = await t.database.db
        .insert(contactMessages)
        .values({ name: "Vera Visitor", email: "vera@example.test", subject: "Parking", message: "Where to park?" })
        .returning();
      if (!row) throw new Error("contact message insert failed");
      return {
        url: `/api/v1/op/contact/${row.id}/answer`,
        body: { text: "Behind the clubhouse.", reason },
        targetId: row.id,
        targetKind: "contact",
        action: "contactanswer",
      };
    },
  },
  { name: "retention runs", method: "GET", ok: 200, prepare: async () => ({ url: "/api/v1/op/retention" }) },
  {
    name: "retention run",
    method: "POST",
    ok: 200,
    prepare: async () => ({ url: "/api/v1/op/retention/run", body: { reason }, action: "retention" }),
  },
];

describe(`operator authorization matrix on ${engine()}`, () => {
  const refused: Array<[string, () => TestUser | null, number, string]> = [
    ["anonymous", () => null, 401, "UNAUTHORIZED"],
    ["user", () => plainUser, 403, "FORBIDDEN"],
    ["organiser", () => organiser, 403, "FORBIDDEN"],
  ];

  for (const call of CALLS) {
    it(`${call.method} ${call.name}: anonymous 401, user and organiser 403, nothing changes or is logged`, async () => {
      for (const [who, actor, status, code] of refused) {
        const before = await auditCount();
        const req = await call.prepare();
        const res = await as(actor())(call.method, req.url, req.body);
        expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(status);
        expect(res.body.error.code).toBe(code);
        expect(await auditCount()).toBe(before);
        if (req.targetId && (req.targetKind ?? "user") === "user") {
          const [row] = await t.database.db.select().from(users).where(eq(users.id, req.targetId));
          expect(row?.blockedAt ?? null, who).toBeNull();
          expect(row, `${who}: the target is still there`).toBeDefined();
        }
      }
    });

    it(`${call.method} ${call.name}: operators from the configuration and granted ones succeed, audited`, async () => {
      for (const [who, actor] of [
        ["config operator", () => configOp],
        ["granted operator", () => grantedOp],
      ] as const) {
        const req = await call.prepare();
        const res = await as(actor())(call.method, req.url, req.body);
        expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(call.ok);
        if (req.action && req.targetId) {
          const rows = await auditOf(req.targetId, req.action);
          expect(rows, who).toHaveLength(1);
          expect(rows[0]).toMatchObject({
            operatorId: actor().id,
            operatorEmail: actor().email,
            targetKind: req.targetKind ?? "user",
            reason: req.action === "export" ? "" : reason,
          });
        }
      }
    });
  }

  it("GET op/role answers every logged-in user whether they are an operator", async () => {
    expect((await as(null)("GET", "/api/v1/op/role")).status).toBe(401);
    expect((await as(plainUser)("GET", "/api/v1/op/role")).body).toEqual({ operator: false });
    expect((await as(organiser)("GET", "/api/v1/op/role")).body).toEqual({ operator: false });
    expect((await as(configOp)("GET", "/api/v1/op/role")).body).toEqual({ operator: true });
    expect((await as(grantedOp)("GET", "/api/v1/op/role")).body).toEqual({ operator: true });
    // An unverified account with a configured address may belong to anybody: no operator.
    const unverified = await user({ email: UNVERIFIED_CONFIG, verified: false });
    expect((await as(unverified)("GET", "/api/v1/op/role")).body).toEqual({ operator: false });
    expect((await as(unverified)("GET", "/api/v1/op/health")).status).toBe(403);
  });

  it("every operator call is documented in OpenAPI under the tag operator, with its 401 and 403", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const calls: Array<[string, string]> = [
      ["get", "/api/v1/op/role"],
      ["get", "/api/v1/op/users"],
      ["get", "/api/v1/op/users/{id}"],
      ["post", "/api/v1/op/users/{id}/block"],
      ["post", "/api/v1/op/users/{id}/unblock"],
      ["post", "/api/v1/op/users/{id}/resendverify"],
      ["delete", "/api/v1/op/users/{id}"],
      ["get", "/api/v1/op/users/{id}/export"],
      ["get", "/api/v1/op/operators"],
      ["post", "/api/v1/op/operators"],
      ["delete", "/api/v1/op/operators/{userId}"],
      ["get", "/api/v1/op/audit"],
      ["get", "/api/v1/op/health"],
      ["get", "/api/v1/op/reports"],
      ["post", "/api/v1/op/reports/{id}"],
    ];
    for (const [method, url] of calls) {
      const op = doc.paths[url]?.[method];
      expect(op, `${method} ${url}`).toBeDefined();
      expect(op.tags).toEqual(["operator"]);
      expect(op.responses["401"], `${method} ${url}`).toBeDefined();
      if (url !== "/api/v1/op/role") expect(op.responses["403"], `${method} ${url}`).toBeDefined();
    }
  });

  it("a non-operator gets 403 before validation: a malformed body or id tells nothing", async () => {
    const res = await as(plainUser)("POST", "/api/v1/op/users/not-a-uuid/block", { reason: "" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });
});

describe(`blocking on ${engine()}`, () => {
  it("ends the user's sessions, refuses login with ACCOUNT_BLOCKED only after the right password; unblock restores", async () => {
    const victim = await buildUser(t.database, { displayName: "Bea Blocked" });
    const browser = client(t.app);
    expect((await browser.login(victim.email, victim.password)).statusCode).toBe(200);
    expect((await browser.get("/api/v1/auth/me")).statusCode).toBe(200);

    const blocked = await as(configOp)("POST", `/api/v1/op/users/${victim.id}/block`, { reason: "spam" });
    expect(blocked.status).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toEqual([]);
    const me = await browser.get("/api/v1/auth/me");
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("UNAUTHORIZED");

    const again = await client(t.app).login(victim.email, victim.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe("ACCOUNT_BLOCKED");
    expect(again.json().error.message).toMatch(/blocked/);
    expect(again.cookies.find((c) => c.name === "token" && c.value)).toBeUndefined();
    const wrong = await client(t.app).login(victim.email, "not the password at all");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("INVALID_CREDENTIALS");

    const detail = await as(grantedOp)("GET", `/api/v1/op/users/${victim.id}`);
    expect(detail.body).toMatchObject({ blocked: true, blockedReason: "spam", activeSessions: 0 });
    expect(detail.body.blockedAt).toEqual(expect.any(String));
    const [row] = await auditOf(victim.id, "block");
    expect(row).toMatchObject({ operatorId: configOp.id, operatorEmail: CONFIG_OPERATOR, reason: "spam" });
    expect(row?.details).toEqual({ email: victim.email });

    const unblocked = await as(grantedOp)("POST", `/api/v1/op/users/${victim.id}/unblock`, { reason: "appeal ok" });
    expect(unblocked.status).toBe(200);
    expect((await auditOf(victim.id, "unblock"))[0]).toMatchObject({ operatorId: grantedOp.id, reason: "appeal ok" });
    const back = client(t.app);
    expect((await back.login(victim.email, victim.password)).statusCode).toBe(200);
    expect((await back.get("/api/v1/auth/me")).statusCode).toBe(200);
  });

  it("a session of a blocked user counts as logged out even if it was started after the block", async () => {
    const victim = await user();
    await t.database.db.update(users).set({ blockedAt: new Date(), blockedReason: "x" }).where(eq(users.id, victim.id));
    const res = await as(victim)("GET", "/api/v1/auth/me");
    expect(res.status).toBe(401);
  });

  it("refuses oneself (400 naming id), operators (409), unknown users (404) and a missing or long reason (400)", async () => {
    const self = await as(configOp)("POST", `/api/v1/op/users/${configOp.id}/block`, { reason: "x" });
    expect(self.status).toBe(400);
    expect(self.body.error.code).toBe("CANNOT_ACT_ON_SELF");
    expect(self.body.error.fields).toEqual([{ field: "id", message: "account.errors.CANNOT_ACT_ON_SELF" }]);
    const op = await as(configOp)("POST", `/api/v1/op/users/${grantedOp.id}/block`, { reason: "x" });
    expect(op.status).toBe(409);
    expect(op.body.error.code).toBe("USER_IS_OPERATOR");
    const unknown = await as(configOp)("POST", "/api/v1/op/users/00000000-0000-4000-8000-000000000000/block", {
      reason: "x",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("USER_NOT_FOUND");
    const victim = await user();
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await as(configOp)("POST", `/api/v1/op/users/${victim.id}/block`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields.map((f: { field: string }) => f.field)).toEqual(["reason"]);
    }
    const badId = await as(configOp)("POST", "/api/v1/op/users/nope/block", { reason: "x" });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields.map((f: { field: string }) => f.field)).toEqual(["id"]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row?.blockedAt).toBeNull();
    expect(await auditOf(victim.id, "block")).toEqual([]);
  });
});

describe(`deleting, exporting, resending on ${engine()}`, () => {
  it("deletes with the self-deletion's cascade, tells the address, keeps the audit row; never oneself", async () => {
    const owner = await user({ displayName: "Del Owner" });
    const view = await buildTournament(t.app, owner, { plan: false });
    const res = await as(grantedOp)("DELETE", `/api/v1/op/users/${owner.id}`, { reason: "asked by mail" });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    expect(await t.database.db.select().from(tournaments).where(eq(tournaments.id, view.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    const [row] = await auditOf(owner.id, "delete");
    expect(row).toMatchObject({ operatorId: grantedOp.id, reason: "asked by mail" });
    expect(row?.details).toMatchObject({ email: owner.email, displayName: "Del Owner" });
    await smtp.waitFor(owner.email);
    expect((await as(grantedOp)("GET", `/api/v1/op/users/${owner.id}`)).status).toBe(404);

    const self = await as(grantedOp)("DELETE", `/api/v1/op/users/${grantedOp.id}`, { reason: "x" });
    expect(self.status).toBe(400);
    expect(self.body.error.code).toBe("CANNOT_ACT_ON_SELF");
    const op = await as(grantedOp)("DELETE", `/api/v1/op/users/${configOp.id}`, { reason: "x" });
    expect(op.status).toBe(409);
  });

  it("exports the user's data as a JSON attachment with their tournament, never the password hash", async () => {
    const owner = await user({ displayName: "Exa Owner" });
    const view = await buildTournament(t.app, owner, { plan: false, teams: 6 });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/op/users/${owner.id}/export`,
      headers: { cookie: configOp.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="kickoff-user-${owner.id}.json"`);
    expect(res.body).not.toMatch(/password|hash|storageKey|linkKey/i);
    const data = res.json();
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email, displayName: "Exa Owner" });
    expect(data.tournaments).toHaveLength(1);
    expect(data.tournaments[0]).toMatchObject({ id: view.id, name: "Spring Cup" });
    expect(data.tournaments[0].teams).toHaveLength(6);
    for (const key of ["venues", "albums", "files", "messages", "registrations", "contactMessages"]) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    expect((await auditOf(owner.id, "export"))[0]).toMatchObject({ operatorId: configOp.id });
    const missing = await as(configOp)("GET", "/api/v1/op/users/00000000-0000-4000-8000-000000000000/export");
    expect(missing.status).toBe(404);
  });

  it("resends the verification mail to an unverified account; 409 for a verified one", async () => {
    const pending = await user({ verified: false });
    const res = await as(configOp)("POST", `/api/v1/op/users/${pending.id}/resendverify`, { reason: "user called" });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(pending.email);
    expect(mail.text).toMatch(/\d{6}/);
    const verified = await as(configOp)("POST", `/api/v1/op/users/${plainUser.id}/resendverify`, { reason: "x" });
    expect(verified.status).toBe(409);
    expect(verified.body.error.code).toBe("ALREADY_VERIFIED");
    expect(await auditOf(plainUser.id, "resendverify")).toEqual([]);
  });
});

describe(`user search and details on ${engine()}`, () => {
  it("finds by name and by e-mail ignoring case, escapes % and _, pages, shows usage", async () => {
    const literal = await user({ displayName: "Promo 50%_off Club" });
    await user({ displayName: "Promo 50xxoff Club" });
    await user({ displayName: "Promo 50%xoff Club" });
    const search = async (q: string, extra = "") =>
      (await as(configOp)("GET", `/api/v1/op/users?q=${encodeURIComponent(q)}${extra}`)).body;

    const byName = await search("50%_OFF");
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([literal.id]);
    expect(byName.total).toBe(1);
    const percent = await search("%");
    expect(percent.total).toBeGreaterThanOrEqual(2);
    for (const u of percent.items) expect(`${u.email} ${u.displayName}`).toContain("%");
    const underscore = await search("_");
    for (const u of underscore.items) expect(`${u.email} ${u.displayName}`).toContain("_");

    const byEmail = await search(organiser.email.toUpperCase().slice(0, 10));
    expect(byEmail.items.map((u: { id: string }) => u.id)).toContain(organiser.id);
    const [hit] = byEmail.items.filter((u: { id: string }) => u.id === organiser.id);
    expect(hit).toMatchObject({
      email: organiser.email,
      displayName: "Olga Organiser",
      verified: true,
      blocked: false,
      operator: false,
      tournamentCount: 1,
      storageBytes: 0,
    });

    const promo = await search("Promo 50", "&size=2&page=2");
    expect(promo).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(promo.items).toHaveLength(1);
    const ops = await search(CONFIG_OPERATOR);
    expect(ops.items[0]).toMatchObject({ id: configOp.id, operator: true });

    const bad = await as(configOp)("GET", "/api/v1/op/users?size=1000");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field)).toEqual(["size"]);
  });

  it("a user's details: tournaments, photos, storage and live sessions", async () => {
    const owner = await user({ displayName: "Deta Owner" });
    const view = await buildTournament(t.app, owner, { plan: false, status: "published" });
    await t.database.db.insert(files).values({
      ownerId: owner.id,
      purpose: "photo",
      contentType: "image/jpeg",
      width: 10,
      height: 10,
      sizeBytes: 1234,
      storageKey: `test/${owner.id}`,
    });
    const res = await as(grantedOp)("GET", `/api/v1/op/users/${owner.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: owner.id,
      tournamentCount: 1,
      storageBytes: 1234,
      photoCount: 1,
      activeSessions: 1,
      blocked: false,
      blockedAt: null,
      blockedReason: null,
    });
    expect(res.body.tournaments).toEqual([
      {
        id: view.id,
        name: "Spring Cup",
        status: "published",
        visibility: "public",
        mode: "normal",
        startDate: "2030-05-04",
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const unknown = await as(grantedOp)("GET", "/api/v1/op/users/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("USER_NOT_FOUND");
  });
});

describe(`the operator role on ${engine()}`, () => {
  it("lists config operators (with and without an account) and granted ones with who granted them", async () => {
    const res = await as(configOp)("GET", "/api/v1/op/operators");
    expect(res.status).toBe(200);
    const byEmail = new Map(res.body.items.map((o: { email: string }) => [o.email, o]));
    expect(byEmail.get(CONFIG_OPERATOR)).toMatchObject({ userId: configOp.id, fromConfig: true });
    expect(byEmail.get(ABSENT_CONFIG)).toMatchObject({ userId: null, displayName: null, fromConfig: true });
    expect(byEmail.get(grantedOp.email)).toMatchObject({
      userId: grantedOp.id,
      fromConfig: false,
      grantedBy: { id: configOp.id, email: CONFIG_OPERATOR },
    });
    expect(res.body.items[0].email).toBe(CONFIG_OPERATOR);
  });

  it("grants to a verified account by e-mail (any case), who can then act; revokes; config operators stay", async () => {
    const helper = await user({ displayName: "New Helper" });
    expect((await as(helper)("GET", "/api/v1/op/health")).status).toBe(403);
    const granted = await as(grantedOp)("POST", "/api/v1/op/operators", {
      email: helper.email.toUpperCase(),
      reason: "joins the team",
    });
    expect(granted.status).toBe(201);
    expect(granted.body.items.find((o: { userId: string }) => o.userId === helper.id)).toMatchObject({
      fromConfig: false,
      grantedBy: { id: grantedOp.id },
    });
    expect((await auditOf(helper.id, "grant"))[0]).toMatchObject({
      operatorId: grantedOp.id,
      reason: "joins the team",
    });
    expect((await as(helper)("GET", "/api/v1/op/health")).status).toBe(200);

    const twice = await as(configOp)("POST", "/api/v1/op/operators", { email: helper.email, reason: "x" });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("ALREADY_OPERATOR");
    const config = await as(grantedOp)("POST", "/api/v1/op/operators", { email: CONFIG_OPERATOR, reason: "x" });
    expect(config.body.error.code).toBe("ALREADY_OPERATOR");
    for (const email of [uniqueEmail(), UNVERIFIED_CONFIG]) {
      const missing = await as(configOp)("POST", "/api/v1/op/operators", { email, reason: "x" });
      expect(missing.status, email).toBe(404);
      expect(missing.body.error.code).toBe("USER_NOT_FOUND");
    }
    const invalid = await as(configOp)("POST", "/api/v1/op/operators", { email: "nope", reason: "x" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields.map((f: { field: string }) => f.field)).toEqual(["email"]);

    const fromConfig = await as(helper)("DELETE", `/api/v1/op/operators/${configOp.id}`, { reason: "x" });
    expect(fromConfig.status).toBe(409);
    expect(fromConfig.body.error.code).toBe("OPERATOR_FROM_CONFIG");
    const self = await as(helper)("DELETE", `/api/v1/op/operators/${helper.id}`, { reason: "x" });
    expect(self.status).toBe(400);
    expect(self.body.error.fields).toEqual([{ field: "userId", message: "account.errors.CANNOT_ACT_ON_SELF" }]);
    const notOne = await as(helper)("DELETE", `/api/v1/op/operators/${plainUser.id}`, { reason: "x" });
    expect(notOne.status).toBe(404);
    expect(notOne.body.error.code).toBe("OPERATOR_NOT_FOUND");

    const revoked = await as(configOp)("DELETE", `/api/v1/op/operators/${helper.id}`, { reason: "left the team" });
    expect(revoked.status).toBe(200);
    expect(revoked.body.items.some((o: { userId: string }) => o.userId === helper.id)).toBe(false);
    expect((await auditOf(helper.id, "revoke"))[0]).toMatchObject({ operatorId: configOp.id, reason: "left the team" });
    expect((await as(helper)("GET", "/api/v1/op/health")).status).toBe(403);
  });

  it("the audit log pages newest first and is readable through the API", async () => {
    const x = await user();
    await as(configOp)("POST", `/api/v1/op/users/${x.id}/block`, { reason: "first" });
    await as(configOp)("POST", `/api/v1/op/users/${x.id}/unblock`, { reason: "second" });
    const res = await as(grantedOp)("GET", "/api/v1/op/audit?size=2");
    expect(res.status).toBe(200);
    expect(res.body.items.map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
      ["unblock", "second"],
      ["block", "first"],
    ]);
    expect(res.body.items[0]).toMatchObject({
      operatorId: configOp.id,
      operatorEmail: CONFIG_OPERATOR,
      targetKind: "user",
      targetId: x.id,
      details: { email: x.email },
    });
    expect(res.body).toMatchObject({ page: 1, size: 2 });
    expect(res.body.total).toBeGreaterThanOrEqual(2);
  });
});

describe(`platform health on ${engine()}`, () => {
  it("counts users, tournaments by status, this week's results, live viewers, storage and the database", async () => {
    const health = async () => {
      const res = await as(configOp)("GET", "/api/v1/op/health");
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = await health();
    const owner = await user();
    await user({ verified: false });
    const blocked = await user();
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
    const running = await buildTournament(t.app, owner, { status: "running" });
    await buildTournament(t.app, owner, { plan: false });
    const match = running.matches.find((m) => m.home.teamId && m.away.teamId);
    if (!match) throw new Error("no playable match");
    for (const [home, away] of [
      [1, 0],
      [2, 0],
    ]) {
      const current = await as(owner)("GET", `/api/v1/tment/tmuser/${running.id}?view=internal`);
      const previous = current.body.results.find((r: { matchId: string }) => r.matchId === match.id) ?? null;
      const entered = await as(owner)("PUT", "/api/v1/tment/update", {
        id: running.id,
        idempotencyKey: newKey(),
        planVersion: running.planVersion,
        results: [
          { matchId: match.id, home, away, basedOn: previous ? { home: previous.home, away: previous.away } : null },
        ],
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    }
    // An entry older than a week does not count.
    await t.database.db.insert(resultAudit).values({
      tournamentId: running.id,
      matchId: "old-match",
      kind: "entry",
      at: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000),
    });
    await t.database.db.insert(files).values({
      ownerId: owner.id,
      purpose: "logo",
      contentType: "image/png",
      width: 1,
      height: 1,
      sizeBytes: 500,
      storageKey: `test/${owner.id}/logo`,
    });
    const stop = t.app.live.subscribe("tournament", running.id, () => undefined);
    const after = await health();
    stop();

    expect(after.users.total - before.users.total).toBe(3);
    expect(after.users.verified - before.users.verified).toBe(2);
    expect(after.users.blocked - before.users.blocked).toBe(1);
    expect(after.tournaments.running - before.tournaments.running).toBe(1);
    expect(after.tournaments.draft - before.tournaments.draft).toBe(1);
    expect(Object.keys(after.tournaments).sort()).toEqual(["archived", "draft", "finished", "published", "running"]);
    // The process's own failures: how mail leaves, and the last 5xx by request id.
    expect(after.mailTransport).toBe("smtp"); // the test server sends through the test SMTP server
    t.app.failures.recordServer({
      requestId: "req-42",
      method: "PUT",
      url: "/api/v1/tment/update?x=1",
      status: 500,
      code: "INTERNAL",
    });
    const failed = await health();
    expect(failed.serverErrors.total - after.serverErrors.total).toBe(1);
    expect(failed.serverErrors.recent[0]).toMatchObject({
      requestId: "req-42",
      path: "/api/v1/tment/update",
      status: 500,
    });
    // Two entries of the same match: one match.
    expect(after.matchesThisWeek - before.matchesThisWeek).toBe(1);
    expect(after.liveViewers - before.liveViewers).toBe(1);
    expect(after.storage.bytes - before.storage.bytes).toBe(500);
    expect(after.storage.files - before.storage.files).toBe(1);
    if (engine() === "postgres") expect(after.databaseBytes).toBeGreaterThan(0);
    else expect(after.databaseBytes === null || after.databaseBytes > 0).toBe(true);
  });
});

describe("OPERATOR_EMAILS", () => {
  it("is optional, lower-cased and de-duplicated; an invalid entry stops the start naming the variable", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-config-"));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).operatorEmails).toEqual([]);
      expect(
        loadConfig({ DATA_DIR: dataDir, OPERATOR_EMAILS: "A@Example.org, b@example.org,a@example.org," })
          .operatorEmails,
      ).toEqual(["a@example.org", "b@example.org"]);
      expect(() => loadConfig({ DATA_DIR: dataDir, OPERATOR_EMAILS: "a@example.org, not-an-address" })).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, OPERATOR_EMAILS: "not-an-address" })).toThrow(
        /OPERATOR_EMAILS: "not-an-address" is not an e-mail address/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
