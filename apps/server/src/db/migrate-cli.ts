// `npm run db:migrate`: apply pending migrations to the configured database and exit.
import path from "node:path";
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "db"),
});
await database.close();
console.log(`Migrations applied (${database.engine}).`);
