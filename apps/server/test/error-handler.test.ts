// The one error handler: a 5xx never carries the thrown message to the client (it may name internals or data),
// the log keeps it; a 4xx keeps its message and code. Built on a bare Fastify with only the errors plugin, so
// routes can throw exactly what a service might.
import { ERROR_CODES } from "@kickoff/domain/error-codes.ts";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError, conflict } from "../src/lib/errors.ts";
import { ErrorBodySchema } from "../src/lib/http-schemas.ts";
import { errorsPlugin } from "../src/plugins/errors.ts";

const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } } });
  await app.register(errorsPlugin);
  app.get("/app-500", async () => {
    throw new AppError(500, "INTERNAL", "secret detail: editor 42 vanished");
  });
  app.get("/app-503", async () => {
    throw new AppError(503, "DATABASE_UNAVAILABLE", "secret detail: host db-7 refused");
  });
  app.get("/plain-500", async () => {
    throw new Error("secret detail: plain failure");
  });
  app.get("/app-409", async () => {
    throw conflict("PLAN_CHANGED", "The plan was changed meanwhile");
  });
  app.post("/echo", async (request) => ({ got: request.body }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

async function call(url: string) {
  const from = lines.length;
  const res = await app.inject({ method: "GET", url });
  return { res, log: lines.slice(from).join("") };
}

describe("error handler", () => {
  it("answers a thrown AppError(500) with INTERNAL and a fixed text, and logs the detail", async () => {
    const { res, log } = await call("/app-500");
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret detail");
    expect(res.json().error).toMatchObject({ code: "INTERNAL", message: "Internal Server Error" });
    expect(log).toContain("secret detail: editor 42 vanished");
  });

  it("keeps the code of a deliberate 5xx (503) but never its message", async () => {
    for (const [url, status, code, text] of [
      ["/app-503", 503, "DATABASE_UNAVAILABLE", "Service Unavailable"],
    ] as const) {
      const { res } = await call(url);
      expect(res.statusCode).toBe(status);
      expect(res.body).not.toContain("secret detail");
      expect(res.json().error).toMatchObject({ code, message: text });
    }
  });

  it("answers any other error as a 500 INTERNAL without its message", async () => {
    const { res, log } = await call("/plain-500");
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret detail");
    expect(res.json().error.code).toBe("INTERNAL");
    expect(log).toContain("secret detail: plain failure");
  });

  it("keeps a 4xx's code and message", async () => {
    const { res } = await call("/app-409");
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "PLAN_CHANGED", message: "The plan was changed meanwhile" });
  });

  it("names Fastify's own refusals with listed codes", async () => {
    for (const [headers, payload, status, code] of [
      [{ "content-type": "application/json" }, "{bad", 400, "INVALID_JSON_BODY"],
      [{ "content-type": "application/json" }, "", 400, "EMPTY_JSON_BODY"],
      [{ "content-type": "text/x-unknown" }, "x", 415, "INVALID_MEDIA_TYPE"],
    ] as const) {
      const res = await app.inject({ method: "POST", url: "/echo", headers, payload });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
  });

  it("answers only codes of the domain's closed list (the error body's schema is that list)", async () => {
    expect(ErrorBodySchema.shape.error.shape.code.options).toEqual([...ERROR_CODES]);
    for (const url of ["/app-500", "/app-503", "/plain-500", "/app-409"]) {
      const { res } = await call(url);
      expect(ErrorBodySchema.safeParse(res.json()).success, url).toBe(true);
    }
  });
});

describe("recent failures (operator health)", () => {
  it("records each 5xx with its request id and path without the query, newest first; not 4xx", async () => {
    const before = app.failures.snapshot().serverErrors.total;
    const failed = await app.inject({ method: "GET", url: "/plain-500?token=secret-token" });
    await app.inject({ method: "GET", url: "/app-503" });
    await app.inject({ method: "GET", url: "/app-409" });
    const { serverErrors } = app.failures.snapshot();
    expect(serverErrors.total - before).toBe(2);
    expect(serverErrors.recent[0]).toMatchObject({
      method: "GET",
      path: "/app-503",
      status: 503,
      code: "DATABASE_UNAVAILABLE",
    });
    expect(serverErrors.recent[1]).toMatchObject({ path: "/plain-500", status: 500, code: "INTERNAL" });
    expect(serverErrors.recent[1]?.requestId).toBe(failed.headers["x-request-id"] ?? serverErrors.recent[1]?.requestId);
    expect(JSON.stringify(serverErrors)).not.toContain("secret-token");
  });
});
