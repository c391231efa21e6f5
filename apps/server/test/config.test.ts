import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { users } from "../src/db/schema.ts";
import { engine } from "./setup/test-app.ts";

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "kickoff-config-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.logLevel).toBe("info");
    expect(c.secureCookies).toBe(false);
    expect(c.trustProxy).toBe(false);
  });

  it("TRUST_PROXY: a list of proxy addresses; anything else is refused", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
  });

  it("generates SESSION_SECRET once and keeps it in DATA_DIR", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it("uses a given SESSION_SECRET without writing one", () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(40) });
    expect(c.sessionSecret).toBe("x".repeat(40));
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
  });

  it("fails fast with a readable list naming every wrong variable", () => {
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), PORT: "abc", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: tempDir(), PORT: "abc", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("SESSION_SECRET");
    }
  });

  it("https PUBLIC_URL turns on secure cookies; empty values mean unset", () => {
    const c = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: "https://cup.example.org/", DATABASE_URL: "" });
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe("https://cup.example.org");
    expect(c.databaseUrl).toBeUndefined();
  });
});

describe.runIf(engine() === "pglite")("embedded database", () => {
  it("keeps data across a restart (PGlite persisted in DATA_DIR)", async () => {
    const dir = path.join(tempDir(), "db");
    const first = await openDatabase({ pgliteDir: dir });
    await first.db.insert(users).values({ email: "keep@example.org", passwordHash: "x", displayName: "Keep" });
    await first.close();
    const second = await openDatabase({ pgliteDir: dir });
    const rows = await second.db.select().from(users);
    await second.close();
    expect(rows.map((r) => r.email)).toEqual(["keep@example.org"]);
  }, 60_000);
});
