// req/s and p99 of a bare Fastify hello world and of our /api/health, in one run, and their ratio.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, load, startProcess, stopProcess } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");

export default async function run() {
  const helloPort = await freePort();
  const hello = await startProcess(
    ["--import", "tsx", path.join(import.meta.dirname, "hello-world-server.ts")],
    { PORT: String(helloPort) },
    `http://127.0.0.1:${helloPort}/`,
  );
  const helloWorld = await load(`http://127.0.0.1:${helloPort}/`);
  await stopProcess(hello);

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-bench-"));
  const server = await startProcess(
    ["--import", "tsx", path.join(root, "apps/server/src/server.ts")],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DATABASE_URL: "",
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  const health = await load(`http://127.0.0.1:${port}/api/health`);
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });

  return {
    helloWorld,
    health,
    healthToHelloWorldRatio: Number((health.requestsPerSec / helloWorld.requestsPerSec).toFixed(3)),
    note: "health includes a database round trip (PGlite) and security headers",
  };
}
