// req/s and p99 of the public tournament call (GET /api/v1/auth/tment/{id}) for a 64-team, ~230-match
// tournament, against the bare Fastify hello world measured in the same run (target: ≥ 50 % of its req/s).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { sessions, users } from "../apps/server/src/db/schema.ts";
import { hashSessionId } from "../apps/server/src/plugins/session.ts";
import { freePort, load, startProcess, stopProcess } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Measures the hello-world baseline (the same server and load as http-baseline.bench.ts). */
export async function helloWorldBaseline() {
  const port = await freePort();
  const hello = await startProcess(
    ["--import", "tsx", path.join(import.meta.dirname, "hello-world-server.ts")],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    await stopProcess(hello);
  }
}

/**
 * The real server on a fresh PGlite data dir with an owner (session cookie) seeded before it starts
 * (PGlite is single-process: the bench cannot write to it while the server runs).
 */
export async function startSeededServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-bench-"));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  const [row] = await database.db
    .insert(users)
    .values({ email: "bench@example.test", passwordHash: "x", displayName: "Bench", emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const token = randomBytes(24).toString("base64url");
  await database.db.insert(sessions).values({
    idHash: hashSessionId(token),
    userId: (row as { id: string }).id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    ["--import", "tsx", path.join(root, "apps/server/src/server.ts")],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DATABASE_URL: "",
    },
    `${base}/api/health`,
  );
  return {
    base,
    cookie: `token=${token}`,
    stop: async () => {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A published 64-team tournament: 8 groups of 8 (224 group matches) + quarter-finals = 232 matches. */
export async function createBigTournament(base: string, cookie: string, teams = 64) {
  const call = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: string; matches: Array<{ id: string; home: { teamId: string | null } }> }>;
  };
  const { id } = await call("POST", "/api/v1/tment/create", {
    name: "Bench Cup",
    startDate: "2030-05-04",
    visibility: "public",
    venue: { name: "Sportpark", city: "Bochum", country: "DE" },
    ageGroup: { label: "U13" },
  });
  await call("PUT", "/api/v1/tment/ueditteams", {
    id,
    teams: Array.from({ length: teams }, (_, i) => ({ name: `Team ${i + 1}`, club: `Club ${i + 1}`, seed: i + 1 })),
  });
  await call("PUT", "/api/v1/tment/update3", {
    id,
    format: { mode: "groupsKnockout", groupCount: 8, knockout: "quarterFinal", thirdPlace: true, seeding: "snake" },
  });
  await call("PUT", "/api/v1/tment/updateTime", {
    id,
    firstKickoff: "2030-05-04T09:00",
    matchMinutes: { group: 10 },
    breakMinutes: 2,
    pauseBeforeFinalsMinutes: 10,
    pitches: Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `${i + 1}` })),
  });
  await call("PUT", "/api/v1/tment/plangen", { id, seed: "bench" });
  const view = await call("PUT", "/api/v1/tment/status", { id, status: "published" });
  // Some results so tables and labels are computed as on a real match day.
  const group = view.matches.filter((m) => m.home.teamId).slice(0, 60);
  await call("PUT", "/api/v1/tment/update", {
    id,
    idempotencyKey: `bench-${randomBytes(6).toString("hex")}`,
    results: group.map((m, i) => ({ matchId: m.id, home: i % 4, away: (i * 3) % 5 })),
  });
  return { id, matchCount: view.matches.length, matches: view.matches };
}

export default async function run() {
  const helloWorld = await helloWorldBaseline();
  const server = await startSeededServer();
  try {
    const { id, matchCount } = await createBigTournament(server.base, server.cookie);
    const url = `${server.base}/api/v1/auth/tment/${id}`;
    const first = await fetch(url);
    const bytes = (await first.text()).length;
    const etag = first.headers.get("etag") ?? "";
    // What a browser sends; the payload is compressed once per version and served from memory.
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const compressed = await fetch(url, { headers: browser });
    const compressedBytes = Number(compressed.headers.get("content-length") ?? 0);
    // Warm-up: the JIT and the first compression, so the run measures the steady state.
    await load(url, { headers: browser, duration: 3 });
    const publicTournament = await load(url, { headers: browser });
    // The same without compression: every answer carries the full JSON.
    const uncompressed = await load(url);
    // Revalidation as browsers and the service worker do it: If-None-Match → 304.
    const revalidated = await load(url, { headers: { ...browser, "if-none-match": etag } });
    return {
      helloWorld,
      publicTournament,
      publicTournamentUncompressed: uncompressed,
      publicTournament304: revalidated,
      ratioToHelloWorld: Number((publicTournament.requestsPerSec / helloWorld.requestsPerSec).toFixed(3)),
      target: "ratioToHelloWorld ≥ 0.5 (browser-like request with Accept-Encoding)",
      matches: matchCount,
      teams: 64,
      payloadBytes: bytes,
      payloadBytesCompressed: compressedBytes,
      note: "served from the NOTIFY-invalidated in-process cache (serialized once per version); PGlite",
    };
  } finally {
    await server.stop();
  }
}
