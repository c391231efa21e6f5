// Runs once per vitest project: prepares a migrated database template so each test file
// starts from a copy instead of paying initdb + migrations (~3 s on PGlite).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";
import { adminUrl, processAlive, runPidOf, runPrefix, templateDb } from "./engines.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    /** This run's database name prefix (PostgreSQL project). */
    pgRunPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  // test.env reaches the workers only, so the engine is read off the project name here.
  if (project.name === "server-postgres") {
    const prefix = runPrefix(process.pid);
    const template = templateDb(prefix);
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    // Leftovers of crashed runs would otherwise pile up; databases of runs still going are left alone.
    const all = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'kickoff\\_r%' or datname like 'kickoff\\_t\\_%' or datname = 'kickoff_template'",
    );
    for (const { datname } of all.rows) {
      const pid = runPidOf(datname);
      if (pid === null || !processAlive(pid)) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`create database ${template}`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    project.provide("pgRunPrefix", prefix);
    project.provide("pgliteTemplateFile", "");
    return async () => {
      const done = new pg.Client({ connectionString: adminUrl() });
      await done.connect();
      await done.query(`drop database if exists ${template} with (force)`);
      await done.end();
    };
  }
  project.provide("pgRunPrefix", "");
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
