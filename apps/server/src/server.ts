// Starts the API (and the built SPA) on PORT; closes gracefully on SIGTERM/SIGINT.
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";

// `.env` in the working directory, as `.env.example` promises; variables already set in the environment win.
if (existsSync(".env")) process.loadEnvFile(".env");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "db"),
});
const app = await buildApp({ config, database, version: process.env.npm_package_version ?? "dev" });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests`);
  // app.close() stops accepting, waits for running requests, then closes the database (onClose hook).
  const timer = setTimeout(() => {
    app.log.error("shutdown took longer than 10 s, exiting");
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Kickoff on ${config.publicUrl} (database: ${database.engine}, data: ${config.dataDir})`);
