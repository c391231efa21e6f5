import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { type LiveEvent, LiveHub, notifyArgs } from "../src/lib/live.ts";
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
});
