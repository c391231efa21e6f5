// The operators' contact inbox (issue 20) through the API: the contact form's messages listed newest first with
// their ratings, filtered by open/answered; an answer is mailed over real SMTP to the sender in their language
// ("Re: <subject>", plain text and escaped HTML, their message quoted, Reply-To CONTACT_TO), marks the message
// answered and writes one operator audit row; a second or concurrent answer is refused; only operators get in.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, operatorAudit } from "../src/db/schema.ts";
import { renderContactAnswerMail } from "../src/lib/mail/contact-answer.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { uniqueEmail, uniqueIp } from "./support/accounts.ts";
import { type SmtpListener, startSmtp } from "./support/smtp.ts";
import { buildTournament, caller, createUser, type TestUser } from "./support/tournament-factories.ts";

const OPERATOR_EMAIL = "inbox-operator@example.test";
const SECOND_OPERATOR_EMAIL = "inbox-operator-2@example.test";
const CONTACT_TO = "inbox@example.test";

let smtp: SmtpListener;
let t: TestApp;
let operator: TestUser;
let secondOperator: TestUser;
let plainUser: TestUser;
let organiser: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    CONTACT_TO,
    OPERATOR_EMAILS: `${OPERATOR_EMAIL},${SECOND_OPERATOR_EMAIL}`,
  });
  operator = await createUser(t.database, { email: OPERATOR_EMAIL, displayName: "Olli Operator" });
  secondOperator = await createUser(t.database, { email: SECOND_OPERATOR_EMAIL, displayName: "Second Operator" });
  plainUser = await createUser(t.database, { displayName: "Plain User" });
  organiser = await createUser(t.database, { displayName: "Olga Organiser" });
  await buildTournament(t.app, organiser, { plan: false, status: "published" });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const as = (user: TestUser | null) => caller(t.app, user);
/** Lets the background mail queue finish, so "no mail" means none was sent. */
const drained = () => t.app.accounts.mail.drain();

/** A message through the public contact form (as a person: honeypot empty, filled slowly enough). */
async function sendForm(overrides: Record<string, unknown> = {}) {
  const body = {
    name: "Jana Trainer",
    email: uniqueEmail("sender"),
    subject: `Question ${Math.random().toString(36).slice(2, 8)}`,
    message: "How do I add a second pitch?",
    rating: 4,
    language: "de",
    website: "",
    fillMs: 12_000,
    ...overrides,
  };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/contact/contact",
    payload: body,
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode).toBe(202);
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, body.subject));
  if (!row) throw new Error("contact message not stored");
  return row;
}

/** A stored message with its own time (the form always stamps "now"). */
async function storedMessage(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({
      name: "Old Sender",
      email: uniqueEmail("old"),
      subject: `Old question ${Math.random().toString(36).slice(2, 8)}`,
      message: "Something from long ago",
      rating: null,
      language: null,
      createdAt: new Date(Date.now() - 30 * 24 * 3600_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetId, id), eq(operatorAudit.action, "contactanswer")));

const rowOf = async (id: string) =>
  (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

describe(`contact inbox on ${engine()}`, () => {
  it("lists the messages newest first with rating, sender, subject, text and time; filters open and answered", async () => {
    const old = await storedMessage();
    const first = await sendForm({ rating: 2 });
    const second = await sendForm({ rating: null, language: "fr" });

    const all = await as(operator)("GET", "/api/v1/op/contact?size=100");
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const ids = (all.body.items as Array<{ id: string }>).map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(old.id));
    const item = all.body.items.find((i: { id: string }) => i.id === first.id);
    expect(item).toEqual({
      id: first.id,
      name: "Jana Trainer",
      email: first.email,
      subject: first.subject,
      message: "How do I add a second pitch?",
      rating: 2,
      language: "de",
      userId: null,
      createdAt: first.createdAt.toISOString(),
      answeredAt: null,
      answeredBy: null,
      answer: null,
    });
    expect(all.body.items.find((i: { id: string }) => i.id === second.id)).toMatchObject({ rating: null });
    expect(all.body).toMatchObject({ page: 1, size: 100 });
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    // Internal columns stay on the server.
    expect(JSON.stringify(all.body)).not.toContain("mailedTo");

    const paged = await as(operator)("GET", "/api/v1/op/contact?size=1&page=2");
    expect(paged.status).toBe(200);
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.items[0].id).toBe(ids[1]);

    const bad = await as(operator)("GET", "/api/v1/op/contact?status=closed");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_FAILED");
    expect(bad.body.error.message).toContain("status");
  });

  it("answers by mail in the sender's language, marks the message answered and audits it", async () => {
    const message = await sendForm({
      subject: "Zweites Spielfeld",
      message: "Wie lege ich ein zweites Feld an?\nDanke!",
      language: "de",
    });
    const answer = "Hallo Jana,\nunter Zeiten & Felder <b>Feld hinzufügen</b> wählen.";
    const res = await as(operator)("POST", `/api/v1/op/contact/${message.id}/answer`, {
      text: `  ${answer}  `,
      reason: "support",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const mail = await smtp.waitFor(message.email, /^Re: /);
    // SMTP carries CRLF line ends.
    const text = mail.text.replace(/\r\n/g, "\n");
    expect(mail.subject).toBe("Re: Zweites Spielfeld");
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${CONTACT_TO.replace(/[.]/g, "\\.")}\\r?$`, "im"));
    expect(text).toContain("Hallo Jana Trainer,");
    expect(text).toContain(answer);
    expect(text).toContain("Wenn du weitere Fragen hast");
    expect(text).toContain("Deine Nachricht vom");
    expect(text).toContain("> Wie lege ich ein zweites Feld an?\n> Danke!");
    // HTML: what people typed is escaped, never markup.
    expect(mail.html).toContain("&lt;b&gt;Feld hinzufügen&lt;/b&gt;");
    expect(mail.html).toContain("Zeiten &amp; Felder");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain('<html lang="de">');

    const row = await rowOf(message.id);
    expect(row?.answeredAt).toBeInstanceOf(Date);
    expect(row?.answeredBy).toBe(operator.id);
    expect(row?.answer).toBe(answer);

    const audit = await auditOf(message.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: operator.id,
      operatorEmail: operator.email,
      targetKind: "contact",
      reason: "support",
      details: { email: message.email, subject: "Zweites Spielfeld" },
    });

    const answered = await as(operator)("GET", "/api/v1/op/contact?status=answered&size=100");
    const listed = answered.body.items.find((i: { id: string }) => i.id === message.id);
    expect(listed).toMatchObject({
      answer,
      answeredBy: { id: operator.id, email: operator.email },
      answeredAt: row?.answeredAt?.toISOString(),
    });
    const open = await as(operator)("GET", "/api/v1/op/contact?status=open&size=100");
    expect(open.body.items.map((i: { id: string }) => i.id)).not.toContain(message.id);
    expect(open.body.items.every((i: { answeredAt: string | null }) => i.answeredAt === null)).toBe(true);
    expect(open.body.open).toBe(open.body.total);

    // A second answer is refused: no mail, no audit row, the first answer stays.
    const again = await as(secondOperator)("POST", `/api/v1/op/contact/${message.id}/answer`, { text: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("CONTACT_ALREADY_ANSWERED");
    await drained();
    expect(smtp.to(message.email)).toHaveLength(1);
    expect(await auditOf(message.id)).toHaveLength(1);
    expect((await rowOf(message.id))?.answer).toBe(answer);
  });

  it("writes in English when the sender's language is unknown, with the reason optional", async () => {
    const message = await storedMessage({ subject: "Old\r\nquestion", message: "Line one" });
    const res = await as(operator)("POST", `/api/v1/op/contact/${message.id}/answer`, { text: "Thanks, fixed." });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(message.email, /^Re: /);
    // The subject stays one line whatever was stored.
    expect(mail.subject).toBe("Re: Old question");
    expect(mail.text).toContain("Hello Old Sender,");
    expect(mail.text).toContain("Your message of");
    expect(mail.text).toContain("> Line one");
    expect((await auditOf(message.id))[0]?.reason).toBe("");
  });

  it("without CONTACT_TO the answer has no Reply-To and does not invite a reply", async () => {
    const mail = await renderContactAnswerMail({
      to: "a@example.test",
      language: "en",
      name: "A",
      subject: "S",
      original: "O",
      receivedAt: new Date(),
      answer: "Done",
      publicUrl: "http://localhost:3000",
    });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).not.toContain("answer this e-mail");
    expect(mail.html).not.toContain("answer this e-mail");
  });

  it("uses the account's language when the form did not say", async () => {
    const sender = await createUser(t.database, { language: "it" });
    const message = await storedMessage({ userId: sender.id, language: null });
    expect((await as(operator)("POST", `/api/v1/op/contact/${message.id}/answer`, { text: "Ciao" })).status).toBe(200);
    const mail = await smtp.waitFor(message.email, /^Re: /);
    expect(mail.text).toContain("Il tuo messaggio del");
  });

  it("two operators answering at once: one mail, one answer, the other is told it was answered", async () => {
    const message = await sendForm();
    const [a, b] = await Promise.all([
      as(operator)("POST", `/api/v1/op/contact/${message.id}/answer`, { text: "From A" }),
      as(secondOperator)("POST", `/api/v1/op/contact/${message.id}/answer`, { text: "From B" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await drained();
    expect(smtp.to(message.email)).toHaveLength(1);
    expect(await auditOf(message.id)).toHaveLength(1);
    const winner = a.status === 200 ? "From A" : "From B";
    expect((await rowOf(message.id))?.answer).toBe(winner);
    expect(smtp.to(message.email)[0]?.text).toContain(winner);
  });

  it("refuses bad input with the field named, unknown messages with 404, and sends nothing", async () => {
    const message = await sendForm();
    const cases: Array<[string, unknown, number, string]> = [
      [`/api/v1/op/contact/${message.id}/answer`, { text: "" }, 400, "text"],
      [`/api/v1/op/contact/${message.id}/answer`, { text: "   " }, 400, "text"],
      [`/api/v1/op/contact/${message.id}/answer`, { text: "x".repeat(5001) }, 400, "text"],
      [`/api/v1/op/contact/${message.id}/answer`, { text: "ok", reason: "r".repeat(501) }, 400, "reason"],
      [`/api/v1/op/contact/${message.id}/answer`, {}, 400, "text"],
      ["/api/v1/op/contact/not-a-uuid/answer", { text: "ok" }, 400, "id"],
    ];
    for (const [url, body, status, field] of cases) {
      const res = await as(operator)("POST", url, body);
      expect(res.status, `${url} ${JSON.stringify(body).slice(0, 50)}`).toBe(status);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(res.body.error.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const unknown = await as(operator)("POST", "/api/v1/op/contact/00000000-0000-4000-8000-000000000000/answer", {
      text: "ok",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("CONTACT_MESSAGE_NOT_FOUND");
    // Exactly 5000 characters is allowed.
    const longest = await as(operator)("POST", `/api/v1/op/contact/${message.id}/answer`, { text: "y".repeat(5000) });
    expect(longest.status).toBe(200);
    await drained();
    expect(smtp.to(message.email)).toHaveLength(1);
  });

  it("anonymous 401, users and organisers 403 on both calls: nothing listed, answered, mailed or logged", async () => {
    const message = await sendForm();
    for (const [who, user, status, code] of [
      ["anonymous", null, 401, "UNAUTHORIZED"],
      ["user", () => plainUser, 403, "FORBIDDEN"],
      ["organiser", () => organiser, 403, "FORBIDDEN"],
    ] as const) {
      const actor = typeof user === "function" ? user() : null;
      const list = await as(actor)("GET", "/api/v1/op/contact");
      expect(list.status, who).toBe(status);
      expect(list.body.error.code).toBe(code);
      expect(JSON.stringify(list.body)).not.toContain(message.email);
      const answer = await as(actor)("POST", `/api/v1/op/contact/${message.id}/answer`, { text: "Hi" });
      expect(answer.status, who).toBe(status);
      expect(answer.body.error.code).toBe(code);
      // Before validation: a malformed request tells a non-operator nothing either.
      const malformed = await as(actor)("POST", "/api/v1/op/contact/nope/answer", { text: "" });
      expect(malformed.status, who).toBe(status);
    }
    await drained();
    expect(smtp.to(message.email)).toHaveLength(0);
    expect((await rowOf(message.id))?.answeredAt).toBeNull();
    expect(await auditOf(message.id)).toHaveLength(0);
  });

  it("is documented in OpenAPI under the tag operator with its 401 and 403", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const [method, url] of [
      ["get", "/api/v1/op/contact"],
      ["post", "/api/v1/op/contact/{id}/answer"],
    ] as const) {
      const op = doc.paths[url]?.[method];
      expect(op, `${method} ${url}`).toBeDefined();
      expect(op.tags).toEqual(["operator"]);
      expect(op.responses["401"]).toBeDefined();
      expect(op.responses["403"]).toBeDefined();
    }
  });
});
