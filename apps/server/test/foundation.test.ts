import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Every call of spec §7, exactly as the spec writes it (its lines are copied into the repository).
const specCalls = (() => {
  const section = readFileSync(new URL("./fixtures/spec-api-calls.md", import.meta.url), "utf8");
  const calls: Array<[string, string]> = [];
  for (const m of section.matchAll(/^- (GET|POST|PUT|DELETE) (\/api\/v1\/.+?)(?: \(.*)?$/gm)) {
    const method = m[1] as string;
    const [first = "", ...rest] = (m[2] as string).split(", ");
    calls.push([method, first]);
    const base = first.slice(0, first.lastIndexOf("/"));
    for (const r of rest) if (r.startsWith("/")) calls.push([method, `${base}${r}`]);
  }
  return calls;
})();

const toOpenApi = (p: string) => p.replace(/\{(\w+)\??\}/g, "{$1}");

describe(`foundation on ${engine()}`, () => {
  it("reads every call of spec §7", () => {
    expect(specCalls.length).toBe(65);
  });

  it("GET /api/health checks the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: engine() });
  });

  it("GET /api/health answers 503 when the database is gone", async () => {
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error("connection refused");
    };
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    t.database.ping = original;
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe("DATABASE_UNAVAILABLE");
    expect(res.body).not.toContain("connection refused");
  });

  it("OpenAPI lists every spec call with its method", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const [method, p] of specCalls) {
      expect(doc.paths[toOpenApi(p)], `${method} ${p}`).toBeDefined();
      expect(doc.paths[toOpenApi(p)][method.toLowerCase()], `${method} ${p}`).toBeDefined();
    }
  });

  it("every spec call is routed (never ROUTE_NOT_FOUND) and GET /auth/me answers 401 without a session", async () => {
    for (const [method, p] of specCalls) {
      const url = p.replace(/\{\w+\??\}/g, "x1");
      const res = await t.app.inject({ method: method as "GET", url, payload: method === "GET" ? undefined : {} });
      // A 404 about the resource (e.g. TOURNAMENT_NOT_FOUND) is fine; a missing route is not.
      if (res.statusCode === 404) expect(res.json().error.code, `${method} ${url}`).not.toBe("ROUTE_NOT_FOUND");
      expect(res.headers["content-type"]).toMatch(/json|pdf|image|octet/);
    }
    const me = await t.app.inject({ method: "GET", url: "/api/v1/auth/me" });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("UNAUTHORIZED");
  });

  it("unknown /api paths answer JSON 404, never the SPA", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/nothing/here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("ROUTE_NOT_FOUND");
  });

  it("validation errors name the field; malformed JSON is a 400", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/authenticate",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).not.toMatch(/at .*\.ts:\d+/);
  });

  it("sets security headers with a real CSP and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    // Headers that only protect documents are left off API answers (their cost counts on every call).
    for (const pageOnly of [
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-xss-protection",
    ])
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    // Error answers too, with the request id the client sent (if it is a plausible one).
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/v1/nope",
      headers: { "x-request-id": "trace-12345678" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-security-policy"]).toBe(res.headers["content-security-policy"]);
    expect(missing.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(missing.headers["x-request-id"]).toBe("trace-12345678");
    expect(missing.json().error.requestId).toBe("trace-12345678");
  });

  it("turns off unused browser features (Permissions-Policy) on API, error and page answers, sharing left on", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    const error = await t.app.inject({ method: "GET", url: "/api/v1/nope" });
    const page = await t.app.inject({ method: "GET", url: "/en" });
    for (const res of [api, error, page]) {
      const policy = String(res.headers["permissions-policy"]);
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(policy, res.raw.req.url).toContain(`${feature}=()`);
      expect(policy).not.toMatch(/web-share|clipboard-write/);
    }
  });

  it("refuses a cross-site write by Origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("ORIGIN_REJECTED");
  });

  it("accepts writes only from PUBLIC_URL's origin, not from whatever the Host header names", async () => {
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers });
    // The request's own Host: a client (or a proxy) writes that header, so it proves nothing.
    const ownHost = await logout({ host: "attacker.example", origin: "http://attacker.example" });
    expect(ownHost.statusCode).toBe(403);
    expect(ownHost.json().error.code).toBe("ORIGIN_REJECTED");
    const sameHostOtherUrl = await logout({ host: "localhost:80", origin: "http://localhost:80" });
    expect(sameHostOtherUrl.statusCode).toBe(403);
    // PUBLIC_URL is http://localhost:3000 in tests; its origin passes whatever Host says.
    expect((await logout({ host: "internal:8080", origin: t.config.publicUrl })).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
  });

  it("the database is migrated", async () => {
    const rows = await t.database.db.select().from(users);
    expect(rows).toEqual([]);
  });
});
