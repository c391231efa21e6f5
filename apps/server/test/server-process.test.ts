import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engine } from "./setup/test-app.ts";

const serverEntry = path.resolve(import.meta.dirname, "../src/server.ts");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

/** Poll /api/health for up to 90 s. */
async function waitHealthy(url: string) {
  for (let i = 0; i < 900; i++) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server never became healthy");
}

describe.runIf(engine() === "pglite")("server process", () => {
  it("starts on the embedded database, serves health, and exits cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-proc-"));
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        DATABASE_URL: "",
      },
      stdio: "ignore",
    });
    try {
      expect(await waitHealthy(`http://127.0.0.1:${port}`)).toEqual({ status: "ok", database: "pglite" });
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Generous: a fresh PGlite (initdb + migrations) competes with the other test workers for CPU.
  }, 150_000);

  it("refuses to start with an invalid configuration and says why", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: mkdtempSync(path.join(tmpdir(), "kickoff-bad-")) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (d) => {
      stderr += String(d);
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
  }, 60_000);
});
