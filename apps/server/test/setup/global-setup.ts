// Runs once per vitest project: prepares a migrated database template so each test file
// starts from a copy instead of paying initdb + migrations (~3 s on PGlite).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";
import { adminUrl, TEMPLATE_DB } from "./engines.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}

export default async function setup(project: TestProject) {
  // test.env reaches the workers only, so the engine is read off the project name here.
  if (project.name === "server-postgres") {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    // Leftover databases of a crashed run would otherwise pile up.
    const stale = await admin.query("select datname from pg_database where datname like 'kickoff_t_%'");
    for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    project.provide("pgliteTemplateFile", "");
    return;
  }
  const database = await openDatabase({ pgliteDir: "memory://" });
  await database.close();
  // openDatabase closed its client; make a fresh migrated one to dump.
  const client = await PGlite.create("memory://");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { migrationsFolder } = await import("../../src/db/client.ts");
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), "kickoff-pglite-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
