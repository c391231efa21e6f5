// Every account call's failure answers with exact status and code, and the rule that no answer
// differs between an unknown e-mail and an existing one / a wrong password.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeTokens, sessions, users } from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildUser, type Client, client, PASSWORD, registration, uniqueEmail } from "./support/accounts.ts";
import { codeOf, type SmtpListener, startSmtp, tokenOf } from "./support/smtp.ts";

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

type Res = Awaited<ReturnType<Client["get"]>>;
const expectError = (res: Res, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
};
/** Status and body without the per-request id: what must not differ between two cases. */
const answer = (res: Res) => {
  const body = res.json();
  if (body?.error) delete body.error.requestId;
  return { status: res.statusCode, body };
};
const q = encodeURIComponent;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const otherToken = () => randomBytes(32).toString("base64url");

async function loggedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.database, overrides);
  const c = client(t.app);
  expect((await c.login(user.email, user.password)).statusCode).toBe(200);
  return { user, c };
}

async function registered(lang = "en") {
  const c = client(t.app);
  const body = registration({ language: lang });
  expect((await c.post("/api/v1/auth/registration", body)).statusCode).toBe(202);
  return { c, body, mail: await smtp.waitFor(body.email) };
}

describe(`POST /api/v1/auth/authenticate on ${engine()}`, () => {
  it("400 VALIDATION_FAILED names the field", async () => {
    const res = await client(t.app).post("/api/v1/auth/authenticate", { email: "not-an-email", password: "x" });
    expectError(res, 400, "VALIDATION_FAILED");
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toContain("email");
  });

  it("401 INVALID_CREDENTIALS: the same answer for an unknown e-mail and a wrong password", async () => {
    const user = await buildUser(t.database);
    const c = client(t.app);
    const unknown = await c.login(uniqueEmail(), "whatever password");
    const wrong = await c.login(user.email, "whatever password");
    expectError(unknown, 401, "INVALID_CREDENTIALS");
    expect(answer(wrong)).toEqual(answer(unknown));
    expect(unknown.cookies).toEqual([]);
  });

  it("403 EMAIL_NOT_VERIFIED only with the right password", async () => {
    const user = await buildUser(t.database, { verified: false });
    const c = client(t.app);
    expectError(await c.login(user.email), 403, "EMAIL_NOT_VERIFIED");
    expectError(await c.login(user.email, "not the password"), 401, "INVALID_CREDENTIALS");
  });

  it("429 RATE_LIMITED per address for unknown devices after 5 failures (even with the right password), alike for unknown e-mails", async () => {
    const user = await buildUser(t.database);
    const unknown = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      // A new client IP each time: this is the per-account limit, not the per-IP one.
      expectError(await client(t.app).login(user.email, `wrong password ${i}`), 401, "INVALID_CREDENTIALS");
      expectError(await client(t.app).login(unknown, `wrong password ${i}`), 401, "INVALID_CREDENTIALS");
    }
    const blocked = await client(t.app).login(user.email);
    expectError(blocked, 429, "RATE_LIMITED");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const blockedUnknown = await client(t.app).login(unknown, "any password");
    expect(answer(blockedUnknown)).toEqual(answer(blocked));
  });

  it("429 RATE_LIMITED per IP", async () => {
    const c = client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await c.login(uniqueEmail(), "wrong password")).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expectError(await c.login(uniqueEmail(), "wrong password"), 429, "RATE_LIMITED");
  });

  it("a client cannot choose its address with X-Forwarded-For (no proxy trusted by default)", async () => {
    const c = client(t.app);
    const spoofed = (i: number) =>
      c.call({
        method: "POST",
        url: "/api/v1/auth/authenticate",
        headers: { "x-forwarded-for": `10.9.${i}.1` },
        payload: { email: uniqueEmail(), password: "wrong password" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await spoofed(i)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("behind a trusted proxy (TRUST_PROXY) the forwarded address counts", async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      const viaProxy = client(proxied.app, "127.0.0.1");
      const login = (ip: string) =>
        viaProxy.call({
          method: "POST",
          url: "/api/v1/auth/authenticate",
          headers: { "x-forwarded-for": ip },
          payload: { email: uniqueEmail(), password: "wrong password" },
        });
      for (let i = 0; i < 20; i++) expect((await login("203.0.113.7")).statusCode).toBe(401);
      expect((await login("203.0.113.7")).statusCode).toBe(429);
      expect((await login("203.0.113.8")).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it("a new session id at every login; Secure cookie behind https", async () => {
    const user = await buildUser(t.database);
    const c = client(t.app);
    await c.login(user.email);
    const first = c.token;
    await c.login(user.email);
    expect(c.token).not.toBe(first);
    const https = await buildTestApp({ PUBLIC_URL: "https://kickoff.example", SMTP_URL: smtp.url });
    try {
      const other = await buildUser(https.database);
      const res = await client(https.app).login(other.email);
      expect(res.cookies.find((k) => k.name === "token")?.secure).toBe(true);
      expect(res.cookies.find((k) => k.name === "device")?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it("403 ORIGIN_REJECTED for a cross-site login", async () => {
    const res = await client(t.app).call({
      method: "POST",
      url: "/api/v1/auth/authenticate",
      payload: { email: uniqueEmail(), password: PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expectError(res, 403, "ORIGIN_REJECTED");
  });
});

describe(`GET /api/v1/auth/me and POST /api/v1/auth/logout on ${engine()}`, () => {
  it("401 UNAUTHORIZED without, with an unknown and with an expired session", async () => {
    const c = client(t.app);
    expectError(await c.get("/api/v1/auth/me"), 401, "UNAUTHORIZED");
    c.token = otherToken();
    expectError(await c.get("/api/v1/auth/me"), 401, "UNAUTHORIZED");
    const { user, c: d } = await loggedIn();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expectError(await d.get("/api/v1/auth/me"), 401, "UNAUTHORIZED");
  });

  it("sliding expiry: a session older than an hour is pushed to 30 days from now, a fresh one is not rewritten", async () => {
    const { user, c } = await loggedIn();
    const expiry = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]?.expiresAt.getTime() ?? 0;
    const day = 24 * 60 * 60 * 1000;
    const set = new Date(Date.now() + 29 * day);
    await t.database.db.update(sessions).set({ expiresAt: set }).where(eq(sessions.userId, user.id));
    expect((await c.get("/api/v1/auth/me")).statusCode).toBe(200);
    const refreshed = await expiry();
    expect(refreshed).toBeGreaterThan(set.getTime() + 23 * 60 * 60 * 1000);
    expect(refreshed).toBeLessThanOrEqual(Date.now() + 30 * day);
    await c.get("/api/v1/auth/me");
    expect(await expiry()).toBe(refreshed);
  });

  it("logout answers 200 without a session too", async () => {
    expect((await client(t.app).post("/api/v1/auth/logout")).statusCode).toBe(200);
  });
});

describe(`POST /api/v1/auth/registration on ${engine()}`, () => {
  it("400 VALIDATION_FAILED for a short password, missing consent, bad language", async () => {
    const c = client(t.app);
    const short = await c.post("/api/v1/auth/registration", registration({ password: "short" }));
    expectError(short, 400, "VALIDATION_FAILED");
    expect(short.json().error.fields).toContainEqual({ field: "password", message: "account.errors.passwordTooShort" });
    const noTerms = await c.post("/api/v1/auth/registration", registration({ acceptTerms: false }));
    expectError(noTerms, 400, "VALIDATION_FAILED");
    expect(noTerms.json().error.fields[0].field).toBe("acceptTerms");
    const noPrivacy = await c.post("/api/v1/auth/registration", registration({ acceptPrivacy: undefined }));
    expect(noPrivacy.json().error.fields[0].field).toBe("acceptPrivacy");
    const lang = await c.post("/api/v1/auth/registration", registration({ language: "xx" }));
    expect(lang.json().error.fields[0].field).toBe("language");
  });

  it("400 WEAK_PASSWORD for a common password, with the field", async () => {
    const res = await client(t.app).post("/api/v1/auth/registration", registration({ password: "Password123" }));
    expectError(res, 400, "WEAK_PASSWORD");
    expect(res.json().error.fields).toEqual([{ field: "password", message: "account.errors.WEAK_PASSWORD" }]);
  });

  it("the same answer for a new and an existing address (even unverified)", async () => {
    const existing = await buildUser(t.database, { verified: false });
    const c = client(t.app);
    const fresh = await c.post("/api/v1/auth/registration", registration());
    const dup = await c.post("/api/v1/auth/registration", registration({ email: existing.email }));
    expect(answer(dup)).toEqual(answer(fresh));
    // Both mark the browser alike (only the signed value differs with the address).
    const mark = (res: Res) => {
      const { value: _value, ...rest } = res.cookies.find((k) => k.name === "registered") ?? { value: "" };
      return rest;
    };
    expect(mark(dup)).toEqual(mark(fresh));
    expect(mark(fresh)).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/v1/auth" });
    // The registrant of an existing unverified address gets no code for it.
    const notice = await smtp.waitFor(existing.email);
    expect(notice.text).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
  });

  it("429 RATE_LIMITED per IP", async () => {
    const c = client(t.app);
    for (let i = 0; i < 20; i++)
      expect((await c.post("/api/v1/auth/registration", registration())).statusCode).toBe(202);
    expectError(await c.post("/api/v1/auth/registration", registration()), 429, "RATE_LIMITED");
  });
});

describe(`GET /api/v1/auth/validateuser/{code} on ${engine()}`, () => {
  it("400 VALIDATION_FAILED for a 6-digit code without ?email", async () => {
    const res = await client(t.app).get("/api/v1/auth/validateuser/123456");
    expectError(res, 400, "VALIDATION_FAILED");
    expect(res.json().error.fields[0].field).toBe("email");
  });

  it("400 CODE_INVALID for a wrong code, an unknown link and garbage", async () => {
    const { c, body, mail } = await registered();
    expectError(
      await c.get(`/api/v1/auth/validateuser/${wrongCode(codeOf(mail))}?email=${q(body.email)}`),
      400,
      "CODE_INVALID",
    );
    expectError(await c.get(`/api/v1/auth/validateuser/${otherToken()}`), 400, "CODE_INVALID");
    expectError(await c.get("/api/v1/auth/validateuser/x1"), 400, "CODE_INVALID");
  });

  it("400 CODE_EXPIRED for an expired code and link (only a correct code tells)", async () => {
    const { c, body, mail } = await registered();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user?.id ?? ""));
    expectError(
      await c.get(`/api/v1/auth/validateuser/${wrongCode(codeOf(mail))}?email=${q(body.email)}`),
      400,
      "CODE_INVALID",
    );
    expectError(await c.get(`/api/v1/auth/validateuser/${codeOf(mail)}?email=${q(body.email)}`), 400, "CODE_EXPIRED");
    expectError(await c.get(`/api/v1/auth/validateuser/${tokenOf(mail, "validateEmail")}`), 400, "CODE_EXPIRED");
  });

  it("429 TOO_MANY_ATTEMPTS after 5 wrong codes, even for the right one; the same for an unknown address", async () => {
    const { c, body, mail } = await registered();
    const unknown = uniqueEmail();
    const wrong = wrongCode(codeOf(mail));
    for (let i = 0; i < 5; i++) {
      const a = await c.get(`/api/v1/auth/validateuser/${wrong}?email=${q(body.email)}`);
      const b = await c.get(`/api/v1/auth/validateuser/${wrong}?email=${q(unknown)}`);
      expectError(a, 400, "CODE_INVALID");
      expect(answer(b)).toEqual(answer(a));
    }
    const right = await c.get(`/api/v1/auth/validateuser/${codeOf(mail)}?email=${q(body.email)}`);
    expectError(right, 429, "TOO_MANY_ATTEMPTS");
    const other = await c.get(`/api/v1/auth/validateuser/${wrong}?email=${q(unknown)}`);
    expect(answer(other)).toEqual(answer(right));
    // A new code starts afresh.
    await c.get(`/api/v1/auth/sendverify?email=${q(body.email)}`);
    await expect.poll(() => smtp.to(body.email).length).toBe(2);
    const fresh = smtp.to(body.email)[1];
    if (!fresh) throw new Error("no second mail");
    expect((await c.get(`/api/v1/auth/validateuser/${codeOf(fresh)}?email=${q(body.email)}`)).statusCode).toBe(200);
  });

  it("409 EMAIL_TAKEN when the new address of an e-mail change got an account meanwhile", async () => {
    const { user, c } = await loggedIn();
    const target = uniqueEmail("target");
    await c.post("/api/v1/user/uuemail", { email: target, password: PASSWORD });
    const mail = await smtp.waitFor(target);
    await buildUser(t.database, { email: target });
    expectError(await c.get(`/api/v1/auth/validateuser/${codeOf(mail)}?email=${q(target)}`), 409, "EMAIL_TAKEN");
    expect((await c.get("/api/v1/auth/me")).json().email).toBe(user.email);
  });
});

describe(`GET /api/v1/auth/sendverify on ${engine()}`, () => {
  it("400 VALIDATION_FAILED without e-mail or session; the same 202 for any address", async () => {
    const c = client(t.app);
    expectError(await c.get("/api/v1/auth/sendverify"), 400, "VALIDATION_FAILED");
    expectError(await c.get("/api/v1/auth/sendverify?email=nope"), 400, "VALIDATION_FAILED");
    const verified = await buildUser(t.database);
    const unverified = await buildUser(t.database, { verified: false });
    const a = await c.get(`/api/v1/auth/sendverify?email=${q(uniqueEmail())}`);
    const b = await c.get(`/api/v1/auth/sendverify?email=${q(verified.email)}`);
    const d = await c.get(`/api/v1/auth/sendverify?email=${q(unverified.email)}`);
    expect(a.statusCode).toBe(202);
    expect(answer(b)).toEqual(answer(a));
    expect(answer(d)).toEqual(answer(a));
    await smtp.waitFor(unverified.email);
    expect(smtp.to(verified.email)).toEqual([]);
  });

  it("429 RATE_LIMITED after 3 resends per address, alike for unknown addresses", async () => {
    const { body } = await registered();
    const unknown = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      expect((await client(t.app).get(`/api/v1/auth/sendverify?email=${q(body.email)}`)).statusCode).toBe(202);
      expect((await client(t.app).get(`/api/v1/auth/sendverify?email=${q(unknown)}`)).statusCode).toBe(202);
    }
    const a = await client(t.app).get(`/api/v1/auth/sendverify?email=${q(body.email)}`);
    expectError(a, 429, "RATE_LIMITED");
    expect(answer(await client(t.app).get(`/api/v1/auth/sendverify?email=${q(unknown)}`))).toEqual(answer(a));
  });
});

describe(`password reset (pw/*) on ${engine()}`, () => {
  it("pwvergessen: 400 for a malformed address; the same 202 for known and unknown", async () => {
    const c = client(t.app);
    expectError(await c.post("/api/v1/pw/pwvergessen", { email: "x" }), 400, "VALIDATION_FAILED");
    const user = await buildUser(t.database);
    const known = await c.post("/api/v1/pw/pwvergessen", { email: user.email });
    const unknown = await c.post("/api/v1/pw/pwvergessen", { email: uniqueEmail() });
    expect(known.statusCode).toBe(202);
    expect(answer(unknown)).toEqual(answer(known));
    // Past the per-address budget: still the same answer, just no more mails.
    for (let i = 0; i < 4; i++)
      expect(answer(await c.post("/api/v1/pw/pwvergessen", { email: user.email }))).toEqual(answer(known));
    await smtp.waitFor(user.email);
    await t.app.accounts.mail.drain();
    expect(smtp.to(user.email)).toHaveLength(3);
  });

  it("pw/{id} and pwzsetzen: 400 CODE_INVALID, CODE_EXPIRED, WEAK_PASSWORD, VALIDATION_FAILED", async () => {
    const c = client(t.app);
    expectError(await c.get(`/api/v1/pw/pw/${otherToken()}`), 400, "CODE_INVALID");
    expectError(
      await c.post("/api/v1/pw/pwzsetzen", { token: otherToken(), password: "a fine new password" }),
      400,
      "CODE_INVALID",
    );
    expectError(
      await c.post("/api/v1/pw/pwzsetzen", { token: "short", password: "a fine new password" }),
      400,
      "VALIDATION_FAILED",
    );

    const user = await buildUser(t.database);
    await c.post("/api/v1/pw/pwvergessen", { email: user.email });
    const token = tokenOf(await smtp.waitFor(user.email), "resetpw");
    const weak = await c.post("/api/v1/pw/pwzsetzen", { token, password: "qwertyuiop" });
    expectError(weak, 400, "WEAK_PASSWORD");
    expect(weak.json().error.fields[0].field).toBe("password");
    // The weak attempt did not use the token up.
    expect((await c.get(`/api/v1/pw/pw/${token}`)).statusCode).toBe(200);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    expectError(await c.get(`/api/v1/pw/pw/${token}`), 400, "CODE_EXPIRED");
    expectError(await c.post("/api/v1/pw/pwzsetzen", { token, password: "a fine new password" }), 400, "CODE_EXPIRED");
  });

  it("a reset verifies an unverified address", async () => {
    const user = await buildUser(t.database, { verified: false });
    const c = client(t.app);
    await c.post("/api/v1/pw/pwvergessen", { email: user.email });
    const token = tokenOf(await smtp.waitFor(user.email), "resetpw");
    expect((await c.post("/api/v1/pw/pwzsetzen", { token, password: "a fine new password" })).statusCode).toBe(200);
    expect((await c.login(user.email, "a fine new password")).statusCode).toBe(200);
  });
});

describe(`user/* on ${engine()}`, () => {
  const calls: Array<[string, string, object | undefined]> = [
    ["POST", "/api/v1/user/uupdate", { displayName: "X" }],
    ["GET", "/api/v1/user/uspielstaette", undefined],
    ["POST", "/api/v1/user/uspielstaette", { venues: [] }],
    ["POST", "/api/v1/user/euser", { email: "a@b.example" }],
    ["POST", "/api/v1/user/uuemail", { email: "a@b.example", password: PASSWORD }],
    ["POST", "/api/v1/user/updateuser", { currentPassword: PASSWORD, newPassword: "a fine new password" }],
    ["GET", "/api/v1/user/kontakt", undefined],
    ["POST", "/api/v1/user/kontakt", {}],
    ["DELETE", "/api/v1/user/deleteuser/00000000-0000-4000-8000-000000000000", { password: PASSWORD }],
  ];
  for (const [method, url, payload] of calls) {
    it(`${method} ${url}: 401 UNAUTHORIZED without a session, whatever the body`, async () => {
      const c = client(t.app);
      expectError(await c.call({ method: method as "GET", url, ...(payload ? { payload } : {}) }), 401, "UNAUTHORIZED");
      if (method !== "GET")
        expectError(await c.call({ method: method as "POST", url, payload: { junk: 1 } }), 401, "UNAUTHORIZED");
    });
  }

  it("getusercount is public and counts verified users only", async () => {
    const res = await client(t.app).get("/api/v1/user/getusercount");
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users);
    expect(typeof res.json().count).toBe("number");
    expect(row).toBeDefined();
  });

  it("uupdate: 400 VALIDATION_FAILED for an empty name and an unknown language", async () => {
    const { c } = await loggedIn();
    const res = await c.post("/api/v1/user/uupdate", { displayName: "  ", language: "xx" });
    expectError(res, 400, "VALIDATION_FAILED");
    expect(
      res
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(["displayName", "language"]);
  });

  it("uspielstaette: 400 for a venue without pitches, bad coordinates or surface; other users' ids are not touched", async () => {
    const { c } = await loggedIn();
    const res = await c.post("/api/v1/user/uspielstaette", {
      venues: [{ name: "A", pitches: [], latitude: 91, surface: "lava" }],
    });
    expectError(res, 400, "VALIDATION_FAILED");
    expect(
      res
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(["venues.0.latitude", "venues.0.pitches", "venues.0.surface"]);
    const { c: other } = await loggedIn();
    const theirs = (
      await other.post("/api/v1/user/uspielstaette", { venues: [{ name: "Theirs", pitches: ["1"] }] })
    ).json().venues[0];
    const mine = await c.post("/api/v1/user/uspielstaette", {
      venues: [{ id: theirs.id, name: "Mine", pitches: ["1"] }],
    });
    expect(mine.json().venues[0].id).not.toBe(theirs.id);
    expect((await other.get("/api/v1/user/uspielstaette")).json().venues[0].name).toBe("Theirs");
  });

  it("kontakt: 400 for a bad phone, e-mail and website", async () => {
    const { c } = await loggedIn();
    const res = await c.post("/api/v1/user/kontakt", {
      phone: "call me",
      email: "nope",
      website: "javascript:alert(1)",
    });
    expectError(res, 400, "VALIDATION_FAILED");
    expect(
      res
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(["email", "phone", "website"]);
  });

  it("updateuser: 400 WRONG_PASSWORD, WEAK_PASSWORD; 429 after repeated wrong passwords", async () => {
    const { c } = await loggedIn();
    const wrong = await c.post("/api/v1/user/updateuser", {
      currentPassword: "not it at all",
      newPassword: "a fine new password",
    });
    expectError(wrong, 400, "WRONG_PASSWORD");
    expect(wrong.json().error.fields[0].field).toBe("currentPassword");
    const weak = await c.post("/api/v1/user/updateuser", { currentPassword: PASSWORD, newPassword: "1234567890" });
    expectError(weak, 400, "WEAK_PASSWORD");
    expect(weak.json().error.fields[0].field).toBe("newPassword");
    for (let i = 0; i < 4; i++)
      await c.post("/api/v1/user/updateuser", { currentPassword: `bad ${i} guess`, newPassword: "x".repeat(12) });
    const blocked = await c.post("/api/v1/user/updateuser", {
      currentPassword: PASSWORD,
      newPassword: "a fine new password",
    });
    expectError(blocked, 429, "RATE_LIMITED");
    // A wrong password for a logged-in user is never a 401 (that would log the SPA out).
    expect((await c.get("/api/v1/auth/me")).statusCode).toBe(200);
  });

  it("uuemail: 400 WRONG_PASSWORD, EMAIL_UNCHANGED; the same 202 for a taken address (no mail); 429 after 5", async () => {
    const { user, c } = await loggedIn();
    expectError(
      await c.post("/api/v1/user/uuemail", { email: uniqueEmail(), password: "not it at all" }),
      400,
      "WRONG_PASSWORD",
    );
    expectError(
      await c.post("/api/v1/user/uuemail", { email: user.email, password: PASSWORD }),
      400,
      "EMAIL_UNCHANGED",
    );
    const taken = await buildUser(t.database);
    const free = uniqueEmail();
    const a = await c.post("/api/v1/user/uuemail", { email: free, password: PASSWORD });
    const b = await c.post("/api/v1/user/uuemail", { email: taken.email, password: PASSWORD });
    expect(a.statusCode).toBe(202);
    expect(answer(b)).toEqual(answer(a));
    await smtp.waitFor(free);
    await t.app.accounts.mail.drain();
    expect(smtp.to(taken.email)).toEqual([]);
    for (let i = 0; i < 3; i++) await c.post("/api/v1/user/uuemail", { email: uniqueEmail(), password: PASSWORD });
    expectError(
      await c.post("/api/v1/user/uuemail", { email: uniqueEmail(), password: PASSWORD }),
      429,
      "RATE_LIMITED",
    );
  });

  it("euser: 400 for a malformed address; 429 RATE_LIMITED after 30 lookups an hour", async () => {
    const { c } = await loggedIn();
    expectError(await c.post("/api/v1/user/euser", { email: "x" }), 400, "VALIDATION_FAILED");
    for (let i = 0; i < 30; i++)
      expect((await c.post("/api/v1/user/euser", { email: uniqueEmail() })).statusCode).toBe(200);
    expectError(await c.post("/api/v1/user/euser", { email: uniqueEmail() }), 429, "RATE_LIMITED");
  });

  it("deleteuser: 403 FORBIDDEN for anybody else's id (existing or not), 400 WRONG_PASSWORD / missing password", async () => {
    const { user, c } = await loggedIn();
    const other = await buildUser(t.database);
    expectError(await c.del(`/api/v1/user/deleteuser/${other.id}`, { password: PASSWORD }), 403, "FORBIDDEN");
    expectError(
      await c.del("/api/v1/user/deleteuser/00000000-0000-4000-8000-000000000000", { password: PASSWORD }),
      403,
      "FORBIDDEN",
    );
    expectError(await c.del("/api/v1/user/deleteuser/x1", { password: PASSWORD }), 403, "FORBIDDEN");
    expectError(
      await c.del(`/api/v1/user/deleteuser/${user.id}`, { password: "not it at all" }),
      400,
      "WRONG_PASSWORD",
    );
    expectError(await c.del(`/api/v1/user/deleteuser/${user.id}`, {}), 400, "VALIDATION_FAILED");
    expect(await t.database.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
