import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { type LiveEvent, LiveHub, notifyArgs } from "../src/lib/live.ts";
import { adminUrl } from "./setup/engines.ts";
import { engine, openTestDatabase } from "./setup/test-app.ts";

describe(`live fan-out on ${engine()}`, () => {
  let t: Awaited<ReturnType<typeof openTestDatabase>>;
  let hub: LiveHub;
  beforeAll(async () => {
    t = await openTestDatabase();
    hub = new LiveHub(t.database);
    await hub.start();
  });
  afterAll(async () => {
    await hub.close();
    await t.database.close();
    await t.dispose();
  });

  const notify = async (event: LiveEvent) => {
    const [channel, payload] = notifyArgs(event);
    await t.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  };
  const nextEvent = (scope: string, id: string) =>
    new Promise<LiveEvent>((resolve) => {
      const off = hub.subscribe(scope, id, (e) => {
        off();
        resolve(e);
      });
    });

  it("delivers a NOTIFY to the subscribers of that entity only", async () => {
    const seen: LiveEvent[] = [];
    const offOther = hub.subscribe("tournament", "other", (e) => seen.push(e));
    const received = nextEvent("tournament", "t1");
    await notify({ scope: "tournament", id: "t1", type: "results", version: 7 });
    expect(await received).toEqual({ scope: "tournament", id: "t1", type: "results", version: 7 });
    offOther();
    expect(seen).toEqual([]);
  });

  it("delivers only after the writing transaction commits, and never on rollback", async () => {
    const events: LiveEvent[] = [];
    const off = hub.subscribe("tournament", "tx", (e) => events.push(e));
    await t.database.db
      .transaction(async (tx) => {
        const [channel, payload] = notifyArgs({ scope: "tournament", id: "tx", type: "results", version: 1 });
        await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
        throw new Error("rollback");
      })
      .catch(() => {});
    const committed = nextEvent("tournament", "tx");
    await t.database.db.transaction(async (tx) => {
      const [channel, payload] = notifyArgs({ scope: "tournament", id: "tx", type: "results", version: 2 });
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    });
    expect((await committed).version).toBe(2);
    off();
    expect(events.map((e) => e.version)).toEqual([2]);
  });

  it("a fan-out larger than one slice reaches every subscriber, and events keep their order", async () => {
    // The hub yields to the event loop every 1,000 subscribers; a second event must not overtake the first.
    const seen = Array.from({ length: 2500 }, () => [] as number[]);
    let complete = 0;
    const offs: Array<() => void> = [];
    const done = new Promise<void>((resolve) => {
      for (const versions of seen)
        offs.push(
          hub.subscribe("tournament", "many", (e) => {
            versions.push(e.version);
            if (versions.length === 2 && ++complete === seen.length) resolve();
          }),
        );
    });
    await t.database.db.transaction(async (tx) => {
      for (const version of [1, 2]) {
        const [channel, payload] = notifyArgs({ scope: "tournament", id: "many", type: "results", version });
        await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
      }
    });
    await done;
    for (const off of offs.splice(0)) off();
    expect(seen.every((versions) => versions.join() === "1,2")).toBe(true);
  });

  it("unsubscribing stops delivery and frees the entry", async () => {
    const off = hub.subscribe("tournament", "gone", () => {});
    expect(hub.subscriberCount()).toBeGreaterThan(0);
    off();
    expect(hub.subscriberCount()).toBe(0);
  });

  it.runIf(engine() === "postgres")("reaches a hub on another connection pool (another server process)", async () => {
    const other = await openDatabase({ databaseUrl: t.url, migrate: false });
    const otherHub = new LiveHub(other);
    await otherHub.start();
    const received = new Promise<LiveEvent>((resolve) => otherHub.subscribe("tournament", "x", resolve));
    await notify({ scope: "tournament", id: "x", type: "schedule", version: 3 });
    expect((await received).type).toBe("schedule");
    await otherHub.close();
    await other.close();
  });

  it.runIf(engine() === "postgres")(
    "connections the server ends (restart, failover) are replaced without crashing the process; live updates resume",
    async () => {
      const name = new URL(t.url ?? "").pathname.slice(1);
      await t.database.ping();
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      // Without the pool's error listener the ended idle connection is an uncaught exception (the run fails).
      await expect
        .poll(async () =>
          t.database.ping().then(
            () => true,
            () => false,
          ),
        )
        .toBe(true);
      // The LISTEN connection comes back too.
      await expect
        .poll(
          async () => {
            const got = new Promise<LiveEvent>((resolve) => {
              const off = hub.subscribe("tournament", "after-restart", (e) => {
                off();
                resolve(e);
              });
            });
            await notify({ scope: "tournament", id: "after-restart", type: "results", version: 1 });
            return Promise.race([got.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 300))]);
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    },
  );
});
