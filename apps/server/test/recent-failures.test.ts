// The operator's health view keeps the last failures of the process: bounded, newest first, nothing personal.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { MailQueue } from "../src/lib/mail.ts";
import { RECENT_FAILURES_MAX, RecentFailures } from "../src/lib/recent-failures.ts";

describe("recent failures", () => {
  it("keeps at most RECENT_FAILURES_MAX entries of each kind but counts them all", () => {
    const failures = new RecentFailures();
    for (let i = 0; i < RECENT_FAILURES_MAX + 5; i++)
      failures.recordServer({ requestId: `r${i}`, method: "GET", url: `/x/${i}?k=v`, status: 500, code: "INTERNAL" });
    const { serverErrors } = failures.snapshot();
    expect(serverErrors.total).toBe(RECENT_FAILURES_MAX + 5);
    expect(serverErrors.recent).toHaveLength(RECENT_FAILURES_MAX);
    expect(serverErrors.recent[0]).toMatchObject({
      requestId: `r${RECENT_FAILURES_MAX + 4}`,
      path: `/x/${RECENT_FAILURES_MAX + 4}`,
    });
  });

  it("never shows a link token of the path (verification, waiting-list entry), as the log redacts it", () => {
    const failures = new RecentFailures();
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE";
    failures.recordServer({
      requestId: "r1",
      method: "GET",
      url: `/api/v1/auth/validateuser/${token}?email=anna@example.test`,
      status: 500,
      code: "INTERNAL",
    });
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    failures.recordServer({ requestId: "r2", method: "GET", url: `/api/v1/auth/tment/${id}`, status: 500, code: "X" });
    const { serverErrors } = failures.snapshot();
    expect(JSON.stringify(serverErrors)).not.toContain(token);
    expect(JSON.stringify(serverErrors)).not.toContain("anna@example.test");
    expect(serverErrors.recent[1]?.path).toMatch(/^\/api\/v1\/auth\/validateuser\/\S+$/);
    expect(serverErrors.recent[0]?.path).toBe(`/api/v1/auth/tment/${id}`);
  });

  it("learns of a mail the mailer could not send, without its address", async () => {
    const failures = new RecentFailures();
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:25 for anna@example.test"), {
      code: "ECONNREFUSED",
    });
    const queue = new MailQueue({ send: async () => Promise.reject(refused) }, pino({ level: "silent" }), (mail, err) =>
      failures.recordMail(mail.subject, err),
    );
    queue.enqueue({ to: "anna@example.test", subject: "Verify your address", text: "123456", html: "<p>123456</p>" });
    await queue.drain();
    const { mailFailures } = failures.snapshot();
    expect(mailFailures.total).toBe(1);
    expect(mailFailures.recent[0]).toMatchObject({ subject: "Verify your address", error: "Error ECONNREFUSED" });
    expect(JSON.stringify(mailFailures)).not.toContain("anna@example.test");
  });
});
