// The live stream over real HTTP: catch-up on connect, events after saves, and (on PostgreSQL) a result
// saved through one app reaching a viewer connected to another app on the same database.

import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { engine, openTestDatabase } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, newKey, type TestUser } from "./support/tournament-factories.ts";

type SseMessage = { id?: string; event?: string; data?: unknown };

/** A minimal EventSource over node:http: collects parsed events, `next()` waits for the next one. */
function connect(base: string, url: string, headers: Record<string, string> = {}) {
  const messages: SseMessage[] = [];
  const waiters: Array<() => void> = [];
  let status = 0;
  let contentType = "";
  let responseHeaders: http.IncomingHttpHeaders = {};
  let buffer = "";
  let close = () => {};
  let ended = false;
  let onEnd = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    const req = http.get(`${base}${url}`, { headers }, (res) => {
      status = res.statusCode ?? 0;
      contentType = String(res.headers["content-type"] ?? "");
      responseHeaders = res.headers;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const msg: SseMessage = {};
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) msg.id = line.slice(4);
            else if (line.startsWith("event: ")) msg.event = line.slice(7);
            else if (line.startsWith("data: ")) msg.data = JSON.parse(line.slice(6));
          }
          if (msg.data !== undefined) {
            messages.push(msg);
            for (const w of waiters.splice(0)) w();
          }
          end = buffer.indexOf("\n\n");
        }
      });
      res.on("end", () => {
        ended = true;
        onEnd();
      });
      resolve();
    });
    req.on("error", reject);
    close = () => req.destroy();
  });
  let read = 0;
  return {
    ready,
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    get headers() {
      return responseHeaders;
    },
    messages,
    /** Resolves when the server ends the stream. */
    ended: () =>
      new Promise<void>((resolve) => {
        if (ended) resolve();
        else onEnd = resolve;
      }),
    /** The next event not yet returned. */
    async next(): Promise<SseMessage> {
      while (read >= messages.length) await new Promise<void>((r) => waiters.push(r));
      return messages[read++] as SseMessage;
    },
    close: () => close(),
  };
}

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

async function twoApps(url: string | undefined) {
  const dirs: string[] = [];
  const make = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-live-"));
    dirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PUBLIC_URL: "http://localhost:3000",
      WEB_DIST: path.join(dataDir, "none"),
    });
    return buildApp({ config, database });
  };
  const cleanup = () => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  };
  return { make, cleanup, url };
}

describe(`live stream on ${engine()}`, () => {
  let t: Awaited<ReturnType<typeof openTestDatabase>>;
  let appA: FastifyInstance;
  let baseA: string;
  let owner: TestUser;
  let helpers: Awaited<ReturnType<typeof twoApps>>;
  beforeAll(async () => {
    t = await openTestDatabase();
    helpers = await twoApps(t.url);
    appA = await helpers.make(t.database);
    baseA = await listen(appA);
    owner = await createUser(t.database);
  });
  afterAll(async () => {
    await appA?.close();
    await t?.dispose();
    helpers?.cleanup();
  });

  it("sends the current version on connect, then one event per saved change", async () => {
    const view = await buildTournament(appA, owner, { teams: 4, status: "published", pitches: 1 });
    const page = await caller(appA, null)("GET", `/api/v1/auth/tment/${view.id}`);
    const stream = connect(baseA, `/api/v1/live/tment/${view.id}`);
    await stream.ready;
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain("text/event-stream");
    // The hijacked answer still carries the security headers and the request id (set on the raw response).
    expect(String(stream.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(stream.headers["x-content-type-options"]).toBe("nosniff");
    expect(stream.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    const sync = await stream.next();
    expect(sync).toEqual({
      id: String(page.body.version),
      event: "sync",
      data: { type: "sync", version: page.body.version },
    });

    const match = view.matches[0];
    if (!match) throw new Error("no match");
    const saved = await caller(appA, owner)("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: match.id, home: 2, away: 2 }],
    });
    expect(saved.status).toBe(200);
    const event = await stream.next();
    expect(event.event).toBe("results");
    expect(event.data).toEqual({ type: "results", version: page.body.version + 1 });
    // The page the client refetches already has the result (the cache was invalidated by the same event).
    const fresh = await caller(appA, null)("GET", `/api/v1/auth/tment/${view.id}`);
    expect(fresh.body.version).toBe(page.body.version + 1);
    expect(fresh.body.matches.find((m: { id: string }) => m.id === match.id).result).toEqual({ home: 2, away: 2 });

    const moved = await caller(appA, owner)("PUT", "/api/v1/tment/status", { id: view.id, status: "finished" });
    expect(moved.status).toBe(200);
    expect((await stream.next()).event).toBe("status");
    stream.close();
  });

  it("catches up from Last-Event-ID / lastEventId: nothing when current, sync when behind", async () => {
    const view = await buildTournament(appA, owner, { teams: 4, status: "published", pitches: 1 });
    const version = (await caller(appA, null)("GET", `/api/v1/auth/tment/${view.id}`)).body.version as number;

    const current = connect(baseA, `/api/v1/live/tment/${view.id}`, { "last-event-id": String(version) });
    const behind = connect(baseA, `/api/v1/live/tment/${view.id}?lastEventId=${version - 1}`);
    await Promise.all([current.ready, behind.ready]);
    expect(await behind.next()).toMatchObject({ event: "sync", id: String(version) });

    const match = view.matches[0];
    if (!match) throw new Error("no match");
    await caller(appA, owner)("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: match.id, home: 1, away: 0 }],
    });
    // The up-to-date client got no sync: its first event is the change.
    expect(await current.next()).toMatchObject({ event: "results", id: String(version + 1) });
    expect(await behind.next()).toMatchObject({ event: "results", id: String(version + 1) });
    current.close();
    behind.close();
  });

  it("ends the stream after the tournament turns private, goes back to draft or is deleted", async () => {
    const as = caller(appA, owner);
    const privateLater = await buildTournament(appA, owner, { teams: 4, status: "published", pitches: 1 });
    const draftLater = await buildTournament(appA, owner, { teams: 4, status: "published", pitches: 1 });
    const deletedLater = await buildTournament(appA, owner, { teams: 4, status: "published", pitches: 1 });
    const stillPublic = await buildTournament(appA, owner, { teams: 4, status: "published", pitches: 1 });
    // Opened with an upper-case id: the stream follows the same tournament.
    const open = async (id: string) => {
      const stream = connect(baseA, `/api/v1/live/tment/${id.toUpperCase()}`);
      await stream.ready;
      expect(stream.status).toBe(200);
      expect((await stream.next()).event).toBe("sync");
      return stream;
    };
    const toPrivate = await open(privateLater.id);
    const toDraft = await open(draftLater.id);
    const toDeleted = await open(deletedLater.id);
    const publicOne = await open(stillPublic.id);

    const general = (await as("GET", `/api/v1/tment/tmuser/${privateLater.id}`)).body.general;
    const renamed = await as("PUT", "/api/v1/tment/ueditallgemein", {
      id: stillPublic.id,
      general: { ...(await as("GET", `/api/v1/tment/tmuser/${stillPublic.id}`)).body.general, name: "Renamed Cup" },
    });
    expect(renamed.status).toBe(200);
    expect((await publicOne.next()).event).toBe("general");

    expect(
      (
        await as("PUT", "/api/v1/tment/ueditallgemein", {
          id: privateLater.id,
          general: { ...general, visibility: "private" },
        })
      ).status,
    ).toBe(200);
    expect((await as("PUT", "/api/v1/tment/status", { id: draftLater.id, status: "draft" })).status).toBe(200);
    expect((await as("DELETE", `/api/v1/tment/del/${deletedLater.id}`)).status).toBeLessThan(300);

    // Each stream gets the event that announced the change (the client refetches: 404), then it ends.
    expect((await toPrivate.next()).event).toBe("general");
    expect((await toDraft.next()).event).toBe("status");
    expect((await toDeleted.next()).event).toBe("status");
    await Promise.all([toPrivate.ended(), toDraft.ended(), toDeleted.ended()]);
    for (const stream of [toPrivate, toDraft, toDeleted]) expect(stream.messages).toHaveLength(2);

    // A general change that keeps the tournament public leaves the stream open.
    const match = stillPublic.matches[0];
    if (!match) throw new Error("no match");
    await as("PUT", "/api/v1/tment/update", {
      id: stillPublic.id,
      idempotencyKey: newKey(),
      results: [{ matchId: match.id, home: 1, away: 1 }],
    });
    expect((await publicOne.next()).event).toBe("results");
    publicOne.close();
  });

  it("answers 404 for private and unknown tournaments instead of a stream", async () => {
    const priv = await buildTournament(appA, owner, { teams: 4, visibility: "private", status: "published" });
    for (const id of [priv.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await appA.inject({ method: "GET", url: `/api/v1/live/tment/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("TOURNAMENT_NOT_FOUND");
    }
  });

  it.runIf(engine() === "postgres")(
    "a result saved through app A reaches a viewer connected to app B on the same database",
    async () => {
      const databaseB = await openDatabase({ databaseUrl: t.url, migrate: false });
      const appB = await helpers.make(databaseB);
      const baseB = await listen(appB);
      try {
        const view = await buildTournament(appA, owner, { teams: 4, status: "published", pitches: 1 });
        // Warm B's cache so the test also proves B drops it on A's write.
        const before = await caller(appB, null)("GET", `/api/v1/auth/tment/${view.id}`);
        expect(before.status).toBe(200);
        const stream = connect(baseB, `/api/v1/live/tment/${view.id}?lastEventId=${before.body.version}`);
        await stream.ready;
        expect(stream.status).toBe(200);

        const match = view.matches[0];
        if (!match) throw new Error("no match");
        const saved = await caller(appA, owner)("PUT", "/api/v1/tment/update", {
          id: view.id,
          idempotencyKey: newKey(),
          results: [{ matchId: match.id, home: 4, away: 3 }],
        });
        expect(saved.status).toBe(200);
        expect(await stream.next()).toMatchObject({ event: "results", id: String(before.body.version + 1) });
        const after = await caller(appB, null)("GET", `/api/v1/auth/tment/${view.id}`);
        expect(after.body.matches.find((m: { id: string }) => m.id === match.id).result).toEqual({ home: 4, away: 3 });
        stream.close();
      } finally {
        await appB.close();
      }
    },
  );
});
