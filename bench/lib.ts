// Shared by the benches: ports, load runs, child processes, the hello-world baseline and the real server
// (PGlite or PostgreSQL) with a seeded owner, and the 64-team tournament the public benches read.
import { type ChildProcess, fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { sessions, users } from "../apps/server/src/db/schema.ts";
import { hashSessionId } from "../apps/server/src/plugins/session.ts";
import { leanLoad } from "./http-load.ts";

const root = path.resolve(import.meta.dirname, "..");

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => (typeof a === "object" && a ? resolve(a.port) : reject(new Error("no port"))));
    });
  });
}

export type Load = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /**
   * CPU time the server process spent per answered request (µs, user + system, from /proc): unlike req/s it
   * hardly depends on what else runs on the machine. Null when no pid was given or /proc is missing.
   */
  serverCpuUsPerRequest: number | null;
  /** The server's CPU time during the run divided by the run's wall time (1 = one core fully busy). */
  serverCpuShare: number | null;
};

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time of a process in ms (Linux /proc), or null elsewhere. */
export function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** User and system CPU time of a process in ms (Linux /proc), or null elsewhere. */
export function processCpuSplitMs(pid: number | undefined): { user: number; system: number } | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      user: (Number(fields[11]) * 1000) / CLOCK_TICKS_PER_SECOND,
      system: (Number(fields[12]) * 1000) / CLOCK_TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

export type LoadOptions = {
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  /** The server process, for its CPU time during the run. */
  pid?: number | undefined;
  /** The load generator: the lean one (http-load.ts, default) or autocannon. */
  client?: "lean" | "autocannon";
};

/** Bounded load run against a loopback URL (duration in seconds), with the server's CPU time if `pid` is given. */
export async function load(url: string, opts: LoadOptions = {}): Promise<Load> {
  const cpuBefore = processCpuMs(opts.pid);
  const started = performance.now();
  let result: Omit<Load, "serverCpuUsPerRequest" | "serverCpuShare">;
  let answered: number;
  if (opts.client === "autocannon") {
    const r = await autocannon({
      url,
      connections: opts.connections ?? 50,
      duration: opts.duration ?? 8,
      headers: opts.headers,
    });
    answered = r.requests.total;
    result = {
      requestsPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    };
  } else {
    const r = await leanLoad(url, opts);
    answered = Object.values(r.statuses).reduce((a, b) => a + b, 0);
    result = { requestsPerSec: r.requestsPerSec, p50Ms: r.p50Ms, p99Ms: r.p99Ms, errors: r.errors, non2xx: r.non2xx };
  }
  const wallMs = performance.now() - started;
  const cpuAfter = processCpuMs(opts.pid);
  const cpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  return {
    ...result,
    serverCpuUsPerRequest: cpuMs !== null && answered > 0 ? Math.round((cpuMs * 1000) / answered) : null,
    serverCpuShare: cpuMs !== null ? Number((cpuMs / wallMs).toFixed(2)) : null,
  };
}

/** Start a Node process and wait until `readyUrl` answers 200. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${args.join(" ")} did not become ready`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/**
 * Extra Node flags for the server processes, e.g. `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`
 * to profile the server under the bench's load.
 */
const extraNodeArgs = () => (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

/** The server stack both the baseline and the app run on: the same Node, loader (tsx) and loopback. */
export function nodeArgs(script: string) {
  return [...extraNodeArgs(), "--import", "tsx", script];
}

/**
 * The hello-world baseline: a bare Fastify app with one route answering `{"hello":"world"}` (no plugins, no
 * logger; bench/hello-world-server.ts), started exactly like the real server (same Node, tsx loader, loopback)
 * and loaded with the same autocannon settings, so a ratio between the two reads what our stack costs
 * against what the machine can do.
 */
export async function startHelloWorld() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = await startProcess(
    nodeArgs(path.join(import.meta.dirname, "hello-world-server.ts")),
    {
      PORT: String(port),
    },
    url,
  );
  return { url, pid: child.pid, stop: () => stopProcess(child) };
}

/** Median of a non-empty sample. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Load a measured URL and the hello-world baseline in alternating rounds (baseline first in each round), so
 * both see the same machine: other work on a shared machine shifts both, not one. Each round's ratio is
 * measured req/s over baseline req/s; the result keeps every round and the median ratio.
 */
export async function againstHelloWorld(
  helloWorld: { url: string; pid: number | undefined },
  measured: { url: string; pid: number | undefined; headers?: Record<string, string> },
  opts: { rounds?: number; duration?: number; client?: LoadOptions["client"] } = {},
) {
  const rounds: Array<{ helloWorld: Load; measured: Load; ratio: number }> = [];
  const client = opts.client;
  // Warm-up of both (JIT, first compression), not counted.
  await load(helloWorld.url, { duration: 3, client });
  await load(measured.url, { duration: 3, headers: measured.headers, client });
  for (let i = 0; i < (opts.rounds ?? 3); i++) {
    const base = await load(helloWorld.url, { duration: opts.duration ?? 5, pid: helloWorld.pid, client });
    const run = await load(measured.url, {
      duration: opts.duration ?? 5,
      headers: measured.headers,
      pid: measured.pid,
      client,
    });
    rounds.push({
      helloWorld: base,
      measured: run,
      ratio: Number((run.requestsPerSec / base.requestsPerSec).toFixed(3)),
    });
  }
  return { rounds, ratio: Number(median(rounds.map((r) => r.ratio)).toFixed(3)) };
}

export type Engine = "pglite" | "postgres";

/** Where the PostgreSQL benches create (and drop) their own throwaway database. */
export const adminDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether a PostgreSQL server answers at the admin URL (benches on PostgreSQL are skipped otherwise). */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export type RunningServer = {
  base: string;
  /** The server process (for its CPU time). */
  pid: number | undefined;
  /** The seeded owner's session cookie. */
  cookie: string;
  engine: Engine;
  /** The PostgreSQL URL of the bench's own database (postgres engine only). */
  databaseUrl: string | null;
  stop: () => Promise<void>;
};

/**
 * The real server (`apps/server/src/server.ts`, production mode, log level warn) on a fresh database with an
 * owner (session cookie) seeded before it starts: PGlite in a temporary data dir (single-process, so the bench
 * cannot write to it while the server runs), or a throwaway PostgreSQL database `kickoff_bench_<random>` that
 * is dropped on stop.
 */
export async function startSeededServer(
  opts: {
    engine?: Engine /** LOG_LEVEL of the server (default warn; production runs info). */;
    logLevel?: string;
  } = {},
): Promise<RunningServer> {
  const engine = opts.engine ?? "pglite";
  const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-bench-"));
  let databaseUrl: string | null = null;
  let dbName: string | null = null;
  if (engine === "postgres") {
    dbName = `kickoff_bench_${randomBytes(5).toString("hex")}`;
    await withAdmin((c) => c.query(`create database ${dbName}`));
    const url = new URL(adminDatabaseUrl());
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, "db") });
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
  const dropDatabase = async () => {
    if (dbName) await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  };
  let server: ChildProcess;
  try {
    server = await startProcess(
      nodeArgs(path.join(root, "apps/server/src/server.ts")),
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        // As in production (and the e2e suite): canonical and hreflang links name the address the pages are served at.
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        LOG_LEVEL: opts.logLevel ?? "warn",
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl ?? "",
      },
      `${base}/api/health`,
    );
  } catch (err) {
    await dropDatabase();
    throw err;
  }
  return {
    base,
    pid: server.pid,
    cookie: `token=${token}`,
    engine,
    databaseUrl,
    stop: async () => {
      await stopProcess(server);
      await dropDatabase();
    },
  };
}

export type BenchMatch = { id: string; home: { teamId: string | null } };

/** A published tournament: 8 groups (64 teams: 224 group matches) + quarter-finals and placements, 60 results. */
export async function createBigTournament(base: string, cookie: string, teams = 64) {
  const call = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: string; matches: BenchMatch[] }>;
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

export const round1 = (n: number) => Number(n.toFixed(1));

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** p50/p99/max of a sample, in ms with one decimal. */
export function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? 0),
  };
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across the bench's processes. */
export const now = () => performance.timeOrigin + performance.now();

/** A LISTEN connection of the bench's own on the server's database: when each change's NOTIFY arrived. */
export async function watchCommits(databaseUrl: string, tournamentId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const committed = new Map<number, number>();
  client.on("notification", (msg) => {
    const at = now();
    try {
      const event = JSON.parse(msg.payload ?? "") as { id: string; version: number };
      if (event.id === tournamentId) committed.set(event.version, at);
    } catch {
      // not ours
    }
  });
  await client.query("LISTEN kickoff_live");
  return { committed, close: () => client.end() };
}

type ClientMessage<Ready> =
  | ({ type: "ready" } & Ready)
  | { type: "error"; message: string }
  | { type: "report"; arrivals: Record<string, number[]> };

/**
 * A bench client process (live subscribers, viewers) forked with an IPC channel: it says "ready" once connected,
 * "error" for each failure, and answers "report" with its arrival times; "stop" ends it.
 */
export function forkClient<Ready extends object = object>(
  script: string,
  args: string[],
  { name, timeoutMs }: { name: string; timeoutMs: number },
) {
  const child = fork(path.join(import.meta.dirname, script), args, {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const errors: string[] = [];
  let onReport: ((arrivals: Record<string, number[]>) => void) | null = null;
  const ready = new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} not connected: ${errors.slice(0, 3)}`)), timeoutMs);
    child.on("message", (message: ClientMessage<Ready>) => {
      if (message.type === "ready") {
        clearTimeout(timer);
        resolve(message);
      } else if (message.type === "error") errors.push(message.message);
      else if (message.type === "report") onReport?.(message.arrivals);
    });
    child.once("exit", (code) => reject(new Error(`${name} process exited (${code}): ${errors.slice(0, 3)}`)));
  });
  return {
    pid: child.pid,
    ready,
    errors,
    report: () =>
      new Promise<Record<string, number[]>>((resolve) => {
        onReport = resolve;
        child.send({ type: "report" });
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.send({ type: "stop" });
      await exited;
    },
  };
}
