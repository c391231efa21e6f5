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
  /** Run a trivial statement: the health check. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel; the handler gets each NOTIFY payload (from any process on PostgreSQL,
   * from this process on PGlite). Resolves to a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
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
    // An idle or closing connection that the server ends (restart, failover, a dropped test database) is
    // reported here; without a listener Node would crash the process. The pool opens a new connection on the
    // next query, and a query in flight gets its own error.
    pool.on("error", () => undefined);
    const db = drizzlePg({ client: pool, schema });
    if (shouldMigrate) await migratePg(db, { migrationsFolder });
    const listener = new PgListener(opts.databaseUrl);
    return {
      db: db as unknown as Db,
      engine: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      listen: (channel, handler) => listener.listen(channel, handler),
      close: async () => {
        await listener.close();
        await pool.end();
      },
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
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/**
 * One dedicated connection for LISTEN (a pooled connection would be handed to other queries).
 * Reconnects with back-off and re-subscribes, so a database restart does not silence live updates.
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  private retryMs = 250;

  constructor(private readonly url: string) {}

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    assertChannel(channel);
    let set = this.handlers.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    const client = await this.connect();
    if (isNew) await client.query(`LISTEN ${channel}`);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        if (this.client && !this.closed) await this.client.query(`UNLISTEN ${channel}`).catch(() => {});
      }
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on("notification", (msg) => {
        for (const h of this.handlers.get(msg.channel) ?? []) h(msg.payload ?? "");
      });
      client.on("error", () => this.reconnectLater(client));
      client.on("end", () => this.reconnectLater(client));
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
      this.client = client;
      this.retryMs = 250;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private reconnectLater(client: pg.Client) {
    // Only the live connection's death matters; events of an already replaced client are ignored.
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
    setTimeout(() => {
      if (!this.closed) this.connect().catch(() => this.scheduleReconnect());
    }, wait).unref();
  }

  async close() {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}

// Channel names are interpolated into LISTEN (it takes no parameters): allow identifiers only.
function assertChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}
