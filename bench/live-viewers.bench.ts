import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type BenchMatch,
  createBigTournament,
  forkClient,
  freePort,
  nodeArgs,
  now,
  postgresAvailable,
  processCpuSplitMs,
  startProcess,
  startSeededServer,
  stopProcess,
  summary,
  watchCommits,
} from "./lib.ts";

/** BENCH_VIEWERS overrides the count for a trial run (the report states the count it ran with). */
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 10_000);
const SAVES = 20;
const WARM_UP_SAVES = 2;
/** Between saves: each fan-out finishes on its own (a match day has a few saves per minute). */
const PAUSE_MS = 500;
const TARGET_MS = 250;
/** File descriptors the viewer process needs: one socket per viewer, and some for Node itself. */
const FDS_NEEDED = VIEWERS + 500;

/** Resident set of a process in MiB (Linux /proc), or null. */
function rssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** The open-file limit of this process (children inherit it), or null off Linux. */
function openFileLimit(): number | null {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    return line ? Number(line.split(/\s+/)[3]) : null;
  } catch {
    return null;
  }
}

/**
 * Viewer processes sharing the sockets (BENCH_VIEWER_PROCESSES, default 2, one per core here): 10,000 phones
 * are 10,000 devices, and one process reading every socket would queue each arrival behind the others'
 * parsing. The delivery time is still read per socket, first thing when its read is handed over.
 */
const VIEWER_PROCESSES = Math.max(1, Number(process.env.BENCH_VIEWER_PROCESSES ?? 2));

/** `count` raw-socket viewers spread over `urls` (viewer i follows URL i mod n), in VIEWER_PROCESSES processes. */
function startViewers(urls: string[], count: number) {
  const shares = Array.from({ length: VIEWER_PROCESSES }, (_, k) => {
    const first = Math.floor((count * k) / VIEWER_PROCESSES);
    return { first, count: Math.floor((count * (k + 1)) / VIEWER_PROCESSES) - first };
  }).filter((s) => s.count > 0);
  const clients = shares.map((s, k) =>
    forkClient<{ connectMs: number; synced: number; failed: number }>(
      "live-viewers-client.ts",
      [JSON.stringify(urls), String(s.count), String(s.first)],
      { name: `viewers ${k + 1}`, timeoutMs: 300_000 },
    ),
  );
  return {
    processes: clients.length,
    pids: clients.map((c) => c.pid),
    get errors() {
      return clients.flatMap((c) => c.errors);
    },
    ready: Promise.all(clients.map((c) => c.ready)).then((all) => ({
      connectMs: Math.max(...all.map((r) => r.connectMs)),
      synced: all.reduce((n, r) => n + r.synced, 0),
      failed: all.reduce((n, r) => n + r.failed, 0),
    })),
    report: async () => {
      const merged: Record<string, number[]> = {};
      for (const arrivals of await Promise.all(clients.map((c) => c.report())))
        for (const [version, times] of Object.entries(arrivals))
          merged[version] = (merged[version] ?? []).concat(times);
      return merged;
    },
    stop: async () => {
      await Promise.all(clients.map((c) => c.stop()));
    },
  };
}

/** Summed user + system CPU ms of processes, and the system (kernel) part; null when /proc is missing. */
function cpuOf(pids: Array<number | undefined>) {
  const all = pids.map(processCpuSplitMs);
  if (all.some((c) => c === null)) return null;
  const known = all as Array<{ user: number; system: number }>;
  return { user: known.reduce((n, c) => n + c.user, 0), system: known.reduce((n, c) => n + c.system, 0) };
}

/** A second server process on the same PostgreSQL database (it listens to the same NOTIFY channel). */
async function startSecondServer(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kickoff-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    nodeArgs(path.join(import.meta.dirname, "../apps/server/src/server.ts")),
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
    },
    `${base}/api/health`,
  );
  return {
    base,
    pid: child.pid,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runOn(processes: 1 | 2) {
  const server = await startSeededServer({ engine: "postgres" });
  const second = processes === 2 && server.databaseUrl ? await startSecondServer(server.databaseUrl) : null;
  const servers = [server, ...(second ? [second] : [])];
  let viewers: ReturnType<typeof startViewers> | null = null;
  let commits: Awaited<ReturnType<typeof watchCommits>> | null = null;
  try {
    const { id, matches } = await createBigTournament(server.base, server.cookie);
    // Each server reads the tournament once before measuring its memory (the payload cache is not per viewer).
    for (const s of servers) await (await fetch(`${s.base}/api/v1/auth/tment/${id}`)).arrayBuffer();
    const rssBefore = servers.map((s) => rssMiB(s.pid));
    viewers = startViewers(
      servers.map((s) => `${s.base}/api/v1/live/tment/${id}`),
      VIEWERS,
    );
    const connected = await viewers.ready;
    const rssAfter = servers.map((s) => rssMiB(s.pid));
    if (server.databaseUrl) commits = await watchCommits(server.databaseUrl, id);

    const current = (await (await fetch(`${server.base}/api/v1/auth/tment/${id}`)).json()) as { version: number };
    let version = current.version;
    const saves: Array<{ version: number; sentAt: number }> = [];
    const playable = matches.filter((m: BenchMatch) => m.home.teamId);
    const cpuBefore: Array<ReturnType<typeof cpuOf>> = [];
    let viewersCpuBefore: ReturnType<typeof cpuOf> = null;
    for (let i = -WARM_UP_SAVES; i < SAVES; i++) {
      if (i === 0) {
        for (const s of servers) cpuBefore.push(cpuOf([s.pid]));
        viewersCpuBefore = cpuOf(viewers.pids);
      }
      const n = i + WARM_UP_SAVES;
      const match = playable[(n + 60) % playable.length];
      if (!match) break;
      version += 1;
      const sentAt = now();
      const res = await fetch(`${server.base}/api/v1/tment/update`, {
        method: "PUT",
        headers: { cookie: server.cookie, "content-type": "application/json" },
        body: JSON.stringify({
          id,
          idempotencyKey: `viewers-${randomBytes(6).toString("hex")}`,
          results: [{ matchId: match.id, home: n % 5, away: (n + 2) % 5 }],
        }),
      });
      if (!res.ok) throw new Error(`save ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (i >= 0) saves.push({ version, sentAt });
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    await new Promise((r) => setTimeout(r, 1500));
    const cpuAfter = servers.map((s) => cpuOf([s.pid]));
    const viewersCpuAfter = cpuOf(viewers.pids);
    /** CPU ms per measured save between two readings: total and the kernel's part (socket writes and reads). */
    const perSave = (before: ReturnType<typeof cpuOf>, after: ReturnType<typeof cpuOf>) =>
      before && after
        ? {
            total: Math.round((after.user + after.system - before.user - before.system) / saves.length),
            system: Math.round((after.system - before.system) / saves.length),
          }
        : null;
    const arrivals = await viewers.report();

    const commitToDelivery: number[] = [];
    const sendToDelivery: number[] = [];
    const spread: number[] = [];
    let missing = 0;
    for (const save of saves) {
      const times = arrivals[String(save.version)] ?? [];
      missing += VIEWERS - times.length;
      if (times.length > 0) spread.push(Math.max(...times) - Math.min(...times));
      const committedAt = commits?.committed.get(save.version);
      for (const at of times) {
        sendToDelivery.push(at - save.sentAt);
        if (committedAt !== undefined) commitToDelivery.push(at - committedAt);
      }
    }
    const commit = commitToDelivery.length ? summary(commitToDelivery) : null;
    const measured = commit?.p99 ?? summary(sendToDelivery).p99;
    const perViewerKiB = servers.map((_, k) => {
      const before = rssBefore[k];
      const after = rssAfter[k];
      const served = Math.floor(VIEWERS / servers.length) + (k < VIEWERS % servers.length ? 1 : 0);
      return before != null && after != null ? Math.round(((after - before) * 1024) / served) : null;
    });
    return {
      processes,
      viewers: VIEWERS,
      viewersConnected: connected.synced,
      connectFailures: connected.failed,
      connectSeconds: Number((connected.connectMs / 1000).toFixed(1)),
      saves: saves.length,
      deliveries: sendToDelivery.length,
      missingDeliveries: missing,
      target: `commitToDeliveryMs.p99 < ${TARGET_MS}, no missed delivery`,
      met: measured < TARGET_MS && missing === 0,
      commitToDeliveryMs: commit,
      sendToDeliveryMs: summary(sendToDelivery),
      fanOutSpreadMs: summary(spread),
      serverRssMiB: servers.map((_, k) => ({
        beforeViewers: rssBefore[k] != null ? Math.round(rssBefore[k] as number) : null,
        withViewers: rssAfter[k] != null ? Math.round(rssAfter[k] as number) : null,
      })),
      serverKiBPerViewer: perViewerKiB,
      serverCpuMsPerSave: servers.map((_, k) => perSave(cpuBefore[k] ?? null, cpuAfter[k] ?? null)),
      // The viewers' processes read every event: on a 2-core machine they compete with the servers.
      viewerProcesses: viewers.processes,
      viewerProcessesCpuMsPerSave: perSave(viewersCpuBefore, viewersCpuAfter),
      viewerErrors: viewers.errors.slice(0, 5),
    };
  } finally {
    await commits?.close();
    await viewers?.stop();
    await second?.stop();
    await server.stop();
  }
}

export default async function run() {
  if (!(await postgresAvailable())) return { skipped: "no PostgreSQL answered" };
  const limit = openFileLimit();
  if (limit !== null && limit < FDS_NEEDED)
    return { skipped: `open-file limit ${limit} < ${FDS_NEEDED}: raise it (ulimit -n) before npm run bench` };
  const oneProcess = await runOn(1);
  const twoProcesses = await runOn(2);
  return {
    target: `p99 from a result save's commit to its delivery at ${VIEWERS} SSE viewers < ${TARGET_MS} ms, no missed delivery (PostgreSQL)`,
    met: oneProcess.met && twoProcesses.met,
    oneProcess,
    twoProcesses,
    openFileLimit: limit,
    setup:
      `${VIEWERS} viewers of one 64-team tournament in ${VIEWER_PROCESSES} processes of their own on the same ` +
      "machine (plain TCP sockets, connected in " +
      `batches of 250), following one server process or split evenly over two of the same database; ` +
      `${SAVES} measured saves of one result each (after ${WARM_UP_SAVES} warm-up saves), ${PAUSE_MS} ms apart, ` +
      "sent to the first process by the bench process. Delivery is read first thing in each socket's read " +
      "callback (net onread; wall clock shared by the processes); commit is when the save's NOTIFY reaches the bench's own " +
      "LISTEN connection. CPU per save: user + system from /proc, `system` being the kernel's part",
  };
}
