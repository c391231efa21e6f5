// Starts the real server (built SPA + API) on a free port, with a temporary DATA_DIR and a fresh
// PostgreSQL database that tests may seed directly (E2E_DATABASE_URL).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** A fresh PostgreSQL database, so tests can also seed and inspect data directly (PGlite is single-process). */
async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export default async function globalSetup() {
  const port = await freePort();
  const dbName = `kickoff_e2e_${process.pid}`;
  const databaseUrl = await createDatabase(dbName);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-e2e-"));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      // Analytics on, so the consent tests can prove the script waits for consent (requests are intercepted).
      GA_MEASUREMENT_ID: "G-TEST123",
      // The contact form mails the operator (into DATA_DIR/outbox without SMTP), so a test can see it arrive.
      CONTACT_TO: "operator@example.test",
      // The platform operator (issue 20): a verified account with this address gets the operator area
      // (e2e/support/operator.ts creates it).
      OPERATOR_EMAILS: "operator@example.test",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseURL, child);
  // Workers inherit the environment set here.
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_DATABASE_URL = databaseUrl;
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(dbName);
  };
}
