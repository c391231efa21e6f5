import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubContacts, users } from "../src/db/schema.ts";
import { existingPublicCache } from "../src/lib/public-cache.ts";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { buildTournament, caller, createUser, newKey, type TestUser } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database, { displayName: "Olivia Owner" });
  stranger = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

const anon = () => caller(t.app, null);

/** The owner switches a tournament to private (its general data otherwise unchanged). */
async function makePrivate(id: string) {
  const general = await caller(t.app, owner)("GET", `/api/v1/tment/tmuser/${id}`);
  const hidden = await caller(t.app, owner)("PUT", "/api/v1/tment/ueditallgemein", {
    id,
    general: { ...general.body.general, visibility: "private" },
  });
  expect(hidden.status).toBe(200);
}

describe(`public tournament page on ${engine()}`, () => {
  it("serves the page payload with ETag, answers 304 on If-None-Match, and changes with a result", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const first = await anon()("GET", `/api/v1/auth/tment/${view.id}`);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);
    const body = first.body;
    expect(body).toMatchObject({ view: "public", id: view.id, status: "published", publicResults: "all" });
    expect(body.teams).toHaveLength(8);
    expect(body.groups.map((g: { name: string }) => g.name)).toEqual(["A", "B"]);
    expect(body.groups[0].teamIds).toHaveLength(4);
    expect(body.standings).toHaveLength(2);
    expect(body.knockout.map((k: { stage: string }) => k.stage)).toEqual(["semiFinal", "final", "placement"]);
    // Sorted by kick-off; knockout sides carry labels until known.
    const starts = body.matches.map((m: { startMinute: number }) => m.startMinute);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const sf1 = body.matches.find((m: { id: string }) => m.id === "SF1");
    expect(sf1.homeLabel).toMatchObject({ key: "placeholder.groupRank" });
    expect(sf1.stageLabel).toMatchObject({ key: "stage.semiFinal" });
    // Internal fields never leave: no seeds, owner, plan seed.
    const raw = JSON.stringify(body);
    expect(raw).not.toContain(owner.id);
    expect(raw).not.toContain('"seed"');
    expect(raw).not.toContain("planSeed");

    const again = await t.app.inject({
      method: "GET",
      url: `/api/v1/auth/tment/${view.id}`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const match = view.matches.find((m) => m.stage === "group");
    if (!match) throw new Error("no group match");
    const saved = await caller(t.app, owner)("PUT", "/api/v1/tment/update", {
      id: view.id,
      idempotencyKey: newKey(),
      results: [{ matchId: match.id, home: 3, away: 1 }],
    });
    expect(saved.status).toBe(200);
    // The cache is dropped by the NOTIFY of the write, delivered asynchronously after commit (on PostgreSQL
    // over the listening connection): wait for it, not for a time.
    const revalidate = () =>
      t.app.inject({ method: "GET", url: `/api/v1/auth/tment/${view.id}`, headers: { "if-none-match": etag } });
    await expect.poll(async () => (await revalidate()).statusCode).toBe(200);
    const after = await revalidate();
    expect(after.headers.etag).not.toBe(etag);
    const next = after.json();
    expect(next.version).toBeGreaterThan(body.version);
    expect(next.status).toBe("running");
    expect(next.matches.find((m: { id: string }) => m.id === match.id).result).toEqual({ home: 3, away: 1 });
    const rows = next.standings.flatMap((g: { rows: Array<{ reason: string }> }) => g.rows);
    expect(rows.every((row: { reason: string }) => typeof row.reason === "string")).toBe(true);
  });

  it("answers brotli or gzip as accepted, compressed once, with the same ETag and body", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const url = `/api/v1/auth/tment/${view.id}`;
    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toContain("accept-encoding");
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);
    const refused = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("hides private and draft tournaments from strangers (404 like unknown ids) but lets the owner preview", async () => {
    const draft = await buildTournament(t.app, owner, { teams: 4, plan: false });
    const priv = await buildTournament(t.app, owner, { teams: 4, visibility: "private", status: "published" });
    for (const id of [draft.id, priv.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      for (const path of ["tment", "tmentp"]) {
        expect((await anon()("GET", `/api/v1/auth/${path}/${id}`)).status).toBe(404);
        const other = await caller(t.app, stranger)("GET", `/api/v1/auth/${path}/${id}`);
        expect(other.status).toBe(404);
        expect(other.body.error.code).toBe("TOURNAMENT_NOT_FOUND");
      }
    }
    const preview = await caller(t.app, owner)("GET", `/api/v1/auth/tment/${draft.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers["cache-control"]).toContain("private");
    expect(preview.body.status).toBe("draft");
  });

  it("an unlisted tournament is reachable by link but never listed", async () => {
    const unlisted = await buildTournament(t.app, owner, { teams: 4, visibility: "unlisted", status: "published" });
    expect((await anon()("GET", `/api/v1/auth/tment/${unlisted.id}`)).status).toBe(200);
    const list = await anon()("GET", "/api/v1/auth/tment/alltment?size=100");
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(unlisted.id);
    const search = await anon()("POST", "/api/v1/auth/tment/getpublic", { size: 100 });
    expect(search.body.items.map((i: { id: string }) => i.id)).not.toContain(unlisted.id);
  });

  it("a change of visibility to private drops the cached page at once", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    expect((await anon()("GET", `/api/v1/auth/tment/${view.id}`)).status).toBe(200);
    await makePrivate(view.id);
    // NOTIFY is delivered asynchronously after commit: wait for the event, not for a time.
    await expect.poll(async () => (await anon()("GET", `/api/v1/auth/tment/${view.id}`)).status).toBe(404);
  });

  it("serves every letter case of an id from one cache entry, and a change to private hides all of them at once", async () => {
    const view = await buildTournament(t.app, owner, { teams: 4, status: "published" });
    const upper = view.id.toUpperCase();
    const mixed = view.id.replace(/[a-f]/, (c) => c.toUpperCase());
    const first = await anon()("GET", `/api/v1/auth/tment/${upper}`);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(view.id);
    const cache = existingPublicCache(t.database);
    if (!cache) throw new Error("no cache");
    // This tournament's entries only: NOTIFYs of other writes (PostgreSQL delivers them late) change the rest.
    const ownKeys = () => cache.keys().filter((k) => k.toLowerCase().startsWith(view.id));
    for (const id of [view.id, upper, mixed]) {
      const res = await anon()("GET", `/api/v1/auth/tment/${id}`);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
      expect((await anon()("GET", `/api/v1/calendar/tment/${id}`)).status).toBe(200);
    }
    // One entry per variant, all under the canonical id.
    expect(ownKeys().every((k) => k.startsWith(view.id))).toBe(true);
    expect(new Set(ownKeys()).size).toBe(ownKeys().length);
    expect(ownKeys().filter((k) => k.includes(":page:")).length).toBeLessThanOrEqual(1);
    const sizeBefore = cache.size;
    // Malformed ids are 404 without touching the cache.
    for (const id of ["not-a-uuid", `${view.id}x`, upper.replace(/-/g, "")]) {
      expect((await anon()("GET", `/api/v1/auth/tment/${encodeURIComponent(id)}`)).status).toBe(404);
      expect((await anon()("GET", `/api/v1/auth/tmentp/${encodeURIComponent(id)}`)).status).toBe(404);
    }
    expect(cache.size).toBeLessThanOrEqual(sizeBefore);
    expect((await anon()("GET", `/api/v1/auth/tment/exist/${upper}`)).body).toEqual({ exists: true });

    await makePrivate(view.id);
    // Wait for the NOTIFY on the canonical id; then no case variant may still answer from the cache.
    await expect.poll(async () => (await anon()("GET", `/api/v1/auth/tment/${view.id}`)).status).toBe(404);
    for (const id of [upper, mixed, view.id]) {
      expect((await anon()("GET", `/api/v1/auth/tment/${id}`)).status).toBe(404);
      expect((await anon()("GET", `/api/v1/auth/tmentp/${id}`)).status).toBe(404);
      expect((await anon()("GET", `/api/v1/calendar/tment/${id}`)).status).toBe(404);
      expect((await anon()("GET", `/api/v1/live/tment/${id}`)).status).toBe(404);
      expect((await anon()("GET", `/api/v1/spielplan/qrcode/${id}`)).status).toBe(404);
      expect((await anon()("GET", `/api/v1/auth/tment/exist/${id}`)).body).toEqual({ exists: false });
    }
    // The owner's preview works with any letter case too.
    expect((await caller(t.app, owner)("GET", `/api/v1/auth/tment/${upper}`)).status).toBe(200);
  });

  it("shows only the organiser contact fields marked public", async () => {
    const org = await createUser(t.database);
    await t.database.db.update(users).set({ clubName: "FC Nord" }).where(eq(users.id, org.id));
    await t.database.db.insert(clubContacts).values({
      userId: org.id,
      contactPerson: "Jana Trainer",
      phone: "+49 170 000",
      email: "jugend@fc-nord.test",
      website: "https://fc-nord.test",
      showContactPerson: true,
      showPhone: false,
      showEmail: true,
      showWebsite: false,
    });
    const view = await buildTournament(t.app, org, { teams: 4, status: "published" });
    const page = await anon()("GET", `/api/v1/auth/tment/${view.id}`);
    expect(page.body.organiser).toEqual({
      club: "FC Nord",
      contactPerson: "Jana Trainer",
      phone: null,
      email: "jugend@fc-nord.test",
      website: null,
    });
    expect(JSON.stringify(page.body)).not.toContain("+49 170 000");
  });

  it("G/F age groups show no tables by default; the organiser can hide scores too", async () => {
    const view = await buildTournament(t.app, owner, { teams: 8, status: "published" });
    const as = caller(t.app, owner);
    const current = (await as("GET", `/api/v1/tment/tmuser/${view.id}`)).body.general;
    const saveGeneral = async (extra: Record<string, unknown>) => {
      const res = await as("PUT", "/api/v1/tment/ueditallgemein", { id: view.id, general: { ...current, ...extra } });
      expect(res.status).toBe(200);
    };
    const group = view.matches.filter((m) => m.stage === "group");
    const results = group.map((m) => ({ matchId: m.id, home: 1, away: 0 }));
    expect((await as("PUT", "/api/v1/tment/update", { id: view.id, idempotencyKey: newKey(), results })).status).toBe(
      200,
    );
    // Each save's NOTIFY drops the cached page asynchronously: wait until the page shows the new setting.
    const pageShowing = async (shown: string) => {
      await expect
        .poll(async () => (await anon()("GET", `/api/v1/auth/tment/${view.id}`)).body.publicResults)
        .toBe(shown);
      return anon()("GET", `/api/v1/auth/tment/${view.id}`);
    };
    await saveGeneral({ ageGroup: { label: "U9" } });
    const f = await pageShowing("resultsOnly");
    expect(f.body.publicResults).toBe("resultsOnly");
    expect(f.body.standings).toEqual([]);
    expect(f.body.placements).toEqual([]);
    expect(f.body.matches.find((m: { id: string }) => m.id === group[0]?.id).result).toEqual({ home: 1, away: 0 });

    // A logged-in stranger's public view (tmuser?view=public, and the default without view) hides the same.
    const visitor = caller(t.app, stranger);
    for (const url of [`/api/v1/tment/tmuser/${view.id}?view=public`, `/api/v1/tment/tmuser/${view.id}`]) {
      const seen = (await visitor("GET", url)).body;
      expect(seen.view).toBe("public");
      expect(seen.results).toHaveLength(group.length);
      expect(seen.standings).toEqual([]);
    }

    await saveGeneral({ ageGroup: { label: "U9" }, publicResults: "none" });
    const none = (await pageShowing("none")).body;
    for (const url of [`/api/v1/tment/tmuser/${view.id}?view=public`, `/api/v1/tment/tmuser/${view.id}`]) {
      const seen = (await visitor("GET", url)).body;
      expect(seen.results).toEqual([]);
      expect(seen.standings).toEqual([]);
      expect(seen.matches.find((m: { id: string }) => m.id === "SF1").home.teamId).toBeNull();
    }
    // The owner's internal view keeps everything.
    expect((await as("GET", `/api/v1/tment/tmuser/${view.id}?view=internal`)).body.results).toHaveLength(group.length);
    expect(none.publicResults).toBe("none");
    expect(none.matches.every((m: { result: unknown }) => m.result === null)).toBe(true);
    const sf = none.matches.find((m: { id: string }) => m.id === "SF1");
    expect(sf.home.teamId).toBeNull();
    const plan = (await anon()("GET", `/api/v1/auth/tmentp/${view.id}`)).body;
    expect(
      plan.pitches.flatMap((p: { matches: Array<{ result: unknown }> }) => p.matches.map((m) => m.result)),
    ).toEqual(expect.arrayContaining([null]));

    await saveGeneral({ ageGroup: { label: "U13" }, publicResults: undefined });
    const d = (await pageShowing("all")).body;
    expect(d.publicResults).toBe("all");
    expect(d.standings).toHaveLength(2);
  });

  it("tmentp lists every pitch's matches in order with team names", async () => {
    const view = await buildTournament(t.app, owner, { teams: 6, status: "published", pitches: 2 });
    const res = await anon()("GET", `/api/v1/auth/tmentp/${view.id}`);
    expect(res.status).toBe(200);
    expect(res.body.pitches.map((p: { id: string }) => p.id)).toEqual(["p1", "p2"]);
    const all = res.body.pitches.flatMap((p: { matches: unknown[] }) => p.matches);
    expect(all).toHaveLength(view.matches.length);
    const names = new Set(view.teams.map((x) => x.name));
    const first = res.body.pitches[0].matches[0];
    expect(names.has(first.home)).toBe(true);
    for (const p of res.body.pitches) {
      const starts = p.matches.map((m: { start: string }) => m.start);
      expect([...starts].sort()).toEqual(starts);
    }
    expect(res.headers.etag).toBeTruthy();
  });
});
