// Account flows end to end through the API, with mails received over real SMTP.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PRIVACY_VERSION, TERMS_VERSION } from "@kickoff/domain/account-contracts.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users, venues } from "../src/db/schema.ts";
import { emailKey } from "../src/services/secrets.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildUser, client, PASSWORD, registration, uniqueEmail } from "./support/accounts.ts";
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

const NEW_PASSWORD = "a brand new secret";

describe(`account flows on ${engine()}`, () => {
  it("register → verify by code → login → me → logout", async () => {
    const c = client(t.app);
    const body = registration({ language: "de" });
    const reg = await c.post("/api/v1/auth/registration", body);
    expect(reg.statusCode).toBe(202);
    expect(reg.json()).toEqual({ status: "sent" });
    expect(c.token).toBeUndefined();

    const mail = await smtp.waitFor(body.email);
    // In the user's language, with the product name, the code and the localized link.
    expect(mail.subject).toContain("Kickoff");
    expect(mail.text).toContain("Hallo Anna Trainer");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/de\/validateEmail\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain("<a href=");

    const before = await c.login(body.email);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe("EMAIL_NOT_VERIFIED");

    const verified = await c.get(`/api/v1/auth/validateuser/${codeOf(mail)}?email=${encodeURIComponent(body.email)}`);
    expect(verified.statusCode).toBe(200);
    // The browser that registered is signed in by the code (see the tests below); log in again anyway.
    expect(verified.json()).toEqual({ purpose: "verify-email", email: body.email, signedIn: true });

    const login = await c.login(body.email);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ email: body.email, displayName: "Anna Trainer", emailVerified: true });
    expect(login.json()).not.toHaveProperty("passwordHash");
    const cookie = login.cookies.find((k) => k.name === "token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();

    const me = await c.get("/api/v1/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(body.email);
    expect(JSON.stringify(me.json())).not.toMatch(/argon2|hash/i);

    // The session row holds a hash, never the cookie value.
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === c.token)).toBe(false);

    const stored = (await t.database.db.select().from(users).where(eq(users.email, body.email)))[0];
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    // The published versions (no deployer's texts in this data dir).
    expect(stored?.termsVersion).toBe(TERMS_VERSION);
    expect(stored?.privacyVersion).toBe(PRIVACY_VERSION);

    const token = c.token;
    const out = await c.post("/api/v1/auth/logout");
    expect(out.statusCode).toBe(200);
    expect(c.token).toBeUndefined();
    c.token = token;
    expect((await c.get("/api/v1/auth/me")).statusCode).toBe(401);
  });

  it("register → verify by link; the link works once", async () => {
    const c = client(t.app);
    const body = registration({ language: "fr" });
    await c.post("/api/v1/auth/registration", body);
    const mail = await smtp.waitFor(body.email);
    expect(mail.text).toContain("Bonjour");
    const token = tokenOf(mail, "validateEmail");
    const ok = await c.get(`/api/v1/auth/validateuser/${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().purpose).toBe("verify-email");
    const again = await c.get(`/api/v1/auth/validateuser/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("CODE_INVALID");
    expect((await c.login(body.email)).statusCode).toBe(200);
  });

  it("verifying in the browser that registered signs in like a login, by code and by link", async () => {
    const byCode = client(t.app);
    const body = registration();
    await byCode.post("/api/v1/auth/registration", body);
    expect(byCode.others.has("registered")).toBe(true);
    const mail = await smtp.waitFor(body.email);
    const res = await byCode.get(`/api/v1/auth/validateuser/${codeOf(mail)}?email=${encodeURIComponent(body.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purpose: "verify-email", email: body.email, signedIn: true });
    // The same session cookie a login sets; the registration mark is used up with the code.
    const cookie = res.cookies.find((k) => k.name === "token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 30 * 24 * 60 * 60 });
    expect(byCode.others.has("registered")).toBe(false);
    // The browser that chose the password is a known device from now on (docs/decisions/0012).
    expect(byCode.others.has("device")).toBe(true);
    const me = await byCode.get("/api/v1/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: body.email, emailVerified: true });
    // Still single-use: the code does not sign in a second time.
    const again = await byCode.get(`/api/v1/auth/validateuser/${codeOf(mail)}?email=${encodeURIComponent(body.email)}`);
    expect(again.statusCode).toBe(400);

    const byLink = client(t.app);
    const other = registration({ language: "it" });
    await byLink.post("/api/v1/auth/registration", other);
    const linkMail = await smtp.waitFor(other.email);
    const viaLink = await byLink.get(`/api/v1/auth/validateuser/${tokenOf(linkMail, "validateEmail")}`);
    expect(viaLink.json()).toEqual({ purpose: "verify-email", email: other.email, signedIn: true });
    expect((await byLink.get("/api/v1/auth/me")).json().email).toBe(other.email);
  });

  it("verifying anywhere else verifies the address but does not sign in", async () => {
    // Someone registers an address that is not theirs; its owner opens the link on their own device.
    const registrant = client(t.app);
    const body = registration();
    await registrant.post("/api/v1/auth/registration", body);
    const mail = await smtp.waitFor(body.email);
    const owner = client(t.app);
    const res = await owner.get(`/api/v1/auth/validateuser/${tokenOf(mail, "validateEmail")}`);
    expect(res.json()).toEqual({ purpose: "verify-email", email: body.email, signedIn: false });
    expect(res.cookies.find((k) => k.name === "token")).toBeUndefined();
    expect((await owner.get("/api/v1/auth/me")).statusCode).toBe(401);
    expect((await registrant.get("/api/v1/auth/me")).statusCode).toBe(401);

    // A browser that registered another address, or sends a forged (unsigned) mark, is not signed in either.
    const second = registration();
    await registrant.post("/api/v1/auth/registration", second);
    const secondMail = await smtp.waitFor(second.email);
    const elsewhere = client(t.app);
    await elsewhere.post("/api/v1/auth/registration", registration());
    const crossed = await elsewhere.get(`/api/v1/auth/validateuser/${codeOf(secondMail)}?email=${second.email}`);
    expect(crossed.json()).toMatchObject({ signedIn: false });
    expect(elsewhere.token).toBeUndefined();

    const third = registration();
    await client(t.app).post("/api/v1/auth/registration", third);
    const thirdMail = await smtp.waitFor(third.email);
    const forger = client(t.app);
    forger.others.set("registered", emailKey(third.email));
    const forged = await forger.get(`/api/v1/auth/validateuser/${codeOf(thirdMail)}?email=${third.email}`);
    expect(forged.json()).toMatchObject({ signedIn: false });
    expect(forger.token).toBeUndefined();
  });

  it("a resent code replaces the earlier one", async () => {
    const c = client(t.app);
    const body = registration();
    await c.post("/api/v1/auth/registration", body);
    const first = await smtp.waitFor(body.email);
    const resend = await c.get(`/api/v1/auth/sendverify?email=${encodeURIComponent(body.email)}`);
    expect(resend.statusCode).toBe(202);
    await expect.poll(() => smtp.to(body.email).length).toBe(2);
    const second = smtp.to(body.email)[1];
    if (!second) throw new Error("second mail missing");
    const old = await c.get(`/api/v1/auth/validateuser/${tokenOf(first, "validateEmail")}`);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe("CODE_INVALID");
    const ok = await c.get(`/api/v1/auth/validateuser/${codeOf(second)}?email=${body.email}`);
    expect(ok.statusCode).toBe(200);
  });

  it("registering an existing address answers the same and tells the owner", async () => {
    const owner = await buildUser(t.database, { language: "nl" });
    const c = client(t.app);
    const fresh = await c.post("/api/v1/auth/registration", registration());
    const dup = await c.post("/api/v1/auth/registration", registration({ email: owner.email.toUpperCase() }));
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(dup.json()).toEqual(fresh.json());
    const notice = await smtp.waitFor(owner.email);
    expect(notice.text).toContain("Hallo Test Trainer");
    expect(notice.text).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
    // The owner's password still works; nobody got a code for the existing account.
    expect((await c.login(owner.email)).statusCode).toBe(200);
  });

  it("forgotten password → reset → old sessions rejected, new password works", async () => {
    const user = await buildUser(t.database, { language: "es" });
    const phone = client(t.app);
    const laptop = client(t.app);
    expect((await phone.login(user.email)).statusCode).toBe(200);
    expect((await laptop.login(user.email)).statusCode).toBe(200);
    expect(phone.token).not.toBe(laptop.token);

    const anon = client(t.app);
    const ask = await anon.post("/api/v1/pw/pwvergessen", { email: user.email });
    expect(ask.statusCode).toBe(202);
    const mail = await smtp.waitFor(user.email, /contraseña/);
    const token = tokenOf(mail, "resetpw");
    expect(mail.text).toContain(`/es/resetpw/${token}`);

    expect((await anon.get(`/api/v1/pw/pw/${token}`)).json()).toEqual({ valid: true });
    const reset = await anon.post("/api/v1/pw/pwzsetzen", { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);

    expect((await phone.get("/api/v1/auth/me")).statusCode).toBe(401);
    expect((await laptop.get("/api/v1/auth/me")).statusCode).toBe(401);
    expect((await anon.get(`/api/v1/pw/pw/${token}`)).statusCode).toBe(400);
    const reuse = await anon.post("/api/v1/pw/pwzsetzen", { token, password: "yet another secret" });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe("CODE_INVALID");
    expect((await anon.login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await anon.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    await smtp.waitFor(user.email, /cambiado/);
  });

  it("change password with the current one ends the other sessions only", async () => {
    const user = await buildUser(t.database);
    const a = client(t.app);
    const b = client(t.app);
    await a.login(user.email);
    await b.login(user.email);
    const res = await a.post("/api/v1/user/updateuser", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await a.get("/api/v1/auth/me")).statusCode).toBe(200);
    expect((await b.get("/api/v1/auth/me")).statusCode).toBe(401);
    expect((await b.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    await smtp.waitFor(user.email, /password was changed/);
  });

  it("e-mail change: code to the new address, notice to the old, applied only when verified", async () => {
    const user = await buildUser(t.database);
    const c = client(t.app);
    await c.login(user.email);
    const newEmail = uniqueEmail("new");
    const res = await c.post("/api/v1/user/uuemail", { email: newEmail, password: PASSWORD });
    expect(res.statusCode).toBe(202);
    const confirm = await smtp.waitFor(newEmail);
    const notice = await smtp.waitFor(user.email, /being changed/);
    expect(notice.text).toContain(newEmail);
    // Not applied yet.
    expect((await c.get("/api/v1/auth/me")).json().email).toBe(user.email);

    const ok = await c.get(`/api/v1/auth/validateuser/${codeOf(confirm)}?email=${encodeURIComponent(newEmail)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ purpose: "change-email", email: newEmail, signedIn: false });
    expect((await c.get("/api/v1/auth/me")).json().email).toBe(newEmail);
    const other = client(t.app);
    expect((await other.login(user.email)).statusCode).toBe(401);
    expect((await other.login(newEmail)).statusCode).toBe(200);
  });

  it("e-mail change by link", async () => {
    const user = await buildUser(t.database);
    const c = client(t.app);
    await c.login(user.email);
    const newEmail = uniqueEmail("link");
    await c.post("/api/v1/user/uuemail", { email: newEmail, password: PASSWORD });
    const confirm = await smtp.waitFor(newEmail);
    const ok = await client(t.app).get(`/api/v1/auth/validateuser/${tokenOf(confirm, "validateEmail")}`);
    expect(ok.statusCode).toBe(200);
    expect((await c.get("/api/v1/auth/me")).json().email).toBe(newEmail);
  });

  it("account deletion removes the user, their data and sessions", async () => {
    const user = await buildUser(t.database, { language: "it" });
    const c = client(t.app);
    await c.login(user.email);
    const second = client(t.app);
    await second.login(user.email);
    const saved = await c.post("/api/v1/user/uspielstaette", { venues: [{ name: "Sportpark", pitches: ["A", "B"] }] });
    expect(saved.statusCode).toBe(200);
    expect((await c.post("/api/v1/user/kontakt", { phone: "+49 30 123", showPhone: true })).statusCode).toBe(200);

    const res = await c.del(`/api/v1/user/deleteuser/${user.id}`, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(c.token).toBeUndefined();
    expect((await second.get("/api/v1/auth/me")).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(venues).where(eq(venues.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await c.login(user.email)).statusCode).toBe(401);
    await smtp.waitFor(user.email, /eliminato/);
  });

  it("profile, venues and contact round-trip", async () => {
    const user = await buildUser(t.database);
    const c = client(t.app);
    await c.login(user.email);
    const up = await c.post("/api/v1/user/uupdate", { displayName: "Jo Coach", clubName: "TSV Neu", language: "tr" });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ displayName: "Jo Coach", clubName: "TSV Neu", language: "tr" });

    const first = await c.post("/api/v1/user/uspielstaette", {
      venues: [
        { name: "Halle Nord", pitches: ["1"], surface: "hall", indoor: true },
        { name: "Sportpark", city: "Köln", pitches: ["A", "B", "C"], latitude: 50.94, longitude: 6.96 },
      ],
    });
    expect(first.statusCode).toBe(200);
    const list = first.json().venues;
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({
      name: "Sportpark",
      pitchCount: 3,
      surface: "grass",
      indoor: false,
      latitude: 50.94,
    });
    // Keep the second (renamed), drop the first, add one.
    const second = await c.post("/api/v1/user/uspielstaette", {
      venues: [
        { id: list[1].id, name: "Sportpark Süd", pitches: ["A", "B"] },
        { name: "Kunstrasen", pitches: ["K1"], surface: "artificial" },
      ],
    });
    const after = second.json().venues;
    expect(after.map((v: { name: string }) => v.name)).toEqual(["Sportpark Süd", "Kunstrasen"]);
    expect(after[0].id).toBe(list[1].id);
    expect((await c.get("/api/v1/user/uspielstaette")).json().venues).toEqual(after);

    const contact = await c.post("/api/v1/user/kontakt", {
      contactPerson: "Jo",
      email: "info@tsv.example",
      website: "https://tsv.example",
      showEmail: true,
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({
      contactPerson: "Jo",
      phone: null,
      showEmail: true,
      showContactPerson: false,
    });
    expect((await c.get("/api/v1/user/kontakt")).json()).toEqual(contact.json());
  });

  it("euser finds verified accounts only; getusercount counts verified users", async () => {
    const verified = await buildUser(t.database);
    const unverified = await buildUser(t.database, { verified: false });
    const c = client(t.app);
    await c.login(verified.email);
    expect((await c.post("/api/v1/user/euser", { email: verified.email })).json()).toEqual({ exists: true });
    expect((await c.post("/api/v1/user/euser", { email: unverified.email })).json()).toEqual({ exists: false });
    expect((await c.post("/api/v1/user/euser", { email: uniqueEmail() })).json()).toEqual({ exists: false });
    const count = await c.get("/api/v1/user/getusercount");
    expect(count.statusCode).toBe(200);
    expect(count.json().count).toBeGreaterThanOrEqual(1);
  });
});

describe(`outbox without SMTP on ${engine()}`, () => {
  it("writes one readable .eml per mail with the code and the link", async () => {
    const local = await buildTestApp();
    try {
      const body = registration({ language: "pt" });
      await client(local.app).post("/api/v1/auth/registration", body);
      await local.app.accounts.mail.drain();
      const dir = path.join(local.config.dataDir, "outbox");
      const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(dir, files[0] ?? ""), "utf8");
      expect(eml).toContain(`To: ${body.email}`);
      expect(eml).toMatch(/O seu código: \d{6}/);
      expect(eml).toMatch(/http:\/\/localhost:3000\/pt\/validateEmail\/[A-Za-z0-9_-]{43}/);
      const code = /O seu código: (\d{6})/.exec(eml)?.[1];
      const ok = await client(local.app).get(`/api/v1/auth/validateuser/${code}?email=${body.email}`);
      expect(ok.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
