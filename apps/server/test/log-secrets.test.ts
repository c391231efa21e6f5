// Secrets stay out of the log: a failed query is logged with its SQL text and error code, never with the values
// bound to it (an e-mail address, an argon2id hash), and secret keys are redacted wherever they are logged.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggableError, REDACTED } from "../src/lib/logger.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { client, registration } from "./support/accounts.ts";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await t?.close();
});

/** Everything logged while `provoke` ran. */
async function logOf(provoke: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await provoke();
  return lines.slice(from).join("");
}

describe(`log output on ${engine()}`, () => {
  it("a failed registration logs the query and its code, not the address, the password or its hash", async () => {
    // Every insert into users now fails inside PostgreSQL, after the password was hashed.
    await t.database.db.execute(sql`alter table users add constraint log_test_refuse check (false) not valid`);
    try {
      const body = registration({ email: `secret-${randomBytes(4).toString("hex")}@example.test` });
      let status = 0;
      const log = await logOf(async () => {
        status = (await client(t.app).post("/api/v1/auth/registration", body)).statusCode;
      });
      expect(status).toBe(500);
      expect(log).not.toContain(body.email);
      expect(log).not.toContain(body.email.split("@")[0]);
      expect(log).not.toContain(body.password);
      expect(log).not.toContain("$argon2");
      // What is logged instead: the statement with its placeholders and the SQLSTATE (check_violation).
      expect(log).toMatch(/insert into \\+"users/i);
      expect(log).toContain("23514");
    } finally {
      await t.database.db.execute(sql`alter table users drop constraint log_test_refuse`);
    }
  });

  it("redacts secret keys at any depth the application logs them", async () => {
    const log = await logOf(async () => {
      t.app.log.warn(
        {
          email: "top@example.test",
          body: { email: "body@example.test", password: "hunter2-top", newPassword: "hunter3" },
          user: { session: { token: "tok-abcdef" }, passwordHash: "$argon2id$v=19$xyz" },
          err: { params: ["p@example.test"] },
          to: "mail@example.test",
        },
        "redaction probe",
      );
    });
    expect(log).toContain("redaction probe");
    for (const secret of ["@example.test", "hunter", "tok-abcdef", "$argon2id"]) expect(log).not.toContain(secret);
    expect(log).toContain(REDACTED);
  });

  it("logs request URLs without the link tokens in their path or query", async () => {
    const token = randomBytes(32).toString("base64url");
    const log = await logOf(async () => {
      await client(t.app).get(`/api/v1/pw/pw/${token}`);
      await client(t.app).get(`/api/v1/auth/sendverify?email=someone%40example.test`);
    });
    expect(log).toContain("/api/v1/pw/pw/");
    expect(log).not.toContain(token);
    expect(log).not.toContain("someone");
  });

  it("cleans a failed query anywhere in an error's cause chain", () => {
    const query = Object.assign(new Error("Failed query: select 1\nparams: a@b.test,$argon2id$x"), {
      query: "select 1",
      params: ["a@b.test", "$argon2id$x"],
      cause: Object.assign(new Error('invalid input: "a@b.test"'), { code: "22P02", severity: "ERROR" }),
    });
    const outer = new Error("could not save", { cause: query });
    const logged = loggableError(outer) as Error;
    const text = JSON.stringify({ m: logged.message, s: logged.stack, c: String((logged.cause as Error).stack) });
    expect((logged.cause as { query?: string }).query).toBe("select 1");
    expect(text).toContain("22P02");
    expect(text).not.toContain("a@b.test");
    expect(text).not.toContain("argon2id");
    // The error the handler holds keeps its original cause.
    expect(outer.cause).toBe(query);
  });
});
