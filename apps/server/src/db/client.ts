import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/** The Drizzle database both engines satisfy; repositories take this (or a transaction). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /** Run a raw statement, used by the health check and LISTEN/NOTIFY plumbing. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), "migrations");

export type OpenOptions = {
  /** postgres:// URL; absent means embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** A migrated PGlite data directory dump to start from (tests skip initdb with it). */
  pgliteTemplate?: Blob;
  migrate?: boolean;
};

/** Open the configured engine and bring its schema up to date. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const shouldMigrate = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    if (shouldMigrate) await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      engine: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {});
  const db = drizzlePglite({ client, schema });
  if (shouldMigrate) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
