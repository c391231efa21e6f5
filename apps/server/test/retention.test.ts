// The retention clean-up (issue 20): rows seeded with old timestamps by direct SQL, next to rows just short of due
// and rows that are never due (verified accounts, drafts with recent activity, files something still shows); a run
// removes exactly the due ones (and the stored bytes of removed files), records what it removed, and a second run
// finds nothing. One run at a time: two server instances on one PostgreSQL database (or two runs in one process)
// run at once and only one removes while the other is skipped. Operators only; the schedule is off in tests.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RetentionRun } from "@kickoff/domain/retention-contracts.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import {
  albumPhotos,
  albums,
  files,
  idempotencyKeys,
  oneTimeTokens,
  operatorAudit,
  registrations,
  reports,
  retentionRuns,
  sessions,
  tournamentEditors,
  tournaments,
  users,
} from "../src/db/schema.ts";
import { fileStoreFor } from "../src/lib/files.ts";
import { RateLimiter } from "../src/services/rate-limiter.ts";
import { buildTestApp, engine, openTestDatabase, type TestApp } from "./setup/test-app.ts";
import { uniqueEmail } from "./support/accounts.ts";
import { caller, createUser, type TestUser } from "./support/tournament-factories.ts";

const OPERATOR_EMAIL = "retention-operator@example.test";
const DAY = 24 * 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
let operator: TestUser;
let plainUser: TestUser;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_EMAILS: OPERATOR_EMAIL });
  operator = await createUser(t.database, { email: OPERATOR_EMAIL });
  plainUser = await createUser(t.database);
  owner = await createUser(t.database, { displayName: "Draft Owner" });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const as = (user: TestUser | null) => caller(t.app, user);
const db = () => t.database.db;
const store = () => fileStoreFor(t.config);

// ---------------------------------------------------------------- seeds (direct SQL, timestamps of our choosing)

async function account(o: { createdAt: Date; verified?: boolean; blocked?: boolean }) {
  const [row] = await db()
    .insert(users)
    .values({
      email: uniqueEmail("ret"),
      passwordHash: "not-a-real-hash",
      displayName: "Retention Test",
      emailVerifiedAt: o.verified ? o.createdAt : null,
      blockedAt: o.blocked ? o.createdAt : null,
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
    })
    .returning();
  if (!row) throw new Error("user insert failed");
  return row;
}

async function token(userId: string, o: { createdAt?: Date; expiresAt: Date; usedAt?: Date }) {
  const [row] = await db()
    .insert(oneTimeTokens)
    .values({
      userId,
      purpose: "verify-email",
      tokenHash: randomBytes(16).toString("hex"),
      expiresAt: o.expiresAt,
      usedAt: o.usedAt ?? null,
      createdAt: o.createdAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error("token insert failed");
  return row;
}

/** A tournament through the API, then aged (and given a status) by SQL. */
async function tournament(o: { updatedAt: Date; status?: string; logoFileId?: string }) {
  await new RateLimiter(db()).clear(`create:${owner.id}`);
  const created = await as(owner)("POST", "/api/v1/tment/create", {
    name: `Retention Cup ${randomUUID().slice(0, 6)}`,
    startDate: "2030-05-04",
    visibility: "public",
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  await db()
    .update(tournaments)
    .set({
      status: o.status ?? "draft",
      updatedAt: o.updatedAt,
      createdAt: o.updatedAt,
      ...(o.logoFileId ? { general: { logoFileId: o.logoFileId } } : {}),
    })
    .where(eq(tournaments.id, id));
  return id;
}

/** A file row with bytes in the store (a photo has a thumbnail too). */
async function file(o: { createdAt: Date; ownerId?: string; purpose?: "logo" | "photo" }) {
  const key = randomUUID();
  const thumbKey = o.purpose === "photo" ? randomUUID() : null;
  await store().put(key, Buffer.from("bytes"));
  if (thumbKey) await store().put(thumbKey, Buffer.from("thumb"));
  const [row] = await db()
    .insert(files)
    .values({
      ownerId: o.ownerId ?? owner.id,
      purpose: o.purpose ?? "logo",
      contentType: "image/png",
      width: 1,
      height: 1,
      sizeBytes: 5,
      storageKey: key,
      thumbKey,
      createdAt: o.createdAt,
    })
    .returning();
  if (!row) throw new Error("file insert failed");
  return row;
}

const stored = async (key: string) => (await store().open(key)) !== null;

type WithId = typeof users | typeof tournaments | typeof files | typeof oneTimeTokens | typeof retentionRuns;

async function exists(table: WithId, id: string) {
  const rows = await db().select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length === 1;
}

const runNow = (reason = "clean-up check") => as(operator)("POST", "/api/v1/op/retention/run", { reason });

/** Everything seeded for the "exactly what is due" run, split into what must go and what must stay. */
async function seedAll() {
  // Accounts
  const unverifiedOld = await account({ createdAt: ago(20 * DAY) });
  const unverifiedOldFile = await file({ createdAt: ago(20 * DAY), ownerId: unverifiedOld.id });
  const unverifiedYoung = await account({ createdAt: ago(13 * DAY) });
  const verifiedOld = await account({ createdAt: ago(400 * DAY), verified: true });
  const blockedUnverified = await account({ createdAt: ago(20 * DAY), blocked: true });
  const resentRecently = await account({ createdAt: ago(20 * DAY) });
  // Its code expired more than a day ago, but an unverified account's last mail stays with it (the resend rule).
  const resend = await token(resentRecently.id, { createdAt: ago(2 * DAY), expiresAt: ago(2 * DAY - 3600_000) });
  const youngAccountsCode = await token(unverifiedYoung.id, {
    createdAt: ago(13 * DAY),
    expiresAt: ago(13 * DAY - 3600_000),
  });

  // One-time tokens (of a verified account, so only the token rule decides)
  const expiredLongAgo = await token(verifiedOld.id, { expiresAt: ago(2 * DAY) });
  const usedLongAgo = await token(verifiedOld.id, { expiresAt: new Date(Date.now() + DAY), usedAt: ago(3 * DAY) });
  const expiredJustNow = await token(verifiedOld.id, { expiresAt: ago(3600_000) });
  const usedJustNow = await token(verifiedOld.id, { expiresAt: new Date(Date.now() + DAY), usedAt: ago(60_000) });
  const live = await token(verifiedOld.id, { expiresAt: new Date(Date.now() + 3600_000) });

  // Tournaments
  const oldLogo = await file({ createdAt: ago(400 * DAY) });
  const draftOld = await tournament({ updatedAt: ago(400 * DAY), logoFileId: oldLogo.id });
  const draftRecent = await tournament({ updatedAt: ago(300 * DAY) });
  const draftOldRegistered = await tournament({ updatedAt: ago(400 * DAY) });
  await db()
    .insert(registrations)
    .values({
      tournamentId: draftOldRegistered,
      teamName: "Late FC",
      contactName: "Late",
      email: uniqueEmail("reg"),
      tokenHash: randomBytes(16).toString("hex"),
      consentAt: ago(DAY),
      createdAt: ago(DAY),
      updatedAt: ago(DAY),
    });
  const draftOldEditor = await tournament({ updatedAt: ago(400 * DAY) });
  await db()
    .insert(tournamentEditors)
    .values({ tournamentId: draftOldEditor, userId: plainUser.id, addedAt: ago(5 * DAY) });
  const publishedOld = await tournament({ updatedAt: ago(400 * DAY), status: "published" });

  // Idempotency keys
  const keyOld = `old-${randomUUID()}`;
  const keyYoung = `young-${randomUUID()}`;
  for (const [key, createdAt] of [
    [keyOld, ago(8 * DAY)],
    [keyYoung, ago(6 * DAY)],
  ] as const)
    await db()
      .insert(idempotencyKeys)
      .values({ tournamentId: publishedOld, key, requestHash: "h", response: {}, createdAt });

  // Files
  const orphanOld = await file({ createdAt: ago(8 * DAY), purpose: "photo" });
  const orphanYoung = await file({ createdAt: ago(6 * DAY) });
  const shownLogo = await file({ createdAt: ago(400 * DAY) });
  await tournament({ updatedAt: new Date(), status: "published", logoFileId: shownLogo.id });
  const clubLogo = await file({ createdAt: ago(400 * DAY) });
  await db().update(users).set({ clubLogoFileId: clubLogo.id }).where(eq(users.id, owner.id));
  const albumPhoto = await file({ createdAt: ago(400 * DAY), purpose: "photo" });
  const [album] = await db()
    .insert(albums)
    .values({ ownerId: owner.id, title: "Old album", linkKey: randomBytes(16).toString("hex") })
    .returning();
  if (!album) throw new Error("album insert failed");
  await db().insert(albumPhotos).values({ albumId: album.id, fileId: albumPhoto.id, position: 0 });
  const reportedPhoto = await file({ createdAt: ago(400 * DAY), purpose: "photo" });
  await db()
    .insert(reports)
    .values({ targetKind: "photo", targetId: reportedPhoto.id, reason: "other", severity: 10, status: "open" });

  // Sessions
  const expiredSession = randomBytes(16).toString("hex");
  const liveSession = randomBytes(16).toString("hex");
  await db()
    .insert(sessions)
    .values([
      { idHash: expiredSession, userId: verifiedOld.id, expiresAt: ago(60_000) },
      { idHash: liveSession, userId: verifiedOld.id, expiresAt: new Date(Date.now() + DAY) },
    ]);

  // The log itself
  const [oldRun] = await db()
    .insert(retentionRuns)
    .values({ trigger: "schedule", startedAt: ago(91 * DAY), finishedAt: ago(91 * DAY), counts: {}, removed: {} })
    .returning();
  if (!oldRun) throw new Error("run insert failed");

  return {
    gone: {
      accounts: [unverifiedOld],
      tokens: [expiredLongAgo.id, usedLongAgo.id],
      drafts: [draftOld],
      files: [orphanOld, oldLogo, unverifiedOldFile],
      keys: [keyOld],
      sessions: [expiredSession],
      runs: [oldRun.id],
    },
    kept: {
      accounts: [unverifiedYoung.id, verifiedOld.id, blockedUnverified.id, resentRecently.id],
      tokens: [expiredJustNow.id, usedJustNow.id, live.id, resend.id, youngAccountsCode.id],
      tournaments: [draftRecent, draftOldRegistered, draftOldEditor, publishedOld],
      files: [orphanYoung, shownLogo, clubLogo, albumPhoto, reportedPhoto],
      keys: [keyYoung],
      sessions: [liveSession],
    },
  };
}

describe(`retention clean-up on ${engine()}`, () => {
  it("removes exactly what is due, with the stored bytes, records it and audits the operator's run", async () => {
    const seed = await seedAll();
    const res = await runNow("monthly check");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const run = res.body as RetentionRun;
    expect(run.counts).toEqual({
      unverifiedAccounts: 1,
      oneTimeTokens: 2,
      idempotencyKeys: 1,
      draftTournaments: 1,
      // The orphan photo, and the logo only the removed draft showed; the removed account's file went with it.
      orphanedFiles: 2,
      expiredSessions: 1,
      retentionRuns: 1,
    });
    expect(run).toMatchObject({ trigger: "operator", operatorId: operator.id });
    expect(run.removed.accounts).toEqual([{ id: seed.gone.accounts[0]?.id, email: seed.gone.accounts[0]?.email }]);
    expect(run.removed.tournaments).toEqual([
      { id: seed.gone.drafts[0], name: expect.stringMatching(/^Retention Cup/), ownerId: owner.id },
    ]);
    expect(run.removed.files.map((f) => f.id).sort()).toEqual([seed.gone.files[0]?.id, seed.gone.files[1]?.id].sort());

    // Gone: rows and bytes.
    expect(await exists(users, seed.gone.accounts[0]?.id ?? "")).toBe(false);
    for (const id of seed.gone.tokens) expect(await exists(oneTimeTokens, id)).toBe(false);
    expect(await exists(tournaments, seed.gone.drafts[0] ?? "")).toBe(false);
    for (const f of seed.gone.files) {
      expect(await exists(files, f.id)).toBe(false);
      expect(await stored(f.storageKey), `bytes of ${f.id}`).toBe(false);
      if (f.thumbKey) expect(await stored(f.thumbKey)).toBe(false);
    }
    expect(await db().select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, seed.gone.keys))).toHaveLength(
      0,
    );
    expect(await db().select().from(sessions).where(inArray(sessions.idHash, seed.gone.sessions))).toHaveLength(0);
    expect(await exists(retentionRuns, seed.gone.runs[0] ?? "")).toBe(false);

    // Kept: everything not due.
    for (const id of seed.kept.accounts) expect(await exists(users, id), `account ${id}`).toBe(true);
    for (const id of seed.kept.tokens) expect(await exists(oneTimeTokens, id), `token ${id}`).toBe(true);
    for (const id of seed.kept.tournaments) expect(await exists(tournaments, id), `tournament ${id}`).toBe(true);
    for (const f of seed.kept.files) {
      expect(await exists(files, f.id), `file ${f.id}`).toBe(true);
      expect(await stored(f.storageKey), `bytes of ${f.id}`).toBe(true);
    }
    expect(await db().select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, seed.kept.keys))).toHaveLength(
      1,
    );
    expect(await db().select().from(sessions).where(inArray(sessions.idHash, seed.kept.sessions))).toHaveLength(1);
    // The people using the app are untouched.
    for (const u of [operator, plainUser, owner]) expect(await exists(users, u.id)).toBe(true);

    // One audit row for the operator's run, and the run listed for operators.
    const audit = await db()
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "retention"), eq(operatorAudit.targetId, run.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorId: operator.id, targetKind: "retention", reason: "monthly check" });
    const listed = await as(operator)("GET", "/api/v1/op/retention");
    expect(listed.status).toBe(200);
    expect(listed.body.items[0]).toEqual(run);
    expect(listed.body.policy).toEqual({
      intervalMinutes: 0,
      unverifiedAccountDays: 14,
      idempotencyKeyDays: 7,
      draftTournamentDays: 365,
      orphanedFileDays: 7,
      runHistoryDays: 90,
    });

    // Nothing is due any more.
    const again = await runNow();
    expect(again.status).toBe(200);
    expect(Object.values(again.body.counts as Record<string, number>).every((n) => n === 0)).toBe(true);
  });

  it("keeps an old logo a published tournament shows, whatever the letter case of its id there", async () => {
    const logo = await file({ createdAt: ago(30 * DAY) });
    await new RateLimiter(db()).clear(`create:${owner.id}`);
    // The API takes a file id in any letter case (a uuid), and stores it as sent.
    const created = await as(owner)("POST", "/api/v1/tment/create", {
      name: `Retention Logo Cup ${randomUUID().slice(0, 6)}`,
      startDate: "2030-05-04",
      visibility: "public",
      logoFileId: logo.id.toUpperCase(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await db()
      .update(tournaments)
      .set({ status: "published" })
      .where(eq(tournaments.id, created.body.id as string));
    const res = await runNow("logo check");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as RetentionRun).removed.files.map((f) => f.id)).not.toContain(logo.id);
    expect(await exists(files, logo.id)).toBe(true);
    expect(await stored(logo.storageKey)).toBe(true);
  });

  it("keeps an old logo an event shows (issue 19)", async () => {
    const logo = await file({ createdAt: ago(30 * DAY) });
    const created = await as(owner)("POST", "/api/v1/event/create", {
      name: `Retention Event ${randomUUID().slice(0, 6)}`,
      startDate: "2030-05-04",
      pitches: [{ id: "p1", name: "1" }],
      logoFileId: logo.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await runNow("event logo check");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as RetentionRun).removed.files.map((f) => f.id)).not.toContain(logo.id);
    expect(await exists(files, logo.id)).toBe(true);
    expect(await stored(logo.storageKey)).toBe(true);
  });

  it("a kind set to 0 days is never removed", async () => {
    const t2 = await buildTestApp({ OPERATOR_EMAILS: OPERATOR_EMAIL, RETENTION_UNVERIFIED_DAYS: "0" });
    try {
      const [old] = await t2.database.db
        .insert(users)
        .values({ email: uniqueEmail("zero"), passwordHash: "x", displayName: "Zero", createdAt: ago(999 * DAY) })
        .returning();
      const outcome = await t2.app.retention.run({ kind: "schedule" });
      expect(outcome.status).toBe("done");
      if (outcome.status === "done") expect(outcome.run.counts).toMatchObject({ unverifiedAccounts: 0 });
      expect(
        await t2.database.db
          .select()
          .from(users)
          .where(eq(users.id, old?.id ?? "")),
      ).toHaveLength(1);
    } finally {
      await t2.close();
    }
  });

  it("two runs at once in one process: one removes, the other is skipped", async () => {
    const due = await account({ createdAt: ago(30 * DAY) });
    let second: Awaited<ReturnType<typeof t.app.retention.run>> | undefined;
    const first = await t.app.retention.run(
      { kind: "schedule" },
      {
        afterLock: async () => {
          second = await t.app.retention.run({ kind: "schedule" });
        },
      },
    );
    expect(second).toEqual({ status: "skipped", why: "process" });
    expect(first.status).toBe("done");
    if (first.status === "done") expect(first.run.removed.accounts).toEqual([{ id: due.id, email: due.email }]);
    expect(await exists(users, due.id)).toBe(false);
  });

  it("operators only: anonymous 401, users 403, a run needs a reason; nothing runs or is logged", async () => {
    const due = await account({ createdAt: ago(30 * DAY) });
    const before = (await db().select({ id: retentionRuns.id }).from(retentionRuns)).length;
    for (const [who, actor, status] of [
      ["anonymous", null, 401],
      ["user", plainUser, 403],
      ["organiser", owner, 403],
    ] as const) {
      expect((await as(actor)("GET", "/api/v1/op/retention")).status, who).toBe(status);
      const run = await as(actor)("POST", "/api/v1/op/retention/run", { reason: "x" });
      expect(run.status, who).toBe(status);
      expect((await as(actor)("POST", "/api/v1/op/retention/run", {})).status, who).toBe(status);
    }
    for (const body of [{}, { reason: "" }, { reason: "r".repeat(501) }]) {
      const res = await as(operator)("POST", "/api/v1/op/retention/run", body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.map((f: { field: string }) => f.field)).toContain("reason");
    }
    expect((await as(operator)("GET", "/api/v1/op/retention?size=101")).status).toBe(400);
    expect((await db().select({ id: retentionRuns.id }).from(retentionRuns)).length).toBe(before);
    expect(await exists(users, due.id)).toBe(true);
  });

  it("the schedule is off in tests unless set, 60 minutes in production, and runs on its own when set", async () => {
    expect(t.app.retention.scheduled).toBe(false);
    const dir = mkdtempSync(path.join(tmpdir(), "kickoff-retention-config-"));
    try {
      expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dir }).retention.intervalMinutes).toBe(60);
      expect(loadConfig({ NODE_ENV: "test", DATA_DIR: dir }).retention.intervalMinutes).toBe(0);
      expect(
        loadConfig({ NODE_ENV: "production", DATA_DIR: dir, RETENTION_INTERVAL_MINUTES: "0" }).retention
          .intervalMinutes,
      ).toBe(0);
      expect(() => loadConfig({ DATA_DIR: dir, RETENTION_DRAFT_DAYS: "-1" })).toThrow(/RETENTION_DRAFT_DAYS/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const scheduled = await buildTestApp({ RETENTION_INTERVAL_MINUTES: "60", RETENTION_FIRST_RUN_DELAY_SECONDS: "0" });
    try {
      expect(scheduled.app.retention.scheduled).toBe(true);
      const deadline = Date.now() + 20_000;
      let runs: Array<typeof retentionRuns.$inferSelect> = [];
      while (runs.length === 0 && Date.now() < deadline) {
        runs = await scheduled.database.db.select().from(retentionRuns);
        if (runs.length === 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ trigger: "schedule", operatorId: null });
    } finally {
      await scheduled.close();
    }
  });
});

describe.runIf(engine() === "postgres")("retention across server processes on postgres", () => {
  let apps: FastifyInstance[] = [];
  let shared: Database;
  let dispose: () => Promise<void> = async () => {};
  const dirs: string[] = [];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    dispose = opened.dispose;
    shared = opened.database;
    const second = await openDatabase({ databaseUrl: opened.url, migrate: false });
    apps = [];
    for (const database of [opened.database, second]) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-data-"));
      dirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        PUBLIC_URL: "http://localhost:3000",
        WEB_DIST: path.join(dataDir, "no-web-build"),
        OPERATOR_EMAILS: OPERATOR_EMAIL,
      });
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("two instances sharing the database run at the same time: only one removes, the other is skipped", async () => {
    const [a, b] = apps;
    if (!a || !b) throw new Error("two apps expected");
    const op = await createUser(shared, { email: OPERATOR_EMAIL });
    const [due] = await shared.db
      .insert(users)
      .values({ email: uniqueEmail("both"), passwordHash: "x", displayName: "Due", createdAt: ago(30 * DAY) })
      .returning();
    if (!due) throw new Error("insert failed");

    let seenByB: { status: number; code?: string; direct?: unknown; stillThere?: boolean } | undefined;
    const first = await a.retention.run(
      { kind: "schedule" },
      {
        // While A holds the lock, B (its own process state, its own connection) tries both ways.
        afterLock: async () => {
          const http = await b.inject({
            method: "POST",
            url: "/api/v1/op/retention/run",
            headers: { cookie: op.cookie },
            payload: { reason: "at the same time" },
          });
          const direct = await b.retention.run({ kind: "schedule" });
          const rows = await b.accounts.db.select().from(users).where(eq(users.id, due.id));
          seenByB = { status: http.statusCode, code: http.json().error?.code, direct, stillThere: rows.length === 1 };
        },
      },
    );
    expect(seenByB).toEqual({
      status: 409,
      code: "RETENTION_BUSY",
      direct: { status: "skipped", why: "lock" },
      stillThere: true,
    });
    expect(first.status).toBe("done");
    if (first.status === "done") expect(first.run.removed.accounts).toEqual([{ id: due.id, email: due.email }]);

    const runs = await shared.db.select().from(retentionRuns);
    expect(runs).toHaveLength(1);
    expect(await shared.db.select().from(operatorAudit).where(eq(operatorAudit.action, "retention"))).toHaveLength(0);
    expect(await shared.db.select().from(users).where(eq(users.id, due.id))).toHaveLength(0);

    // Released at commit: B runs next, finds nothing due.
    const next = await b.retention.run({ kind: "schedule" });
    expect(next.status).toBe("done");
    if (next.status === "done") expect(next.run.counts.unverifiedAccounts).toBe(0);
  });

  it("many simultaneous runs from both instances: the due rows are removed once, never twice", async () => {
    const [a, b] = apps;
    if (!a || !b) throw new Error("two apps expected");
    const due = await Promise.all(
      [1, 2, 3].map(async () => {
        const [row] = await a.accounts.db
          .insert(users)
          .values({ email: uniqueEmail("many"), passwordHash: "x", displayName: "Due", createdAt: ago(30 * DAY) })
          .returning();
        return row?.id ?? "";
      }),
    );
    const before = (await a.accounts.db.select({ id: retentionRuns.id }).from(retentionRuns)).length;
    const outcomes = await Promise.all([a, b, a, b].map((app) => app.retention.run({ kind: "schedule" })));
    const done = outcomes.flatMap((o) => (o.status === "done" ? [o.run] : []));
    expect(done.length).toBeGreaterThanOrEqual(1);
    // Every due account shows up in exactly one run's list.
    const removed = done.flatMap((run) =>
      (run.removed as { accounts: Array<{ id: string }> }).accounts.map((x) => x.id),
    );
    expect(removed.sort()).toEqual([...due].sort());
    const after = (await a.accounts.db.select({ id: retentionRuns.id }).from(retentionRuns)).length;
    expect(after - before).toBe(done.length);
  });
});
