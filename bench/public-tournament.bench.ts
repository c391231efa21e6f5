// req/s and p99 of the public tournament call (GET /api/v1/auth/tment/{id}, the tournament page's payload) for
// a 64-team, 232-match tournament, against the hello-world baseline measured in the same run (target: ≥ 50 % of
// its req/s). Both servers run side by side and are loaded in alternating rounds (never at the same time).
import { availableParallelism } from "node:os";
import { againstHelloWorld, createBigTournament, load, median, startHelloWorld, startSeededServer } from "./lib.ts";

const ROUNDS = 5;
const SECONDS = 4;

export default async function run() {
  const hello = await startHelloWorld();
  const server = await startSeededServer();
  try {
    const { id, matchCount } = await createBigTournament(server.base, server.cookie);
    const url = `${server.base}/api/v1/auth/tment/${id}`;
    const first = await fetch(url);
    const bytes = (await first.arrayBuffer()).byteLength;
    const etag = first.headers.get("etag") ?? "";
    // What a browser sends; the payload is compressed once per version and served from memory.
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const compressed = await fetch(url, { headers: browser });
    const compressedBytes = Number(compressed.headers.get("content-length") ?? 0);
    const responseHeaders = Object.fromEntries(
      [...compressed.headers].filter(([name]) => name !== "date" && name !== "x-request-id"),
    );

    const compared = await againstHelloWorld(
      { url: hello.url, pid: hello.pid },
      { url, pid: server.pid, headers: browser },
      { rounds: ROUNDS, duration: SECONDS },
    );
    // The same without compression (every answer carries the full JSON), and revalidation as browsers and
    // the service worker do it (If-None-Match → 304): one run each, for the record.
    const uncompressed = await load(url, { duration: SECONDS, pid: server.pid });
    const revalidated = await load(url, {
      duration: SECONDS,
      headers: { ...browser, "if-none-match": etag },
      pid: server.pid,
    });
    // For reference, one round with autocannon (the previous load generator; see http-load.ts for why the
    // target is read with the lean one).
    const autocannon = await againstHelloWorld(
      { url: hello.url, pid: hello.pid },
      { url, pid: server.pid, headers: browser },
      { rounds: 1, duration: SECONDS, client: "autocannon" },
    );
    const pick = (of: "helloWorld" | "measured") => {
      const runs = compared.rounds.map((r) => r[of]);
      return {
        requestsPerSec: Math.round(median(runs.map((r) => r.requestsPerSec))),
        p50Ms: median(runs.map((r) => r.p50Ms)),
        p99Ms: median(runs.map((r) => r.p99Ms)),
        serverCpuUsPerRequest: median(runs.map((r) => r.serverCpuUsPerRequest ?? 0)) || null,
        errors: runs.reduce((n, r) => n + r.errors, 0),
        non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      };
    };
    const publicTournament = pick("measured");
    const helloWorld = pick("helloWorld");
    return {
      target: "ratioToHelloWorld ≥ 0.5 (median over rounds; browser-like request, Accept-Encoding: gzip, deflate, br)",
      ratioToHelloWorld: compared.ratio,
      met: compared.ratio >= 0.5 && publicTournament.errors === 0 && publicTournament.non2xx === 0,
      helloWorld,
      publicTournament,
      rounds: compared.rounds.map((r) => ({
        helloWorldRps: r.helloWorld.requestsPerSec,
        publicTournamentRps: r.measured.requestsPerSec,
        ratio: r.ratio,
        publicTournamentP99Ms: r.measured.p99Ms,
        helloWorldCpuUsPerRequest: r.helloWorld.serverCpuUsPerRequest,
        publicTournamentCpuUsPerRequest: r.measured.serverCpuUsPerRequest,
      })),
      cpuPerRequestRatio:
        helloWorld.serverCpuUsPerRequest && publicTournament.serverCpuUsPerRequest
          ? Number((helloWorld.serverCpuUsPerRequest / publicTournament.serverCpuUsPerRequest).toFixed(3))
          : null,
      autocannonReference: autocannon.rounds.map((r) => ({
        helloWorldRps: r.helloWorld.requestsPerSec,
        publicTournamentRps: r.measured.requestsPerSec,
        ratio: r.ratio,
        publicTournamentP99Ms: r.measured.p99Ms,
      }))[0],
      publicTournamentUncompressed: uncompressed,
      publicTournament304: revalidated,
      matches: matchCount,
      teams: 64,
      payloadBytes: bytes,
      payloadBytesCompressed: compressedBytes,
      responseHeaders,
      load:
        `bench/http-load.ts in the bench process (lean HTTP/1.1 client: 50 keep-alive connections, one request in ` +
        `flight each, bodies skipped undecoded), loopback; after a 3 s warm-up of each server, ${ROUNDS} rounds of ` +
        `${SECONDS} s hello world then ${SECONDS} s public call; medians over the rounds. The machine has ` +
        `${availableParallelism()} cores shared by server, client and anything else running`,
      baseline:
        "bench/hello-world-server.ts: a bare Fastify app, one GET route answering {hello:'world'}, no plugins or " +
        "logger, started like the server (same Node, tsx loader, loopback) and loaded the same way",
      note:
        "served from the NOTIFY-invalidated in-process cache (serialized and compressed once per version) through " +
        "every global hook of the app (security headers, CSRF check, cookies, request id, logger); PGlite. " +
        "cpuPerRequestRatio: server CPU µs per request, hello world over public call — a noise-robust reading " +
        "of the same ratio on a busy machine",
    };
  } finally {
    await server.stop();
    await hello.stop();
  }
}
