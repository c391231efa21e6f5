// The contact form end to end: stored, mailed as plain text to CONTACT_TO over real SMTP with Reply-To the sender;
// bots (honeypot, too fast) answered alike but not delivered; per-IP limit; clean 400s for bad input.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../src/db/schema.ts";
import { CONTACT_PER_IP_PER_HOUR } from "../src/routes/contact.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildUser, client, uniqueEmail, uniqueIp } from "./support/accounts.ts";
import { type SmtpListener, startSmtp } from "./support/smtp.ts";

const OPERATOR = "operator@example.test";

let smtp: SmtpListener;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ SMTP_URL: smtp.url, CONTACT_TO: OPERATOR });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Jana Trainer",
  email: uniqueEmail("sender"),
  subject: `Question ${Math.random().toString(36).slice(2, 8)}`,
  message: "How do I add a second pitch?",
  rating: 4,
  language: "de",
  website: "",
  fillMs: 12_000,
  ...overrides,
});

const send = (payload: unknown, ip = uniqueIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/contact/contact",
    payload: payload as object,
    remoteAddress: ip,
    headers,
  });

const stored = (subject: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));

/** Lets the background mail queue finish, so "no mail" means none was sent. */
const drained = () => t.app.accounts.mail.drain();

describe(`contact form on ${engine()}`, () => {
  it("stores the message and mails it as plain text to CONTACT_TO with Reply-To the sender", async () => {
    const body = form();
    const res = await send(body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "sent" });

    const rows = await stored(body.subject);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Jana Trainer",
      email: body.email,
      message: body.message,
      rating: 4,
      language: "de",
      userId: null,
      mailedTo: OPERATOR,
    });

    const mail = await smtp.waitFor(OPERATOR, new RegExp(body.subject));
    expect(mail.subject).toBe(`[Kickoff contact] ${body.subject}`);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${body.email.replace(/[.]/g, "\\.")}\\r?$`, "im"));
    expect(mail.text).toContain("Jana Trainer");
    expect(mail.text).toContain(body.message);
    expect(mail.text).toContain("★★★★☆ (4 of 5)");
    expect(mail.html).toBe("");
    expect(mail.raw).not.toMatch(/text\/html/i);
  });

  it("notes the account of a logged-in sender and takes a message without a rating", async () => {
    const user = await buildUser(t.database);
    const c = client(t.app);
    expect((await c.login(user.email)).statusCode).toBe(200);
    const body = form({ email: user.email, rating: null });
    const res = await c.post("/api/v1/contact/contact", body);
    expect(res.statusCode).toBe(202);
    const [row] = await stored(body.subject);
    expect(row).toMatchObject({ userId: user.id, rating: null });
    const mail = await smtp.waitFor(OPERATOR, new RegExp(body.subject));
    expect(mail.text).toContain(`Account:  ${user.id}`);
    expect(mail.text).toContain("Rating:   none given");
  });

  it("delivers HTML in the body as plain text, and keeps header lines single", async () => {
    const html = `<b>bold</b> <script>alert("x")</script> <a href="https://evil.example">click</a>`;
    const body = form({ message: html, name: "<img src=x onerror=alert(1)>", subject: "Hi <i>there</i>" });
    expect((await send(body)).statusCode).toBe(202);
    const mail = await smtp.waitFor(OPERATOR, /Hi <i>there<\/i>/);
    expect(mail.text).toContain(html);
    expect(mail.text).toContain("<img src=x onerror=alert(1)>");
    expect(mail.html).toBe("");
    expect(mail.raw).not.toMatch(/Content-Type: text\/html/i);
  });

  it("answers a filled honeypot and a too fast form alike, but neither stores nor mails them", async () => {
    const honeypot = form({ website: "https://spam.example" });
    const tooFast = form({ fillMs: 800 });
    const noTime = form({ fillMs: undefined });
    for (const body of [honeypot, tooFast, noTime]) {
      const res = await send(body);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: "sent" });
    }
    await drained();
    for (const body of [honeypot, tooFast, noTime]) {
      expect(await stored(body.subject)).toHaveLength(0);
      expect(smtp.mails.some((m) => m.subject.includes(body.subject))).toBe(false);
    }
  });

  it(`answers 429 with Retry-After after ${CONTACT_PER_IP_PER_HOUR} messages from one IP`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < CONTACT_PER_IP_PER_HOUR; i++) expect((await send(form(), ip)).statusCode).toBe(202);
    const limited = await send(form(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send(form())).statusCode).toBe(202);
  });

  it("refuses a bad e-mail address with 400 naming the field", async () => {
    const res = await send(form({ email: "not-an-address" }));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields).toEqual([expect.objectContaining({ field: "email" })]);
  });

  it("refuses missing fields, a rating outside 1–5, NUL characters and huge strings cleanly", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [form({ name: "   " }), "name"],
      [form({ message: "" }), "message"],
      [form({ subject: undefined }), "subject"],
      [form({ rating: 6 }), "rating"],
      [form({ rating: 0 }), "rating"],
      [form({ rating: 2.5 }), "rating"],
      [form({ message: "hello\u0000world" }), "message"],
      [form({ name: "a\u0000" }), "name"],
      [form({ message: "x".repeat(5001) }), "message"],
      [form({ subject: "y".repeat(151) }), "subject"],
      [form({ website: "z".repeat(100_000) }), "website"],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.statusCode, field).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(JSON.stringify(error)).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    }
    // A body over the server's limit is refused before validation, still as a JSON error.
    const huge = await send(form({ message: "m".repeat(2_000_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("BODY_TOO_LARGE");
    // Not JSON at all.
    const garbage = await send("{nope", uniqueIp(), { "content-type": "application/json" });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.code).toBeDefined();
  });
});

describe(`contact form without CONTACT_TO on ${engine()}`, () => {
  let bare: TestApp;
  let smtp2: SmtpListener;
  beforeAll(async () => {
    smtp2 = await startSmtp();
    bare = await buildTestApp({ SMTP_URL: smtp2.url });
  });
  afterAll(async () => {
    await bare?.close();
    await smtp2?.close();
  });

  it("stores the message and mails nothing", async () => {
    const body = form();
    const res = await bare.app.inject({
      method: "POST",
      url: "/api/v1/contact/contact",
      payload: body,
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(202);
    await bare.app.accounts.mail.drain();
    const rows = await bare.database.db.select().from(contactMessages).where(eq(contactMessages.subject, body.subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mailedTo).toBeNull();
    expect(smtp2.mails).toHaveLength(0);
  });
});
