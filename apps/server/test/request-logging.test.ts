// Which requests reach the log at LOG_LEVEL=info: every write and every failing answer, with the request it
// was; reads that succeed only at debug (a line per hit of the public page was most of its CPU time).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";

type Line = { level: number; msg: string; reqId?: string; req?: { method: string; url: string }; res?: unknown };

function logged() {
  const lines: Line[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } };
}

/** The lines of one request (by its id, which every request line carries). */
const linesOf = (lines: Line[], requestId: string) => lines.filter((l) => l.reqId === requestId);

describe(`request logging on ${engine()}`, () => {
  const info = logged();
  const debug = logged();
  let t: TestApp;
  let verbose: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: "info" }, { logStream: info.stream });
    verbose = await buildTestApp({ LOG_LEVEL: "debug" }, { logStream: debug.stream });
  });
  afterAll(async () => {
    await t?.close();
    await verbose?.close();
  });

  it("a read that succeeds writes no line at info", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "read-ok-1234" } });
    expect(res.statusCode).toBe(200);
    expect(linesOf(info.lines, "read-ok-1234")).toEqual([]);
  });

  it("the same read is logged at debug, with its request id", async () => {
    const res = await verbose.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "read-debug-1234" },
    });
    expect(res.statusCode).toBe(200);
    const lines = linesOf(debug.lines, "read-debug-1234");
    expect(lines.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines.every((l) => l.level === 20)).toBe(true);
  });

  it("a failing read is logged at info with its method and URL", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/tment/00000000-0000-4000-8000-000000000000",
      headers: { "x-request-id": "read-404-1234" },
    });
    expect(res.statusCode).toBe(404);
    const completed = linesOf(info.lines, "read-404-1234").find((l) => l.msg === "request completed");
    expect(completed?.level).toBe(30);
    expect(completed?.req).toMatchObject({
      method: "GET",
      url: "/api/v1/auth/tment/00000000-0000-4000-8000-000000000000",
    });
  });

  it("a write is logged at info, incoming and completed, even when it is refused", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/authenticate",
      headers: { "x-request-id": "write-1234", origin: "https://elsewhere.example" },
      payload: { email: "x@example.test", password: "nope" },
    });
    expect(res.statusCode).toBe(403);
    const lines = linesOf(info.lines, "write-1234");
    expect(lines.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines[0]?.req).toMatchObject({ method: "POST", url: "/api/v1/auth/authenticate" });
    expect(lines.every((l) => l.level === 30)).toBe(true);
  });
});
