// req/s and p99 of the public tournament call (GET /api/v1/auth/tment/{id}, the tournament page's payload) for
// a 64-team, 232-match tournament, against two baselines measured in the same run: a bare Fastify hello world
// (what the machine can do; target ≥ 0.75 of its req/s) and a bare Fastify answering the same path with the
// same brotli body and headers (what sending this answer costs without our hooks: the limit of the ratio).
// The three servers run side by side and are loaded in alternating rounds (never at the same time). The
// server logs at `info`, as in production (LOG_LEVEL's default).

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpGet } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import {
  createBigTournament,
  freePort,
  type Load,
  load,
  median,
  nodeArgs,
  startHelloWorld,
  startProcess,
  startSeededServer,
  stopProcess,
} from "./lib.ts";

const ROUNDS = 5;
const SECONDS = 4;
const TARGET = 0.75;

/** One GET with the raw answer (fetch would decode the brotli body). */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const req = httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") out[k] = v;
        resolve({ headers: out, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The bare Fastify server answering with `answer` (bench/same-body-server.ts). */
export async function startSameBody(answer: { headers: Record<string, string>; body: Buffer }) {
  const dir = mkdtempSync(path.join(tmpdir(), "kickoff-same-body-"));
  const file = path.join(dir, "answer.json");
  // Headers Node sets itself per answer are left to it, as for the real server.
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([n]) => !["date", "connection", "keep-alive", "content-length"].includes(n)),
  );
  writeFileSync(file, JSON.stringify({ headers, bodyBase64: answer.body.toString("base64") }));
  const port = await freePort();
  const child = await startProcess(
    nodeArgs(path.join(import.meta.dirname, "same-body-server.ts")),
    { PORT: String(port), ANSWER_FILE: file },
    `http://127.0.0.1:${port}/`,
  );
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default async function run() {
  const hello = await startHelloWorld();
  const server = await startSeededServer({ logLevel: "info" });
  let bare: Awaited<ReturnType<typeof startSameBody>> | null = null;
  try {
    const { id, matchCount } = await createBigTournament(server.base, server.cookie);
    const path_ = `/api/v1/auth/tment/${id}`;
    const url = `${server.base}${path_}`;
    const first = await fetch(url);
    const bytes = (await first.arrayBuffer()).byteLength;
    const etag = first.headers.get("etag") ?? "";
    // What a browser sends; the payload is compressed once per version and served from memory.
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const answer = await rawGet(url, browser);
    const responseHeaders = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => name !== "date" && name !== "x-request-id"),
    );
    bare = await startSameBody(answer);
    const bareUrl = `${bare.base}${path_}`;

    const targets = {
      helloWorld: { url: hello.url, pid: hello.pid, headers: {} },
      sameBody: { url: bareUrl, pid: bare.pid, headers: browser },
      publicTournament: { url, pid: server.pid, headers: browser },
    };
    type Name = keyof typeof targets;
    const names = Object.keys(targets) as Name[];
    // Warm-up of each (JIT), not counted; then rounds of hello world, same body, public call.
    for (const name of names) await load(targets[name].url, { duration: 3, headers: targets[name].headers });
    const rounds: Array<Record<Name, Load>> = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round = {} as Record<Name, Load>;
      for (const name of names) {
        const t = targets[name];
        round[name] = await load(t.url, { duration: SECONDS, headers: t.headers, pid: t.pid });
      }
      rounds.push(round);
    }
    const ratio = (a: Name, b: Name) =>
      Number(median(rounds.map((r) => r[a].requestsPerSec / r[b].requestsPerSec)).toFixed(3));
    const pick = (name: Name) => {
      const runs = rounds.map((r) => r[name]);
      return {
        requestsPerSec: Math.round(median(runs.map((r) => r.requestsPerSec))),
        p50Ms: median(runs.map((r) => r.p50Ms)),
        p99Ms: median(runs.map((r) => r.p99Ms)),
        serverCpuUsPerRequest: median(runs.map((r) => r.serverCpuUsPerRequest ?? 0)) || null,
        errors: runs.reduce((n, r) => n + r.errors, 0),
        non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      };
    };
    const helloWorld = pick("helloWorld");
    const sameBody = pick("sameBody");
    const publicTournament = pick("publicTournament");
    const ratioToHelloWorld = ratio("publicTournament", "helloWorld");
    // The same without compression (every answer carries the full JSON), and revalidation as browsers and
    // the service worker do it (If-None-Match → 304): one run each, for the record.
    const uncompressed = await load(url, { duration: SECONDS, pid: server.pid });
    const revalidated = await load(url, {
      duration: SECONDS,
      headers: { ...browser, "if-none-match": etag },
      pid: server.pid,
    });
    const cpuRatio = (a: { serverCpuUsPerRequest: number | null }, b: { serverCpuUsPerRequest: number | null }) =>
      a.serverCpuUsPerRequest && b.serverCpuUsPerRequest
        ? Number((a.serverCpuUsPerRequest / b.serverCpuUsPerRequest).toFixed(3))
        : null;
    return {
      target: `ratioToHelloWorld ≥ ${TARGET} (median over rounds; browser-like request, Accept-Encoding: gzip, deflate, br; server logging at info)`,
      ratioToHelloWorld,
      met: ratioToHelloWorld >= TARGET && publicTournament.errors === 0 && publicTournament.non2xx === 0,
      ratioToSameBody: ratio("publicTournament", "sameBody"),
      sameBodyToHelloWorld: ratio("sameBody", "helloWorld"),
      helloWorld,
      sameBody,
      publicTournament,
      rounds: rounds.map((r) => ({
        helloWorldRps: r.helloWorld.requestsPerSec,
        sameBodyRps: r.sameBody.requestsPerSec,
        publicTournamentRps: r.publicTournament.requestsPerSec,
        ratioToHelloWorld: Number((r.publicTournament.requestsPerSec / r.helloWorld.requestsPerSec).toFixed(3)),
        ratioToSameBody: Number((r.publicTournament.requestsPerSec / r.sameBody.requestsPerSec).toFixed(3)),
        publicTournamentP99Ms: r.publicTournament.p99Ms,
        cpuUsPerRequest: {
          helloWorld: r.helloWorld.serverCpuUsPerRequest,
          sameBody: r.sameBody.serverCpuUsPerRequest,
          publicTournament: r.publicTournament.serverCpuUsPerRequest,
        },
      })),
      // Server CPU µs per request, baseline over public call: a noise-robust reading of the same ratios.
      cpuPerRequestRatio: cpuRatio(helloWorld, publicTournament),
      cpuPerRequestRatioToSameBody: cpuRatio(sameBody, publicTournament),
      publicTournamentUncompressed: uncompressed,
      publicTournament304: revalidated,
      matches: matchCount,
      teams: 64,
      payloadBytes: bytes,
      payloadBytesCompressed: answer.body.length,
      responseHeaders,
      serverLogLevel: "info",
      load:
        `bench/http-load.ts in the bench process (lean HTTP/1.1 client: 50 keep-alive connections, one request in ` +
        `flight each, bodies skipped undecoded), loopback; after a 3 s warm-up of each server, ${ROUNDS} rounds of ` +
        `${SECONDS} s hello world, ${SECONDS} s same body, ${SECONDS} s public call; medians over the rounds. The ` +
        `machine has ${availableParallelism()} cores shared by servers, client and anything else running`,
      baselines:
        "helloWorld: bench/hello-world-server.ts, a bare Fastify app, one GET route answering {hello:'world'}, no " +
        "plugins or logger. sameBody: bench/same-body-server.ts, a bare Fastify app answering the public call's " +
        "path with the bytes and headers the real server sent (brotli body, ETag, cache and security headers). " +
        "Both started like the server (same Node, tsx loader, loopback) and loaded the same way",
      note:
        "served from the NOTIFY-invalidated in-process cache (serialized and compressed once per version) through " +
        "every global hook of the app (security headers, CSRF check, request id), logger at info (reads that " +
        "succeed are logged at debug only, apps/server/src/lib/logger.ts), no cookie parsing on this route; PGlite",
    };
  } finally {
    await bare?.stop();
    await server.stop();
    await hello.stop();
  }
}
