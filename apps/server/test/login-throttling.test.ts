// Nobody can lock another person out (issue 12, docs/decisions/0012-login-throttling.md): wrong passwords for
// an address slow down unknown devices only, with a delay that doubles up to a few minutes and never locks for
// good; a browser that logged into the account before (signed `device` cookie) still gets in at once.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildUser, type Client, client, PASSWORD } from "./support/accounts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Res = Awaited<ReturnType<Client["login"]>>;
const expectError = (res: Res, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
};
const retryAfter = (res: Res) => Number(res.headers["retry-after"]);

/** The owner's phone: a browser that logged into the account before (and logged out again). */
async function knownDevice(email: string) {
  const phone = client(t.app);
  expect((await phone.login(email)).statusCode).toBe(200);
  expect(phone.others.has("device")).toBe(true);
  expect((await phone.post("/api/v1/auth/logout")).statusCode).toBe(200);
  return phone;
}

/** Wrong passwords from one attacker IP until the address answers 429 for unknown devices. */
async function attack(email: string, attacker = client(t.app)) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await attacker.login(email, `guess number ${i}`)).statusCode);
  expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  return attacker;
}

describe(`login throttling on ${engine()}`, () => {
  it("an attacker's wrong passwords do not stop the owner's login from their known device", async () => {
    const owner = await buildUser(t.database);
    const phone = await knownDevice(owner.email);
    await attack(owner.email);
    // An unknown device, even with the right password, waits for now (the same answer as for a wrong one).
    const elsewhere = await client(t.app).login(owner.email);
    expectError(elsewhere, 429, "RATE_LIMITED");
    expect(retryAfter(elsewhere)).toBeGreaterThan(0);
    // The owner's phone, from another IP than the attacker's, gets in at once.
    const res = await phone.login(owner.email);
    expect(res.statusCode, res.body).toBe(200);
    expect((await phone.get("/api/v1/auth/me")).json().email).toBe(owner.email);
    // ... and again after the next wave of guesses.
    await phone.post("/api/v1/auth/logout");
    await client(t.app).login(owner.email, "one more guess");
    expect((await phone.login(owner.email)).statusCode).toBe(200);
  });

  it("the device cookie: signed, httpOnly, SameSite=Strict, only for auth calls, kept for a year", async () => {
    const owner = await buildUser(t.database);
    const res = await client(t.app).login(owner.email);
    const cookie = res.cookies.find((k) => k.name === "device");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/v1/auth", maxAge: 365 * 86400 });
    // Bound to the account, with a fresh nonce at every login.
    const again = (await client(t.app).login(owner.email)).cookies.find((k) => k.name === "device");
    expect(cookie?.value.startsWith(`${owner.id}.`)).toBe(true);
    expect(again?.value).not.toBe(cookie?.value);
    // No device cookie without a successful login.
    expect((await client(t.app).login(owner.email, "wrong password")).cookies).toEqual([]);
  });

  it("another account's device cookie, a forged or a tampered one count as an unknown device", async () => {
    const owner = await buildUser(t.database);
    const phone = await knownDevice(owner.email);
    const attacker = client(t.app);
    const own = await buildUser(t.database);
    expect((await attacker.login(own.email)).statusCode).toBe(200);
    await attack(owner.email, attacker);
    expectError(await attacker.login(owner.email), 429, "RATE_LIMITED");

    const forger = client(t.app);
    forger.others.set("device", `${owner.id}.${"A".repeat(43)}`);
    expectError(await forger.login(owner.email), 429, "RATE_LIMITED");
    const stolenShape = phone.others.get("device") ?? "";
    const tampered = client(t.app);
    tampered.others.set("device", `${stolenShape.slice(0, -2)}${stolenShape.endsWith("AA") ? "BB" : "AA"}`);
    expectError(await tampered.login(owner.email), 429, "RATE_LIMITED");

    expect((await phone.login(owner.email)).statusCode).toBe(200);
  });

  it("a known device is no free pass: its own wrong passwords slow it down, not the address", async () => {
    const owner = await buildUser(t.database);
    const phone = await knownDevice(owner.email);
    for (let i = 0; i < 5; i++) expectError(await phone.login(owner.email, `typo ${i}`), 401, "INVALID_CREDENTIALS");
    const slowed = await phone.login(owner.email);
    expectError(slowed, 429, "RATE_LIMITED");
    expect(retryAfter(slowed)).toBe(30);
    expect((await client(t.app).login(owner.email)).statusCode).toBe(200);
  });

  it("an unknown device waits a delay that doubles up to 5 minutes, then is heard: never a lasting lock", async () => {
    const owner = await buildUser(t.database);
    // Only Date is faked: the limiter reads the clock, nothing here waits for a timer.
    let clock = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: clock });
    const pass = (seconds: number) => {
      clock += seconds * 1000;
      vi.setSystemTime(clock);
    };
    const attacker = client(t.app);
    for (let i = 0; i < 5; i++)
      expectError(await attacker.login(owner.email, `guess ${i}`), 401, "INVALID_CREDENTIALS");
    const delays: number[] = [];
    for (let round = 0; round < 6; round++) {
      const owners = await client(t.app).login(owner.email);
      expectError(owners, 429, "RATE_LIMITED");
      delays.push(retryAfter(owners));
      pass(retryAfter(owners));
      // The attacker is heard again once the delay is over, and the next delay doubles.
      expectError(await attacker.login(owner.email, `late guess ${round}`), 401, "INVALID_CREDENTIALS");
    }
    expect(delays).toEqual([30, 60, 120, 240, 300, 300]);
    const waiting = await client(t.app).login(owner.email);
    expect(retryAfter(waiting)).toBe(300);
    pass(299);
    expectError(await client(t.app).login(owner.email), 429, "RATE_LIMITED");
    pass(1);
    const owners = client(t.app);
    expect((await owners.login(owner.email)).statusCode).toBe(200);
    // That device is known from now on.
    expect(owners.others.has("device")).toBe(true);
  });

  it("a logged-in owner can still confirm their password while strangers guess at the login", async () => {
    const owner = await buildUser(t.database);
    const browser = client(t.app);
    expect((await browser.login(owner.email)).statusCode).toBe(200);
    await attack(owner.email);
    const res = await browser.post("/api/v1/user/updateuser", {
      currentPassword: PASSWORD,
      newPassword: "a fine new password",
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
